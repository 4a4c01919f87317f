package privbench.learners.semiprivate.sgd;

import java.util.function.DoubleFunction;
import privbench.learners.SweepMemo;
import privbench.privacy.DpChecks;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.Accountant;
import privbench.privacy.accounting.Calibration;
import privbench.privacy.noise.SecurePricing;

/**
 * The noise multiplier of one DP-SGD run, calibrated to a target (epsilon, delta), and what the run costs.
 *
 * <p>Poisson sampling: T steps of the Poisson-subsampled Gaussian mechanism with rate q = min(1, B/n) and
 * noise multiplier sigma (noise sd sigma C on a sum of L2 sensitivity C under add/remove-one), priced by
 * the chosen accountant (spec-003 section 2.4; the paper uses PRV). With B >= n (q = 1) every row is in every
 * step and the step divides the noisy sum by q n = n, which is private under add/remove: that run is priced under
 * replace-one instead, T Gaussian mechanisms of sensitivity 2C ({@link #FULL_BATCH_CAVEAT}). Shuffled fixed-size
 * batches: no amplification; a row is in at most m = ceil(T / floor(n/B)) steps, each a Gaussian mechanism of
 * replace-one sensitivity 2C, so the run is m-fold Gaussian(sigma/2) under replace-one. Poisson sampling priced
 * under replace-one ({@link Sampling#POISSON_REPLACE_ONE}): the same run, its add/remove price at a share of delta
 * doubled by group privacy (both neighbours have n rows, so q needs no caveat).
 *
 * @param noiseMultiplier sigma (noise sd / C)
 * @param samplingRate    q (1 for shuffled batches, whose accounting uses no subsampling)
 * @param event           what ran, in accountant vocabulary
 * @param relation        the neighbouring relation priced
 * @param accountant      the accountant
 * @param caveat          the label every output must carry ("" when none)
 * @param secure          true when the noise is secure (discrete Gaussian): then the accountant that calibrates
 *                        and prices is the one proved for it ({@link SecurePricing#accountantFor}), whatever
 *                        {@code accountant} names: {@code rdp-discrete-subsampled} with Poisson sampling (Zhu
 *                        and Wang 2019, Thm 6), {@code zcdp} for shuffled batches or q = 1
 * @param deltaShare      with {@link Sampling#POISSON_REPLACE_ONE} (and only then below 1): the share of delta the
 *                        add/remove price is read at, 1/(1 + e^(epsilon/2)) when calibrated for epsilon (1/2 for
 *                        {@link #of}); 1 otherwise
 */
public record SgdPrivacy(double noiseMultiplier, double samplingRate, PrivacyEvent event, Neighbouring relation,
                         NoiseAccountant accountant, String caveat, boolean secure, double deltaShare) {

    /** The caveat of Poisson sampling priced under add/remove with q = B/n (Opacus). */
    public static final String PRIVATE_N_CAVEAT = "q = B/n treats the private row count n as public (as Opacus)";

    /**
     * The caveat of Poisson sampling with B >= n: every row is in every step and the noisy sum is divided by q n = n,
     * the private row count under add/remove (D and D plus one row would differ in the noise's scale alone), so the
     * run is priced under replace-one, where n is the same in both neighbours.
     */
    public static final String FULL_BATCH_CAVEAT = "B >= n (q = 1): full batch, the noisy sum divided by n; priced "
            + "under replace-one (sensitivity 2C), where n is public";

    /** Calibrates sigma for the settings on n private rows so that the run is (epsilon, delta)-DP. */
    public static SgdPrivacy calibrate(SgdSettings s, int n, double epsilon, double delta) {
        return calibrate(s, n, epsilon, delta, false);
    }

    /** {@link #calibrate(SgdSettings, int, double, double)} for seeded or secure noise. */
    public static SgdPrivacy calibrate(SgdSettings s, int n, double epsilon, double delta, boolean secure) {
        return calibrate(s, n, epsilon, delta, secure, SweepMemo.NONE);
    }

    /**
     * As {@link #calibrate(SgdSettings, int, double, double, boolean)}, remembered in the run's memo: the cells of a
     * sweep that share (sampling, T, B, n, accountant, search, secure, epsilon, delta) calibrate once.
     */
    public static SgdPrivacy calibrate(SgdSettings s, int n, double epsilon, double delta, boolean secure,
                                       SweepMemo memo) {
        DpChecks.requirePositiveDelta(delta, "DP-SGD (a Gaussian mechanism)");
        boolean replaceOne = s.sampling() == Sampling.POISSON_REPLACE_ONE;
        // replace-one by group privacy of two add/remove steps: (epsilon/2, share delta) each gives (epsilon, delta)
        double share = replaceOne ? 1 / (1 + Math.exp(epsilon / 2)) : 1;
        double target = replaceOne ? epsilon / 2 : epsilon;
        double sigma = memo.get(new CalibrationKey(s.sampling(), s.steps(), s.batchSize(), n, s.publicRows(),
                s.accountant(), s.search(), secure, epsilon, delta), () -> {
                    DoubleFunction<PrivacyEvent> family = family(s, n);
                    Accountant acc = secure ? SecurePricing.accountantFor(family.apply(1.0))
                            : s.accountant().accountant();
                    return Calibration.noiseMultiplier(family, acc, target, share * delta, s.search())
                            .noiseMultiplier();
                });
        return replaceOne ? of(s, n, sigma, secure, share) : of(s, n, sigma, secure);
    }

    /** Everything a calibrated sigma depends on. */
    private record CalibrationKey(Sampling sampling, int steps, int batchSize, int n, int publicRows,
                                  NoiseAccountant accountant,
                                  Calibration.Search search, boolean secure, double epsilon, double delta) {
    }

    /** Everything the price of a run depends on: its event, relation, pricing accountant, delta and its share, caveat. */
    private record PriceKey(PrivacyEvent event, Neighbouring relation, NoiseAccountant accountant, boolean secure,
                            double delta, double deltaShare, String caveat) {
    }

    /** The privacy of a run with a given noise multiplier (no calibration). */
    public static SgdPrivacy of(SgdSettings s, int n, double noiseMultiplier) {
        return of(s, n, noiseMultiplier, false);
    }

    /**
     * {@link #of(SgdSettings, int, double)} for seeded or secure noise (with {@link Sampling#POISSON_REPLACE_ONE}
     * the add/remove price is read at delta/2).
     */
    public static SgdPrivacy of(SgdSettings s, int n, double noiseMultiplier, boolean secure) {
        return of(s, n, noiseMultiplier, secure, 0.5);
    }

    private static SgdPrivacy of(SgdSettings s, int n, double noiseMultiplier, boolean secure, double groupShare) {
        PrivacyEvent event = family(s, n).apply(noiseMultiplier);
        return switch (s.sampling()) {
            case POISSON -> new SgdPrivacy(noiseMultiplier, rate(s, n), event, relation(s, n), s.accountant(),
                    rate(s, n) == 1 ? FULL_BATCH_CAVEAT : s.publicRows() > 0 ? "" : PRIVATE_N_CAVEAT, secure, 1);
            case POISSON_REPLACE_ONE -> new SgdPrivacy(noiseMultiplier, rate(s, n), event, relation(s, n),
                    s.accountant(), "sampling=poisson-replace-one: q = B/n with n equal in both neighbours; priced "
                    + "as group privacy of two add/remove steps (epsilon = 2 eps_ar, delta = (1 + e^eps_ar) "
                    + "delta_ar)", secure, groupShare);
            case SHUFFLE -> new SgdPrivacy(noiseMultiplier, 1.0, event, relation(s, n), s.accountant(),
                    "sampling=shuffle: fixed-size shuffled batches accounted without amplification (replace-one, "
                            + "sensitivity 2C, " + appearances(s, n) + " steps per row)", secure, 1);
        };
    }

    /** The accountant that calibrated and prices this run. */
    public Accountant pricing() {
        return secure ? SecurePricing.accountantFor(event) : accountant.accountant();
    }

    /**
     * The relation a run with these settings on n rows is priced under: add/remove (Poisson with q = B/n < 1) or
     * replace-one (shuffle, Poisson priced under replace-one, and Poisson with B >= n, whose step divides by the
     * private n: {@link #FULL_BATCH_CAVEAT}).
     */
    public static Neighbouring relation(SgdSettings s, int n) {
        return s.sampling() == Sampling.POISSON && rate(s, n) < 1 ? Neighbouring.ADD_REMOVE : Neighbouring.REPLACE_ONE;
    }

    /** The guarantee at delta, priced by the accountant, with the caveat. */
    public Guarantee guarantee(double delta) {
        return guarantee(delta, SweepMemo.NONE);
    }

    /** As {@link #guarantee(double)}, remembered in the run's memo. */
    public Guarantee guarantee(double delta, SweepMemo memo) {
        return memo.get(new PriceKey(event, relation, accountant, secure, delta, deltaShare, caveat),
                () -> price(delta));
    }

    private Guarantee price(double delta) {
        if (deltaShare < 1) {
            // Poisson priced under replace-one: the add/remove price at share x delta, doubled by group privacy
            Guarantee ar = pricing().guarantee(event, deltaShare * delta, Neighbouring.ADD_REMOVE);
            double spentDelta = Math.min(1, (1 + Math.exp(ar.epsilon())) * ar.delta());
            return new Guarantee(2 * ar.epsilon(), spentDelta, ar.accountant(), relation, event, caveat);
        }
        return pricing().guarantee(event, delta, relation).withCaveat(caveat);
    }

    /** q = min(1, B/N) with N the declared public row count, else q = min(1, B/n). */
    public static double rate(SgdSettings s, int n) {
        return Math.min(1.0, (double) s.batchSize() / s.rateRows(n));
    }

    /** With shuffled batches: the most steps any one row is in, ceil(T / floor(n/B)). */
    static long appearances(SgdSettings s, int n) {
        long perEpoch = ShuffledBatches.batchesPerEpoch(n, s.batchSize());
        return (s.steps() + perEpoch - 1) / perEpoch;
    }

    private static DoubleFunction<PrivacyEvent> family(SgdSettings s, int n) {
        int steps = s.steps();
        if (s.sampling() == Sampling.SHUFFLE) {
            long m = appearances(s, n);
            return sigma -> new PrivacyEvent.Repeated(new PrivacyEvent.Gaussian(sigma / 2), m);
        }
        double q = rate(s, n);
        if (q == 1 && s.sampling() == Sampling.POISSON) {
            // full batch under replace-one: each step's sum moves by at most 2C, a Gaussian of multiplier sigma / 2
            return sigma -> new PrivacyEvent.Repeated(new PrivacyEvent.Gaussian(sigma / 2), steps);
        }
        if (q == 1) {
            return sigma -> new PrivacyEvent.Repeated(new PrivacyEvent.Gaussian(sigma), steps);
        }
        return sigma -> new PrivacyEvent.Repeated(new PrivacyEvent.SubsampledGaussian(sigma, q), steps);
    }
}

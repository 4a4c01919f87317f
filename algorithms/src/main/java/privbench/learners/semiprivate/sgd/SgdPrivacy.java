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
 * the chosen accountant (spec-003 section 2.4; the paper uses PRV). Shuffled fixed-size batches: no
 * amplification; a row is in at most m = ceil(T / floor(n/B)) steps, each a Gaussian mechanism of
 * replace-one sensitivity 2C, so the run is m-fold Gaussian(sigma/2) under replace-one.
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
 */
public record SgdPrivacy(double noiseMultiplier, double samplingRate, PrivacyEvent event, Neighbouring relation,
                         NoiseAccountant accountant, String caveat, boolean secure) {

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
        double sigma = memo.get(new CalibrationKey(s.sampling(), s.steps(), s.batchSize(), n, s.accountant(),
                s.search(), secure, epsilon, delta), () -> {
                    DoubleFunction<PrivacyEvent> family = family(s, n);
                    Accountant acc = secure ? SecurePricing.accountantFor(family.apply(1.0))
                            : s.accountant().accountant();
                    return Calibration.noiseMultiplier(family, acc, epsilon, delta, s.search()).noiseMultiplier();
                });
        return of(s, n, sigma, secure);
    }

    /** Everything a calibrated sigma depends on. */
    private record CalibrationKey(Sampling sampling, int steps, int batchSize, int n, NoiseAccountant accountant,
                                  Calibration.Search search, boolean secure, double epsilon, double delta) {
    }

    /** Everything the price of a run depends on: its event, relation and pricing accountant, and delta. */
    private record PriceKey(PrivacyEvent event, Neighbouring relation, NoiseAccountant accountant, boolean secure,
                            double delta) {
    }

    /** The privacy of a run with a given noise multiplier (no calibration). */
    public static SgdPrivacy of(SgdSettings s, int n, double noiseMultiplier) {
        return of(s, n, noiseMultiplier, false);
    }

    /** {@link #of(SgdSettings, int, double)} for seeded or secure noise. */
    public static SgdPrivacy of(SgdSettings s, int n, double noiseMultiplier, boolean secure) {
        PrivacyEvent event = family(s, n).apply(noiseMultiplier);
        if (s.sampling() == Sampling.POISSON) {
            return new SgdPrivacy(noiseMultiplier, rate(s, n), event, relation(s.sampling()), s.accountant(),
                    "q = B/n treats the private row count n as public (as Opacus)", secure);
        }
        return new SgdPrivacy(noiseMultiplier, 1.0, event, relation(s.sampling()), s.accountant(),
                "sampling=shuffle: fixed-size shuffled batches accounted without amplification (replace-one, "
                        + "sensitivity 2C, " + appearances(s, n) + " steps per row)", secure);
    }

    /** The accountant that calibrated and prices this run. */
    public Accountant pricing() {
        return secure ? SecurePricing.accountantFor(event) : accountant.accountant();
    }

    /** The relation a run with this sampling is priced under: add/remove (Poisson) or replace-one (shuffle). */
    public static Neighbouring relation(Sampling sampling) {
        return sampling == Sampling.POISSON ? Neighbouring.ADD_REMOVE : Neighbouring.REPLACE_ONE;
    }

    /** The guarantee at delta, priced by the accountant, with the caveat. */
    public Guarantee guarantee(double delta) {
        return guarantee(delta, SweepMemo.NONE);
    }

    /** As {@link #guarantee(double)}, remembered in the run's memo. */
    public Guarantee guarantee(double delta, SweepMemo memo) {
        Guarantee priced = memo.get(new PriceKey(event, relation, accountant, secure, delta),
                () -> pricing().guarantee(event, delta, relation));
        return priced.withCaveat(caveat);
    }

    /** q = min(1, B/n). */
    public static double rate(SgdSettings s, int n) {
        return Math.min(1.0, (double) s.batchSize() / n);
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
        if (q == 1) {
            return sigma -> new PrivacyEvent.Repeated(new PrivacyEvent.Gaussian(sigma), steps);
        }
        return sigma -> new PrivacyEvent.Repeated(new PrivacyEvent.SubsampledGaussian(sigma, q), steps);
    }
}

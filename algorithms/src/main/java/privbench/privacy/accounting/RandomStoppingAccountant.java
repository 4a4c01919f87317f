package privbench.privacy.accounting;

import privbench.privacy.Accountant;
import privbench.privacy.DpChecks;
import privbench.privacy.PrivacyEvent;

/**
 * Prices private selection by random stopping with a geometric run count, K ~ TNB(1, r), when every run is
 * mu-GDP: Wang, Zhu and Wang (2024), Lemma K.1 (Koskela et al. 2024, Cor. 5.5) and its linearisation
 * Cor. K.2 / Thm K.3.
 *
 * <p>With L = sqrt(2 ln(1/(r delta))), Lemma K.1 gives (epsilon, delta)-DP with
 * epsilon = (3/2) mu^2 + 3 mu L + delta; Cor. K.2 relaxes it to epsilon = 6 mu L + delta when mu <= 2L.
 * Thm K.3 reads the latter backwards, mu = epsilon' / (6 L), and certifies (epsilon' + delta, delta): a learner
 * with budget epsilon passes epsilon' = epsilon - delta. The {@code tight} accountant ({@code tnb-gdp}) prices with
 * Lemma K.1, the {@code paper} one ({@code tnb-gdp-paper}) with Cor. K.2 (about 2x looser at the paper's sizes;
 * spec-000 section 3.6). Only eta = 1 is supported: the paper proves nothing else.
 */
public final class RandomStoppingAccountant implements Accountant {

    /** {@code TIGHT}: Lemma K.1, the bound as proved; {@code PAPER}: Cor. K.2 / Thm K.3, the linearised one. */
    private final Accounting bound;

    public RandomStoppingAccountant(Accounting bound) {
        this.bound = bound;
    }

    @Override
    public String id() {
        return bound == Accounting.TIGHT ? "tnb-gdp" : "tnb-gdp-paper";
    }

    /** Only a random-stopping event itself: a composition of them is not what Lemma K.1 prices. */
    @Override
    public boolean supports(PrivacyEvent event) {
        return event instanceof PrivacyEvent.RandomStopping rs && rs.eta() == 1 && GdpAccountant.mu(rs.run()) >= 0;
    }

    @Override
    public double epsilon(PrivacyEvent event, double delta) {
        DpChecks.requirePositiveDelta(delta, "random-stopping accounting");
        if (!supports(event)) {
            throw new IllegalArgumentException(id() + " accountant prices random stopping with eta = 1 over GDP runs "
                    + "only, got " + event);
        }
        var rs = (PrivacyEvent.RandomStopping) event;
        return epsilon(GdpAccountant.mu(rs.run()), rs.stopRate(), delta, bound);
    }

    /** L = sqrt(2 ln(1/(r delta))). */
    public static double logTerm(double r, double delta) {
        return Math.sqrt(2 * Math.log(1 / (r * delta)));
    }

    /** The epsilon of random stopping over mu-GDP runs with rate r, at delta, under the given bound. */
    public static double epsilon(double mu, double r, double delta, Accounting bound) {
        if (!(mu >= 0)) {
            throw new IllegalArgumentException("mu must be >= 0, got " + mu);
        }
        if (mu == Double.POSITIVE_INFINITY) {
            return Double.POSITIVE_INFINITY;
        }
        double l = logTerm(r, delta);
        if (bound == Accounting.PAPER && mu <= 2 * l) {
            return 6 * mu * l + delta;
        }
        return 1.5 * mu * mu + 3 * mu * l + delta;
    }

    /**
     * The largest per-run mu whose random stopping costs at most epsilon at delta (epsilon includes the
     * "+ delta" of Lemma K.1): the paper's mu = (epsilon - delta) / (6 L) (Thm K.3, which needs
     * epsilon - delta <= 24 ln(1/(r delta))), or the root of Lemma K.1.
     */
    public static double muFor(double epsilon, double r, double delta, Accounting bound) {
        DpChecks.requireEpsilon(epsilon);
        DpChecks.requirePositiveDelta(delta, "random-stopping accounting");
        if (!(r > 0 && r < 1)) {
            throw new IllegalArgumentException("stop rate r must be in (0, 1), got " + r);
        }
        if (epsilon == Double.POSITIVE_INFINITY) {
            return Double.POSITIVE_INFINITY;
        }
        double target = epsilon - delta;
        if (!(target > 0)) {
            throw new IllegalArgumentException("random stopping certifies (epsilon' + delta, delta): epsilon must "
                    + "exceed delta = " + delta + ", got " + epsilon);
        }
        double l = logTerm(r, delta);
        if (bound == Accounting.PAPER) {
            double range = 24 * Math.log(1 / (r * delta));
            if (!(target <= range)) {
                throw new IllegalArgumentException("Thm K.3 needs epsilon - delta <= 24 ln(1/(r delta)) = " + range
                        + ", got " + target);
            }
            // the same 1e-12 margin as the Lemma K.1 root and Gdp.muFor: 6 mu L + delta read back must not land
            // one rounding residue above epsilon
            return target / (6 * l) * (1 - 1e-12);
        }
        // (3/2) mu^2 + 3 L mu - target = 0, the positive root in a form without cancellation
        double mu = 2 * target / (3 * l + Math.sqrt(9 * l * l + 6 * target));
        // round down so that re-pricing never lands an ulp above the budget
        return mu * (1 - 1e-12);
    }
}

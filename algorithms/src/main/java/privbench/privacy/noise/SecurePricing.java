package privbench.privacy.noise;

import java.util.function.Predicate;
import privbench.privacy.Accountant;
import privbench.privacy.Guarantee;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.Accountants;
import privbench.privacy.accounting.Zcdp;

/**
 * The accountants proved for what secure noise runs, used by every learner to calibrate AND price its noise
 * when {@link #isSecure} (so the recorded epsilon_spent is the proved one, <= the budget).
 *
 * <p>Proved: the discrete Gaussian on an integer query of L2 sensitivity Delta with sigma = s Delta has
 * D_alpha <= alpha / (2 s^2) at every order (Canonne, Kamath and Steinke 2020, Theorem 4, additive over
 * coordinates and compositions), i.e. 1/(2 s^2)-zCDP: the {@code zcdp} accountant (optimal conversion over
 * real orders, CKS20 Prop. 12 / Balle et al. 2020) prices unsubsampled Gaussian releases exactly as it would
 * the continuous ones. Poisson-subsampled releases are priced by {@code rdp-discrete-subsampled} (Zhu and
 * Wang 2019, Theorem 6, a bound for any base mechanism). Pure events alone (discrete Laplace, the exact
 * exponential mechanism) keep {@code pure}. Not proved for the discrete Gaussian, hence never used in secure
 * mode: {@code gdp}, {@code gdp-paper}, {@code pld}, {@code prv}, the continuous sampled-Gaussian
 * {@code rdp}, random stopping over GDP runs ({@code tnb-*}) and the classic / analytic (epsilon, delta)
 * calibrations of the continuous Gaussian.
 */
public final class SecurePricing {

    private static final double MARGIN = Zcdp.MARGIN;

    private SecurePricing() {
    }

    /** True when the source is secure noise (exact samplers), whose releases need the proved accountants. */
    public static boolean isSecure(NoiseSource noise) {
        return noise.exactBits().isPresent();
    }

    /**
     * The accountant proved for the discrete mechanisms of this event: {@code pure} for events without a
     * Gaussian, {@code zcdp} without subsampling, {@code rdp-discrete-subsampled} with Poisson subsampling.
     */
    public static Accountant accountantFor(PrivacyEvent event) {
        if (!any(event, SecurePricing::isGaussianLeaf) && Accountants.PURE.supports(event)) {
            return Accountants.PURE;
        }
        if (!any(event, e -> e instanceof PrivacyEvent.SubsampledGaussian) && Accountants.ZCDP.supports(event)) {
            return Accountants.ZCDP;
        }
        if (Accountants.RDP_DISCRETE_SUBSAMPLED.supports(event)) {
            return Accountants.RDP_DISCRETE_SUBSAMPLED;
        }
        throw new IllegalArgumentException("no accountant proved for the discrete mechanism prices " + event);
    }

    /**
     * The largest rho (times 1 - 1e-12) whose zCDP conversion is at most epsilon at delta: the budget a
     * secure Gaussian release (or composition of them) may spend in zCDP ({@link Zcdp#rhoFor}).
     */
    public static double rhoFor(double epsilon, double delta) {
        return Zcdp.rhoFor(epsilon, delta);
    }

    /** The GDP-style budget mu = sqrt(2 rho) of secure Gaussian releases ({@link Zcdp#muFor}). */
    public static double muFor(double epsilon, double delta) {
        return Zcdp.muFor(epsilon, delta);
    }

    /**
     * The noise multiplier (sigma / Delta) of one secure Gaussian release within (epsilon, delta):
     * 1 / sqrt(2 rho) for rho = {@link #rhoFor}, so that the zcdp price of Gaussian(multiplier) is <= epsilon.
     */
    public static double gaussianMultiplier(double epsilon, double delta) {
        return 1 / (Math.sqrt(2 * rhoFor(epsilon, delta)) * MARGIN);
    }

    /**
     * The guarantee unchanged when its accountant is proved for the discrete mechanisms of its event;
     * otherwise an {@link IllegalStateException} naming the accountant (a learner that forgot to switch
     * accountants in secure mode fails instead of publishing an unproved epsilon).
     */
    public static Guarantee requireProved(Guarantee g) {
        if (!g.isPrivate() || !any(g.event(), SecurePricing::isGaussianLeaf)) {
            return g;
        }
        for (String part : g.accountant().split("\\+")) {
            if (!part.equals("zcdp") && !part.equals("rdp-discrete-subsampled") && !part.equals("pure")) {
                throw new IllegalStateException("secure noise priced by '" + g.accountant() + "', which is not "
                        + "proved for the discrete Gaussian (use zcdp or rdp-discrete-subsampled)");
            }
        }
        if (g.accountant().equals("pure")) {
            throw new IllegalStateException("secure noise: a Gaussian release priced by 'pure' is not proved");
        }
        return g;
    }

    private static boolean isGaussianLeaf(PrivacyEvent e) {
        return e instanceof PrivacyEvent.Gaussian || e instanceof PrivacyEvent.SubsampledGaussian;
    }

    private static boolean any(PrivacyEvent e, Predicate<PrivacyEvent> test) {
        if (test.test(e)) {
            return true;
        }
        if (e instanceof PrivacyEvent.Composed c) {
            return c.events().stream().anyMatch(x -> any(x, test));
        }
        if (e instanceof PrivacyEvent.Repeated r) {
            return any(r.event(), test);
        }
        if (e instanceof PrivacyEvent.RandomStopping r) {
            return any(r.run(), test);
        }
        return false;
    }
}

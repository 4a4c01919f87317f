package privbench.privacy.noise;

import java.util.Locale;
import privbench.privacy.Guarantee;
import privbench.privacy.accounting.PrivacyEvent;
import privbench.privacy.accounting.Zcdp;
import privbench.privacy.accounting.ZcdpAccountant;

/**
 * What a guarantee priced for Gaussian noise proves when the noise was the discrete Gaussian of secure mode.
 *
 * <p>Proved: the discrete Gaussian on an integer query has Renyi divergences at most the continuous
 * Gaussian's at every order (Canonne, Kamath and Steinke 2020, Theorem 4, additive over coordinates), and
 * secure noise keeps the noise multiplier for the rounded query; so pricing by {@code zcdp}, or by {@code rdp}
 * without subsampling, covers it, as does {@code pure} for pure events (discrete Laplace, exact exponential
 * mechanism). Not proved: accountants that use the continuous Gaussian's whole privacy profile ({@code gdp},
 * {@code gdp-paper}, {@code pld}, {@code prv}), the Poisson-subsampled Gaussian's RDP, and (epsilon, delta)
 * calibrations of a Gaussian. Canonne et al. find the discrete and continuous profiles numerically
 * indistinguishable at these scales, but a cell must not claim more than is proved: such a guarantee gets a
 * caveat stating the proved zCDP epsilon where the event has one.
 */
public final class SecurePricing {

    private SecurePricing() {
    }

    /** The guarantee with a caveat when its price relies on the continuous Gaussian's profile. */
    public static Guarantee annotate(Guarantee g) {
        if (!g.isPrivate() || !hasGaussian(g.event())) {
            return g;
        }
        String acc = g.accountant();
        boolean unamplified = !hasSubsampling(g.event()) && !hasApprox(g.event());
        if (acc.equals("zcdp") || (acc.equals("rdp") && unamplified)) {
            return g;
        }
        double rho = ZcdpAccountant.rho(g.event());
        String proved = rho >= 0 && Double.isFinite(rho)
                ? "the proved bound (zCDP, rho " + fmt(rho) + ") is epsilon " + fmt(Zcdp.epsilon(rho, g.delta()))
                    + " at this delta"
                : "no proved bound is computed for its subsampled or (epsilon, delta) parts";
        return g.withCaveat("secure noise: " + acc + " prices the discrete Gaussian with the continuous "
                + "Gaussian's privacy profile; " + proved);
    }

    private static String fmt(double x) {
        return String.format(Locale.ROOT, "%.4g", x);
    }

    private static boolean hasGaussian(PrivacyEvent e) {
        if (e instanceof PrivacyEvent.Gaussian || e instanceof PrivacyEvent.SubsampledGaussian
                || e instanceof PrivacyEvent.ApproxDp) {
            return true;   // secure mode's (epsilon, delta) events are Gaussian releases
        }
        return anyPart(e, SecurePricing::hasGaussian);
    }

    private static boolean hasSubsampling(PrivacyEvent e) {
        if (e instanceof PrivacyEvent.SubsampledGaussian || e instanceof PrivacyEvent.RandomStopping) {
            return true;   // a random run count amplifies like sampling does
        }
        return anyPart(e, SecurePricing::hasSubsampling);
    }

    private static boolean hasApprox(PrivacyEvent e) {
        return e instanceof PrivacyEvent.ApproxDp || anyPart(e, SecurePricing::hasApprox);
    }

    private static boolean anyPart(PrivacyEvent e, java.util.function.Predicate<PrivacyEvent> test) {
        if (e instanceof PrivacyEvent.Composed c) {
            return c.events().stream().anyMatch(test);
        }
        if (e instanceof PrivacyEvent.Repeated r) {
            return test.test(r.event());
        }
        if (e instanceof PrivacyEvent.RandomStopping r) {
            return test.test(r.run());
        }
        return false;
    }
}

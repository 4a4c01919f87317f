package privbench.privacy.accounting;

import privbench.privacy.DpChecks;

/**
 * Zero-concentrated differential privacy (Bun and Steinke 2016): rho-zCDP means RDP(alpha) <= rho alpha at
 * every order, so compositions add rho. The conversion to (epsilon, delta) minimises the Balle et al. (2020)
 * / Canonne, Kamath and Steinke (2020, Prop. 12) bound over all real orders alpha > 1, as OpenDP does; it is
 * tighter than the textbook rho + 2 sqrt(rho ln(1/delta)).
 */
public final class Zcdp {

    /**
     * Shrinks the secure budgets by a relative 1e-12 so that rounding in the conversion never lets a price
     * exceed the budget (kept here so that secure calibration and {@link Accounting#secureMu} share it).
     */
    public static final double MARGIN = 1 - 1e-12;

    private static final int BISECTION_STEPS = 400;

    private Zcdp() {
    }

    /** rho of a Gaussian with noise multiplier s (noise sd / L2 sensitivity): 1 / (2 s^2). */
    public static double rhoOfGaussian(double noiseMultiplier) {
        DpChecks.requirePositive("noiseMultiplier", noiseMultiplier);
        return 1 / (2 * noiseMultiplier * noiseMultiplier);
    }

    /** The noise sd giving rho-zCDP at L2 sensitivity Delta: Delta / sqrt(2 rho). */
    public static double sigmaFor(double rho, double sensitivity) {
        DpChecks.requirePositive("rho", rho);
        DpChecks.requirePositive("sensitivity", sensitivity);
        return sensitivity / Math.sqrt(2 * rho);
    }

    /** rho of an eps-DP mechanism: eps^2 / 2 (Bun and Steinke 2016, Prop. 3.3). */
    public static double rhoOfPureDp(double epsilon) {
        DpChecks.requirePositive("epsilon", epsilon);
        return epsilon * epsilon / 2;
    }

    /**
     * The smallest epsilon at which rho-zCDP gives (epsilon, delta)-DP:
     * min over alpha > 1 of rho alpha + ln(1 - 1/alpha) - ln(delta alpha) / (alpha - 1). The derivative
     * rho + ln(delta alpha) / (alpha - 1)^2 has one root in (1, 1/delta), found by bisection.
     */
    public static double epsilon(double rho, double delta) {
        requireRho(rho);
        if (!(delta >= 0 && delta <= 1)) {
            throw new IllegalArgumentException("delta must be in [0, 1], got " + delta);
        }
        if (delta == 1 || rho == 0) {
            return 0;
        }
        if (delta == 0 || rho == Double.POSITIVE_INFINITY) {
            return Double.POSITIVE_INFINITY;
        }
        double lo = 1;
        double hi = 1 / delta;
        for (int i = 0; i < BISECTION_STEPS && hi - lo > 1e-15 * hi; i++) {
            double mid = 0.5 * (lo + hi);
            if (rho + Math.log(delta * mid) / ((mid - 1) * (mid - 1)) < 0) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        double a = 0.5 * (lo + hi);
        double eps = rho * a + Math.log1p(-1 / a) - (Math.log(delta) + Math.log(a)) / (a - 1);
        return Math.max(0, eps);
    }

    /**
     * The smallest delta at which rho-zCDP gives (epsilon, delta)-DP:
     * min over alpha > 1 of e^{(alpha-1)(alpha rho - eps)} (1 - 1/alpha)^alpha / (alpha - 1); the log of the
     * bound has derivative (2 alpha - 1) rho - eps + ln(1 - 1/alpha), increasing in alpha.
     */
    public static double delta(double rho, double epsilon) {
        requireRho(rho);
        if (!(epsilon >= 0)) {
            throw new IllegalArgumentException("epsilon must be >= 0, got " + epsilon);
        }
        if (rho == 0 || epsilon == Double.POSITIVE_INFINITY) {
            return 0;
        }
        if (rho == Double.POSITIVE_INFINITY) {
            return 1;
        }
        double lo = 1;
        double hi = Math.max(2, (epsilon + 1) / (2 * rho) + 1);
        for (int i = 0; i < BISECTION_STEPS && hi - lo > 1e-15 * hi; i++) {
            double mid = 0.5 * (lo + hi);
            if ((2 * mid - 1) * rho - epsilon + Math.log1p(-1 / mid) < 0) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        double a = 0.5 * (lo + hi);
        double logDelta = (a - 1) * (a * rho - epsilon) + a * Math.log1p(-1 / a) - Math.log(a - 1);
        return Math.min(1, Math.exp(logDelta));
    }

    private static void requireRho(double rho) {
        if (!(rho >= 0)) {
            throw new IllegalArgumentException("rho must be >= 0, got " + rho);
        }
    }

    /**
     * The largest rho (times 1 - 1e-12) whose zCDP conversion is at most epsilon at delta: the budget a
     * secure Gaussian release (or composition of them) may spend in zCDP.
     */
    public static double rhoFor(double epsilon, double delta) {
        DpChecks.requirePositive("epsilon", epsilon);
        if (!(delta > 0 && delta < 1)) {
            throw new IllegalArgumentException("a Gaussian mechanism needs delta in (0, 1), got " + delta);
        }
        double lo = 0;
        double hi = 1;
        while (epsilon(hi, delta) <= epsilon) {
            lo = hi;
            hi *= 2;
        }
        for (int i = 0; i < 200 && hi - lo > 1e-15 * hi; i++) {
            double mid = 0.5 * (lo + hi);
            if (epsilon(mid, delta) <= epsilon) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return lo * MARGIN;
    }

    /**
     * The GDP-style budget mu = sqrt(2 rho) of a composition of Gaussian releases whose 1/(2 s_i^2) sum to
     * mu^2 / 2: the secure counterpart of {@link Gdp#muFor} (zCDP rho = mu^2/2 for a mu-GDP composition of
     * Gaussians, continuous or discrete).
     */
    public static double muFor(double epsilon, double delta) {
        return Math.sqrt(2 * rhoFor(epsilon, delta)) * MARGIN;
    }
}

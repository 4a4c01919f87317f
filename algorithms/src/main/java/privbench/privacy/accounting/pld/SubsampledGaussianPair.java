package privbench.privacy.accounting.pld;

import privbench.linalg.StandardNormal;

/**
 * The dominating pairs of the Poisson-subsampled Gaussian under add/remove-one neighbouring, with
 * unit sensitivity and noise sd sigma: M = (1-q) N(0, sigma^2) + q N(1, sigma^2) against N(0, sigma^2).
 *
 * <p>Remove direction: P = M, Q = N(0, sigma^2), L(x) = ln(1 - q + q e^{(2x-1)/(2 sigma^2)}) increasing in x,
 * bounded below by ln(1-q). Add direction: P = N(0, sigma^2), Q = M, loss -L(x), bounded above by -ln(1-q).
 * With q = 1 both directions are the Gaussian pair, L ~ N(1/(2 sigma^2), 1/sigma^2) under P.
 *
 * @param sigma  noise multiplier
 * @param q      Poisson sampling rate in (0, 1]
 * @param remove true for the remove direction, false for add
 */
record SubsampledGaussianPair(double sigma, double q, boolean remove) implements DominatingPair {

    /** The loss threshold x(m) with L(x) > m iff x > x(m); -Infinity when m <= ln(1-q). */
    double threshold(double m) {
        if (q == 1) {
            return sigma * sigma * m + 0.5;
        }
        double log1mQ = Math.log1p(-q);
        if (m <= log1mQ) {
            return Double.NEGATIVE_INFINITY;
        }
        // ln(e^m - (1-q)), written to keep precision for m near 0 and to avoid overflow for large m
        double logExcess = m > 0 ? m + Math.log1p(-(1 - q) * Math.exp(-m)) : Math.log(Math.expm1(m) + q);
        return sigma * sigma * (logExcess - Math.log(q)) + 0.5;
    }

    /** P_M(x > t) for the mixture M. */
    private double mixtureAbove(double t) {
        return (1 - q) * StandardNormal.cdf(-t / sigma) + q * StandardNormal.cdf(-(t - 1) / sigma);
    }

    /** P_M(x < t). */
    private double mixtureBelow(double t) {
        return (1 - q) * StandardNormal.cdf(t / sigma) + q * StandardNormal.cdf((t - 1) / sigma);
    }

    @Override
    public double survivalP(double loss) {
        if (remove) {
            return mixtureAbove(threshold(loss));
        }
        // add: loss -L(x) > l iff L(x) < -l iff x < x(-l), with x ~ N(0, sigma^2)
        return StandardNormal.cdf(threshold(-loss) / sigma);
    }

    @Override
    public double survivalQ(double loss) {
        if (remove) {
            return StandardNormal.cdf(-threshold(loss) / sigma);
        }
        return mixtureBelow(threshold(-loss));
    }

    @Override
    public double lowerLoss(double tail) {
        double z = -StandardNormal.quantile(tail);
        if (remove) {
            return q < 1 ? Math.log1p(-q) : loss(1 - sigma * z);
        }
        return -loss(sigma * z);
    }

    @Override
    public double upperLoss(double tail) {
        double z = -StandardNormal.quantile(tail);
        if (remove || q == 1) {
            return loss(1 + sigma * z);
        }
        return -Math.log1p(-q);
    }

    /** L(x) = ln(1 - q + q e^{(2x-1)/(2 sigma^2)}). */
    double loss(double x) {
        double g = (2 * x - 1) / (2 * sigma * sigma);
        if (q == 1) {
            return g;
        }
        double a = Math.log1p(-q);
        double b = Math.log(q) + g;
        double hi = Math.max(a, b);
        return hi + Math.log1p(Math.exp(Math.min(a, b) - hi));
    }
}

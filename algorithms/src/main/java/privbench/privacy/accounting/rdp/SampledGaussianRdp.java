package privbench.privacy.accounting.rdp;

import privbench.linalg.StandardNormal;

/**
 * The Renyi divergence of the Poisson-subsampled Gaussian mechanism (add/remove one record), after
 * Mironov, Talwar and Zhang (2019), "Renyi Differential Privacy of the Sampled Gaussian Mechanism".
 *
 * <p>RDP(alpha) = ln(A_alpha) / (alpha - 1) with A_alpha = E_{x ~ N(0, s^2)} [((1-q) + q e^{(2x-1)/(2s^2)})^alpha].
 * Integer orders use the binomial expansion (their Sec. 3.3, Eq. for integer alpha), written as
 * A = 1 + sum_{i >= 2} C(alpha, i) q^i (1-q)^(alpha-i) (e^{(i^2-i)/(2s^2)} - 1), which keeps full relative
 * precision when A is close to 1. Fractional orders use the two-series formula of the same section. Every
 * sum is carried in log space, so huge orders and tiny noise give large finite values rather than overflow;
 * an order whose series does not converge numerically is priced +Infinity (a valid, useless bound).
 */
public final class SampledGaussianRdp {

    /** How the two series for fractional orders are summed. */
    public enum FractionalSeries {
        /** With the signs of the binomial coefficients: the exact value (Opacus, the paper). */
        EXACT,
        /**
         * With the magnitudes of the terms: a conservative upper bound, what dp_accounting computes since
         * its April 2024 change ("Improve numerical stability of RDP computation"). About 3% above the exact
         * value at alpha = 1.5, q = 0.01, sigma = 2.5; selectable to reproduce dp_accounting's numbers.
         */
        ABSOLUTE
    }

    private static final double LOG_HALF = Math.log(0.5);
    private static final double SQRT2 = Math.sqrt(2.0);
    /**
     * Stop once both terms are this far (in log) below the running total: past the sign changes the exact
     * series alternates, so the rest is below the first omitted term (e^-30 ~ 1e-13 relative, as dp_accounting).
     */
    private static final double NEGLIGIBLE = 30;
    private static final int MAX_TERMS = 100_000;

    private SampledGaussianRdp() {
    }

    /**
     * RDP at one order of one step with noise multiplier sigma and Poisson sampling rate q.
     *
     * @param order alpha > 1, or +Infinity
     */
    public static double rdp(double sigma, double q, double order, FractionalSeries series) {
        if (!(sigma > 0)) {
            throw new IllegalArgumentException("noise multiplier must be > 0, got " + sigma);
        }
        if (!(q > 0 && q <= 1)) {
            throw new IllegalArgumentException("sampling rate must be in (0, 1], got " + q);
        }
        if (!(order > 1)) {
            throw new IllegalArgumentException("RDP order must be > 1, got " + order);
        }
        if (order == Double.POSITIVE_INFINITY) {
            return Double.POSITIVE_INFINITY;
        }
        if (q == 1) {
            return order / (2 * sigma * sigma);
        }
        double logA = order == Math.rint(order) && order < Integer.MAX_VALUE
                ? logAInteger(sigma, q, (int) order)
                : logAFractional(sigma, q, order, series);
        if (Double.isNaN(logA)) {
            return Double.POSITIVE_INFINITY;
        }
        // A >= 1 always; a negative value is rounding at the 1e-16 level
        return Math.max(0, logA) / (order - 1);
    }

    /** ln A for integer alpha >= 2: ln(1 + sum_{i>=2} w_i (e^{c_i} - 1)), w_i the Binomial(alpha, q) weights. */
    static double logAInteger(double sigma, double q, int alpha) {
        double logQ = Math.log(q);
        double log1mQ = Math.log1p(-q);
        double twoSigma2 = 2 * sigma * sigma;
        double logBinom = Math.log(alpha);   // ln C(alpha, 1)
        double acc = Double.NEGATIVE_INFINITY;
        for (int i = 2; i <= alpha; i++) {
            logBinom += Math.log(alpha - i + 1) - Math.log(i);
            double c = ((double) i * i - i) / twoSigma2;
            double term = logBinom + i * logQ + (alpha - i) * log1mQ + c + Math.log(-Math.expm1(-c));
            acc = LogSum.logAdd(acc, term);
        }
        // ln(1 + e^acc), computed without overflow
        return acc > 0 ? acc + Math.log1p(Math.exp(-acc)) : Math.log1p(Math.exp(acc));
    }

    /**
     * ln A for fractional alpha (Mironov, Talwar and Zhang 2019, Sec. 3.3): with z0 = s^2 ln(1/q - 1) + 1/2,
     * A = sum_i C(alpha,i) q^i (1-q)^(alpha-i) e^{(i^2-i)/(2s^2)} erfc((i-z0)/(sqrt2 s))/2
     *   + sum_i C(alpha,i) q^(alpha-i) (1-q)^i e^{(j^2-j)/(2s^2)} erfc((z0-j)/(sqrt2 s))/2, j = alpha - i.
     * Returns NaN when the exact signed sum is not positive or the series does not converge.
     */
    static double logAFractional(double sigma, double q, double alpha, FractionalSeries series) {
        double logQ = Math.log(q);
        double log1mQ = Math.log1p(-q);
        double twoSigma2 = 2 * sigma * sigma;
        double z0 = sigma * sigma * Math.log(1 / q - 1) + 0.5;
        double scale = SQRT2 * sigma;
        LogSum sum = new LogSum();
        double logBinom = 0;            // ln |C(alpha, i)|
        boolean negative = false;       // sign of C(alpha, i)
        double last0 = Double.NEGATIVE_INFINITY;
        double last1 = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < MAX_TERMS; i++) {
            if (i > 0) {
                double factor = alpha - i + 1;
                negative ^= factor < 0;
                logBinom += Math.log(Math.abs(factor)) - Math.log(i);
            }
            double j = alpha - i;
            double s0 = logBinom + i * logQ + j * log1mQ + ((double) i * i - i) / twoSigma2
                    + LOG_HALF + logErfc((i - z0) / scale);
            double s1 = logBinom + j * logQ + i * log1mQ + (j * j - j) / twoSigma2
                    + LOG_HALF + logErfc((z0 - j) / scale);
            boolean subtract = negative && series == FractionalSeries.EXACT;
            sum.add(s0, subtract);
            sum.add(s1, subtract);
            double total = sum.logOfMagnitudes();
            // past the sign changes the terms decay like a power of i; stop when both are falling and negligible
            if (i > alpha + 1 && s0 < last0 && s1 < last1 && Math.max(s0, s1) < total - NEGLIGIBLE) {
                return sum.log();
            }
            last0 = s0;
            last1 = s1;
        }
        return Double.NaN;
    }

    /** ln erfc(x) = ln 2 + ln Phi(-x sqrt 2), accurate for large x. */
    private static double logErfc(double x) {
        return Math.log(2) + StandardNormal.logCdf(-x * SQRT2);
    }
}

package privbench.harness.audit;

import org.apache.commons.math3.distribution.BetaDistribution;

/**
 * One-sided Clopper-Pearson (1934) confidence bounds on a binomial proportion from k successes in n
 * trials: the upper bound p with P[Bin(n, p) <= k] = alpha is the (1 - alpha) quantile of Beta(k + 1, n - k),
 * and the lower bound with P[Bin(n, p) >= k] = alpha the alpha quantile of Beta(k, n - k + 1). Exact
 * (conservative) for every n, which matters here: audits count few errors.
 */
public final class ClopperPearson {

    /** Accuracy of the Beta quantiles (commons-math3's default, 1e-9, is too coarse for small rates). */
    private static final double ACCURACY = 1e-15;

    private ClopperPearson() {
    }

    /** The one-sided upper bound at level 1 - alpha; 1 when k = n. */
    public static double upper(long k, long n, double alpha) {
        check(k, n, alpha);
        if (k == n) {
            return 1.0;
        }
        return beta(k + 1, n - k).inverseCumulativeProbability(1 - alpha);
    }

    /** The one-sided lower bound at level 1 - alpha; 0 when k = 0. */
    public static double lower(long k, long n, double alpha) {
        check(k, n, alpha);
        if (k == 0) {
            return 0.0;
        }
        return beta(k, n - k + 1).inverseCumulativeProbability(alpha);
    }

    private static BetaDistribution beta(double a, double b) {
        // no random generator: only quantiles are used
        return new BetaDistribution(null, a, b, ACCURACY);
    }

    private static void check(long k, long n, double alpha) {
        if (n < 0 || k < 0 || k > n) {
            throw new IllegalArgumentException("successes must be in [0, n], got k=" + k + ", n=" + n);
        }
        if (!(alpha > 0 && alpha < 1)) {
            throw new IllegalArgumentException("alpha must be in (0, 1), got " + alpha);
        }
    }
}

package privbench.testing;

import java.util.Arrays;
import org.apache.commons.math3.distribution.BetaDistribution;
import privbench.linalg.StandardNormal;

/**
 * An empirical audit of a mu-GDP claim from samples of a scalar statistic on two neighbouring datasets
 * (spec-000 section 6 item 16): for each threshold tau, the test "say S when the statistic exceeds tau"
 * has a false-positive rate on S' and a true-positive rate on S; mu-GDP allows at most
 * TPR <= 1 - Phi(Phi^-1(1 - FPR) - mu). Rates are bounded by Clopper-Pearson intervals, Bonferroni-corrected
 * over all thresholds and both bounds, so a mechanism that is mu-GDP passes with probability at least
 * 1 - alpha; a violation at the confidence bounds proves (at that confidence) that the claim is false.
 */
public final class GdpAudit {

    /**
     * The outcome.
     *
     * @param consistent      no threshold violates the trade-off curve at the confidence bounds
     * @param worstExcess     max over thresholds of TPR_lo - (1 - Phi(Phi^-1(1 - FPR_hi) - mu)) (> 0: violation)
     * @param epsilonLowerBound max over thresholds of ln((TPR_lo - delta) / FPR_hi): an empirical lower bound on
     *                          the epsilon of the mechanism at delta
     */
    public record Result(boolean consistent, double worstExcess, double epsilonLowerBound) {
    }

    private GdpAudit() {
    }

    /**
     * Audits samples {@code onS} (statistic tends to be larger) and {@code onNeighbour} against mu-GDP, with
     * thresholds at evenly spaced quantiles of the pooled samples.
     */
    public static Result audit(double[] onS, double[] onNeighbour, double mu, double delta, int thresholds,
                               double alpha) {
        double[] pooled = new double[onS.length + onNeighbour.length];
        System.arraycopy(onS, 0, pooled, 0, onS.length);
        System.arraycopy(onNeighbour, 0, pooled, onS.length, onNeighbour.length);
        Arrays.sort(pooled);
        double[] a = onS.clone();
        double[] b = onNeighbour.clone();
        Arrays.sort(a);
        Arrays.sort(b);
        // Bonferroni over thresholds and the two one-sided bounds of each
        double each = alpha / (2.0 * thresholds);
        double worst = Double.NEGATIVE_INFINITY;
        double epsLow = 0;
        for (int t = 1; t <= thresholds; t++) {
            double tau = pooled[(int) ((long) pooled.length * t / (thresholds + 1))];
            int tp = above(a, tau);
            int fp = above(b, tau);
            double tprLow = lowerBound(tp, a.length, each);
            double fprHigh = upperBound(fp, b.length, each);
            double allowed = 1 - StandardNormal.cdf(StandardNormal.quantile(1 - fprHigh) - mu);
            worst = Math.max(worst, tprLow - allowed);
            if (tprLow > delta && fprHigh > 0) {
                epsLow = Math.max(epsLow, Math.log((tprLow - delta) / fprHigh));
            }
        }
        return new Result(worst <= 0, worst, epsLow);
    }

    private static int above(double[] sorted, double tau) {
        int i = Arrays.binarySearch(sorted, tau);
        int pos = i >= 0 ? i : -i - 1;
        while (pos < sorted.length && sorted[pos] <= tau) {
            pos++;
        }
        return sorted.length - pos;
    }

    /** Clopper-Pearson lower bound at one-sided level a. */
    static double lowerBound(int k, int n, double a) {
        return k == 0 ? 0 : new BetaDistribution(k, n - k + 1.0).inverseCumulativeProbability(a);
    }

    /** Clopper-Pearson upper bound at one-sided level a. */
    static double upperBound(int k, int n, double a) {
        return k == n ? 1 : new BetaDistribution(k + 1.0, n - k).inverseCumulativeProbability(1 - a);
    }
}

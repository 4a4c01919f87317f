package privbench.harness.audit;

import java.util.Arrays;
import privbench.linalg.StandardNormal;

/**
 * The Gaussian reading of a multi-run audit, an ESTIMATE, never the certified bound: the scores of the in and out
 * worlds read as two normals with a common spread, whose standardised shift mu is the mu of the GDP trade-off
 * curve fitted to them (Nasr et al. 2023, "Tight auditing of differentially private machine learning", fit the
 * Gaussian DP curve to whole score distributions), with a two-sided interval at the audit's confidence.
 *
 * <p>mu = (mean_in - mean_out) / s with s the root of the mean of the two sample variances. The interval is the
 * normal approximation to mu's sampling distribution for normal scores (Hedges and Olkin 1985, Statistical methods
 * for meta-analysis, eq. 5.14): var(mu) = (n_in + n_out) / (n_in n_out) + mu^2 / (2 (n_in + n_out)). It holds
 * when the scores are normal; a heavy tail or a discrete score makes it an approximation only, which is why it
 * is labelled an estimate in every output.
 *
 * @param mu    the standardised shift (+Infinity when both worlds' scores are constant and in is higher)
 * @param lower the lower end of the interval
 * @param upper the upper end
 */
public record GaussianFit(double mu, double lower, double upper) {

    /** The fit of in over out and its interval at the given two-sided confidence, in (0, 1). */
    public static GaussianFit of(double[] in, double[] out, double confidence) {
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("confidence must be in (0, 1), got " + confidence);
        }
        double mu = standardisedShift(in, out);
        int a = in.length;
        int b = out.length;
        if (!Double.isFinite(mu) || a < 2 || b < 2) {
            return new GaussianFit(mu, mu, mu);
        }
        double se = Math.sqrt((double) (a + b) / ((double) a * b) + mu * mu / (2.0 * (a + b)));
        double z = StandardNormal.quantile(0.5 + confidence / 2);
        return new GaussianFit(mu, mu - z * se, mu + z * se);
    }

    /**
     * The difference of the means over the pooled standard deviation (negative when the in world scores lower);
     * with no spread at all, +Infinity when in is higher, else 0.
     */
    static double standardisedShift(double[] in, double[] out) {
        double mi = Arrays.stream(in).average().orElse(0);
        double mo = Arrays.stream(out).average().orElse(0);
        double vi = Arrays.stream(in).map(v -> (v - mi) * (v - mi)).sum() / Math.max(1, in.length - 1);
        double vo = Arrays.stream(out).map(v -> (v - mo) * (v - mo)).sum() / Math.max(1, out.length - 1);
        double sd = Math.sqrt((vi + vo) / 2);
        if (!(sd > 0)) {
            return mi > mo ? Double.POSITIVE_INFINITY : 0.0;
        }
        return (mi - mo) / sd;
    }
}

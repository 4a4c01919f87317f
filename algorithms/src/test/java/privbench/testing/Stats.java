package privbench.testing;

import java.util.Arrays;
import java.util.function.DoubleUnaryOperator;
import java.util.function.LongToDoubleFunction;

/** Statistics the noise and utility tests share: one definition each. */
public final class Stats {

    private Stats() {
    }

    /**
     * The Kolmogorov-Smirnov distance sup_x |F_n(x) - F(x)| between a sample and a continuous law, evaluated on
     * both sides of every jump of the empirical CDF. The sample is not changed.
     */
    public static double ks(double[] sample, DoubleUnaryOperator cdf) {
        double[] s = sample.clone();
        Arrays.sort(s);
        int n = s.length;
        double dist = 0;
        for (int i = 0; i < n; i++) {
            double f = cdf.applyAsDouble(s[i]);
            dist = Math.max(dist, Math.max((i + 1.0) / n - f, f - (double) i / n));
        }
        return dist;
    }

    /** Kolmogorov's asymptotic critical value of the KS distance at level alpha: sqrt(-ln(alpha/2)/2) / sqrt(n). */
    public static double ksCritical(int n, double alpha) {
        return Math.sqrt(-Math.log(alpha / 2) / 2) / Math.sqrt(n);
    }

    /** The unbiased sample variance about the given mean, sum (x - mean)^2 / (n - 1). */
    public static double variance(double[] v, double mean) {
        double s = 0;
        for (double x : v) {
            s += (x - mean) * (x - mean);
        }
        return s / (v.length - 1);
    }

    /**
     * The expected counts of draws from a law on 1, 2, ... over the cells {1}, ..., {cut - 1}, {cut, ...}: draws
     * times the pmf, the last cell taking the rest of the mass (the binning of a chi-square goodness-of-fit test).
     */
    public static double[] expectedCounts(LongToDoubleFunction pmf, int cut, long draws) {
        double[] expected = new double[cut];
        double rest = 1;
        for (int k = 1; k < cut; k++) {
            expected[k - 1] = pmf.applyAsDouble(k) * draws;
            rest -= pmf.applyAsDouble(k);
        }
        expected[cut - 1] = rest * draws;
        return expected;
    }

    /** Pearson's chi-square statistic of category counts over draws against the probabilities p. */
    public static double chiSquare(double[] p, int[] counts, int draws) {
        double chi2 = 0;
        for (int i = 0; i < p.length; i++) {
            double expected = draws * p[i];
            chi2 += (counts[i] - expected) * (counts[i] - expected) / expected;
        }
        return chi2;
    }
}

package privbench.harness.compare;

import org.apache.commons.math3.distribution.TDistribution;

/**
 * Welch's unequal-variances t-test on two summarised samples (mean, sample sd, size): the statistic
 * (m2 - m1) / sqrt(s1^2/n1 + s2^2/n2) against Student's t with the Welch-Satterthwaite degrees of
 * freedom.
 */
final class WelchTest {

    /** One side of the test: a mean, a sample standard deviation and a sample size. */
    record Sample(double mean, double sd, int n) {
    }

    private WelchTest() {
    }

    /**
     * The two-sided p-value of "the means are equal", or NaN when either sample has fewer than two
     * values (no spread to test against). Two samples without spread have p = 1 when their means are
     * equal and 0 otherwise.
     */
    static double pValue(Sample a, Sample b) {
        if (a.n() < 2 || b.n() < 2 || Double.isNaN(a.sd()) || Double.isNaN(b.sd())) {
            return Double.NaN;
        }
        double va = a.sd() * a.sd() / a.n();
        double vb = b.sd() * b.sd() / b.n();
        double diff = b.mean() - a.mean();
        if (va + vb == 0) {
            return diff == 0 ? 1.0 : 0.0;
        }
        double t = diff / Math.sqrt(va + vb);
        double df = (va + vb) * (va + vb) / (va * va / (a.n() - 1) + vb * vb / (b.n() - 1));
        return 2 * new TDistribution(null, df).cumulativeProbability(-Math.abs(t));
    }

    /** The smallest change of the means the two samples could detect at two-sided level alpha (half power). */
    static double detectable(Sample a, Sample b, double alpha) {
        if (a.n() < 2 || b.n() < 2 || Double.isNaN(a.sd()) || Double.isNaN(b.sd())) {
            return Double.NaN;
        }
        double va = a.sd() * a.sd() / a.n();
        double vb = b.sd() * b.sd() / b.n();
        if (va + vb == 0) {
            return 0;
        }
        double df = (va + vb) * (va + vb) / (va * va / (a.n() - 1) + vb * vb / (b.n() - 1));
        return new TDistribution(null, df).inverseCumulativeProbability(1 - alpha / 2) * Math.sqrt(va + vb);
    }
}

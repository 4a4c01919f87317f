package privbench.privacy.noise.exact;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import privbench.privacy.noise.ExponentialMechanism;
import privbench.privacy.noise.SeededNoise;

/** The exact exponential mechanism against its exact pmf softmax(epsilon u / (2 Delta)). */
class ExactExponentialMechanismTest {

    private static final double[] UTILITY = {-3, -1, 0, -2, -0.5, -6};
    private static final int DRAWS = 200_000;

    private static long[] counts(double epsilon, String label) {
        RandomGenerator rng = SeededNoise.ofSeed(20261126).structural(label);
        long[] c = new long[UTILITY.length];
        for (int i = 0; i < DRAWS; i++) {
            c[ExactExponentialMechanism.select(UTILITY, epsilon, 2, rng)]++;
        }
        return c;
    }

    private static double chiSquare(long[] counts, double[] p) {
        double chi2 = 0;
        for (int i = 0; i < p.length; i++) {
            double e = DRAWS * p[i];
            chi2 += (counts[i] - e) * (counts[i] - e) / e;
        }
        return chi2;
    }

    @Test
    void frequencies_fitTheExactPmf() {
        double[] p = ExponentialMechanism.probabilities(UTILITY, 1.5, 2);
        double chi2 = chiSquare(counts(1.5, "em"), p);
        assertTrue(chi2 < GoodnessOfFit.critical(p.length - 1), "chi-square " + chi2);
    }

    /** Negative control: draws made with epsilon 10% too large fail the same test. */
    @Test
    void harness_rejectsEpsilonOffByTenPercent() {
        double[] p = ExponentialMechanism.probabilities(UTILITY, 1.5, 2);
        double chi2 = chiSquare(counts(1.65, "em-control"), p);
        assertFalse(chi2 < GoodnessOfFit.critical(p.length - 1), "a 10% error went unnoticed: " + chi2);
    }

    /**
     * Ratio check: P(i)/P(j) = exp(epsilon (u_i - u_j) / (2 Delta)). For the two likeliest candidates the
     * empirical log ratio has delta-method standard error sqrt(1/c_i + 1/c_j); it must lie within 5 of them,
     * and so must every other pair's (the smallest count here is about 6000, so the delta method holds).
     */
    @Test
    void ratios_matchExpOfUtilityDifference() {
        double eps = 1.5;
        long[] c = counts(eps, "em-ratio");
        double log = Math.log((double) c[2] / c[4]);
        double expected = eps * (UTILITY[2] - UTILITY[4]) / 4;
        assertTrue(Math.abs(log - expected) < 5 * Math.sqrt(1.0 / c[2] + 1.0 / c[4]), log + " vs " + expected);
        for (int i = 0; i < c.length; i++) {
            for (int j = 0; j < c.length; j++) {
                double r = Math.log((double) c[i] / c[j]);
                double exact = eps * (UTILITY[i] - UTILITY[j]) / 4;
                assertTrue(Math.abs(r - exact) < 5 * Math.sqrt(1.0 / c[i] + 1.0 / c[j]), i + "/" + j);
            }
        }
    }

    @Test
    void exponents_areExactRationals() {
        Rational[] g = ExactExponentialMechanism.exponents(new double[] {0.1, 0.30000000000000004}, 1, 1);
        // (0.30000000000000004 - 0.1) / 2 with both doubles' exact binary values: no rounding anywhere
        java.math.BigDecimal exact = new java.math.BigDecimal(0.30000000000000004)
                .subtract(new java.math.BigDecimal(0.1)).divide(java.math.BigDecimal.valueOf(2));
        assertTrue(new java.math.BigDecimal(g[0].num()).divide(new java.math.BigDecimal(g[0].den()))
                .compareTo(exact) == 0);
        assertTrue(g[1].num().signum() == 0);
    }
}

package privbench.privacy.noise;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** spec-003 section 5 item 10. */
class ExponentialMechanismTest {

    private static final double[] UTILITY = {-3, -1, 0, -2, -0.5};
    /** chi-square critical value, 4 degrees of freedom, p = 0.001. */
    private static final double CHI2_CRITICAL = 18.47;

    private static double chiSquare(double[] p, int[] counts, int draws) {
        double chi2 = 0;
        for (int i = 0; i < p.length; i++) {
            double expected = draws * p[i];
            chi2 += (counts[i] - expected) * (counts[i] - expected) / expected;
        }
        return chi2;
    }

    @Test
    void frequencies_matchSoftmaxOfEpsilonUOverTwoDelta() {
        double eps = 1.5;
        double delta = 2;
        double[] p = ExponentialMechanism.probabilities(UTILITY, eps, delta);
        double z = 0;
        double[] expected = new double[5];
        for (int i = 0; i < 5; i++) {
            expected[i] = Math.exp(eps * UTILITY[i] / (2 * delta));
            z += expected[i];
        }
        for (int i = 0; i < 5; i++) {
            expected[i] /= z;
        }
        assertArrayEquals(expected, p, 1e-15);
        int draws = 100_000;
        int[] counts = new int[5];
        NoiseSource noise = SeededNoise.ofSeed(4);
        for (int t = 0; t < draws; t++) {
            counts[ExponentialMechanism.select(UTILITY, eps, delta, noise)]++;
        }
        assertTrue(chiSquare(p, counts, draws) < CHI2_CRITICAL, "chi2 " + chiSquare(p, counts, draws));
        // negative control: the same draws against the law of a mechanism with epsilon doubled
        double[] wrong = ExponentialMechanism.probabilities(UTILITY, 2 * eps, delta);
        assertTrue(chiSquare(wrong, counts, draws) > CHI2_CRITICAL, "the test must tell epsilon from 2 epsilon");
    }
}

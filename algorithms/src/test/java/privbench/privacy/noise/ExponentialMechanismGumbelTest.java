package privbench.privacy.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The log-space and Gumbel-max forms of the exponential mechanism (spec-001 section 2.3, test 14, pitfall 7). */
class ExponentialMechanismGumbelTest {

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
    void gumbelMax_drawsTheSoftmaxLaw_andTellsEpsilonFromTwoEpsilon() {
        double eps = 1.5;
        double delta = 2;
        double[] p = ExponentialMechanism.probabilities(UTILITY, eps, delta);
        int draws = 100_000;
        int[] counts = new int[5];
        NoiseSource noise = SeededNoise.ofSeed(7);
        for (int t = 0; t < draws; t++) {
            counts[ExponentialMechanism.selectGumbel(UTILITY, eps, delta, noise)]++;
        }
        assertTrue(chiSquare(p, counts, draws) < CHI2_CRITICAL, "chi2 " + chiSquare(p, counts, draws));
        double[] wrong = ExponentialMechanism.probabilities(UTILITY, 2 * eps, delta);
        assertTrue(chiSquare(wrong, counts, draws) > CHI2_CRITICAL, "the test must tell epsilon from 2 epsilon");
    }

    @Test
    void utilitiesOfOrderMinusAMillion_neitherUnderflowNorStickToTheFirstCandidate() {
        // exp(-1e6) is 0 in double: a naive normaliser returns NaN or index 0; log space and Gumbel-max do not
        double[] u = {-1_000_010, -1_000_000, -1_000_005};
        double[] logp = ExponentialMechanism.logProbabilities(u, 1.0, 1.0);
        // exponents -5e5 - 5, -5e5, -5e5 - 2.5: log p_1 = -ln(1 + e^-5 + e^-2.5)
        assertEquals(-Math.log1p(Math.exp(-5) + Math.exp(-2.5)), logp[1], 1e-12);
        int[] counts = new int[3];
        NoiseSource noise = SeededNoise.ofSeed(3);
        for (int t = 0; t < 20_000; t++) {
            counts[ExponentialMechanism.selectGumbel(u, 1.0, 1.0, noise)]++;
        }
        // p_1 = 0.919, p_2 = 0.075: both seen thousands of times; 4 sd of a binomial at 20000 draws is about 0.008
        assertEquals(Math.exp(logp[1]), counts[1] / 20_000.0, 0.008);
        assertEquals(Math.exp(logp[2]), counts[2] / 20_000.0, 0.008);
    }

    @Test
    void streaming_withInfiniteEpsilon_isTheArgmax_andEmptyOrNaNIsRefused() {
        var s = ExponentialMechanism.streaming(Double.POSITIVE_INFINITY, 1.0, SeededNoise.ofSeed(1));
        for (double v : UTILITY) {
            s.offer(v);
        }
        assertEquals(2, s.best());
        assertEquals(5, s.count());
        var empty = ExponentialMechanism.streaming(1.0, 1.0, SeededNoise.ofSeed(1));
        assertThrows(IllegalStateException.class, empty::best);
        assertThrows(IllegalArgumentException.class, () -> empty.offer(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> ExponentialMechanism.streaming(1.0, 0.0,
                SeededNoise.ofSeed(1)));
    }
}

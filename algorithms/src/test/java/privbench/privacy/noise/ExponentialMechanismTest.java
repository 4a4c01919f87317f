package privbench.privacy.noise;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.ToIntFunction;
import org.junit.jupiter.api.Test;
import privbench.testing.Stats;

/**
 * spec-003 section 5 item 10; the log-space and Gumbel-max forms (spec-001 section 2.3, test 14, pitfall 7).
 */
class ExponentialMechanismTest {

    private static final double[] UTILITY = {-3, -1, 0, -2, -0.5};
    /** chi-square critical value, 4 degrees of freedom, p = 0.001. */
    private static final double CHI2_CRITICAL = 18.47;

    /**
     * Draws 100000 selections and holds their counts against the law at epsilon (chi-square below the 0.001
     * critical value) and, as the negative control, against the law at 2 epsilon (above it).
     */
    private static void assertDrawsTheLaw(ToIntFunction<NoiseSource> select, double eps, double delta, long seed) {
        int draws = 100_000;
        int[] counts = new int[UTILITY.length];
        NoiseSource noise = SeededNoise.ofSeed(seed);
        for (int t = 0; t < draws; t++) {
            counts[select.applyAsInt(noise)]++;
        }
        double chi2 = Stats.chiSquare(ExponentialMechanism.probabilities(UTILITY, eps, delta), counts, draws);
        assertTrue(chi2 < CHI2_CRITICAL, "chi2 " + chi2);
        double wrong = Stats.chiSquare(ExponentialMechanism.probabilities(UTILITY, 2 * eps, delta), counts, draws);
        assertTrue(wrong > CHI2_CRITICAL, "the test must tell epsilon from 2 epsilon: " + wrong);
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
        assertDrawsTheLaw(noise -> ExponentialMechanism.select(UTILITY, eps, delta, noise), eps, delta, 4);
    }

    @Test
    void gumbelMax_drawsTheSoftmaxLaw_andTellsEpsilonFromTwoEpsilon() {
        assertDrawsTheLaw(noise -> ExponentialMechanism.selectGumbel(UTILITY, 1.5, 2, noise), 1.5, 2, 7);
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

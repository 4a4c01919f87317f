package privbench.privacy.noise.exact;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import privbench.privacy.noise.SeededNoise;

/** Canonne, Kamath and Steinke (2020), Algorithm 2 against the exact pmf exp(-|x| s/t) / Z. */
class DiscreteLaplaceTest {

    private static final int DRAWS = 200_000;

    private static RandomGenerator bits(String label) {
        return SeededNoise.ofSeed(20261126).structural(label);
    }

    private static GoodnessOfFit.Pmf pmf(double scale) {
        return x -> Math.exp(-Math.abs(x) / scale);
    }

    @ParameterizedTest
    @CsvSource({"1, 1", "3, 1", "7, 2", "2, 5"})
    void draws_fitTheExactPmf(long t, long s) {
        RandomGenerator rng = bits("dl-" + t + "/" + s);
        double scale = (double) t / s;
        var r = GoodnessOfFit.test(() -> DiscreteLaplace.sample(t, s, rng), pmf(scale), (long) (60 * scale) + 20, DRAWS);
        assertTrue(r.passes(), "chi-square " + r);
    }

    /** Negative control: a scale 10% too large (t/s = 3.3 tested as 3). */
    @Test
    void harness_rejectsScaleOffByTenPercent() {
        RandomGenerator rng = bits("dl-control");
        var r = GoodnessOfFit.test(() -> DiscreteLaplace.sample(33, 10, rng), pmf(3), 200, DRAWS);
        assertFalse(r.passes(), "a 10% scale error went unnoticed: " + r);
    }

    /** Tail: P(|X| >= k) = 2 exp(-k/b) / (1 + exp(-1/b)) (geometric tails), within 5 standard errors. */
    @Test
    void tailMass_matchesGeometricTail() {
        RandomGenerator rng = bits("dl-tail");
        double b = 3;
        long k = 9;
        long seen = 0;
        for (int i = 0; i < DRAWS; i++) {
            seen += Math.abs(DiscreteLaplace.sample(3, 1, rng)) >= k ? 1 : 0;
        }
        double exact = 2 * Math.exp(-k / b) / (1 + Math.exp(-1 / b));
        double se = Math.sqrt(exact * (1 - exact) / DRAWS);
        assertTrue(Math.abs((double) seen / DRAWS - exact) < 5 * se, seen + " vs " + exact * DRAWS);
    }
}

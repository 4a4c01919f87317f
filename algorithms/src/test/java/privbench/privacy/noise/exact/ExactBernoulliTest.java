package privbench.privacy.noise.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import privbench.privacy.noise.SeededNoise;

/** Exact coins: frequencies within 5 binomial standard errors of their exact probabilities. */
class ExactBernoulliTest {

    private static final int DRAWS = 400_000;

    private static RandomGenerator bits(String label) {
        return SeededNoise.ofSeed(20261126).structural(label);
    }

    private static void assertFrequency(double p, long hits, String what) {
        double se = Math.sqrt(p * (1 - p) / DRAWS);
        double f = (double) hits / DRAWS;
        assertTrue(Math.abs(f - p) <= 5 * se + 1e-12, what + ": " + f + " vs " + p + " (se " + se + ")");
    }

    @ParameterizedTest
    @CsvSource({"0, 1", "1, 2", "1, 1", "27, 10", "13, 3", "1, 1000"})
    void bernoulliExp_hasProbabilityExpMinusGamma(long n, long d) {
        Rational gamma = Rational.of(n, d);
        RandomGenerator rng = bits("bexp-" + n + "/" + d);
        long hits = 0;
        for (int i = 0; i < DRAWS; i++) {
            hits += ExactBernoulli.bernoulliExp(gamma, rng) ? 1 : 0;
        }
        assertFrequency(Math.exp(-(double) n / d), hits, "Bernoulli(exp(-" + gamma + "))");
    }

    /** Negative control on the same check: exp(-1.1 gamma) is rejected when exp(-gamma) is claimed. */
    @Test
    void bernoulliExp_control_catchesTenPercentError() {
        RandomGenerator rng = bits("bexp-control");
        long hits = 0;
        for (int i = 0; i < DRAWS; i++) {
            hits += ExactBernoulli.bernoulliExp(Rational.of(11, 10), rng) ? 1 : 0;
        }
        double p = Math.exp(-1);
        assertFalse(Math.abs((double) hits / DRAWS - p) <= 5 * Math.sqrt(p * (1 - p) / DRAWS));
    }

    @ParameterizedTest
    @CsvSource({"0.3", "0.001", "0.999", "1.0E-7"})
    void dyadicCoin_hasProbabilityQ(double q) {
        RandomGenerator rng = bits("coin-" + q);
        DyadicCoin coin = new DyadicCoin(q);
        long hits = 0;
        for (int i = 0; i < DRAWS; i++) {
            hits += coin.flip(rng) ? 1 : 0;
        }
        assertFrequency(q, hits, "coin " + q);
    }

    /** The comparison itself, on chosen words: U below, equal to (then the next word decides) and above q. */
    @Test
    void dyadicCoin_comparesTheExactBinaryExpansion() {
        DyadicCoin half = new DyadicCoin(0.5);   // 0.1000... in binary: first word 0x8000000000000000
        assertTrue(half.flip(fixed(0x7fffffffffffffffL)));
        assertFalse(half.flip(fixed(0x8000000000000000L, 0L, 0L)));   // U = q exactly: not below q
        assertFalse(half.flip(fixed(0x8000000000000001L)));
        assertTrue(new DyadicCoin(1.0).flip(fixed(-1L)));
        assertFalse(new DyadicCoin(0.0).flip(fixed(0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L,
                0L, 0L)));
        // q = 2^-70: the first word of q is 0, so U = 0 continues to the second word, which decides
        DyadicCoin tiny = new DyadicCoin(0x1p-70);
        assertTrue(tiny.flip(fixed(0L, 0L)));
        assertFalse(tiny.flip(fixed(0L, 1L << 58, 0L)));   // U = q on every word of q
        assertFalse(tiny.flip(fixed(1L)));
    }

    @Test
    void uniformBelow_bigBoundIsUniform() {
        RandomGenerator rng = bits("big-uniform");
        java.math.BigInteger bound = java.math.BigInteger.ONE.shiftLeft(100).multiply(java.math.BigInteger.valueOf(3));
        long low = 0;
        for (int i = 0; i < DRAWS; i++) {
            java.math.BigInteger u = ExactBernoulli.uniformBelow(bound, rng);
            assertTrue(u.signum() >= 0 && u.compareTo(bound) < 0);
            low += u.compareTo(java.math.BigInteger.ONE.shiftLeft(100)) < 0 ? 1 : 0;
        }
        assertFrequency(1.0 / 3, low, "P(U < bound/3)");
        assertEquals(0, ExactBernoulli.uniformBelow(1, rng));
    }

    private static RandomGenerator fixed(long... words) {
        return new RandomGenerator() {
            private int i;

            @Override
            public long nextLong() {
                return words[i++];
            }
        };
    }
}

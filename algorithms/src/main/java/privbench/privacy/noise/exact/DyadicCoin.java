package privbench.privacy.noise.exact;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.random.RandomGenerator;

/**
 * An exact Bernoulli(q) coin for a double q in [0, 1], using q's exact binary value: a uniform U in [0, 1)
 * is compared with q 64 bits at a time, stopping at the first word where they differ (almost always the
 * first). P(U < q) = q exactly, because q's expansion is finite. One nextLong per coin in practice: cheap
 * enough for Poisson sampling row by row.
 */
public final class DyadicCoin {

    private final long[] words;
    private final boolean always;

    /** The coin for q in [0, 1]. */
    public DyadicCoin(double q) {
        if (!(q >= 0 && q <= 1)) {
            throw new IllegalArgumentException("a coin's probability must be in [0, 1], got " + q);
        }
        this.always = q == 1;
        BigDecimal exact = new BigDecimal(q);
        int bits = Math.max(64, -Math.getExponent(q) + 53 + 64);   // enough words to hold every bit of q
        int nWords = (bits + 63) / 64;
        BigInteger scaled = q == 0 || q == 1 ? BigInteger.ZERO
                : exact.multiply(new BigDecimal(BigInteger.ONE.shiftLeft(64 * nWords))).toBigIntegerExact();
        this.words = new long[nWords];
        for (int j = 0; j < nWords; j++) {
            words[j] = scaled.shiftRight(64 * (nWords - 1 - j)).longValue();
        }
    }

    /** One coin: true with probability q. */
    public boolean flip(RandomGenerator rng) {
        if (always) {
            return true;
        }
        for (long w : words) {
            int c = Long.compareUnsigned(rng.nextLong(), w);
            if (c != 0) {
                return c < 0;
            }
        }
        return false;   // U agrees with every bit of q, and the rest of U is >= 0: U >= q
    }
}

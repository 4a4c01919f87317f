package privbench.privacy.noise.exact;

import java.math.BigInteger;
import java.util.random.RandomGenerator;

/**
 * Exact coins: Bernoulli(p) for rational p by a uniform integer, and Bernoulli(exp(-gamma)) for rational
 * gamma >= 0 by Canonne, Kamath and Steinke (2020), Algorithm 1 (von Neumann's series: with K the first
 * index whose Bernoulli(gamma/K) coin is 0, P(K odd) = exp(-gamma) for gamma in [0, 1]; for gamma > 1,
 * floor(gamma) coins of exp(-1) and one of exp(-frac(gamma)), all of which must be 1).
 */
public final class ExactBernoulli {

    private static final long LONG_SAFE = 1L << 62;

    private ExactBernoulli() {
    }

    /** Uniform on {0, ..., bound - 1} for bound >= 1, exactly (JDK bounded draws are rejection-based). */
    public static long uniformBelow(long bound, RandomGenerator rng) {
        if (bound < 1) {
            throw new IllegalArgumentException("bound must be >= 1, got " + bound);
        }
        return rng.nextLong(bound);
    }

    /** Uniform on {0, ..., bound - 1} for a BigInteger bound >= 1, by rejection over bitLength bits. */
    public static BigInteger uniformBelow(BigInteger bound, RandomGenerator rng) {
        if (bound.signum() <= 0) {
            throw new IllegalArgumentException("bound must be >= 1, got " + bound);
        }
        if (bound.bitLength() < 63) {
            return BigInteger.valueOf(rng.nextLong(bound.longValue()));
        }
        int bits = bound.bitLength();
        while (true) {
            BigInteger u = randomBits(bits, rng);
            if (u.compareTo(bound) < 0) {
                return u;
            }
        }
    }

    private static BigInteger randomBits(int bits, RandomGenerator rng) {
        int words = (bits + 63) / 64;
        byte[] bytes = new byte[words * 8 + 1];   // leading zero byte: non-negative
        for (int w = 0; w < words; w++) {
            long v = rng.nextLong();
            for (int b = 0; b < 8; b++) {
                bytes[1 + w * 8 + b] = (byte) (v >>> (56 - 8 * b));
            }
        }
        return new BigInteger(bytes).shiftRight(words * 64 - bits);
    }

    /** Bernoulli(num/den) for 0 <= num <= den. */
    public static boolean bernoulli(BigInteger num, BigInteger den, RandomGenerator rng) {
        if (num.signum() < 0 || num.compareTo(den) > 0) {
            throw new IllegalArgumentException("a probability must be in [0, 1], got " + num + "/" + den);
        }
        if (den.bitLength() < 63) {
            return rng.nextLong(den.longValue()) < num.longValue();
        }
        return uniformBelow(den, rng).compareTo(num) < 0;
    }

    /** Bernoulli(p) for a rational p in [0, 1]. */
    public static boolean bernoulli(Rational p, RandomGenerator rng) {
        return bernoulli(p.num(), p.den(), rng);
    }

    /** Bernoulli(exp(-gamma)) for a rational gamma >= 0 (Algorithm 1). */
    public static boolean bernoulliExp(Rational gamma, RandomGenerator rng) {
        BigInteger whole = gamma.floor();
        // exp(-1) coins with early exit: expected work is O(1) however large gamma is
        for (BigInteger k = BigInteger.ZERO; k.compareTo(whole) < 0; k = k.add(BigInteger.ONE)) {
            if (!bernoulliExpAtMostOne(1, 1, rng)) {
                return false;
            }
        }
        Rational f = gamma.fraction();
        if (f.den().bitLength() < 62) {
            return bernoulliExpAtMostOne(f.num().longValue(), f.den().longValue(), rng);
        }
        return bernoulliExpAtMostOne(f.num(), f.den(), rng);
    }

    /** Bernoulli(exp(-num/den)) for longs num >= 0, den >= 1 (no BigInteger: the discrete Gaussian's hot path). */
    public static boolean bernoulliExp(long num, long den, RandomGenerator rng) {
        if (num < 0 || den < 1) {
            throw new IllegalArgumentException("gamma = num/den needs num >= 0 and den >= 1, got " + num + "/" + den);
        }
        for (long k = num / den; k > 0; k--) {
            if (!bernoulliExpAtMostOne(1, 1, rng)) {
                return false;
            }
        }
        return bernoulliExpAtMostOne(num % den, den, rng);
    }

    /** Bernoulli(exp(-n/d)) for 0 <= n/d <= 1 with longs (the hot path of the discrete Laplace). */
    static boolean bernoulliExpAtMostOne(long n, long d, RandomGenerator rng) {
        long k = 1;
        while (true) {
            long bound;
            if (d <= LONG_SAFE / k) {
                bound = d * k;
            } else {
                return bernoulliExpTail(BigInteger.valueOf(n), BigInteger.valueOf(d), k, rng);
            }
            if (rng.nextLong(bound) >= n) {   // coin Bernoulli(n / (d k)) came up 0
                return (k & 1) == 1;
            }
            k++;
        }
    }

    static boolean bernoulliExpAtMostOne(BigInteger n, BigInteger d, RandomGenerator rng) {
        return bernoulliExpTail(n, d, 1, rng);
    }

    private static boolean bernoulliExpTail(BigInteger n, BigInteger d, long k, RandomGenerator rng) {
        while (true) {
            if (!bernoulli(n, d.multiply(BigInteger.valueOf(k)), rng)) {
                return (k & 1) == 1;
            }
            k++;
        }
    }
}

package privbench.privacy.noise.exact;

import java.util.random.RandomGenerator;

/**
 * The discrete Laplace distribution on the integers, P(x) proportional to exp(-|x| s / t), sampled exactly
 * by Canonne, Kamath and Steinke (2020), Algorithm 2: a uniform remainder U accepted with probability
 * exp(-U/t), a geometric count V of exp(-1) successes, X = U + tV (geometric with ratio exp(-1/t)), Y =
 * floor(X/s), a fair sign, and a rejection of "-0" so that 0 is not counted twice.
 *
 * <p>Adding it to an integer query of L1 sensitivity Delta is (Delta s / t)-DP (pure).
 */
public final class DiscreteLaplace {

    private DiscreteLaplace() {
    }

    /** One draw with scale t/s (t, s >= 1). */
    public static long sample(long t, long s, RandomGenerator rng) {
        if (t < 1 || s < 1) {
            throw new IllegalArgumentException("the discrete Laplace scale t/s needs integers t, s >= 1, got t="
                    + t + ", s=" + s);
        }
        while (true) {
            long u = rng.nextLong(t);
            if (!ExactBernoulli.bernoulliExpAtMostOne(u, t, rng)) {
                continue;
            }
            long v = 0;
            while (ExactBernoulli.bernoulliExpAtMostOne(1, 1, rng)) {
                v++;
            }
            long x = Math.addExact(u, Math.multiplyExact(t, v));
            long y = x / s;
            boolean negative = rng.nextBoolean();
            if (negative && y == 0) {
                continue;
            }
            return negative ? -y : y;
        }
    }

    /** One draw with integer scale t. */
    public static long sample(long t, RandomGenerator rng) {
        return sample(t, 1, rng);
    }
}

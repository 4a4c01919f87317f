package privbench.privacy.noise.exact;

import java.math.BigInteger;
import java.util.random.RandomGenerator;

/**
 * The discrete Gaussian N_Z(0, sigma^2) on the integers, P(x) proportional to exp(-x^2 / (2 sigma^2)),
 * sampled exactly by Canonne, Kamath and Steinke (2020), Algorithm 3: a discrete Laplace proposal of
 * scale t = floor(sigma) + 1, accepted with probability exp(-(|Y| - sigma^2/t)^2 / (2 sigma^2)), with
 * sigma^2 = n/d rational and every step in integer arithmetic.
 *
 * <p>Privacy (their Theorem 4 and the additivity of Renyi divergence over independent coordinates): adding
 * independent N_Z(0, sigma^2) to each coordinate of an integer vector query whose L2 sensitivity is Delta
 * satisfies (Delta^2 / (2 sigma^2))-zCDP, the continuous Gaussian's bound; for an integer shift mu,
 * D_alpha = alpha mu^2/(2 sigma^2) - log(theta(alpha mu)/theta(0))/(alpha - 1) with theta(c) = sum_x
 * exp(-(x - c)^2/(2 sigma^2)) <= theta(0). No dimension correction applies to one draw per coordinate
 * (the tau term of Kairouz, Liu and Steinke 2021 is for sums of several discrete Gaussians).
 */
public final class DiscreteGaussian {

    private DiscreteGaussian() {
    }

    /** One draw with variance parameter sigma^2 = sigma2 > 0. */
    public static long sample(Rational sigma2, RandomGenerator rng) {
        if (sigma2.num().signum() <= 0) {
            throw new IllegalArgumentException("the discrete Gaussian needs sigma^2 > 0, got " + sigma2);
        }
        BigInteger n = sigma2.num();
        BigInteger d = sigma2.den();
        long t = sigma2.floorSqrt().longValueExact() + 1;
        BigInteger bt = BigInteger.valueOf(t);
        BigInteger td = bt.multiply(d);
        BigInteger den = n.shiftLeft(1).multiply(bt).multiply(bt).multiply(d);   // 2 n t^2 d
        while (true) {
            long y = DiscreteLaplace.sample(t, rng);
            BigInteger diff = BigInteger.valueOf(Math.abs(y)).multiply(td).subtract(n);   // |Y| t d - n
            if (ExactBernoulli.bernoulliExp(new Rational(diff.multiply(diff), den), rng)) {
                return y;
            }
        }
    }

    /**
     * One draw with integer sigma (sigma^2 = sigma * sigma): the production path of {@code SecureNoise}. The
     * proposal scale is t = sigma rather than floor(sigma) + 1 (Algorithm 3 is exact for any t > 0: the
     * proposal times the acceptance is exp(-(y^2 + sigma^4/t^2)/(2 sigma^2)), proportional to the target), so
     * sigma^2/t = sigma and the acceptance exponent (|Y| - sigma)^2 / (2 sigma^2) stays in longs for sigma up to
     * 2^30; a proposal too far out for longs (probability below 2^-40) takes the rational path.
     */
    public static long sample(long sigma, RandomGenerator rng) {
        if (sigma < 1 || sigma > (1L << 30)) {
            throw new IllegalArgumentException("integer sigma must be in [1, 2^30], got " + sigma);
        }
        long den = 2 * sigma * sigma;
        while (true) {
            long y = DiscreteLaplace.sample(sigma, rng);
            long a = Math.abs(y) - sigma;
            if (Math.abs(a) < (1L << 31)) {
                if (ExactBernoulli.bernoulliExp(a * a, den, rng)) {
                    return y;
                }
            } else {
                BigInteger big = BigInteger.valueOf(a);
                if (ExactBernoulli.bernoulliExp(new Rational(big.multiply(big), BigInteger.valueOf(den)), rng)) {
                    return y;
                }
            }
        }
    }
}

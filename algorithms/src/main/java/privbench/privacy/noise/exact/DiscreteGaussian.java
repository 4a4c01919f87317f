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

    /** One draw with integer sigma (sigma^2 = sigma * sigma): the production path of {@code SecureNoise}. */
    public static long sample(long sigma, RandomGenerator rng) {
        BigInteger s = BigInteger.valueOf(sigma);
        return sample(new Rational(s.multiply(s), BigInteger.ONE), rng);
    }
}

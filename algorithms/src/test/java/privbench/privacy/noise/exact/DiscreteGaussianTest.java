package privbench.privacy.noise.exact;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.random.RandomGenerator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import privbench.privacy.noise.SeededNoise;

/** Canonne, Kamath and Steinke (2020), Algorithm 3 against the exact pmf exp(-x^2/(2 sigma^2)) / Z. */
class DiscreteGaussianTest {

    private static final int DRAWS = 200_000;

    private static RandomGenerator bits(String label) {
        return SeededNoise.ofSeed(20261126).structural(label);
    }

    private static GoodnessOfFit.Pmf pmf(double sigma2) {
        return x -> Math.exp(-(double) x * x / (2 * sigma2));
    }

    private static long range(double sigma2) {
        return (long) Math.ceil(40 * Math.sqrt(sigma2)) + 10;
    }

    @ParameterizedTest
    @CsvSource({"2, 1", "10, 1", "1, 3"})
    void draws_fitTheExactPmf(long num, long den) {
        Rational sigma2 = Rational.of(num, den);
        RandomGenerator rng = bits("dg-" + num + "/" + den);
        var r = GoodnessOfFit.test(() -> DiscreteGaussian.sample(sigma2, rng), pmf(sigma2.approx()),
                range(sigma2.approx()), DRAWS);
        assertTrue(r.passes(), "chi-square " + r);
    }

    /** Negative control: the same harness rejects a sampler whose sigma is 10% too large. */
    @ParameterizedTest
    @CsvSource({"2, 1", "10, 1", "1, 3"})
    void harness_rejectsSigmaOffByTenPercent(long num, long den) {
        Rational claimed = Rational.of(num, den);
        Rational wrong = claimed.times(Rational.of(121, 100));   // sigma x 1.1
        RandomGenerator rng = bits("dg-control-" + num + "/" + den);
        var r = GoodnessOfFit.test(() -> DiscreteGaussian.sample(wrong, rng), pmf(claimed.approx()),
                range(claimed.approx()), DRAWS);
        assertFalse(r.passes(), "a 10% scale error went unnoticed: " + r);
    }

    /** The integer-sigma production path (proposal scale t = sigma, long arithmetic) against the same pmf. */
    @ParameterizedTest
    @CsvSource({"1", "3", "7"})
    void integerSigmaPath_fitsTheExactPmf(long sigma) {
        RandomGenerator rng = bits("dg-int-" + sigma);
        double s2 = (double) sigma * sigma;
        var r = GoodnessOfFit.test(() -> DiscreteGaussian.sample(sigma, rng), pmf(s2), range(s2), DRAWS);
        assertTrue(r.passes(), "chi-square " + r);
        RandomGenerator control = bits("dg-int-control-" + sigma);
        // negative control: sigma 10% larger (sigma = 10 against 1.1 x ... is not an integer, so test 11 vs 10)
        if (sigma == 7) {
            var wrong = GoodnessOfFit.test(() -> DiscreteGaussian.sample(11, control), pmf(100), range(100), DRAWS);
            assertFalse(wrong.passes(), "sigma 11 passed as sigma 10: " + wrong);
        }
    }

    /**
     * Tail mass: P(|X| >= t) for t = 2 sigma and 3 sigma matches the exact pmf within 5 binomial standard
     * errors, and the empirical upper tail respects the sub-Gaussian bound P(X >= t) <= exp(-t^2/(2 sigma^2))
     * of Canonne et al. (their sub-Gaussian moment bound with Chernoff) with the same slack.
     */
    @Test
    void tailMass_matchesExactAndSubGaussianBound() {
        double sigma2 = 10;
        Rational s2 = Rational.of(10, 1);
        RandomGenerator rng = bits("dg-tail");
        long[] draws = new long[DRAWS];
        for (int i = 0; i < DRAWS; i++) {
            draws[i] = DiscreteGaussian.sample(s2, rng);
        }
        double z = 0;
        for (long x = -200; x <= 200; x++) {
            z += Math.exp(-(double) x * x / (2 * sigma2));
        }
        for (double k : new double[] {2, 3}) {
            long t = (long) Math.ceil(k * Math.sqrt(sigma2));
            double exact = 0;
            for (long x = t; x <= 200; x++) {
                exact += 2 * Math.exp(-(double) x * x / (2 * sigma2)) / z;
            }
            long seen = 0;
            long upper = 0;
            for (long d : draws) {
                seen += Math.abs(d) >= t ? 1 : 0;
                upper += d >= t ? 1 : 0;
            }
            double se = Math.sqrt(exact * (1 - exact) / DRAWS);
            double freq = (double) seen / DRAWS;
            assertTrue(Math.abs(freq - exact) < 5 * se, "P(|X| >= " + t + "): " + freq + " vs exact " + exact);
            double bound = Math.exp(-(double) t * t / (2 * sigma2));
            assertTrue((double) upper / DRAWS < bound + 5 * Math.sqrt(bound / DRAWS), "sub-Gaussian tail at " + t);
        }
    }

    /** The production path with integer sigma of 2^20: mean 0 and variance sigma^2 within 5 standard errors. */
    @Test
    void largeSigma_hasTheRightVariance() {
        long sigma = 1L << 20;
        RandomGenerator rng = bits("dg-large");
        int n = 50_000;
        double sum = 0;
        double sumSq = 0;
        for (int i = 0; i < n; i++) {
            double x = DiscreteGaussian.sample(sigma, rng) / (double) sigma;
            sum += x;
            sumSq += x * x;
        }
        // mean of n N(0,1): se 1/sqrt(n); variance estimate of N(0,1): se sqrt(2/n)
        assertTrue(Math.abs(sum / n) < 5 / Math.sqrt(n), "mean " + sum / n);
        assertTrue(Math.abs(sumSq / n - 1) < 5 * Math.sqrt(2.0 / n), "variance " + sumSq / n);
        // negative control on the same statistic: a 10% larger sigma is 21% more variance, far outside
        assertTrue(0.21 > 5 * Math.sqrt(2.0 / n));
    }

    /**
     * Theorem 4 of Canonne et al., computed rather than assumed: for integer shifts mu, the Renyi divergence
     * D_alpha(N_Z(mu, s2) || N_Z(0, s2)) equals alpha mu^2/(2 s2) + log(theta(alpha mu)/theta(0))/(alpha - 1)
     * and is at most alpha mu^2 / (2 s2), the continuous Gaussian's value (so rho = Delta^2/(2 sigma^2) zCDP,
     * additive over independent coordinates). The sum runs over |x| <= 60 sigma + 60 in double precision.
     */
    @ParameterizedTest
    @CsvSource({"0.3333333333333333", "2", "10"})
    void renyiDivergence_isAtMostTheContinuousGaussians(double s2) {
        for (int mu = 1; mu <= 3; mu++) {
            for (double alpha : new double[] {1.5, 2, 3.7, 10, 64}) {
                long range = (long) (60 * Math.sqrt(s2)) + 60 + (long) (alpha * mu);
                // log-sum-exp with the exponents' maximum factored out (large alpha overflows otherwise)
                double shift = alpha * (alpha - 1) * mu * mu / (2 * s2);
                double z = 0;
                double s = 0;
                for (long x = -range; x <= range; x++) {
                    double logP = -((double) (x - mu) * (x - mu)) / (2 * s2);
                    double logQ = -((double) x * x) / (2 * s2);
                    z += Math.exp(logQ);
                    s += Math.exp(alpha * logP + (1 - alpha) * logQ - shift);
                }
                double d = (Math.log(s / z) + shift) / (alpha - 1);
                double gaussian = alpha * mu * mu / (2 * s2);
                assertTrue(d <= gaussian * (1 + 1e-12) + 1e-12, "D_" + alpha + " at mu " + mu + ": " + d
                        + " > " + gaussian);
            }
        }
    }

    @Test
    void floorSqrt_isExact() {
        assertTrue(Rational.of(1, 3).floorSqrt().equals(BigInteger.ZERO));
        assertTrue(Rational.of(4, 1).floorSqrt().equals(BigInteger.TWO));
        assertTrue(Rational.of(399, 100).floorSqrt().equals(BigInteger.ONE));
    }
}

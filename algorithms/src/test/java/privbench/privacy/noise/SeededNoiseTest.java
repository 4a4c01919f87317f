package privbench.privacy.noise;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class SeededNoiseTest {

    private static double[] draws(NoiseSource s, int n) {
        double[] v = new double[n];
        s.addGaussian(v, 1.0);
        return v;
    }

    @Test
    void sameSeedAndCell_giveBitIdenticalStreams() {
        assertArrayEquals(draws(SeededNoise.forCell(7, "cell-a"), 1001), draws(SeededNoise.forCell(7, "cell-a"), 1001));
    }

    @Test
    void otherSeedOrCell_giveOtherStreams() {
        double[] base = draws(SeededNoise.forCell(7, "cell-a"), 100);
        assertFalse(Arrays.equals(base, draws(SeededNoise.forCell(8, "cell-a"), 100)));
        assertFalse(Arrays.equals(base, draws(SeededNoise.forCell(7, "cell-b"), 100)));
    }

    @Test
    void children_areKeyedByLabelNotByCallOrder() {
        NoiseSource a = SeededNoise.ofSeed(1);
        NoiseSource b = SeededNoise.ofSeed(1);
        a.gaussian(1.0);   // a draw on the parent must not shift the child stream
        assertArrayEquals(draws(a.child("gd"), 50), draws(b.child("gd"), 50));
        assertFalse(Arrays.equals(draws(b.child("gd"), 50), draws(b.child("score"), 50)));
    }

    @Test
    void gaussian_hasUnitVarianceAndZeroMean() {
        int n = 200_000;
        double[] v = draws(SeededNoise.ofSeed(3), n);
        double mean = Arrays.stream(v).average().orElseThrow();
        double var = Arrays.stream(v).map(x -> (x - mean) * (x - mean)).sum() / (n - 1);
        // sd of the sample mean is 1/sqrt(n) = 0.0022; of the sample variance sqrt(2/n) = 0.0032: 5 sd bounds
        assertEquals(0.0, mean, 5 / Math.sqrt(n));
        assertEquals(1.0, var, 5 * Math.sqrt(2.0 / n));
    }

    @Test
    void gaussian_tailsMatchTheNormalLaw() {
        int n = 200_000;
        double[] v = draws(SeededNoise.ofSeed(4), n);
        long beyond2 = Arrays.stream(v).filter(x -> Math.abs(x) > 2).count();
        double p = 0.0455002638963584;   // P(|Z| > 2)
        // binomial sd = sqrt(n p (1-p)) = 93: 5 sd bound
        assertEquals(n * p, beyond2, 5 * Math.sqrt(n * p * (1 - p)));
    }

    @Test
    void laplace_hasMeanAbsoluteValueB() {
        SeededNoise s = SeededNoise.ofSeed(5);
        int n = 100_000;
        double sumAbs = 0;
        long negative = 0;
        for (int i = 0; i < n; i++) {
            double x = s.laplace(2.0);
            sumAbs += Math.abs(x);
            negative += x < 0 ? 1 : 0;
        }
        // |X| ~ Exponential(mean 2, sd 2): the mean of n has sd 2/sqrt(n); 5 sd bound
        assertEquals(2.0, sumAbs / n, 5 * 2 / Math.sqrt(n));
        assertEquals(n / 2.0, negative, 5 * Math.sqrt(n / 4.0));
    }

    @Test
    void negativeScale_isRefused() {
        assertThrows(IllegalArgumentException.class, () -> SeededNoise.ofSeed(1).gaussian(-1));
        assertThrows(IllegalArgumentException.class, () -> SeededNoise.ofSeed(1).laplace(Double.NaN));
    }

    @Test
    void uniform_staysInUnitInterval() {
        SeededNoise s = SeededNoise.ofSeed(9);
        for (int i = 0; i < 10_000; i++) {
            double u = s.uniform();
            assertTrue(u >= 0 && u < 1);
        }
    }

    @Test
    void deriveSeed_isStableAndSensitiveToText() {
        assertEquals(SeededNoise.deriveSeed(42, "x"), SeededNoise.deriveSeed(42, "x"));
        assertTrue(SeededNoise.deriveSeed(42, "x") != SeededNoise.deriveSeed(42, "y"));
    }

    @Test
    void firstDrawOfFreshStreams_isUniform_andSeedBytesAreJdkIndependent() {
        // Every cell and child starts a fresh stream, and one-draw streams (a score's noise) use only the
        // first output. 20000 streams, 20 bins: chi-square with 19 df exceeds 43.8 with probability 1e-3;
        // JDK 17's sign-extending seed conversion gave 852 before seeds were made of 7-bit bytes.
        int m = 20_000;
        long[] bins = new long[20];
        for (int t = 0; t < m; t++) {
            bins[(int) (SeededNoise.forCell(t, "first").child("score").uniform() * 20)]++;
        }
        double chi = 0;
        for (long b : bins) {
            chi += (b - m / 20.0) * (b - m / 20.0) / (m / 20.0);
        }
        assertTrue(chi < 43.8, "chi-square " + chi + " over bins " + Arrays.toString(bins));
        byte[] seed = SeededNoise.generatorSeed(new byte[] {(byte) 0xff, (byte) 0x80, 0x7f, 0});
        assertArrayEquals(new byte[] {0x7f, 0, 0x7f, 0}, seed);
    }
}

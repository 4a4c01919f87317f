package privbench.privacy.noise;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import privbench.linalg.StandardNormal;

/** The ziggurat draws standard normals: distribution, tails, moments, and the same bits from the same seed. */
class ZigguratTest {

    private static final int N = 400_000;

    private static double[] draws(long seed, int n) {
        double[] v = new double[n];
        Ziggurat.fill(SeededNoise.ofSeed(seed).structural("ziggurat-test"), v, 0, n);
        return v;
    }

    /** sup_x |F_n(x) - Phi(x)|, the Kolmogorov-Smirnov statistic. */
    private static double ks(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        double d = 0;
        for (int k = 0; k < s.length; k++) {
            double p = StandardNormal.cdf(s[k]);
            d = Math.max(d, Math.max((k + 1.0) / s.length - p, p - (double) k / s.length));
        }
        return d;
    }

    // Kolmogorov's limit: P(sqrt(n) D_n > 1.95) ~ 0.001, so 1.95 / sqrt(n) is the 99.9% critical value
    private static final double KS_CRITICAL = 1.95 / Math.sqrt(N);

    @Test
    void drawsAreStandardNormal_ksTest() {
        assertTrue(ks(draws(1, N)) < KS_CRITICAL, "KS statistic above the 99.9% critical value");
    }

    @Test
    void negativeControl_ksTestCatchesAFivePercentScaleError() {
        // D for N(0, 1.05^2) against Phi is about phi(1) 0.05 / 1.05 ~ 0.0115, far above the critical 0.0031
        double[] v = draws(2, N);
        for (int k = 0; k < v.length; k++) {
            v[k] *= 1.05;
        }
        assertTrue(ks(v) > KS_CRITICAL);
    }

    @Test
    void momentsAndTailMatchTheNormal() {
        int n = 4_000_000;
        double[] v = draws(3, n);
        double mean = 0;
        double second = 0;
        double fourth = 0;
        int beyondR = 0;
        int beyond5 = 0;
        for (double z : v) {
            mean += z;
            second += z * z;
            fourth += z * z * z * z;
            beyondR += Math.abs(z) > Ziggurat.R ? 1 : 0;
            beyond5 += Math.abs(z) > 5 ? 1 : 0;
        }
        mean /= n;
        second /= n;
        fourth /= n;
        // 5 standard errors: sd(mean) = 1/sqrt(n), sd(E z^2) = sqrt(2/n), sd(E z^4) = sqrt((105 - 9)/n)
        assertEquals(0, mean, 5 / Math.sqrt(n));
        assertEquals(1, second, 5 * Math.sqrt(2.0 / n));
        assertEquals(3, fourth, 5 * Math.sqrt(96.0 / n));
        // the tail beyond the base layer's edge comes from the tail sampler: count ~ Binomial(n, 2 Phi(-R))
        double p = 2 * StandardNormal.cdf(-Ziggurat.R);
        assertEquals(n * p, beyondR, 5 * Math.sqrt(n * p));
        double p5 = 2 * StandardNormal.cdf(-5);
        assertEquals(n * p5, beyond5, 5 * Math.sqrt(n * p5) + 1);
    }

    @Test
    void fillGivesTheDrawsOfStandardInOrder() {
        var a = SeededNoise.ofSeed(6).structural("ziggurat-test");
        var b = SeededNoise.ofSeed(6).structural("ziggurat-test");
        double[] filled = new double[200_000]; // enough draws that wedges and the tail occur
        Ziggurat.fill(a, filled, 0, filled.length);
        for (int k = 0; k < filled.length; k++) {
            assertEquals(Ziggurat.standard(b), filled[k], 0.0, "draw " + k);
        }
    }

    /** The layers' right edges as Marsaglia and Tsang define them (x[0] the base layer's width), recomputed here. */
    private static double[] layerEdges() {
        double v = 4.92867323399e-3;
        double[] x = new double[257];
        double f = StrictMath.exp(-0.5 * Ziggurat.R * Ziggurat.R);
        x[0] = v / f;
        x[1] = Ziggurat.R;
        for (int i = 2; i < 256; i++) {
            x[i] = StrictMath.sqrt(-2 * StrictMath.log(v / x[i - 1] + f));
            f = StrictMath.exp(-0.5 * x[i] * x[i]);
        }
        return x;
    }

    /** f(x[i]) = exp(-x[i]^2 / 2) for the layers 1..256 (x[256] = 0). */
    private static double[] layerHeights(double[] x) {
        double[] f = new double[257];
        for (int i = 1; i < 256; i++) {
            f[i] = StrictMath.exp(-0.5 * x[i] * x[i]);
        }
        f[256] = 1;
        return f;
    }

    /**
     * The textbook sampler the class implements, written plainly (unscaled edges, StrictMath.exp in every wedge):
     * the fast paths (edges pre-scaled by 2^-53, the wedge screened by Math.exp) must give the same bits.
     */
    private static double textbook(java.util.random.RandomGenerator rng, double[] x, double[] f) {
        while (true) {
            long bits = rng.nextLong();
            int i = (int) (bits & 0xFF);
            double z = (bits >>> 11) * 0x1.0p-53 * x[i];
            double sign = (bits & 0x100) != 0 ? -1 : 1;
            if (z < x[i + 1]) {
                return sign * z;
            }
            if (i == 0) {
                while (true) {
                    double a = -StrictMath.log(Gaussians.uniformOpenZero(rng)) / Ziggurat.R;
                    double b = -StrictMath.log(Gaussians.uniformOpenZero(rng));
                    if (2 * b > a * a) {
                        return sign * (Ziggurat.R + a);
                    }
                }
            }
            double y = f[i] + Gaussians.uniform(rng) * (f[i + 1] - f[i]);
            if (y < StrictMath.exp(-0.5 * z * z)) {
                return sign * z;
            }
        }
    }

    @Test
    void fastPathsGiveTheTextbookSamplersBits() {
        double[] x = layerEdges();
        double[] f = layerHeights(x);
        for (long seed = 0; seed < 3; seed++) {
            var a = SeededNoise.ofSeed(seed).structural("ziggurat-textbook");
            var b = SeededNoise.ofSeed(seed).structural("ziggurat-textbook");
            double[] filled = new double[1_000_000]; // about 15,000 wedges and 250 tail draws
            Ziggurat.fill(a, filled, 0, filled.length);
            for (int k = 0; k < filled.length; k++) {
                double expected = textbook(b, x, f);
                if (Double.doubleToRawLongBits(expected) != Double.doubleToRawLongBits(filled[k])) {
                    assertEquals(expected, filled[k], 0.0, "seed " + seed + ", draw " + k);
                }
            }
        }
    }

    @Test
    void negativeControl_textbookComparisonCatchesAnEdgeOffByOneUlp() {
        double[] x = layerEdges();
        double[] f = layerHeights(x);
        x[100] = Math.nextUp(x[100]); // one layer's edge one ulp wide: its draws change in the last bit
        var a = SeededNoise.ofSeed(9).structural("ziggurat-textbook");
        var b = SeededNoise.ofSeed(9).structural("ziggurat-textbook");
        double[] filled = new double[100_000];
        Ziggurat.fill(a, filled, 0, filled.length);
        int differ = 0;
        for (double value : filled) {
            differ += Double.doubleToRawLongBits(textbook(b, x, f)) != Double.doubleToRawLongBits(value) ? 1 : 0;
        }
        assertTrue(differ > 0, "a one-ulp change of one layer's edge must show in the draws");
    }

    @Test
    void sameSeedSameBits_otherSeedOtherDraws() {
        assertArrayEquals(draws(4, 1000), draws(4, 1000), 0.0);
        assertTrue(!Arrays.equals(draws(4, 1000), draws(5, 1000)));
    }
}

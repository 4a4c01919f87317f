package privbench.privacy.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/** Secure noise: grid releases, the enlarged calibration, refusals, and non-replayability. */
class SecureNoiseTest {

    private static SecureNoise seeded(String label) {
        return new SecureNoise(SeededNoise.ofSeed(7).structural(label));
    }

    /**
     * The exact calibration: sigma_grid / (Delta / step + sqrt(m)) >= sigma / Delta, checked in BigDecimal
     * with sqrt(m) itself (not the rounded-up value), over scales and dimensions; and sigma_grid exceeds
     * sigma / step by at most (sigma / Delta) sqrt(m) + 1, so the enlargement is no more than the rounding needs.
     */
    @Test
    void grid_keepsTheNoiseMultiplierForTheEnlargedSensitivity() {
        MathContext mc = MathContext.DECIMAL128;
        for (double sigma : new double[] {1e-6, 0.37, 1, 12.5, 3e4}) {
            for (double delta : new double[] {0.01, 1, 2.5}) {
                for (int m : new int[] {1, 2, 201, 10_000}) {
                    DiscreteGrid g = DiscreteGrid.gaussian(sigma, delta, m);
                    BigDecimal step = new BigDecimal(g.step());
                    BigDecimal gridSensitivity = new BigDecimal(delta).divide(step, mc)
                            .add(BigDecimal.valueOf(Math.sqrt(m)).add(new BigDecimal("1e-15")));
                    BigDecimal multiplier = BigDecimal.valueOf(g.gridSigma()).divide(gridSensitivity, mc);
                    assertTrue(multiplier.compareTo(new BigDecimal(sigma).divide(new BigDecimal(delta), mc)) >= 0,
                            "multiplier shrank at sigma " + sigma + ", Delta " + delta + ", m " + m);
                    double inGrid = sigma / g.step();
                    assertTrue(inGrid >= 0x1p20 && inGrid < 0x1p21, "grid step " + g.step() + " for sigma " + sigma);
                    assertTrue(g.gridSigma() <= inGrid + sigma / delta * Math.sqrt(m) + 1.001);
                }
            }
        }
    }

    /**
     * Why the enlargement is needed: two inputs at L2 distance Delta whose rounded images are further apart
     * (each coordinate straddles a rounding boundary), up to Delta + step sqrt(m) and never beyond it.
     */
    @Test
    void rounding_enlargesTheSensitivityByAtMostStepSqrtM() {
        int m = 16;
        DiscreteGrid g = DiscreteGrid.gaussian(1.0, 1.0, m);
        double step = g.step();
        double[] v = new double[m];
        double[] w = new double[m];
        for (int i = 0; i < m; i++) {
            v[i] = 0.49 * step;                     // rounds down to 0
            w[i] = v[i] + 0.02 * step;                // crosses half a step: rounds up to 1
        }
        double before = distance(v, w);
        double after = 0;
        for (int i = 0; i < m; i++) {
            double d = g.value(g.round(w[i])) - g.value(g.round(v[i]));
            after += d * d;
        }
        after = Math.sqrt(after);
        assertTrue(after > before, "rounding did not enlarge: " + after + " vs " + before);
        assertTrue(after <= before + step * Math.sqrt(m) * (1 + 1e-12));
        RandomGenerator rng = SeededNoise.ofSeed(3).structural("pairs");
        for (int trial = 0; trial < 10_000; trial++) {
            double dist2 = 0;
            double out2 = 0;
            for (int i = 0; i < m; i++) {
                double a = (rng.nextDouble() - 0.5) * 100 * step;
                double b = a + (rng.nextDouble() - 0.5) * 3 * step;
                dist2 += (a - b) * (a - b);
                double d = g.value(g.round(a)) - g.value(g.round(b));
                out2 += d * d;
            }
            assertTrue(Math.sqrt(out2) <= Math.sqrt(dist2) + step * Math.sqrt(m) * (1 + 1e-12));
        }
    }

    private static double distance(double[] a, double[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += (a[i] - b[i]) * (a[i] - b[i]);
        }
        return Math.sqrt(s);
    }

    /** Released values lie on the grid, and the noise has the enlarged sd within 5 standard errors. */
    @Test
    void gaussianRelease_isOnTheGridWithTheCalibratedSpread() {
        SecureNoise noise = seeded("release");
        int m = 50;
        double sigma = 0.8;
        double delta = 0.5;
        DiscreteGrid g = DiscreteGrid.gaussian(sigma, delta, m);
        int reps = 2000;
        double sumSq = 0;
        for (int r = 0; r < reps; r++) {
            double[] v = new double[m];
            for (int i = 0; i < m; i++) {
                v[i] = 0.123456789 * i;
            }
            double[] before = v.clone();
            noise.addGaussian(v, sigma, delta);
            for (int i = 0; i < m; i++) {
                double k = v[i] / g.step();
                assertEquals(Math.rint(k), k, 0.0, "off the grid");
                double e = v[i] - before[i];
                sumSq += e * e;
            }
        }
        double n = (double) reps * m;
        double sd = Math.sqrt(sumSq / n);
        double expected = g.gridSigma() * g.step();
        // sd estimate of a (near) Gaussian: relative se 1/sqrt(2n); rounding adds at most step/2 per coordinate
        assertTrue(Math.abs(sd / expected - 1) < 5 / Math.sqrt(2 * n), "sd " + sd + " vs " + expected);
        assertTrue(expected >= sigma && expected < sigma * 1.001);
    }

    @Test
    void laplaceRelease_isOnTheGridWithTheEnlargedScale() {
        SecureNoise noise = seeded("laplace");
        DiscreteGrid g = DiscreteGrid.laplace(2.0, 1.0, 10);
        double[] v = new double[10];
        noise.addLaplace(v, 0, 10, 2.0, 1.0);
        for (double x : v) {
            assertEquals(Math.rint(x / g.step()), x / g.step(), 0.0);
        }
        // scale in grid units >= (b / Delta_1)(Delta_1 / step + m): the pure-DP price b/Delta_1 is kept
        assertTrue(g.gridSigma() >= 2.0 / g.step() + 2.0 * 10);
    }

    @Test
    void sensitivityFreeMethods_areRefused() {
        SecureNoise noise = seeded("refuse");
        assertThrows(IllegalStateException.class, () -> noise.gaussian(1));
        assertThrows(IllegalStateException.class, () -> noise.addGaussian(new double[2], 1));
        assertThrows(IllegalStateException.class, () -> noise.laplace(1));
        assertThrows(IllegalStateException.class, noise::uniform);
        assertThrows(IllegalArgumentException.class, () -> noise.addGaussian(new double[2], 1, Double.NaN));
        assertTrue(noise.mode().startsWith("secure"));
    }

    /** Two production sources (fresh DRBGs) give different noise: secure runs are not replayable. */
    @Test
    void productionSources_differ() {
        double[] a = new double[8];
        double[] b = new double[8];
        SecureNoise.create().addGaussian(a, 1.0, 1.0);
        SecureNoise.create().addGaussian(b, 1.0, 1.0);
        assertNotEquals(java.util.Arrays.toString(a), java.util.Arrays.toString(b));
    }

    /** Seeded sources keep their old draws through the new defaults (bit-identical results). */
    @Test
    void seededDefaults_matchTheOldExpressions() {
        SeededNoise x = SeededNoise.ofSeed(11);
        SeededNoise y = SeededNoise.ofSeed(11);
        assertEquals(3.0 + x.gaussian(2), y.releaseGaussian(3.0, 2, 1));
        assertEquals((int) Math.min(9, Math.floor(x.uniform() * 10)), y.uniformInt(10));
        assertEquals(x.uniform() < 0.3, y.bernoulli(0.3));
        double[] u = {1, 2, 3};
        double[] v = {1, 2, 3};
        x.addGaussian(u, 0.5);
        y.addGaussian(v, 0.5, 7);
        assertEquals(java.util.Arrays.toString(u), java.util.Arrays.toString(v));
    }
}

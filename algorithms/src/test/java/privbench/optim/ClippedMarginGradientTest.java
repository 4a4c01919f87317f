package privbench.optim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import privbench.linalg.Vectors;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.SeededNoise;

class ClippedMarginGradientTest {

    private static double[] gaussian(int len, RandomGenerator rng, double scale) {
        double[] v = new double[len];
        Gaussians.fillStandard(rng, v, 0, len);
        Vectors.scale(scale, v);
        return v;
    }

    private static double[] signs(int n, RandomGenerator rng) {
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            y[i] = rng.nextLong() < 0 ? -1 : 1;
        }
        return y;
    }

    private static double[] sum(double[] x, int n, int d, double[] y, MarginLoss loss, double bound, double[] w) {
        double[] g = new double[d];
        new ClippedMarginGradient(x, n, d, y, loss, bound).sumInto(w, g);
        return g;
    }

    @Test
    void unclipped_equalsThePerExampleSum() {
        RandomGenerator rng = SeededNoise.ofSeed(1).structural("t");
        int n = 43;   // ten blocks of four rows and a remainder of three
        int d = 7;
        double[] x = gaussian(n * d, rng, 1);
        double[] y = signs(n, rng);
        double[] w = gaussian(d, rng, 0.5);
        MarginLoss loss = new MarginLoss.Logistic();
        double[] expected = new double[d];
        for (int i = 0; i < n; i++) {
            double m = y[i] * Vectors.dot(x, i * d, w, 0, d);
            for (int j = 0; j < d; j++) {
                expected[j] += loss.derivative(m) * y[i] * x[i * d + j];
            }
        }
        double[] g = sum(x, n, d, y, loss, Double.POSITIVE_INFINITY, w);
        for (int j = 0; j < d; j++) {
            assertEquals(expected[j], g[j], 1e-12);
        }
    }

    @Test
    void replacingOneRow_movesTheSumByAtMostTwiceTheClip_evenForHugeRows() {
        RandomGenerator rng = SeededNoise.ofSeed(2).structural("t");
        int n = 30;
        int d = 5;
        double clip = 0.8;
        for (MarginLoss loss : new MarginLoss[] {new MarginLoss.Logistic(), new MarginLoss.Hinge(0.1)}) {
            for (int trial = 0; trial < 200; trial++) {
                double[] x = gaussian(n * d, rng, 3);
                double[] y = signs(n, rng);
                double[] w = gaussian(d, rng, 2);
                double[] x2 = x.clone();
                double[] y2 = y.clone();
                int i = (int) ((rng.nextLong() >>> 1) % n);
                double[] row = gaussian(d, rng, 100);      // an adversarial replacement
                System.arraycopy(row, 0, x2, i * d, d);
                y2[i] = -y[i];
                double[] a = sum(x, n, d, y, loss, clip, w);
                double[] b = sum(x2, n, d, y2, loss, clip, w);
                Vectors.axpy(-1, b, a);
                // the rounding of a 30-term sum is far below 1e-12 relative
                assertTrue(Vectors.norm(a) <= 2 * clip * (1 + 1e-12), loss + ": moved " + Vectors.norm(a));
            }
        }
    }

    @Test
    void hingeAtZero_reachesTheBoundForOppositeRows() {
        // at w = 0 every hinge row is active with gradient -y x / c: replacing (x, +1) by (-x, +1) moves the
        // sum by exactly 2 ||x|| / c, the replace-one sensitivity (spec-000 section 6 item 3: tight)
        int d = 3;
        double c = 0.25;
        double[] x = {0.6, 0.0, 0.8, 0.0, 1.0, 0.0};
        double[] x2 = {-0.6, 0.0, -0.8, 0.0, 1.0, 0.0};
        double[] y = {1, -1};
        MarginLoss hinge = new MarginLoss.Hinge(c);
        double[] a = sum(x, 2, d, y, hinge, 1 / c, new double[d]);
        double[] b = sum(x2, 2, d, y, hinge, 1 / c, new double[d]);
        Vectors.axpy(-1, b, a);
        assertEquals(2 / c, Vectors.norm(a), 1e-12);
    }

    @Test
    void clippedSum_ofOneRow_hasNormAtMostTheClipAndKeepsItsDirection() {
        double[] x = {30, 40};
        double[] g = sum(x, 1, 2, new double[] {1}, new MarginLoss.Hinge(1), 2.0, new double[2]);
        assertArrayEquals(new double[] {-1.2, -1.6}, g, 1e-12);
    }
}

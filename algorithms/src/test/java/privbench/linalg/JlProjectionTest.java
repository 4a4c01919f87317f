package privbench.linalg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.SeededNoise;

class JlProjectionTest {

    private static JlProjection phi(int k, int d, long seed) {
        return JlProjection.rademacher(k, d, SeededNoise.ofSeed(seed).structural("jl"));
    }

    private static double[] randomRows(int n, int d, long seed) {
        double[] x = new double[n * d];
        Gaussians.fillStandard(SeededNoise.ofSeed(seed).structural("rows"), x, 0, x.length);
        return x;
    }

    @Test
    void entries_areExactlyPlusMinusOneOverSqrtK_andFairCoins() {
        int k = 37;
        int d = 1000;
        JlProjection p = phi(k, d, 1);
        double s = 1 / Math.sqrt(k);
        int negatives = 0;
        for (int r = 0; r < k; r++) {
            for (int j = 0; j < d; j++) {
                double e = p.entry(r, j);
                assertTrue(e == s || e == -s, "entry " + e);
                negatives += e < 0 ? 1 : 0;
            }
        }
        // 37000 fair bits: the count of -1 has sd sqrt(37000)/2 = 96; accept 5 sd (false rejection 6e-7)
        assertEquals(k * d / 2.0, negatives, 5 * Math.sqrt(k * d) / 2);
    }

    @Test
    void sameGenerator_givesTheSameMatrix_anotherSeedAnother() {
        JlProjection a = phi(20, 130, 7);
        JlProjection b = phi(20, 130, 7);
        JlProjection c = phi(20, 130, 8);
        int differ = 0;
        for (int r = 0; r < 20; r++) {
            for (int j = 0; j < 130; j++) {
                assertEquals(a.entry(r, j), b.entry(r, j));
                differ += a.entry(r, j) != c.entry(r, j) ? 1 : 0;
            }
        }
        assertTrue(differ > 1000, "another seed must give another matrix, " + differ + " of 2600 entries differ");
    }

    @Test
    void project_equalsTheNaiveProduct_withRowScales_acrossTileEdges() {
        // d = 1100 spans three column tiles (512 each) and k = 70 two row tiles (64 each); n = 7 leaves a tail
        int n = 7;
        int d = 1100;
        int k = 70;
        JlProjection p = phi(k, d, 3);
        double[] x = randomRows(n, d, 4);
        double[] scale = {1, 0.5, 2, 0, 1, 3, 0.25};
        double[] out = new double[n * k];
        p.project(x, n, scale, out);
        for (int i = 0; i < n; i++) {
            for (int r = 0; r < k; r++) {
                double e = 0;
                for (int j = 0; j < d; j++) {
                    e += p.entry(r, j) * x[i * d + j];
                }
                assertEquals(scale[i] * e, out[i * k + r], 1e-10 * (1 + Math.abs(e)));
            }
        }
    }

    /**
     * The order of additions the committed results hold (each output a sum along j from 0 within each
     * 512-column tile, tiles added in order; the last n mod 4 rows striped as Vectors.dot does; then the row
     * scale): the kernel must give these bits, on a scalar-sized problem and on one above the SIMD threshold,
     * with tails in every direction.
     */
    private static double[] referenceBits(JlProjection p, double[] x, int n, double[] scale) {
        int d = p.cols();
        int k = p.rows();
        double[] out = new double[n * k];
        double[] signs = new double[512];
        for (int j0 = 0; j0 < d; j0 += 512) {
            int width = Math.min(512, d - j0);
            for (int r = 0; r < k; r++) {
                for (int j = 0; j < width; j++) {
                    signs[j] = p.entry(r, j0 + j) > 0 ? 1.0 : -1.0;
                }
                for (int i = 0; i < n; i++) {
                    double s = 0;
                    if (i < n - n % 4) {
                        for (int j = 0; j < width; j++) {
                            s += x[i * d + j0 + j] * signs[j];
                        }
                    } else {
                        s = Vectors.dot(x, i * d + j0, signs, 0, width);
                    }
                    out[i * k + r] += s;
                }
            }
        }
        for (int i = 0; i < n; i++) {
            for (int r = 0; r < k; r++) {
                out[i * k + r] *= (1 / Math.sqrt(k)) * scale[i];
            }
        }
        return out;
    }

    @Test
    void project_givesTheReferenceBits_scalarAndSimd() {
        for (int[] shape : new int[][] {{7, 1100, 70}, {11, 1100, 1500}}) {
            int n = shape[0];
            int d = shape[1];
            int k = shape[2];
            JlProjection p = phi(k, d, 5);
            double[] x = randomRows(n, d, 6);
            double[] scale = new double[n];
            java.util.Arrays.fill(scale, 0.7);
            double[] fast = new double[n * k];
            p.project(x, n, scale, fast);
            double[] reference = referenceBits(p, x, n, scale);
            for (int e = 0; e < fast.length; e++) {
                assertEquals(Double.doubleToRawLongBits(reference[e]), Double.doubleToRawLongBits(fast[e]),
                        "entry " + e + " of " + n + " x " + k);
            }
        }
    }

    @Test
    void project_onThreads_givesTheReferenceBits_forEveryTail() {
        // parts of whole groups of four rows, the last with the n mod 4 tail: a part boundary inside a group, or a
        // tail row sent down the four-row path, would change that row's bits (the two paths add in other orders)
        for (int n : new int[] {3, 5, 9, 4 * 37, 4 * 37 + 1, 4 * 37 + 2, 4 * 37 + 3}) {
            int d = 1000; // from n = 148, n d k passes the work above which the rows are split over threads
            int k = 130;
            JlProjection p = phi(k, d, 15);
            double[] x = randomRows(n, d, 16);
            double[] scale = new double[n];
            java.util.Arrays.fill(scale, 1.3);
            double[] reference = referenceBits(p, x, n, scale);
            for (Parallelism threads : new Parallelism[] {privbench.testing.ThreadedParallelism.THREE,
                    Parallelism.SEQUENTIAL}) {
                double[] out = new double[n * k];
                p.project(x, n, scale, out, threads);
                for (int e = 0; e < out.length; e++) {
                    assertEquals(Double.doubleToRawLongBits(reference[e]), Double.doubleToRawLongBits(out[e]),
                            "entry " + e + " of " + n + " x " + k + " on " + threads);
                }
            }
        }
    }

    @Test
    void transposeTimes_equalsTheNaiveProduct() {
        JlProjection p = phi(9, 200, 5);
        double[] v = randomRows(1, 9, 6);
        double[] got = p.transposeTimes(v);
        for (int j = 0; j < 200; j++) {
            double e = 0;
            for (int r = 0; r < 9; r++) {
                e += p.entry(r, j) * v[r];
            }
            assertEquals(e, got[j], 1e-12);
        }
    }

    @Test
    void squaredNorms_arePreservedInExpectation() {
        // E ||Phi x||^2 = ||x||^2 with Var = (2/k)(||x||^4 - sum x_j^4) <= 2/k for a unit x; over 400 matrices the
        // mean has sd <= sqrt(2/(k 400)) = 0.0158 at k = 20: accept 5 sd
        int d = 300;
        int k = 20;
        double[] x = randomRows(1, d, 9);
        Vectors.scale(1 / Vectors.norm(x), x);
        double sum = 0;
        double[] z = new double[k];
        for (long seed = 0; seed < 400; seed++) {
            phi(k, d, 100 + seed).project(x, 1, null, z);
            sum += Vectors.normSquared(z);
        }
        assertEquals(1.0, sum / 400, 5 * Math.sqrt(2.0 / (k * 400)));
    }

    @Test
    void badShapes_areRefusedByName() {
        assertThrows(IllegalArgumentException.class, () -> phi(0, 10, 1));
        JlProjection p = phi(3, 10, 1);
        var e = assertThrows(IllegalArgumentException.class, () -> p.project(new double[20], 2, null, new double[5]));
        assertTrue(e.getMessage().contains("n x k"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> p.transposeTimes(new double[4]));
        assertFalse(p.rows() != 3 || p.cols() != 10);
        assertArrayEquals(new double[10], p.transposeTimes(new double[3]));
    }
}

package privbench.data.synthetic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;
import java.util.random.RandomGenerator;
import privbench.data.Dataset;
import privbench.linalg.Parallelism;
import privbench.linalg.Vectors;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Stats;
import privbench.testing.ThreadedParallelism;

class MarginHalfspaceTest {

    private static Dataset sample(int n, int d, double gamma, long seed) {
        return sample(n, d, gamma, seed, Parallelism.SEQUENTIAL);
    }

    private static Dataset sample(int n, int d, double gamma, long seed, Parallelism threads) {
        return new MarginHalfspace().generate(n, d, Map.of("margin", gamma),
                SeededNoise.ofSeed(seed).structural("w"), SeededNoise.ofSeed(seed).structural("rows"), threads);
    }

    private static double[] separator(int d, long seed) {
        return MarginHalfspace.unitSeparator(d, SeededNoise.ofSeed(seed).structural("w"));
    }

    /** A unit vector orthogonal to the unit w: e_1 (or e_2) less its w part, normalised. */
    private static double[] orthogonalTo(double[] w) {
        double[] v = new double[w.length];
        v[Math.abs(w[0]) < 0.9 ? 0 : 1] = 1;
        double p = Vectors.dot(v, w);
        for (int j = 0; j < v.length; j++) {
            v[j] -= p * w[j];
        }
        Vectors.scale(1 / Vectors.norm(v), v);
        return v;
    }

    /** q_i = (x_i . v) / sqrt(1 - (x_i . w)^2): the coordinate along v of row i's unit direction orthogonal to w. */
    private static double[] orthogonalCoordinates(double[] x, int n, int d, double[] w, double[] v) {
        double[] q = new double[n];
        for (int i = 0; i < n; i++) {
            double t = Vectors.dot(x, i * d, w, 0, d);
            q[i] = Vectors.dot(x, i * d, v, 0, d) / Math.sqrt(1 - t * t);
        }
        return q;
    }

    @Test
    void rows_areTheSameBits_onAnyThreads_acrossBlockBoundaries() {
        int n = 2 * RowBlocks.ROWS + 17;
        Dataset one = sample(n, 7, 0.1, 21);
        Dataset three = sample(n, 7, 0.1, 21, ThreadedParallelism.THREE);
        assertArrayEquals(one.x(), three.x());
        assertArrayEquals(one.labels(), three.labels());
    }

    @Test
    void fewerRows_areAPrefix_andEveryBlockDrawsItsOwnRows() {
        Dataset full = sample(RowBlocks.ROWS + 5, 6, 0.1, 8);
        Dataset first = sample(RowBlocks.ROWS, 6, 0.1, 8);
        assertArrayEquals(first.x(), Arrays.copyOf(full.x(), first.x().length), "block 0 does not depend on n");
        // block 1 starts from its own stream: its first row is not block 0's first row again
        double[] row0 = Arrays.copyOfRange(full.x(), 0, 6);
        double[] rowB = Arrays.copyOfRange(full.x(), RowBlocks.ROWS * 6, RowBlocks.ROWS * 6 + 6);
        assertTrue(!Arrays.equals(row0, rowB), "blocks 0 and 1 repeat a stream");
    }

    /**
     * In d = 4 the unit direction z orthogonal to w* is uniform on a 2-sphere, and by Archimedes' theorem one
     * coordinate of a uniform point on the 2-sphere is Uniform(-1, 1): q must pass KS against it. n = 20000 rows
     * at alpha = 1e-3 (critical distance sqrt(ln(2/alpha)/2)/sqrt(n) = 0.0138). Negative control: the same
     * construction from a normal stretched 1.5x along v (no longer rotation invariant) pushes q outward and must fail.
     */
    @Test
    void directionOrthogonalToTheSeparator_isUniform_ksAgainstArchimedes() {
        int n = 20_000;
        int d = 4;
        double[] w = separator(d, 31);
        double[] v = orthogonalTo(w);
        Dataset data = sample(n, d, 0.1, 31);
        double[] q = orthogonalCoordinates(data.x(), n, d, w, v);
        double critical = Stats.ksCritical(n, 1e-3);
        double ks = Stats.ks(q, u -> Math.min(1, Math.max(0, (u + 1) / 2)));
        assertTrue(ks < critical, "KS " + ks + " >= " + critical);

        double[] stretched = new double[n * d];
        RandomGenerator rng = SeededNoise.ofSeed(32).structural("control");
        double[] z = new double[d];
        for (int i = 0; i < n; i++) {
            Gaussians.fillStandard(rng, z, 0, d);
            Vectors.axpy(0.5 * Vectors.dot(z, v), v, z);
            Vectors.axpy(-Vectors.dot(z, w), w, z);
            Vectors.scale(1 / Vectors.norm(z), z);
            // a row at t = 0.5 along w*, the stretched direction beside it
            for (int j = 0; j < d; j++) {
                stretched[i * d + j] = 0.5 * w[j] + Math.sqrt(0.75) * z[j];
            }
        }
        double[] qc = orthogonalCoordinates(stretched, n, d, w, v);
        double ksControl = Stats.ks(qc, u -> Math.min(1, Math.max(0, (u + 1) / 2)));
        assertTrue(ksControl > critical, "the KS check misses a stretched direction: " + ksControl);
    }

    /**
     * In d = 30 a coordinate q of a uniform unit vector of the 29-dimensional complement has E q = 0,
     * E q^2 = 1/29 and E q^4 = 3/(29 x 31) (moments of the uniform sphere, E u_1^4 = 3/(m(m + 2)) in dimension m).
     * The mean of q^2 over n = 20000 rows has sd sqrt((3/899 - 1/841)/n) = 3.3e-4; the mean of q has sd
     * sqrt(1/(29 n)) = 1.3e-3: both within 5 sd.
     */
    @Test
    void directionOrthogonalToTheSeparator_hasTheSpheresMoments_d30() {
        int n = 20_000;
        int d = 30;
        double[] w = separator(d, 41);
        double[] q = orthogonalCoordinates(sample(n, d, 0.1, 41).x(), n, d, w, orthogonalTo(w));
        double mean = Arrays.stream(q).average().orElseThrow();
        double second = Arrays.stream(q).map(u -> u * u).average().orElseThrow();
        assertEquals(0, mean, 5 * Math.sqrt(1.0 / (29 * n)));
        assertEquals(1.0 / 29, second, 5 * Math.sqrt((3.0 / (29 * 31) - 1.0 / (29 * 29)) / n));
    }

    /**
     * |x . w*| = t = gamma + (1 - gamma)(1 - U^(1/a)), so P(t <= tau) = 1 - (1 - y)^a with y = (tau - gamma)/(1 - gamma):
     * KS with n = 20000 rows at alpha = 1e-3. Negative control: rows drawn with concentration a = 7 instead of
     * 10 (KS distance max over u of u^7 - u^10 = 0.13 at u = 0.7^(1/3), nine times the critical 0.0138) must fail.
     */
    @Test
    void marginsFollowTheShellLaw_ks() {
        int n = 20_000;
        int d = 10;
        double gamma = 0.1;
        double[] w = separator(d, 51);
        java.util.function.DoubleUnaryOperator shell = tau -> {
            double y = Math.min(1, Math.max(0, (tau - gamma) / (1 - gamma)));
            return 1 - Math.pow(1 - y, 10);
        };
        double critical = Stats.ksCritical(n, 1e-3);
        Dataset data = sample(n, d, gamma, 51);
        assertTrue(Stats.ks(margins(data, w), shell) < critical);
        Dataset other = new MarginHalfspace().generate(n, d, Map.of("margin", gamma, "concentration", 7.0),
                SeededNoise.ofSeed(51).structural("w"), SeededNoise.ofSeed(51).structural("rows"));
        assertTrue(Stats.ks(margins(other, w), shell) > critical, "the KS check misses a = 7");
    }

    private static double[] margins(Dataset data, double[] w) {
        int d = data.cols();
        double[] t = new double[data.rows()];
        for (int i = 0; i < t.length; i++) {
            t[i] = Math.abs(Vectors.dot(data.x(), i * d, w, 0, d));
        }
        return t;
    }

    @Test
    void everyRow_hasUnitNormAndMarginAtLeastGamma() {
        int d = 30;
        double gamma = 0.2;
        Dataset data = sample(2000, d, gamma, 11);
        double[] w = MarginHalfspace.unitSeparator(d, SeededNoise.ofSeed(11).structural("w"));
        for (int i = 0; i < data.rows(); i++) {
            assertEquals(1.0, Math.sqrt(data.rowNormSquared(i)), 1e-12);
            double margin = data.sign(i) * Vectors.dot(data.x(), i * d, w, 0, d);
            assertTrue(margin >= gamma - 1e-12, "row " + i + " margin " + margin);
        }
        assertEquals(1.0, data.normBound());
    }

    @Test
    void labels_areBalanced() {
        Dataset data = sample(10_000, 5, 0.1, 3);
        long pos = Arrays.stream(data.labels()).filter(l -> l == 1).count();
        // Binomial(10000, 1/2) has sd 50: 5 sd bound
        assertEquals(5000, pos, 250);
    }

    @Test
    void sameStreams_sameRows() {
        assertArrayEquals(sample(100, 8, 0.3, 5).x(), sample(100, 8, 0.3, 5).x());
    }

    @Test
    void impossibleMargin_isRefusedByName() {
        var e = assertThrows(IllegalArgumentException.class, () -> sample(10, 5, 1.5, 1));
        assertTrue(e.getMessage().contains("margin"));
    }
}

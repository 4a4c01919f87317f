package privbench.linalg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import privbench.testing.ThreadedParallelism;

class RowNormsTest {

    // 3000 rows: three blocks of 1024 and a partial one; 3000 x 40 entries is above the parallel threshold
    private static final int N = 3000;
    private static final int D = 40;

    private static double[] matrix() {
        SplittableRandom r = new SplittableRandom(7);
        double[] x = new double[N * D];
        for (int k = 0; k < x.length; k++) {
            x[k] = r.nextDouble(-3, 3);
        }
        return x;
    }

    /** The reference: each row's norm by {@link Vectors#norm}, one row after another. */
    private static double[] rowByRow(double[] x, int n, int d) {
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            out[i] = Vectors.norm(x, i * d, d);
        }
        return out;
    }

    @Test
    void float64NormsAreVectorsNormRowByRowOnAnyThreads() {
        double[] x = matrix();
        double[] expected = rowByRow(x, N, D);
        assertArrayEquals(expected, RowNorms.of(x, N, D, Parallelism.SEQUENTIAL), 0.0);
        assertArrayEquals(expected, RowNorms.of(x, N, D, ThreadedParallelism.THREE), 0.0);
    }

    @Test
    void float32NormsAreTheWidenedRowsNormsOnAnyThreads() {
        double[] x = matrix();
        float[] f = new float[x.length];
        double[] widened = new double[x.length];
        for (int k = 0; k < x.length; k++) {
            f[k] = (float) x[k];
            widened[k] = f[k];
        }
        double[] expected = rowByRow(widened, N, D);
        assertArrayEquals(expected, RowNorms.of(f, N, D, Parallelism.SEQUENTIAL), 0.0);
        assertArrayEquals(expected, RowNorms.of(f, N, D, ThreadedParallelism.THREE), 0.0);
    }

    @Test
    void aKnownRowAndAWrongShape() {
        assertArrayEquals(new double[] {5.0, 13.0}, RowNorms.of(new double[] {3, 4, 0, 5, 12, 0}, 2, 3, null), 0.0);
        assertThrows(IllegalArgumentException.class, () -> RowNorms.of(new double[5], 2, 3, null));
        assertThrows(IllegalArgumentException.class, () -> RowNorms.of(new float[5], 2, 3, null));
    }
}

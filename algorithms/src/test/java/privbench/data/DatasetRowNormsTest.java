package privbench.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.junit.jupiter.api.Test;
import privbench.linalg.RowNorms;
import privbench.testing.ThreadedParallelism;

class DatasetRowNormsTest {

    private static Dataset data() {
        int n = 2100;
        int d = 50;
        double[] x = new double[n * d];
        int[] y = new int[n];
        for (int k = 0; k < x.length; k++) {
            x[k] = Math.sin(k * 0.37) * (1 + k % 7);
        }
        for (int i = 0; i < n; i++) {
            y[i] = i % 2;
        }
        return Dataset.labelled("rows", x, n, d, y, List.of("a", "b"), Double.POSITIVE_INFINITY);
    }

    @Test
    void normsAreComputedOnceAndSharedByViewsOfTheSameFeatures() {
        Dataset data = data();
        double[] norms = data.withRowParallelism(ThreadedParallelism.THREE).rowNorms();
        assertArrayEquals(RowNorms.of(data.x(), data.rows(), data.cols(), null), norms, 0.0);
        assertSame(norms, data.rowNorms());
        assertSame(norms, data.withoutLabels().rowNorms());
        assertSame(norms, data.named("other").rowNorms());
        assertSame(norms, data.withLabels(new int[data.rows()]).rowNorms());
    }

    @Test
    void newFeaturesGetTheirOwnNorms() {
        Dataset data = data();
        double[] norms = data.rowNorms();
        Dataset firstRows = data.rows(new int[] {3, 1});
        assertNotSame(norms, firstRows.rowNorms());
        assertArrayEquals(new double[] {norms[3], norms[1]}, firstRows.rowNorms(), 0.0);
        Dataset f32 = data.toFloat32();
        assertNotSame(norms, f32.rowNorms());
        assertArrayEquals(RowNorms.of(f32.x(), f32.rows(), f32.cols(), null), f32.rowNorms(), 0.0);
    }
}

package privbench.data.synthetic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.linalg.SymmetricEigen;
import privbench.linalg.Vectors;
import privbench.privacy.noise.SeededNoise;

class LowRankSignalTest {

    private static Dataset draw(int n, int d, Map<String, Double> params, long sample) {
        return new LowRankSignal().generate(n, d, params, SeededNoise.ofSeed(1).structural("s"),
                SeededNoise.ofSeed(sample).structural("r"));
    }

    @Test
    void withoutNoise_rowsSpanRankDimensions_andLabelsCoverTheClasses() {
        Dataset x = draw(400, 50, Map.of("noise", 0.0, "rank", 4.0, "classes", 3.0), 2);
        double[] m = new double[50 * 50];
        for (int i = 0; i < 400; i++) {
            for (int a = 0; a < 50; a++) {
                Vectors.axpy(x.x()[i * 50 + a], x.x(), i * 50, m, a * 50, 50);
            }
        }
        double[] lambda = SymmetricEigen.of(m, 50).values();
        assertTrue(lambda[3] > 1, "rank-4 signal");
        assertTrue(Math.abs(lambda[4]) < 1e-9 * lambda[0], "nothing beyond rank 4: " + lambda[4]);
        assertEquals(3, x.classes());
        int[] counts = new int[3];
        for (int y : x.labels()) {
            counts[y]++;
        }
        for (int c : counts) {
            // uniform labels: 400/3 = 133 +- 9.4; 5 sd
            assertEquals(400 / 3.0, c, 5 * 9.43);
        }
    }

    @Test
    void normalize_givesUnitRows_andDeclaresBoundOne_defaultsDeclareNone() {
        Dataset x = draw(100, 20, Map.of("normalize", 1.0), 3);
        for (int i = 0; i < 100; i++) {
            assertEquals(1.0, Math.sqrt(x.rowNormSquared(i)), 1e-12);
        }
        assertEquals(1.0, x.normBound());
        assertEquals(Double.POSITIVE_INFINITY, draw(10, 20, Map.of(), 3).normBound());
    }

    @Test
    void sameStreams_sameRows_andImpossibleParameters_areRefused() {
        assertArrayEquals(draw(30, 10, Map.of(), 4).x(), draw(30, 10, Map.of(), 4).x(), 0.0);
        assertThrows(IllegalArgumentException.class, () -> draw(1, 5, Map.of("rank", 6.0), 1));
        assertThrows(IllegalArgumentException.class, () -> draw(1, 5, Map.of("classes", 1.0), 1));
        assertThrows(IllegalArgumentException.class, () -> draw(1, 5, Map.of("normalize", 0.5), 1));
        assertThrows(IllegalArgumentException.class, () -> draw(1, 5, Map.of("noise", -1.0), 1));
    }
}

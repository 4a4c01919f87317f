package privbench.data.synthetic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.linalg.Vectors;
import privbench.privacy.noise.SeededNoise;

class MarginHalfspaceTest {

    private static Dataset sample(int n, int d, double gamma, long seed) {
        return new MarginHalfspace().generate(n, d, Map.of("margin", gamma),
                SeededNoise.ofSeed(seed).structural("w"), SeededNoise.ofSeed(seed).structural("rows"));
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

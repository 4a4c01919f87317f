package privbench.data.synthetic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.privacy.noise.SeededNoise;

class EmbeddedMarginHalfspaceTest {

    @Test
    void rowsAreUnit_inTheSubspace_withMarginGammaForTheEmbeddedSeparator() {
        var gen = new EmbeddedMarginHalfspace();
        Dataset data = gen.generate(500, 40, Map.of("margin", 0.2, "rank", 3.0),
                SeededNoise.ofSeed(1).structural("s"), SeededNoise.ofSeed(2).structural("x"));
        // the same structure stream draws w* in R^3 first, then the basis U
        var structure = SeededNoise.ofSeed(1).structural("s");
        double[] w3 = MarginHalfspace.unitSeparator(3, structure);
        double[] u = EmbeddedMarginHalfspace.orthonormalColumns(40, 3, structure);
        double[] w = new double[40];
        for (int c = 0; c < 3; c++) {
            for (int j = 0; j < 40; j++) {
                w[j] += w3[c] * u[c * 40 + j];
            }
        }
        for (int i = 0; i < 500; i++) {
            double norm = 0;
            double dot = 0;
            double inSubspace = 0;
            for (int c = 0; c < 3; c++) {
                double proj = 0;
                for (int j = 0; j < 40; j++) {
                    proj += u[c * 40 + j] * data.x()[i * 40 + j];
                }
                inSubspace += proj * proj;
            }
            for (int j = 0; j < 40; j++) {
                norm += data.x()[i * 40 + j] * data.x()[i * 40 + j];
                dot += w[j] * data.x()[i * 40 + j];
            }
            assertEquals(1.0, norm, 1e-9);
            assertEquals(1.0, inSubspace, 1e-9);
            assertTrue(data.sign(i) * dot >= 0.2 - 1e-9, "row " + i + " margin " + data.sign(i) * dot);
        }
        assertThrows(IllegalArgumentException.class, () -> gen.generate(10, 4, Map.of("rank", 5.0),
                SeededNoise.ofSeed(1).structural("s"), SeededNoise.ofSeed(2).structural("x")));
    }
}

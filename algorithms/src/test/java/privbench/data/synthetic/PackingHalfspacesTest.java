package privbench.data.synthetic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.apache.commons.math3.special.Beta;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.privacy.noise.SeededNoise;

/** spec-001 section 6 item 9: Lemma 16's exact p_gamma, code distances, and the packing distributions. */
class PackingHalfspacesTest {

    private static final PackingHalfspaces GEN = new PackingHalfspaces();

    @Test
    void lemma16_exactValues_andTheRejectionRateMatchesThem() {
        // p_gamma = I_{gamma^2}(1/2, (d-1)/2) (spec-001 section 3.7): 0.02328 (0.01, 10), 0.02504 (0.003, 111)
        assertEquals(0.02328, Beta.regularizedBeta(0.0001, 0.5, 4.5), 5e-6);
        assertEquals(0.02504, Beta.regularizedBeta(0.003 * 0.003, 0.5, 55), 5e-6);
        assertEquals(0.02521, Beta.regularizedBeta(1e-6, 0.5, 499.5), 5e-6);
        // the paper's Lemma 16 bound p_gamma <= 0.2 holds with room
        assertTrue(Beta.regularizedBeta(0.0001, 0.5, 4.5) <= 0.2);
        // every generated row is a unit vector outside the band |w.x| < gamma, labelled by the codeword's side
        Dataset data = GEN.generate(5000, 10, Map.of("margin", 0.1), SeededNoise.ofSeed(1).structural("s"),
                SeededNoise.ofSeed(2).structural("x"));
        double[][] codes = PackingHalfspaces.codewords(2, 10, SeededNoise.ofSeed(1).structural("s"));
        for (int i = 0; i < data.rows(); i++) {
            double dot = 0;
            double norm = 0;
            for (int j = 0; j < 10; j++) {
                dot += codes[0][j] * data.x()[i * 10 + j];
                norm += data.x()[i * 10 + j] * data.x()[i * 10 + j];
            }
            assertEquals(1.0, norm, 1e-12);
            assertTrue(Math.abs(dot) >= 0.1 && data.sign(i) == Math.signum(dot), "row " + i);
        }
    }

    @Test
    void codewords_areAtDistanceAtLeastDOver5_andCloseCodesAreRefused() {
        double[][] c = PackingHalfspaces.codewords(50, 200, SeededNoise.ofSeed(3).structural("c"));
        for (int a = 0; a < 50; a++) {
            for (int b = a + 1; b < 50; b++) {
                double dot = 0;
                for (int j = 0; j < 200; j++) {
                    dot += c[a][j] * c[b][j];
                }
                // Hamming distance >= d/5 <=> inner product <= 1 - 2/5 = 0.6 (spec-001 ERRATUM)
                assertTrue(dot <= 0.6 + 1e-12, "pair " + a + ", " + b + ": " + dot);
            }
        }
        // at d = 5 two random codes collide (distance 0 < 1) with probability 1/32 per pair: 100 codes always do
        var e = assertThrows(IllegalArgumentException.class,
                () -> PackingHalfspaces.codewords(100, 5, SeededNoise.ofSeed(3).structural("c")));
        assertTrue(e.getMessage().contains("Hamming distance"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> GEN.generate(10, 100, Map.of("margin", 0.5),
                SeededNoise.ofSeed(1).structural("s"), SeededNoise.ofSeed(2).structural("x")));
    }
}

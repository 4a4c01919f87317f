package privbench.data.synthetic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.privacy.noise.SeededNoise;

class NeuralCollapseTest {

    private static Dataset draw(int n, int d, double noise) {
        return new NeuralCollapse().generate(n, d, Map.of("noise", noise, "separation", 0.5),
                SeededNoise.ofSeed(1).structural("s"), SeededNoise.ofSeed(2).structural("rows"));
    }

    @Test
    void classMeansSitAtPlusMinusSE1_withTheStatedNoise() {
        int n = 20_000;
        Dataset data = draw(n, 8, 0.08);
        double[] sum = new double[2];
        double ss = 0;
        int[] count = new int[2];
        for (int i = 0; i < n; i++) {
            int c = data.label(i);
            count[c]++;
            sum[c] += data.x()[i * 8];
            for (int j = 1; j < 8; j++) {
                ss += data.x()[i * 8 + j] * data.x()[i * 8 + j];
            }
        }
        // labels fair: sd sqrt(n)/2 = 71, accept 5 sd; means: sd 0.08/sqrt(10^4) = 8e-4, accept 5 sd
        assertEquals(n / 2.0, count[1], 5 * Math.sqrt(n) / 2);
        assertEquals(0.5, sum[1] / count[1], 5 * 0.08 / Math.sqrt(count[1]));
        assertEquals(-0.5, sum[0] / count[0], 5 * 0.08 / Math.sqrt(count[0]));
        // variance of the other coordinates: 7n squared N(0, 0.0064); relative sd sqrt(2/(7n)) = 0.0038, 5 sd
        assertEquals(0.0064, ss / (7.0 * n), 5 * 0.0064 * Math.sqrt(2.0 / (7 * n)));
        assertTrue(Double.isInfinite(data.normBound()));
    }

    @Test
    void badParameters_areRefused() {
        assertThrows(IllegalArgumentException.class, () -> draw(10, 3, -1));
    }
}

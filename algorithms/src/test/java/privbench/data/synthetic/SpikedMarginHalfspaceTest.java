package privbench.data.synthetic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.linalg.Parallelism;
import privbench.linalg.SymmetricEigen;
import privbench.linalg.Vectors;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.ThreadedParallelism;

class SpikedMarginHalfspaceTest {

    private static final int N = 4000;
    private static final int D = 100;

    private static Dataset sample(Map<String, Double> params, long seed, Parallelism threads) {
        return new SpikedMarginHalfspace().generate(N, D, params, SeededNoise.ofSeed(seed).structural("w"),
                SeededNoise.ofSeed(seed).structural("rows"), threads);
    }

    private static double[] separator(long seed) {
        return MarginHalfspace.unitSeparator(D, SeededNoise.ofSeed(seed).structural("w"));
    }

    /** ||P_k w*||^2: the share of w* inside the span of the top-k eigenvectors of X^T X / n. */
    private static double capturedByTopPcs(Dataset data, double[] w, int k) {
        double[] x = data.x();
        double[] cov = new double[D * D];
        for (int i = 0; i < N; i++) {
            for (int a = 0; a < D; a++) {
                double xa = x[i * D + a] / N;
                for (int b = 0; b <= a; b++) {
                    cov[a * D + b] += xa * x[i * D + b];
                }
            }
        }
        SymmetricEigen eig = SymmetricEigen.of(cov, D);
        double captured = 0;
        for (int r = 0; r < k; r++) {
            double p = 0;
            for (int j = 0; j < D; j++) {
                p += eig.vector(r, j) * w[j];
            }
            captured += p * p;
        }
        return captured;
    }

    @Test
    void rowsKeepUnitNormAndTheMargin_andTheLabelsAreTheShells() {
        double gamma = 0.1;
        Dataset spiked = sample(Map.of("margin", gamma), 5, Parallelism.SEQUENTIAL);
        Dataset shell = new MarginHalfspace().generate(N, D, Map.of("margin", gamma),
                SeededNoise.ofSeed(5).structural("w"), SeededNoise.ofSeed(5).structural("rows"));
        double[] w = separator(5);
        for (int i = 0; i < N; i++) {
            assertEquals(1.0, Vectors.norm(spiked.x(), i * D, D), 1e-12, "row " + i);
            double margin = Vectors.dot(spiked.x(), i * D, w, 0, D) * (spiked.labels()[i] == 1 ? 1 : -1);
            assertTrue(margin >= gamma - 1e-12, "row " + i + " margin " + margin);
            // t along w* is G_shell's: only the orthogonal part is reshaped
            assertEquals(Vectors.dot(shell.x(), i * D, w, 0, D), Vectors.dot(spiked.x(), i * D, w, 0, D), 1e-12);
        }
        assertArrayEquals(shell.labels(), spiked.labels());
    }

    @Test
    void topEightPrincipalDirectionsMissTheSeparator_whileWithoutSpikesTheTopOneIsIt() {
        double[] w = separator(7);
        // 12 spikes stretched 4x: each carries about 0.055 of the variance against w*'s 0.039 (the Javadoc's sum)
        double spiked = capturedByTopPcs(sample(Map.of(), 7, Parallelism.SEQUENTIAL), w, 8);
        assertTrue(spiked < 0.05, "top-8 PCA holds " + spiked + " of w*");
        // the negative control, G_shell's confound: no spikes, and the top principal direction is w* itself
        double plain = capturedByTopPcs(sample(Map.of("spikes", 0.0), 7, Parallelism.SEQUENTIAL), w, 1);
        assertTrue(plain > 0.9, "top PC holds only " + plain + " of w* without spikes");
        // four spikes: w* is the fifth direction and a top-8 PCA still finds it
        double four = capturedByTopPcs(sample(Map.of("spikes", 4.0), 7, Parallelism.SEQUENTIAL), w, 8);
        assertTrue(four > 0.9, "top-8 PCA holds only " + four + " of w* with four spikes");
    }

    @Test
    void rowsAreTheSameBits_onAnyThreads() {
        Dataset one = sample(Map.of(), 11, Parallelism.SEQUENTIAL);
        Dataset three = sample(Map.of(), 11, ThreadedParallelism.THREE);
        assertArrayEquals(one.x(), three.x());
    }

    @Test
    void impossibleParameters_areRefusedByName() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> sample(Map.of("spikes", 99.0), 1,
                Parallelism.SEQUENTIAL)).getMessage().contains("spikes must be at most d - 2 = 98"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> sample(Map.of("stretch", 0.5), 1,
                Parallelism.SEQUENTIAL)).getMessage().contains("stretch"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> sample(Map.of("spikes", 2.5), 1,
                Parallelism.SEQUENTIAL)).getMessage().contains("whole number"));
    }
}

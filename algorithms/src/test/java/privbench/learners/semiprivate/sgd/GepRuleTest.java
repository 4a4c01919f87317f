package privbench.learners.semiprivate.sgd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import privbench.linalg.Vectors;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.SeededNoise;

/** GEP's per-example embedding, computed block-wise through the row kernel, against the explicit gradient. */
class GepRuleTest {

    /**
     * e_a = V_a . g with g = [r z^T, r] formed explicitly as a p-vector: for k below and above the SIMD threshold
     * (64), with anchors x classes not a multiple of four (the kernel's last blocks one by one). Tolerance: both
     * are sums of p = classes (k + 1) products of O(1) terms, so they agree to a few hundred ulps of 1.
     */
    @Test
    void embedding_equalsTheBasisTimesTheExplicitGradient() {
        for (int k : new int[] {7, 64, 70}) {
            int classes = 3;
            int m = 12;
            double[] publicX = new double[m * k];
            Gaussians.fillStandard(SeededNoise.ofSeed(1).structural("x"), publicX, 0, publicX.length);
            int[] labels = new int[m];
            for (int j = 0; j < m; j++) {
                labels[j] = j % classes;
            }
            GepRule gep = new GepRule(k, classes, 5, 1, 1, 0, publicX, labels,
                    SeededNoise.ofSeed(2).structural("start"));
            int p = classes * k + classes;
            double[] params = new double[p];
            Gaussians.fillStandard(SeededNoise.ofSeed(3).structural("p"), params, 0, p);
            gep.beforeStep(0, params);
            double[] z = new double[k];
            Gaussians.fillStandard(SeededNoise.ofSeed(4).structural("z"), z, 0, k);
            double[] r = {0.3, -0.5, 0.2};
            double[] g = new double[p];
            for (int c = 0; c < classes; c++) {
                for (int j = 0; j < k; j++) {
                    g[c * k + j] = r[c] * z[j];
                }
                g[classes * k + c] = r[c];
            }
            double[] basis = gep.basis();
            double[] e = gep.embedding(z, 0, r);
            assertEquals(5, gep.anchors());
            for (int a = 0; a < gep.anchors(); a++) {
                double explicit = Vectors.dot(basis, a * p, g, 0, p);
                assertEquals(explicit, e[a], 1e-13 * p, "k " + k + ", anchor " + a);
            }
        }
    }
}

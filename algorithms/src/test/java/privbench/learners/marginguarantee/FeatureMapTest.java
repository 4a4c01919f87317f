package privbench.learners.marginguarantee;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.LearnerSpec;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.SeededNoise;

class FeatureMapTest {

    /** n points uniform-ish in the unit ball of R^d. */
    private static double[] points(int n, int d, long seed) {
        double[] x = new double[n * d];
        var rng = SeededNoise.ofSeed(seed).structural("points");
        Gaussians.fillStandard(rng, x, 0, x.length);
        for (int i = 0; i < n; i++) {
            double norm = privbench.linalg.Vectors.norm(x, i * d, d);
            privbench.linalg.Vectors.scale(Gaussians.uniform(rng) / norm, x, i * d, d);
        }
        return x;
    }

    private static double meanAbsError(FeatureMap map, double[] x, int n, int d) {
        int dim = map.dimension();
        double[] psi = new double[n * dim];
        for (int i = 0; i < n; i++) {
            map.map(x, i * d, 1.0, psi, i * dim);
        }
        double sum = 0;
        int pairs = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                double dot = privbench.linalg.Vectors.dot(psi, i * dim, psi, j * dim, dim);
                double exact = map.kernel(java.util.Arrays.copyOfRange(x, i * d, (i + 1) * d),
                        java.util.Arrays.copyOfRange(x, j * d, (j + 1) * d));
                sum += Math.abs(dot - exact);
                pairs++;
            }
        }
        return sum / pairs;
    }

    @Test
    void fourierFeatures_haveNormExactlyR_andInnerProductsAreTheCosineSum() {
        var map = (FeatureMap.FourierFeatures) FeatureMap.draw(FeatureMap.Kernel.GAUSSIAN, 3, 64, 0.5, 2, 1,
                SeededNoise.ofSeed(1).structural("rff"));
        double[] x = points(2, 3, 2);
        double[] psi = new double[2 * 128];
        map.map(x, 0, 1.0, psi, 0);
        map.map(x, 3, 1.0, psi, 128);
        assertEquals(1.0, privbench.linalg.Vectors.norm(psi, 0, 128), 1e-12);
        double cos = 0;
        for (int j = 0; j < 64; j++) {
            double a = 0;
            for (int t = 0; t < 3; t++) {
                a += map.omega()[j * 3 + t] * (x[t] - x[3 + t]);
            }
            cos += Math.cos(a) / 64;
        }
        assertEquals(cos, privbench.linalg.Vectors.dot(psi, 0, psi, 128, 128), 1e-12);
    }

    @Test
    void approximationError_shrinksLikeOneOverSqrtD_fittedExponent() {
        // The error at a pair is the mean of D i.i.d. bounded terms minus its expectation: its mean absolute value is
        // c / sqrt(D) (1 + O(1/D)) by the CLT, so the log-log slope over D = 16..4096 is -1/2 up to the O(1/D) term
        // at D = 16 (< 0.02) and the sampling error of 30 seeds x 190 pairs per point (sd of each log mean < 0.03,
        // slope sd < 0.01 over a log range of 5.5): tolerance 0.08.
        int n = 20;
        int d = 3;
        double[] x = points(n, d, 7);
        for (FeatureMap.Kernel kernel : new FeatureMap.Kernel[] {FeatureMap.Kernel.GAUSSIAN,
                FeatureMap.Kernel.LAPLACIAN}) {
            int[] sizes = {16, 64, 256, 1024, 4096};
            double[] lx = new double[sizes.length];
            double[] ly = new double[sizes.length];
            for (int s = 0; s < sizes.length; s++) {
                double err = 0;
                for (int seed = 0; seed < 30; seed++) {
                    FeatureMap map = FeatureMap.draw(kernel, d, sizes[s], 0.5, 2, 1,
                            SeededNoise.ofSeed(1000 + seed).structural("rff"));
                    err += meanAbsError(map, x, n, d) / 30;
                }
                lx[s] = Math.log(sizes[s]);
                ly[s] = Math.log(err);
            }
            double mx = java.util.Arrays.stream(lx).average().orElseThrow();
            double my = java.util.Arrays.stream(ly).average().orElseThrow();
            double num = 0;
            double den = 0;
            for (int s = 0; s < sizes.length; s++) {
                num += (lx[s] - mx) * (ly[s] - my);
                den += (lx[s] - mx) * (lx[s] - mx);
            }
            double slope = num / den;
            assertEquals(-0.5, slope, 0.08, kernel + " slope");
        }
    }

    @Test
    void maclaurinFeatures_areUnbiasedForThePolynomialKernel() {
        // E <psi(x), psi(x')> = (<x, x'> + c)^p; the mean over 400 maps is within 4 standard errors
        double[] x = points(2, 4, 9);
        double[] a = java.util.Arrays.copyOfRange(x, 0, 4);
        double[] b = java.util.Arrays.copyOfRange(x, 4, 8);
        double sum = 0;
        double sumSq = 0;
        int seeds = 400;
        double exact = 0;
        for (int s = 0; s < seeds; s++) {
            FeatureMap map = FeatureMap.draw(FeatureMap.Kernel.POLY, 4, 256, 1, 2, 1.0,
                    SeededNoise.ofSeed(5000 + s).structural("rm"));
            double[] pa = new double[256];
            double[] pb = new double[256];
            map.map(a, 0, 1.0, pa, 0);
            map.map(b, 0, 1.0, pb, 0);
            double v = privbench.linalg.Vectors.dot(pa, pb);
            sum += v;
            sumSq += v * v;
            exact = map.kernel(a, b);
        }
        double mean = sum / seeds;
        double se = Math.sqrt((sumSq / seeds - mean * mean) / seeds);
        assertTrue(Math.abs(mean - exact) < 4 * se + 1e-9, "mean " + mean + " vs " + exact + " se " + se);
    }

    @Test
    void theFeatureMapIsIdenticalForDatasetsDifferingInOneRow() {
        Dataset s = privbench.testing.Fixtures.marginData(60, 5, 0.2, 1, 2);
        Dataset t = Neighbours.replaced(s, 0, new double[] {1, 0, 0, 0, 0}, 0);
        var spec = LearnerSpec.of(PrivKernelMarginLearner.class);
        var learner = spec.create(Map.of("features", 64, "projection", 8));
        var a = (KernelMarginModel) learner.fit(TrainingData.privateOnly(s), new Budget(1, 1e-4),
                SeededNoise.forCell(3, "c")).model();
        var b = (KernelMarginModel) learner.fit(TrainingData.privateOnly(t), new Budget(1, 1e-4),
                SeededNoise.forCell(3, "c")).model();
        assertArrayEquals(((FeatureMap.FourierFeatures) a.map()).omega(), ((FeatureMap.FourierFeatures) b.map()).omega());
    }
}

package privbench.optim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;

/** The logistic and softmax objectives: values at known points and gradients against finite differences. */
class ObjectiveGradientTest {

    private static double[] randomPoint(int dim, long seed) {
        double[] v = new double[dim];
        Gaussians.fillStandard(SeededNoise.ofSeed(seed).structural("point"), v, 0, dim);
        return v;
    }

    /**
     * Central differences with h = 1e-5: truncation error h^2 f'''/6 (f''' of order 1 here) plus rounding
     * about 1e-16 / h, both below 1e-9; the tolerance 1e-7 leaves a wide margin.
     */
    private static void assertGradientMatchesDifferences(DifferentiableFunction f, double[] at) {
        double[] g = new double[f.dimension()];
        f.valueAndGradient(at, g);
        double[] scratch = new double[f.dimension()];
        double h = 1e-5;
        for (int j = 0; j < at.length; j++) {
            double[] p = at.clone();
            p[j] += h;
            double fp = f.valueAndGradient(p, scratch);
            p[j] -= 2 * h;
            double fm = f.valueAndGradient(p, scratch);
            assertEquals((fp - fm) / (2 * h), g[j], 1e-7, "coordinate " + j);
        }
    }

    @Test
    void logistic_atZeroIsLn2_andGradientMatchesDifferences() {
        Dataset data = Fixtures.marginData(50, 6, 0.1, 1, 2);
        double[] scale = new double[50];
        Arrays.fill(scale, 0.7);
        double[] q = randomPoint(6, 9);
        var f = new LogisticObjective(data.x(), 50, 6, ClippedMarginGradient.signs(data), scale, 0.3, q, true);
        // a mean of 50 equal terms: rounding of at most 50 ulps of ln 2
        assertEquals(Math.log(2), f.valueAndGradient(new double[7], new double[7]), 1e-14);
        assertGradientMatchesDifferences(f, randomPoint(7, 3));
    }

    @Test
    void softmax_atZeroIsLnK_andGradientMatchesDifferences() {
        Dataset data = Fixtures.clusters(60, 4, 3, 5);
        var f = new SoftmaxObjective(data, 0.2, true);
        assertEquals(15, f.dimension());
        // a mean of 60 equal terms: rounding of at most 60 ulps of ln 3
        assertEquals(Math.log(3), f.valueAndGradient(new double[15], new double[15]), 1e-14);
        assertGradientMatchesDifferences(f, randomPoint(15, 4));
    }

    @Test
    void softmax_extremeScores_stayFinite() {
        Dataset data = Fixtures.clusters(30, 3, 3, 6);
        var f = new SoftmaxObjective(data, 0.0, false);
        double[] w = randomPoint(9, 7);
        for (int j = 0; j < w.length; j++) {
            w[j] *= 1e4;
        }
        double v = f.valueAndGradient(w, new double[9]);
        assertEquals(true, Double.isFinite(v) && v > 0, "value " + v);
    }
}

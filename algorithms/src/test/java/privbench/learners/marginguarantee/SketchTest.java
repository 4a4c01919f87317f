package privbench.learners.marginguarantee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import privbench.linalg.Hadamard;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.SeededNoise;

class SketchTest {

    private static double[] gaussianVector(int d, long seed) {
        double[] v = new double[d];
        Gaussians.fillStandard(SeededNoise.ofSeed(seed).structural("v"), v, 0, d);
        return v;
    }

    @Test
    void hadamardTwiceIsNTimesTheIdentity() {
        double[] v = gaussianVector(64, 1);
        double[] w = v.clone();
        Hadamard.transform(w, 0, 64);
        Hadamard.transform(w, 0, 64);
        for (int j = 0; j < 64; j++) {
            assertEquals(64 * v[j], w[j], 1e-9);
        }
        assertEquals(128, Hadamard.nextPowerOfTwo(100));
    }

    @Test
    void adjointIdentity_holdsForDenseAndSrht() {
        int d = 300;
        int k = 40;
        double[] x = gaussianVector(d, 2);
        double[] w = gaussianVector(k, 3);
        for (Sketch.Kind kind : new Sketch.Kind[] {Sketch.Kind.DENSE, Sketch.Kind.SRHT}) {
            Sketch phi = Sketch.draw(kind, k, d, SeededNoise.ofSeed(4), "phi");
            double[] px = new double[k];
            phi.project(x, 1, null, px);
            double lhs = privbench.linalg.Vectors.dot(px, w);
            double rhs = privbench.linalg.Vectors.dot(x, phi.transposeTimes(w));
            assertEquals(lhs, rhs, 1e-10 * (Math.abs(lhs) + 1), kind.toString());
        }
        assertInstanceOf(Sketch.Identity.class, Sketch.draw(Sketch.Kind.SRHT, 300, 300, SeededNoise.ofSeed(4), "phi"));
    }

    @Test
    void srhtPreservesSquaredNormsInExpectation() {
        // E ||Phi x||^2 = ||x||^2 for the SRHT (uniform coordinates of the flattened H D x); mean of 400 seeds within
        // 4 standard errors
        int d = 200;
        int k = 16;
        double[] x = gaussianVector(d, 5);
        double target = privbench.linalg.Vectors.normSquared(x);
        int seeds = 400;
        double sum = 0;
        double sumSq = 0;
        for (int s = 0; s < seeds; s++) {
            Sketch phi = Sketch.draw(Sketch.Kind.SRHT, k, d, SeededNoise.ofSeed(100 + s), "phi");
            double[] px = new double[k];
            phi.project(x, 1, null, px);
            double v = privbench.linalg.Vectors.normSquared(px);
            sum += v;
            sumSq += v * v;
        }
        double mean = sum / seeds;
        double se = Math.sqrt((sumSq / seeds - mean * mean) / seeds);
        assertTrue(Math.abs(mean - target) < 4 * se, "mean " + mean + " vs " + target + " (se " + se + ")");
    }
}

package privbench.learners.marginguarantee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.SeededNoise;

class NetTest {

    private static double nearest(Net net, double[] u) {
        double best = Double.POSITIVE_INFINITY;
        for (int c = 0; c < net.size(); c++) {
            double s = 0;
            for (int r = 0; r < net.k(); r++) {
                double diff = net.points()[c * net.k() + r] - u[r];
                s += diff * diff;
            }
            best = Math.min(best, Math.sqrt(s));
        }
        return best;
    }

    @Test
    void sphereNets_coverTheSphereWithinTheta() {
        var rng = SeededNoise.ofSeed(1).structural("u");
        for (int k = 1; k <= 3; k++) {
            double theta = 0.3;
            Net net = Net.sphere(k, theta, 1 << 20);
            assertTrue(net.exact());
            for (int t = 0; t < 300; t++) {
                double[] u = new double[k];
                Gaussians.fillStandard(rng, u, 0, k);
                privbench.linalg.Vectors.scale(1 / privbench.linalg.Vectors.norm(u), u);
                assertTrue(nearest(net, u) <= theta + 1e-12, "k = " + k + ": " + nearest(net, u));
            }
        }
    }

    @Test
    void gridCover_coversTheBallWithinGamma() {
        var rng = SeededNoise.ofSeed(2).structural("u");
        Net net = Net.grid(2, 2.0, 0.1, 1 << 20);
        for (int t = 0; t < 300; t++) {
            double[] u = {4 * Gaussians.uniform(rng) - 2, 4 * Gaussians.uniform(rng) - 2};
            if (privbench.linalg.Vectors.norm(u) <= 2) {
                assertTrue(nearest(net, u) <= 0.1 + 1e-12);
            }
        }
        for (int c = 0; c < net.size(); c++) {
            assertTrue(Math.hypot(net.points()[2 * c], net.points()[2 * c + 1]) <= 2 + 1e-12);
        }
    }

    @Test
    void tooLargeANet_isRefusedNamingTheSizeItWouldNeed() {
        var e = assertThrows(IllegalArgumentException.class, () -> Net.grid(8, 2.0, 0.01, 1 << 22));
        assertTrue(e.getMessage().contains("needs about") && e.getMessage().contains("e+"), e.getMessage());
    }

    @Test
    void randomNet_isSeededAndUnitNorm_andLabelledNotExact() {
        Net a = Net.random(50, 4, 1.0, SeededNoise.ofSeed(3).structural("net"));
        Net b = Net.random(50, 4, 1.0, SeededNoise.ofSeed(3).structural("net"));
        assertFalse(a.exact());
        assertTrue(java.util.Arrays.equals(a.points(), b.points()));
        for (int c = 0; c < 50; c++) {
            assertEquals(1.0, privbench.linalg.Vectors.norm(a.points(), c * 4, 4), 1e-12);
        }
    }
}

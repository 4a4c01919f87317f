package privbench.learners.halfspace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.SeededNoise;

/** spec-001 section 6 item 8: net sizes and covering radius. */
class BallNetTest {

    private static List<double[]> points(BallNet net) {
        List<double[]> out = new ArrayList<>();
        net.forEach(SeededNoise.ofSeed(1).structural("net"), w -> out.add(w.clone()));
        return out;
    }

    /** Largest distance from 2000 random targets (unit vectors, or ball points) to their nearest net point. */
    private static double coveringRadius(List<double[]> net, int m, boolean ball, long seed) {
        RandomGenerator rng = SeededNoise.ofSeed(seed).structural("targets");
        double worst = 0;
        double[] u = new double[m];
        for (int t = 0; t < 2000; t++) {
            double norm = 0;
            for (int j = 0; j < m; j++) {
                u[j] = Gaussians.standard(rng);
                norm += u[j] * u[j];
            }
            double radius = ball ? Math.pow(Gaussians.uniform(rng), 1.0 / m) : 1.0;
            for (int j = 0; j < m; j++) {
                u[j] *= radius / Math.sqrt(norm);
            }
            double best = Double.POSITIVE_INFINITY;
            for (double[] w : net) {
                double d2 = 0;
                for (int j = 0; j < m; j++) {
                    d2 += (w[j] - u[j]) * (w[j] - u[j]);
                }
                best = Math.min(best, d2);
            }
            worst = Math.max(worst, Math.sqrt(best));
        }
        return worst;
    }

    @Test
    void circleNet_hasTheSpecCount_andCoversTheSphere() {
        // N = ceil(2 pi / 0.02) = 315 for gamma = 0.2 (spec-001 section 3.6 (b))
        BallNet net = new BallNet(NetKind.SPHERE, 2, 0.02, 1);
        assertEquals(315, net.count());
        assertTrue(coveringRadius(points(net), 2, false, 2) <= 0.02);
    }

    @Test
    void latticeNets_inThreeDimensions_coverWithinR_withDistinctPoints() {
        double r = 0.1;   // gamma = 1 keeps the enumeration small; the proofs do not depend on r
        List<double[]> sphere = points(new BallNet(NetKind.SPHERE, 3, r, 1));
        List<double[]> ball = points(new BallNet(NetKind.BALL, 3, r, 1));
        assertTrue(coveringRadius(sphere, 3, false, 3) <= r, "sphere net covering radius");
        assertTrue(coveringRadius(ball, 3, true, 4) <= r, "ball net covering radius");
        for (double[] w : sphere) {
            assertEquals(1.0, Math.sqrt(w[0] * w[0] + w[1] * w[1] + w[2] * w[2]), 1e-12);
        }
        for (List<double[]> net : List.of(sphere, ball)) {
            var seen = new java.util.HashSet<String>();
            for (double[] w : net) {
                assertTrue(seen.add(String.format("%.12f %.12f %.12f", w[0], w[1], w[2])), "duplicate point");
            }
        }
        // the volume estimate used by the refusal is within a factor 3 of the count
        BallNet s = new BallNet(NetKind.SPHERE, 3, r, 1);
        double ratio = Math.pow(10, s.log10EstimatedSize()) / sphere.size();
        assertTrue(ratio > 1 / 3.0 && ratio < 3, "estimate/count " + ratio);
    }

    @Test
    void randomNet_dependsOnTheStructureStreamOnly() {
        BallNet net = new BallNet(NetKind.RANDOM, 4, 0.05, 50);
        RandomGenerator a = SeededNoise.ofSeed(9).structural("net");
        RandomGenerator b = SeededNoise.ofSeed(9).structural("net");
        List<double[]> first = new ArrayList<>();
        List<double[]> second = new ArrayList<>();
        net.forEach(a, w -> first.add(w.clone()));
        net.forEach(b, w -> second.add(w.clone()));
        assertEquals(50, first.size());
        for (int i = 0; i < 50; i++) {
            assertTrue(java.util.Arrays.equals(first.get(i), second.get(i)));
        }
    }
}

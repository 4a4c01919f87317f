package privbench.privacy.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.apache.commons.math3.distribution.GammaDistribution;
import org.junit.jupiter.api.Test;
import privbench.linalg.Vectors;
import privbench.testing.ScaledNoise;
import privbench.testing.Stats;
import privbench.testing.ZeroNoise;

class GammaNormNoiseTest {

    /** The Kolmogorov-Smirnov distance between the sample and Gamma(shape, scale). */
    private static double ksDistance(double[] sample, double shape, double scale) {
        double[] s = sample.clone();
                return Stats.ks(s, new GammaDistribution(null, shape, scale)::cumulativeProbability);
    }

    private static double[] norms(NoiseSource noise, int count, int d, double scale) {
        double[] out = new double[count];
        for (int k = 0; k < count; k++) {
            out[k] = Vectors.norm(GammaNormNoise.sample(d, scale, noise));
        }
        return out;
    }

    @Test
    void norm_followsGammaOfShapeDAndTheScale() {
        int n = 4000;
        double[] r = norms(SeededNoise.ofSeed(11), n, 5, 0.7);
        // false-rejection probability 0.001 (the KS critical value's level)
        assertTrue(ksDistance(r, 5, 0.7) < Stats.ksCritical(n, 0.001), "KS distance " + ksDistance(r, 5, 0.7));
        // E||b|| = d scale, sd of the mean sqrt(d) scale / sqrt(n): 5 sd bound
        assertEquals(5 * 0.7, Arrays.stream(r).average().orElseThrow(), 5 * Math.sqrt(5) * 0.7 / Math.sqrt(n));
    }

    @Test
    void halvedScale_isDetectedByTheSameTest() {
        int n = 4000;
        double[] r = norms(SeededNoise.ofSeed(11), n, 5, 0.35);
        assertTrue(ksDistance(r, 5, 0.7) > Stats.ksCritical(n, 0.001), "KS distance " + ksDistance(r, 5, 0.7));
        double[] viaDecorator = norms(new ScaledNoise(SeededNoise.ofSeed(12), 0.5), n, 5, 0.7);
        assertTrue(ksDistance(viaDecorator, 5, 0.7) > Stats.ksCritical(n, 0.001), "ScaledNoise(0.5) must be visible");
    }

    @Test
    void direction_isUniformOnTheSphere() {
        int n = 20_000;
        int d = 4;
        SeededNoise noise = SeededNoise.ofSeed(13);
        double[] mean = new double[d];
        double firstSquared = 0;
        for (int k = 0; k < n; k++) {
            double[] b = GammaNormNoise.sample(d, 2.0, noise);
            Vectors.scale(1 / Vectors.norm(b), b);
            Vectors.axpy(1.0 / n, b, mean);
            firstSquared += b[0] * b[0] / n;
        }
        // each coordinate of a uniform unit vector has mean 0 and variance 1/d: sd of the mean 1/sqrt(n d)
        for (double m : mean) {
            assertEquals(0.0, m, 5 / Math.sqrt((double) n * d));
        }
        // u_1^2 ~ Beta(1/2, (d-1)/2): mean 1/d, variance 2(d-1)/(d^2 (d+2)) = 1/16 for d = 4; 5 sd of the mean
        assertEquals(1.0 / d, firstSquared, 5 * Math.sqrt(1.0 / 16 / n));
    }

    @Test
    void zeroNoise_givesZero_andBadArgumentsAreRefused() {
        assertEquals(0.0, Vectors.norm(GammaNormNoise.sample(3, 1.0, new ZeroNoise(1))));
        assertThrows(IllegalArgumentException.class, () -> GammaNormNoise.sample(0, 1.0, SeededNoise.ofSeed(1)));
        var e = assertThrows(IllegalArgumentException.class, () -> GammaNormNoise.sample(3, 0, SeededNoise.ofSeed(1)));
        assertTrue(e.getMessage().contains("scale"), e.getMessage());
    }
}

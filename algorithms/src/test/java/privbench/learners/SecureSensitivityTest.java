package privbench.learners;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import privbench.data.Dataset;
import privbench.privacy.Budget;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SecureNoise;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.DelegatingNoise;
import privbench.testing.Fixtures;
import privbench.testing.NoiseMeter;

/**
 * Secure noise keeps sigma / sensitivity for the rounded query, so the sensitivity a learner names must be at
 * most the one its noise was calibrated for: every Gaussian release's sigma / sensitivity must be at least the
 * smallest noise multiplier of the event the learner priced (a sensitivity named too large would give a
 * smaller ratio and an under-enlarged grid noise, and fail here).
 */
class SecureSensitivityTest {

    /**
     * Records every sensitivity-naming Gaussian release, then lets SecureNoise make it; SecureNoise's own Bernoulli,
     * integer and exact-bit draws are kept, and children share the record.
     */
    private static final class Recording extends DelegatingNoise {
        final List<double[]> releases;

        Recording(SecureNoise inner, List<double[]> releases) {
            super(inner);
            this.releases = releases;
        }

        @Override
        public void addGaussian(double[] v, int from, int length, double sigma, double l2Sensitivity) {
            if (sigma > 0) {
                releases.add(new double[] {sigma, l2Sensitivity});
            }
            inner.addGaussian(v, from, length, sigma, l2Sensitivity);
        }

        @Override
        public double releaseGaussian(double value, double sigma, double sensitivity) {
            if (sigma > 0) {
                releases.add(new double[] {sigma, sensitivity});
            }
            return inner.releaseGaussian(value, sigma, sensitivity);
        }

        @Override
        public boolean bernoulli(double q) {
            return inner.bernoulli(q);
        }

        @Override
        public int uniformInt(int bound) {
            return inner.uniformInt(bound);
        }

        @Override
        public Optional<RandomGenerator> exactBits() {
            return inner.exactBits();
        }

        @Override
        public NoiseSource child(String label) {
            return this;
        }
    }

    /** The releases whose sigma / sensitivity is below z, as text. */
    private static List<String> violations(List<double[]> releases, double z) {
        List<String> out = new ArrayList<>();
        for (double[] r : releases) {
            if (!(r[0] / r[1] >= z * (1 - 1e-12))) {
                out.add("sigma " + r[0] + " / sensitivity " + r[1]);
            }
        }
        return out;
    }

    /** Negative control: a release naming twice the calibrated sensitivity is caught. */
    @org.junit.jupiter.api.Test
    void control_sensitivityNamedTooLarge_isCaught() {
        assertEquals(1, violations(List.of(new double[] {2.0, 1.0}, new double[] {2.0, 2.0}), 2.0).size());
    }

    @ParameterizedTest
    @ValueSource(strings = {"dp-gd", "wzw-adaptive-margin", "wzw-jlgd-oracle", "ngd-noproj", "dpsgd-full", "jl-dpsgd",
            "adadps", "gep", "pillar"})
    void everyReleaseKeepsTheCalibratedMultiplier(String id) {
        LearnerSpec<?> spec = Learners.byId(id).orElseThrow();
        Dataset train = Fixtures.marginData(200, 10, 0.1, 1, 2);
        Dataset pub = spec.needsPublic() ? Fixtures.marginData(100, 10, 0.1, 1, 99)
                : Dataset.empty("public", 10, train.classNames()).withoutLabels();
        List<double[]> releases = new ArrayList<>();
        NoiseSource noise = new Recording(new SecureNoise(SeededNoise.ofSeed(3).structural(id)), releases);
        Fit f = spec.create(Map.of()).fit(TrainingData.forLearner(spec, train, pub), new Budget(1, 1e-5), noise);
        double z = NoiseMeter.smallestMultiplier(f.spent().event());
        assertFalse(releases.isEmpty(), id + " released nothing through the sensitivity-naming methods");
        assertTrue(Double.isFinite(z), id + ": no Gaussian in " + f.spent().event());
        assertEquals(List.of(), violations(releases, z), id + ": releases below the priced multiplier " + z);
        if (id.equals("dp-gd")) {
            // one mechanism, one sensitivity: the named sensitivity is exactly the calibrated one
            for (double[] r : releases) {
                assertEquals(z, r[0] / r[1], 1e-12 * z);
            }
        }
    }
}

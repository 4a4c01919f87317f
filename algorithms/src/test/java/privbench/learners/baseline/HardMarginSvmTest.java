package privbench.learners.baseline;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.LearnerSpec;
import privbench.learners.LinearModel;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;

class HardMarginSvmTest {

    private static final LearnerSpec<?> SPEC = LearnerSpec.of(HardMarginSvm.class);

    private static Fit fit(Map<String, ?> params, Dataset data, long seed) {
        return SPEC.create(params).fit(TrainingData.privateOnly(data), new Budget(1, 1e-5), SeededNoise.ofSeed(seed));
    }

    /** min_i y_i w.x_i / ||w|| over unit rows: the normalised margin of w. */
    private static double margin(double[] w, Dataset data) {
        double norm = Math.sqrt(java.util.Arrays.stream(w).map(v -> v * v).sum());
        double min = Double.POSITIVE_INFINITY;
        for (int i = 0; i < data.rows(); i++) {
            double dot = 0;
            for (int j = 0; j < data.cols(); j++) {
                dot += w[j] * data.x()[i * data.cols() + j];
            }
            min = Math.min(min, data.sign(i) * dot / norm);
        }
        return min;
    }

    @Nested
    class Privacy {

        @Test
        void claimsNoGuarantee() {
            assertFalse(fit(Map.of(), Fixtures.marginData(100, 5, 0.3, 1, 2), 1).spent().isPrivate());
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void aSmallCost_isASoftMargin_withASmallerMargin() {
            // the soft-margin solution at C = 0.01 trades margin for slack; the hard one attains >= gamma
            Dataset data = Fixtures.marginData(500, 10, 0.2, 1, 2);
            double hard = margin(((LinearModel) fit(Map.of(), data, 1).model()).weights(), data);
            double soft = margin(((LinearModel) fit(Map.of("cost", 0.01), data, 1).model()).weights(), data);
            assertTrue(hard > soft, "hard " + hard + ", soft " + soft);
        }
    }

    @Nested
    class Determinism {

        @Test
        void sameSeed_sameModel() {
            Dataset data = Fixtures.marginData(300, 20, 0.2, 1, 2);
            assertArrayEquals(((LinearModel) fit(Map.of(), data, 3).model()).weights(),
                    ((LinearModel) fit(Map.of(), data, 3).model()).weights());
        }
    }

    @Nested
    class Utility {

        @Test
        void attainsTheDataMargin() {
            // the max-margin separator's margin is at least the generator's gamma = 0.2 (up to the solver tolerance)
            Dataset data = Fixtures.marginData(500, 10, 0.2, 1, 2);
            double m = margin(((LinearModel) fit(Map.of(), data, 1).model()).weights(), data);
            assertTrue(m >= 0.2 - 1e-3, "margin " + m);
        }
    }
}

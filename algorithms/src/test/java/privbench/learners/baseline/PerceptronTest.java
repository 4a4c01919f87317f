package privbench.learners.baseline;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
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

class PerceptronTest {

    private static final LearnerSpec<?> SPEC = LearnerSpec.of(Perceptron.class);

    private static Fit fit(Map<String, ?> params, Dataset data) {
        return SPEC.create(params).fit(TrainingData.privateOnly(data), new Budget(1, 1e-5), SeededNoise.ofSeed(1));
    }

    @Nested
    class Privacy {

        @Test
        void claimsNoGuarantee() {
            assertFalse(fit(Map.of(), Fixtures.marginData(100, 5, 0.3, 1, 2)).spent().isPrivate());
            assertTrue(SPEC.nonPrivate());
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void nonSeparableData_neverReportSeparated() {
            // x and -x with the same label: no homogeneous separator, so every pass makes a mistake; the other
            // labelling is separated by (0, 1)
            double[] x = {1, 1, -1, -1, 1, -1, -1, 1};
            Dataset xor = Dataset.labelled("xor", x, 4, 2, new int[] {1, 1, 0, 0}, List.of("-1", "+1"), 2.0);
            Dataset flipped = Dataset.labelled("flip", x, 4, 2, new int[] {1, 0, 0, 1}, List.of("-1", "+1"), 2.0);
            assertEquals(0.0, fit(Map.of("maxEpochs", 50), xor).diagnostics().get("separated"));
            assertEquals(1.0, fit(Map.of("maxEpochs", 50), flipped).diagnostics().get("separated"));
        }
    }

    @Nested
    class Determinism {

        @Test
        void fixedOrder_sameModel() {
            Dataset data = Fixtures.marginData(300, 20, 0.2, 1, 2);
            assertArrayEquals(((LinearModel) fit(Map.of(), data).model()).weights(),
                    ((LinearModel) fit(Map.of(), data).model()).weights());
        }
    }

    @Nested
    class Utility {

        @Test
        void separatesMarginData_withinNovikoffsBound() {
            Dataset data = Fixtures.marginData(1000, 50, 0.2, 1, 2);
            Fit f = fit(Map.of(), data);
            assertEquals(1.0, f.diagnostics().get("separated"));
            // Novikoff: at most 1/gamma^2 = 25 updates on unit rows with margin 0.2
            assertTrue(f.diagnostics().get("updates") <= 25, "updates " + f.diagnostics().get("updates"));
            assertEquals(1.0, Fixtures.accuracy(f.model(), data), 0.0);
        }
    }
}

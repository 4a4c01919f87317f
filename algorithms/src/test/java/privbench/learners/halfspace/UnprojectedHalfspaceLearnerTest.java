package privbench.learners.halfspace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.privacy.Budget;
import privbench.privacy.accounting.Gdp;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Canary;
import privbench.testing.Fixtures;
import privbench.testing.LearnerUnderTest;
import privbench.testing.MarginSplit;
import privbench.testing.SeededLearnerTest;

class UnprojectedHalfspaceLearnerTest extends SeededLearnerTest {

    private static final LearnerUnderTest LEARNER = LearnerUnderTest.of(UnprojectedHalfspaceLearner.class);

    UnprojectedHalfspaceLearnerTest() {
        super(seed -> LEARNER.fit(Map.of(), Fixtures.marginData(200, 30, 0.3, 1, 2), new Budget(1, 1e-5),
                SeededNoise.ofSeed(4 + seed)));
    }

    @Nested
    class Privacy {

        @Test
        void neverProjects_andSpendsTheBudget() {
            Dataset data = Fixtures.marginData(500, 400, 0.3, 1, 2);
            Fit f = LEARNER.fit(Map.of("gamma", 0.3), data, new Budget(1, 1e-5), SeededNoise.ofSeed(1));
            assertEquals(400, f.diagnostics().get("m"));
            assertEquals(1.0, f.diagnostics().get("projection_skipped"));
            assertEquals(2 * SurrogateLoss.lipschitz(0.3), f.diagnostics().get("sensitivity"), 1e-12);
            assertEquals(Gdp.muFor(1, 1e-5), f.diagnostics().get("mu"), 1e-12);
            assertEquals(1.0, f.spent().epsilon(), 1e-6);
        }

        @Test
        void gdpAudit_onCanaryNeighbours_isConsistent() {
            Canary.assertConsistent(LEARNER.spec(), EfficientHalfspaceLearnerTest.CANARY, 4000);
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void gdpAudit_catchesNoiseScaledDown() {
            Canary.assertCaught(LEARNER.spec(), EfficientHalfspaceLearnerTest.CANARY, 4000, 0.2);
        }
    }

    @Nested
    class Utility {

        @Test
        void learnsTheMarginData_andLosesToNoiseAtTinyEpsilon() {
            LEARNER.assertLearnsAtHighNotAtLow(Map.of("gamma", 0.3), MarginSplit.of(1000, 3000, 50, 0.3),
                    new Budget(1, 1e-5), new Budget(0.005, 1e-5), 0.95, 0.1);
        }
    }
}

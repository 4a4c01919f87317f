package privbench.learners.margin;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static privbench.testing.Fixtures.weights;

import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.LearnerSpec;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.accounting.Gdp;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Canary;
import privbench.testing.Fixtures;
import privbench.testing.LearnerUnderTest;
import privbench.testing.MarginSplit;
import privbench.testing.Reproducibility;

class UnprojectedNoisyGradientDescentTest {

    private static final LearnerUnderTest LEARNER = LearnerUnderTest.of(UnprojectedNoisyGradientDescent.class, "ngd");

    @Nested
    class Privacy {

        @Test
        void neverProjects_deltaIs6OverGamma_andTheScheduleIsThePapers() {
            Dataset data = Fixtures.marginData(300, 600, 0.5, 1, 2);
            Fit f = LEARNER.fit(Map.of("oracleMargin", 0.5, "maxIterations", 100_000), data, new Budget(1, 1e-5), 1);
            assertEquals(600, f.diagnostics().get("k"));
            assertEquals(1.0, f.diagnostics().get("projection_skipped"));
            assertEquals(12, f.diagnostics().get("sensitivity"), 1e-12);
            double mu = Gdp.muForPaper(1, 1e-5);
            int t = (int) Math.ceil(9e4 * mu * mu);
            assertEquals(t, f.diagnostics().get("iterations"));
            assertEquals(12 * Math.sqrt(t) / mu, f.diagnostics().get("sigma"), 1e-6);
            assertTrue(f.spent().caveat().contains("oracle margin"), f.spent().caveat());
            assertEquals(1.0, f.spent().epsilon(), 1e-9);
        }

        @Test
        void gdpAudit_onCanaryNeighbours_isConsistentWithTheClaimedMu() {
            Canary.assertConsistent(LEARNER.spec(), JlNoisyGradientDescentTest.CANARY, 4000);
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void gdpAudit_catchesNoiseScaledDown() {
            // sigma x 0.2 (spec-000's mutation) must fail the audit that the honest learner passes
            Canary.assertCaught(LEARNER.spec(), JlNoisyGradientDescentTest.CANARY, 4000, 0.2);
        }
    }

    @Nested
    class Determinism {

        @Test
        void equalsTheOracleWhenTheOracleSkipsItsProjection() {
            // at d = 30 the oracle's k is far above d, so both run A_NGD on the same unit-ball rows with the same stream
            Dataset data = Fixtures.marginData(500, 30, 0.3, 1, 2);
            Map<String, Object> p = Map.of("oracleMargin", 0.3, "maxIterations", 200);
            var oracle = LearnerSpec.of(JlNoisyGradientDescent.class).create(p)
                    .fit(TrainingData.privateOnly(data), new Budget(1, 1e-5), SeededNoise.forCell(3, "ngd"));
            assertArrayEquals(weights(oracle), weights(LEARNER.fit(p, data, new Budget(1, 1e-5), 3)));
        }

        @Test
        void sameSeed_bitIdentical_anotherSeed_different() {
            Dataset data = Fixtures.marginData(300, 20, 0.3, 1, 2);
            Map<String, Object> p = Map.of("oracleMargin", 0.3, "maxIterations", 100);
            Reproducibility.assertSeedDecides(seed -> LEARNER.fit(p, data, new Budget(1, 1e-5), seed));
        }
    }

    @Nested
    class Utility {

        @Test
        void epsilon4_beatsEpsilon002_andTheNonPrivateSvmBoundsBoth() {
            var split = MarginSplit.of(2000, 4000, 50, 0.3);
            var p = Map.of("oracleMargin", 0.3);
            // SNR n gamma* mu / 4 = 2000 * 0.36 * 0.42 / 4 = 75 at epsilon 4; 0.4 at epsilon 0.02 (as the oracle's)
            LEARNER.assertUtilityOrder(p, split, 4, 0.02);
            assertTrue(LEARNER.accuracy(p, split, new Budget(4, 1e-5), SeededNoise.forCell(1, "ngd")) > 0.97);
        }
    }
}

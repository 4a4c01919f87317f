package privbench.learners.margin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Tag;
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
import privbench.testing.ScaledNoise;
import privbench.testing.SeededLearnerTest;

class JlNoisyGradientDescentTest extends SeededLearnerTest {

    private static final LearnerUnderTest LEARNER = LearnerUnderTest.of(JlNoisyGradientDescent.class, "jlgd");
    private static final Budget EPS1 = new Budget(1.0, 1e-5);

    /** spec-000 section 6 item 16: the canary fits at k = d = 2, mu = 0.5 (exact inverse at delta = 1e-3), T = 20. */
    static final Map<String, Object> CANARY = Map.of("oracleMargin", 0.9, "accounting", "tight", "maxIterations", 20);

    JlNoisyGradientDescentTest() {
        super(seed -> LEARNER.fit(Map.of("oracleMargin", 0.3, "maxIterations", 100), Fixtures.marginData(300, 20, 0.3,
                1, 2), EPS1, seed));
    }

    @Nested
    class Privacy {

        @Test
        void oneCall_withTheWholeBudget_andTheOracleMarginLabelled() {
            Dataset data = Fixtures.marginData(1000, 600, 0.5, 1, 2);
            Fit f = LEARNER.fit(Map.of("oracleMargin", 0.5), data, EPS1, SeededNoise.ofSeed(1));
            double mu = Gdp.muForPaper(1, 1e-5);
            // k = ceil(4 ln(1001 * 1002 * 10^6) / 0.25) = ceil(16 * 27.634) = 443 < d: a projection, Delta = 12 / gamma = 24
            assertEquals(443, f.diagnostics().get("k"));
            assertEquals(0.0, f.diagnostics().get("projection_skipped"));
            assertEquals(24, f.diagnostics().get("sensitivity"), 1e-12);
            assertEquals(Math.min(2000, Math.ceil(1e6 * mu * mu)), f.diagnostics().get("iterations"));
            assertEquals(1.0, f.spent().epsilon(), 1e-9);
            assertTrue(f.spent().caveat().contains("oracle margin gamma = 0.5"), f.spent().caveat());
            // with k_max = 100 the call is capped and says so
            Fit capped = LEARNER.fit(Map.of("oracleMargin", 0.5, "maxProjection", 100), data, EPS1,
                    SeededNoise.ofSeed(1));
            assertEquals(100, capped.diagnostics().get("k"));
            assertEquals(1.0, capped.diagnostics().get("projection_capped"));
        }

        @Test
        void gdpAudit_onCanaryNeighbours_isConsistentWithTheClaimedMu() {
            var r = Canary.audit(LEARNER.spec(), CANARY, 4000, SeededNoise::ofSeed);
            assertTrue(r.consistent(), "worst excess " + r.worstExcess());
            assertTrue(r.epsilonLowerBound() <= Gdp.epsilon(0.5, 1e-3), "eps lower bound " + r.epsilonLowerBound());
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void gdpAudit_catchesNoiseScaledDown() {
            Canary.assertCaught(LEARNER.spec(), CANARY, 4000, 0.2);
        }

        @Test
        @Tag("slow")
        void gdpAudit_catchesNoiseHalved_with2e4RunsPerSide() {
            assertTrue(Canary.audit(LEARNER.spec(), CANARY, 20_000, SeededNoise::ofSeed).consistent());
            var r = Canary.audit(LEARNER.spec(), CANARY, 20_000,
                    seed -> new ScaledNoise(SeededNoise.ofSeed(seed), 0.5));
            assertFalse(r.consistent(), "worst excess " + r.worstExcess() + ", eps lower bound " + r.epsilonLowerBound());
        }
    }

    @Nested
    class Utility {

        @Test
        void theOracleLearnsTheMarginData() {
            // SNR n gamma* mu / 4 = 2000 * 0.36 * 0.42 / 4 = 75 at epsilon 4; 0.4 at epsilon 0.02
            LEARNER.assertLearnsAtHighNotAtLow(Map.of("oracleMargin", 0.3), MarginSplit.of(2000, 4000, 50, 0.3),
                    new Budget(4, 1e-5), new Budget(0.02, 1e-5), 0.97, 0.05);
        }
    }
}

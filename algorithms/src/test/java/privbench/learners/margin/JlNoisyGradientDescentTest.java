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
import privbench.testing.Reproducibility;
import privbench.testing.ScaledNoise;

class JlNoisyGradientDescentTest {

    private static final LearnerUnderTest LEARNER = LearnerUnderTest.of(JlNoisyGradientDescent.class, "jlgd");
    private static final Budget EPS1 = new Budget(1.0, 1e-5);

    /** spec-000 section 6 item 16: the canary fits at k = d = 2, mu = 0.5 (exact inverse at delta = 1e-3), T = 20. */
    static final Map<String, Object> CANARY = Map.of("oracleMargin", 0.9, "accounting", "tight", "maxIterations", 20);

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
    class Determinism {

        @Test
        void sameSeedAndCell_giveBitIdenticalWeights_otherSeedsOthers() {
            Dataset data = Fixtures.marginData(300, 20, 0.3, 1, 2);
            Map<String, Object> p = Map.of("oracleMargin", 0.3, "maxIterations", 100);
            Reproducibility.assertSeedDecides(seed -> LEARNER.fit(p, data, EPS1, seed));
        }
    }

    @Nested
    class Utility {

        @Test
        void theOracleLearnsTheMarginData() {
            Dataset train = Fixtures.marginData(2000, 50, 0.3, 1, 2);
            Dataset test = Fixtures.marginData(4000, 50, 0.3, 1, 3);
            double high = Fixtures.accuracy(LEARNER.fit(Map.of("oracleMargin", 0.3), train, new Budget(4, 1e-5),
                    SeededNoise.ofSeed(1)).model(), test);
            double low = Fixtures.accuracy(LEARNER.fit(Map.of("oracleMargin", 0.3), train, new Budget(0.02, 1e-5),
                    SeededNoise.ofSeed(1)).model(), test);
            // SNR n gamma* mu / 4 = 2000 * 0.36 * 0.42 / 4 = 75 at epsilon 4; 0.4 at epsilon 0.02
            assertTrue(high > 0.97 && high > low + 0.05, "eps 4: " + high + ", eps 0.02: " + low);
        }
    }
}

package privbench.learners.margin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.privacy.Budget;
import privbench.privacy.Neighbouring;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.GdpAccountant;
import privbench.privacy.accounting.RandomStoppingAccountant;
import privbench.testing.Fixtures;
import privbench.testing.LearnerUnderTest;
import privbench.testing.MarginSplit;
import privbench.testing.NoiseMeter;
import privbench.testing.SeededLearnerTest;

class AdaptiveMarginPrivTuneTest extends SeededLearnerTest {

    private static final LearnerUnderTest LEARNER = LearnerUnderTest.of(AdaptiveMarginPrivTune.class, "m'");
    private static final Dataset TRAIN = Fixtures.marginData(300, 20, 0.3, 1, 2);
    private static final Budget EPS1 = new Budget(1.0, 1e-5);

    AdaptiveMarginPrivTuneTest() {
        super(seed -> LEARNER.fit(Map.of("maxIterations", 30), TRAIN, EPS1, seed));
    }

    @Nested
    class Privacy {

        @Test
        void practicalRate_targetsEpsilonMinusDelta_andSpendsTheBudgetExactly() {
            Fit f = LEARNER.fit(Map.of("maxIterations", 20), TRAIN, EPS1, 1);
            // n = 300: |Gamma| = 10, r = 1/100; Thm K.3 with epsilon' = 1 - 1e-5 (spec-000 3.6 CHOICE)
            double r = 0.01;
            assertEquals(r, f.diagnostics().get("stop_rate"), 1e-15);
            assertEquals(100, f.diagnostics().get("expected_runs"), 1e-9);
            // with the 1e-12 margin every closed-form inverse carries (issue 11: the read-back never exceeds epsilon)
            double mu = (1 - 1e-5) / (6 * RandomStoppingAccountant.logTerm(r, 1e-5)) * (1 - 1e-12);
            assertEquals(mu, f.diagnostics().get("mu"), 1e-15);
            assertEquals(mu / Math.sqrt(2), f.diagnostics().get("mu_call"), 1e-15);
            var e = (PrivacyEvent.RandomStopping) f.spent().event();
            assertEquals(mu, GdpAccountant.mu(e.run()), 1e-12);
            assertEquals("tnb-gdp-paper", f.spent().accountant());
            assertEquals(Neighbouring.REPLACE_ONE, f.spent().relation());
            assertEquals(1.0, f.spent().epsilon(), 1e-9);
            assertTrue(f.spent().epsilon() <= 1.0, "spent " + f.spent().epsilon());
            assertEquals(1e-5, f.spent().delta());
            // K runs were made, each a fresh draw of theta; only the winner is in the output
            assertTrue(f.diagnostics().get("noisy_scores") >= 1);
        }

        @Test
        void tightAccounting_usesLemmaK1_forALargerMu() {
            Fit paper = LEARNER.fit(Map.of("maxIterations", 20), TRAIN, EPS1, 1);
            Fit tight = LEARNER.fit(Map.of("maxIterations", 20, "accounting", "tight"), TRAIN, EPS1, 1);
            assertEquals("tnb-gdp", tight.spent().accountant());
            assertTrue(tight.spent().epsilon() <= 1.0, "spent " + tight.spent().epsilon());
            assertTrue(tight.diagnostics().get("mu") > 1.5 * paper.diagnostics().get("mu"));
        }

        @Test
        void faithfulRate_isRefusedBeforeAnythingRuns_whenItsExpectedRunsAreUnaffordable() {
            // r = 1/(|Gamma|(n^2 - 1)) = 1/(10 * 89999): E[K] = 899990 > maxExpectedRuns = 100000
            var e = assertThrows(IllegalArgumentException.class,
                    () -> LEARNER.fit(Map.of("stopRate", "faithful"), TRAIN, EPS1, 1));
            assertTrue(e.getMessage().contains("899990"), e.getMessage());
            // at n = 12 it is affordable: E[K] = 5 * 143 = 715 runs
            Dataset tiny = Fixtures.marginData(12, 5, 0.3, 1, 2);
            Fit f = LEARNER.fit(Map.of("stopRate", "faithful", "maxIterations", 5), tiny, EPS1, 1);
            assertEquals(715, f.diagnostics().get("expected_runs"), 1e-9);
        }

        /** Every Gaussian release keeps at least the multiplier of the run the random-stopping event prices. */
        @Test
        void everyRelease_keepsThePricedMultiplier() {
            double r = NoiseMeter.multiplierRatio(n -> LEARNER.fit(Map.of("maxIterations", 20), TRAIN, EPS1, n), 1);
            assertTrue(r >= 1 - 1e-12, "smallest released multiplier / priced " + r);
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void noiseHalved_fallsBelowThePricedMultiplier() {
            double r = NoiseMeter.multiplierRatio(n -> LEARNER.fit(Map.of("maxIterations", 20), TRAIN, EPS1, n), 0.5);
            assertTrue(r < 1 - 1e-12, "smallest released multiplier / priced " + r);
        }
    }

    @Nested
    class Utility {

        @Test
        void epsilon8_beatsEpsilon005_andTheNonPrivateSvmBoundsBoth() {
            LEARNER.assertUtilityOrder(Map.of("maxIterations", 100), MarginSplit.of(1000, 4000, 20, 0.3), 8, 0.05);
        }
    }
}

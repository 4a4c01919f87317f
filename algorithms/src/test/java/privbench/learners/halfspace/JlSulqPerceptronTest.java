package privbench.learners.halfspace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.learners.Fit;
import privbench.privacy.Budget;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.Gdp;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Canary;
import privbench.testing.Fixtures;
import privbench.testing.LearnerUnderTest;
import privbench.testing.MarginSplit;
import privbench.testing.SeededLearnerTest;

class JlSulqPerceptronTest extends SeededLearnerTest {

    private static final LearnerUnderTest LEARNER = LearnerUnderTest.of(JlSulqPerceptron.class);

    JlSulqPerceptronTest() {
        super(seed -> LEARNER.fit(Map.of("gamma", 0.3, "projection", 20), Fixtures.marginData(200, 30, 0.3, 1, 2),
                new Budget(1, 1e-5), SeededNoise.ofSeed(4 + seed)));
    }

    @Nested
    class Privacy {

        @Test
        void twoTRoundsOfGaussians_composeToExactlyMu() {
            Fit f = LEARNER.fit(Map.of("gamma", 0.5), Fixtures.marginData(300, 20, 0.5, 1, 2), new Budget(1, 1e-5),
                    SeededNoise.ofSeed(1));
            double mu = Gdp.muFor(1, 1e-5);
            assertEquals(16, f.diagnostics().get("rounds"));   // T = ceil(4 / 0.25)
            var event = (PrivacyEvent.Repeated) f.spent().event();
            assertEquals(32, event.count());
            // each mechanism (mu_t / sqrt 2)-GDP, mu_t = mu / 4: sqrt(32 (mu/(4 sqrt 2))^2) = mu
            assertEquals(Math.sqrt(2) * 4 / mu, ((PrivacyEvent.Gaussian) event.event()).noiseMultiplier(), 1e-9);
            assertEquals(1.0, f.spent().epsilon(), 1e-6);
        }

        @Test
        void gdpAudit_onCanaryNeighbours_isConsistent() {
            Canary.assertConsistent(LEARNER.spec(), Map.of("gamma", 0.9), 4000);
        }
    }

    @Nested
    class NegativeControl {

        /**
         * The released w sums T data-dependent rounds, so the canary's one-round effect is diluted in w . e1: this
         * audit has power against noise x 0.02, not x 0.1 (measured); the exact noise multipliers are checked by
         * the event test above.
         */
        @Test
        void gdpAudit_catchesNoiseScaledDown() {
            Canary.assertCaught(LEARNER.spec(), Map.of("gamma", 0.9), 4000, 0.02);
        }
    }

    @Nested
    class Utility {

        @Test
        void learnsWithALargeBudget_notWithATinyOne() {
            LEARNER.assertLearnsAtHighNotAtLow(Map.of("gamma", 0.3), MarginSplit.of(2000, 3000, 100, 0.3),
                    new Budget(4, 1e-5), new Budget(0.01, 1e-5), 0.9, 0.1);
        }
    }
}

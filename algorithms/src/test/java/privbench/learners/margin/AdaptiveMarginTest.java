package privbench.learners.margin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.TrainingData;
import privbench.learners.erm.Estimator;
import privbench.privacy.Budget;
import privbench.privacy.Neighbouring;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.Gdp;
import privbench.privacy.accounting.GdpAccountant;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;
import privbench.testing.LearnerUnderTest;
import privbench.testing.NoiseMeter;
import privbench.testing.Reproducibility;
import privbench.testing.UtilityOrder;

class AdaptiveMarginTest {

    private static final LearnerUnderTest LEARNER = LearnerUnderTest.of(AdaptiveMargin.class, "m*");
    private static final Dataset TRAIN = Fixtures.marginData(1000, 40, 0.2, 1, 2);
    private static final Dataset TEST = Fixtures.marginData(4000, 40, 0.2, 1, 3);
    private static final Budget EPS1 = new Budget(1.0, 1e-5);

    @Nested
    class Privacy {

        @Test
        void paperAccounting_splitsMuOver2Gamma_andSpendsExactlyTheBudget() {
            Fit f = LEARNER.fit(Map.of("maxIterations", 50), TRAIN, EPS1, 1);
            double mu = Gdp.muForPaper(1, 1e-5);
            assertEquals(mu, f.diagnostics().get("mu"), 1e-15);
            assertEquals(11, f.diagnostics().get("grid_size"));
            assertEquals(mu / Math.sqrt(22), f.diagnostics().get("mu_call"), 1e-15);
            assertEquals(Math.sqrt(22) / (1000 * mu), f.diagnostics().get("score_noise_sd"), 1e-15);
            var events = ((PrivacyEvent.Composed) f.spent().event()).events();
            assertEquals(22, events.size());
            assertEquals(mu, GdpAccountant.mu(f.spent().event()), 1e-12);
            assertEquals("gdp-paper", f.spent().accountant());
            assertEquals(Neighbouring.REPLACE_ONE, f.spent().relation());
            assertEquals(1.0, f.spent().epsilon(), 1e-9);
            assertEquals(1e-5, f.spent().delta());
            assertEquals("", f.spent().caveat());
        }

        @Test
        void tightAccounting_recalibratesMuWithTheExactConversion() {
            Fit f = LEARNER.fit(Map.of("maxIterations", 50, "accounting", "tight"), TRAIN, EPS1, 1);
            double mu = Gdp.muFor(1, 1e-5);
            assertEquals(0.268051, mu, 5e-7);
            assertEquals(mu, f.diagnostics().get("mu"), 1e-15);
            assertEquals("gdp", f.spent().accountant());
            assertTrue(f.spent().epsilon() <= 1.0 && f.spent().epsilon() > 1 - 1e-6, "spent " + f.spent().epsilon());
        }

        @Test
        void projectionDimensions_followTheGridFormula_andSkipAtOrAboveD() {
            Dataset wide = Fixtures.marginData(200, 300, 0.2, 1, 2);
            double[] gammas = MarginGrid.gammas(200);
            var family = new MarginCandidates(wide, 1, TuningGrid.MARGIN.candidates(gammas, 4, 10), gammas.length,
                    Score.ERM, Estimator.LAST, 0, false, IdentityRadius.UNIT, SeededNoise.ofSeed(1), false);
            for (int t = 0; t < gammas.length; t++) {
                double k = MarginGrid.projectionDimension(4, gammas.length, 200, gammas[t]);
                ProjectionPlan plan = family.plan(t);
                assertEquals(k >= 300, plan.identity(), "gamma " + gammas[t]);
                assertEquals((int) Math.min(k, 300), plan.dimension(), "gamma " + gammas[t]);
                assertEquals(plan.dimension(), family.run(t, 1.0, SeededNoise.ofSeed(t)).output().dimension());
            }
            // gamma = 1 is the only candidate below d here: ceil(4 ln(9 * 201 * 202 * 200^2) / 1) = ceil(4 * 23.405) = 94
            assertEquals(94, family.plan(gammas.length - 1).dimension());
        }

        @Test
        void impossibleBudgets_areRefused() {
            assertThrows(IllegalArgumentException.class, () -> LEARNER.fit(Map.of(), TRAIN, Budget.pure(1), 1));
            // the paper's conversion needs epsilon < 8 ln(1/delta) = 92.1 at delta = 1e-5
            assertThrows(IllegalArgumentException.class, () -> LEARNER.fit(Map.of(), TRAIN, new Budget(100, 1e-5), 1));
        }
    }

    @Nested
    class NegativeControl {

        /**
         * Every Gaussian release names its sensitivity: sigma / sensitivity must be at least the smallest multiplier
         * of the event priced (the candidates' steps and the noisy scores). Honest: at least 1; noise halved: 1/2.
         */
        @Test
        void noiseHalved_fallsBelowThePricedMultiplier_theHonestRunDoesNot() {
            var learner = LEARNER.spec().create(Map.of("maxIterations", 50));
            double honest = NoiseMeter.multiplierRatio(n -> learner.fit(TrainingData.privateOnly(TRAIN), EPS1, n), 1);
            double halved = NoiseMeter.multiplierRatio(n -> learner.fit(TrainingData.privateOnly(TRAIN), EPS1, n), 0.5);
            assertTrue(honest >= 1 - 1e-12, "honest " + honest);
            assertTrue(halved < 1 - 1e-12, "halved " + halved);
        }
    }

    @Nested
    class Determinism {

        @Test
        void sameSeedAndCell_giveBitIdenticalWeights_otherSeedsOthers() {
            Map<String, Object> p = Map.of("maxIterations", 100);
            Reproducibility.assertSeedDecides(seed -> LEARNER.fit(p, TRAIN, EPS1, 4 + seed));
        }

        @Test
        void infiniteEpsilon_runsNoiseFreeAndClaimsNothing() {
            Fit f = LEARNER.fit(Map.of("maxIterations", 100), TRAIN, new Budget(Double.POSITIVE_INFINITY, 0), 1);
            assertFalse(f.spent().isPrivate());
            assertEquals(0.0, f.diagnostics().get("sigma"));
            assertEquals(0.0, f.diagnostics().get("score_noise_sd"));
            assertFalse(f.diagnostics().containsKey("mu_call"), "a non-finite mu_call is left out");
        }
    }

    @Nested
    class Utility {

        private double meanAccuracy(double epsilon, int seeds) {
            double s = 0;
            for (long seed = 0; seed < seeds; seed++) {
                s += Fixtures.accuracy(LEARNER.fit(Map.of("maxIterations", 400), TRAIN, new Budget(epsilon, 1e-5),
                        seed).model(), TEST);
            }
            return s / seeds;
        }

        @Test
        void epsilon8_beatsEpsilon005_andTheNonPrivateSvmBoundsBoth() {
            // test accuracy on 4000 rows has binomial sd <= sqrt(0.25/4000) = 0.008: margins of 3 sd (UtilityOrder)
            double high = meanAccuracy(8, 3);
            double low = meanAccuracy(0.05, 3);
            UtilityOrder.check(high, low, Fixtures.accuracy(Fixtures.nonPrivateSvm(TRAIN).model(), TEST), TEST.rows());
            // gamma* = 0.2 data, n = 1000: at epsilon = 8 (mu_call = 0.178, SNR n gamma mu / 4 ~ 12) M* is accurate
            assertTrue(high > 0.9, "eps 8: " + high);
        }

        @Test
        void populationScore_prefersSmallProjections() {
            // the penalty (5/2)(k ln 2n + ln 4/beta) dominates at n = 1000 (spec-000 3.4): gamma = 1 (k = 121 < d) wins
            Dataset wide = Fixtures.marginData(1000, 200, 0.2, 1, 2);
            Fit f = LEARNER.fit(Map.of("maxIterations", 50, "score", "pop"), wide, EPS1, 1);
            assertEquals(1.0, f.diagnostics().get("gamma_out"));
            assertEquals(121, f.diagnostics().get("k"));
        }
    }

    @Test
    void extendedGrid_crossesGammaWithStepsAndJlConstants() {
        List<MarginCandidates.Candidate> c = TuningGrid.MARGIN_STEPS_JL.candidates(MarginGrid.gammas(1000), 4, 2000);
        assertEquals(99, c.size());
        assertEquals(new MarginCandidates.Candidate(0, 0.001, 1, 500), c.get(0));
        assertEquals(new MarginCandidates.Candidate(10, 1.0, 16, 8000), c.get(98));
    }
}

package privbench.learners.halfspace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.semiprivate.sgd.NoisySgdTheory;
import privbench.optim.MarginLoss;
import privbench.privacy.Budget;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.accounting.Accountants;
import privbench.privacy.accounting.Gdp;
import privbench.privacy.noise.ExponentialMechanism;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Canary;
import privbench.testing.Fixtures;
import privbench.testing.LearnerUnderTest;
import privbench.testing.MarginSplit;
import privbench.testing.Reproducibility;

class EfficientHalfspaceLearnerTest {

    /**
     * The canary audit's options (spec-001 section 6 item 16: canary rows in R^2, T = 20 steps), shared with the
     * unprojected baseline, which runs the same private ERM.
     */
    static final Map<String, Object> CANARY = Map.of("gamma", 0.9, "maxIterations", 20);
    private static final LearnerUnderTest LEARNER = LearnerUnderTest.of(EfficientHalfspaceLearner.class);

    /** The F-selection EM's worst |ln P_S - ln P_S'| over replace-one neighbours, for candidates +-e1, +-e2, diag. */
    private static double worstSelectionLogRatio(double epsilon, double sensitivity, double gamma) {
        MarginLoss loss = SurrogateLoss.of(gamma);
        double[][] candidates = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {0.6, 0.8}};
        double[] x = {0.8, 0.6, 0.6, -0.8, -1, 0, 0.28, 0.96};
        double[] y = {1, 1, -1, 1};
        double[] p = ExponentialMechanism.logProbabilities(utilities(candidates, loss, x, y), epsilon, sensitivity);
        double worst = 0;
        double[][] rows = {{1, 0}, {-1, 0}, {0, 1}, {0.6, 0.8}};
        for (int k = 0; k < 4; k++) {
            for (double[] r : rows) {
                for (double label : new double[] {-1, 1}) {
                    double[] x2 = x.clone();
                    double[] y2 = y.clone();
                    x2[2 * k] = r[0];
                    x2[2 * k + 1] = r[1];
                    y2[k] = label;
                    double[] q = ExponentialMechanism.logProbabilities(utilities(candidates, loss, x2, y2), epsilon,
                            sensitivity);
                    for (int c = 0; c < candidates.length; c++) {
                        worst = Math.max(worst, Math.abs(p[c] - q[c]));
                    }
                }
            }
        }
        return worst;
    }

    private static double[] utilities(double[][] candidates, MarginLoss loss, double[] x, double[] y) {
        double[] u = new double[candidates.length];
        for (int c = 0; c < candidates.length; c++) {
            u[c] = -SurrogateLoss.total(loss, candidates[c], x, y, y.length, 2);
        }
        return u;
    }

    @Nested
    class Privacy {

        @Test
        void faithfulF_runsAndSelection_composeToTheBudget_whileThePapersLiteralSplitExceedsIt() {
            int runs = SelectionBudget.repetitions(0.1);
            assertEquals(5, runs);
            assertEquals(6, SelectionBudget.repetitions(0.05));
            Guarantee spec = Accountants.PURE.guarantee(SelectionBudget.spec(1, 1e-5, runs).event(), 1e-5,
                    Neighbouring.REPLACE_ONE);
            assertEquals(1.0, spec.epsilon(), 1e-12);
            assertEquals(1e-5, spec.delta(), 1e-18);
            Guarantee rescaled = Accountants.PURE.guarantee(SelectionBudget.paperRescaled(1, 1e-5, runs).event(),
                    1e-5, Neighbouring.REPLACE_ONE);
            assertTrue(rescaled.epsilon() <= 1 + 1e-12, "paper-rescaled " + rescaled.epsilon());
            // spec-001 ERRATUM: (eps/R, delta/R) per run already spends (eps, delta); the EM at eps/R comes on top
            Guarantee literal = Accountants.PURE.guarantee(SelectionBudget.paperLiteral(1, 1e-5, runs).event(), 1e-5,
                    Neighbouring.REPLACE_ONE);
            assertEquals(1.2, literal.epsilon(), 1e-12);
            assertTrue(literal.epsilon() > 1, "the literal split must exceed the budget");
            // and the learner records the corrected split
            Fit f = LEARNER.fit(Map.of("gamma", 0.5, "solver", "faithful", "maxSgdSteps", 2000),
                    Fixtures.marginData(100, 2, 0.5, 1, 2), new Budget(1, 1e-5), SeededNoise.ofSeed(1));
            assertEquals(1.0, f.spent().epsilon(), 1e-12);
            assertEquals(0.1, f.diagnostics().get("epsilon_run"), 1e-15);
            assertEquals(0.5, f.diagnostics().get("epsilon_selection"), 1e-15);
            assertEquals(SurrogateLoss.maxLoss(0.5), f.diagnostics().get("selection_sensitivity"), 1e-15);
        }

        @Test
        void selectionEm_withDeltaULMax_isWithinEToTheEpsilonOnEveryNeighbour() {
            double gamma = 0.3;
            assertTrue(worstSelectionLogRatio(0.5, SurrogateLoss.maxLoss(gamma), gamma) <= 0.5 + 1e-12);
        }

        @Test
        void bst14ReferenceSigma_andTheSurrogatesKeyValues() {
            // spec-001 section 3.3: gamma = 0.1 (L = 11.6279), n = 1000, delta' = 2e-6, eps' = 0.2 and 0.1
            double lip = SurrogateLoss.lipschitz(0.1);
            assertEquals(5_332_051.47, NoisySgdTheory.sigma(1000, lip, 0.2, 2e-6), 0.01);
            assertEquals(10_664_102.94, NoisySgdTheory.sigma(1000, lip, 0.1, 2e-6), 0.01);
            MarginLoss l = SurrogateLoss.of(0.1);
            assertEquals(0.0, l.value(0.096), 1e-15);
            assertEquals(1.0, l.value(0.01), 1e-12);
            assertEquals(96.0 / 86, l.value(0), 1e-12);
            assertEquals(SurrogateLoss.maxLoss(0.1), l.value(-1), 1e-12);
            // m reference (spec-001 section 2.1): beta_JL = 1.5625e-8 and m = 288 / 7190 at gamma 0.5 / 0.1, n = 1000
            assertEquals(1.5625e-8, ProjectedSample.betaJl(0.1, 0.1, 1000), 1e-22);
            assertEquals(288, ProjectedSample.dimension(4, 0.1, 0.1, 1000, 0.5));
            assertEquals(7190, ProjectedSample.dimension(4, 0.1, 0.1, 1000, 0.1));
        }

        @Test
        void fullBatchF_spendsMu_andPassesTheGdpAudit() {
            Dataset data = Fixtures.marginData(1000, 600, 0.5, 1, 2);
            Fit tight = LEARNER.fit(Map.of("gamma", 0.5), data, new Budget(1, 1e-5), SeededNoise.ofSeed(1));
            assertEquals(Gdp.muFor(1, 1e-5), tight.diagnostics().get("mu"), 1e-12);
            assertEquals(1.0, tight.spent().epsilon(), 1e-6);
            assertEquals("gdp", tight.spent().accountant());
            // m = ceil(4 ln(64000/0.001)/0.25) = 288 < d: projected
            assertEquals(288, tight.diagnostics().get("m"));
            Fit paper = LEARNER.fit(Map.of("gamma", 0.5, "accounting", "paper"), data, new Budget(1, 1e-5),
                    SeededNoise.ofSeed(1));
            assertEquals(Gdp.muForPaper(1, 1e-5), paper.diagnostics().get("mu"), 1e-12);
            assertEquals("gdp-paper", paper.spent().accountant());
            Canary.assertConsistent(LEARNER.spec(), CANARY, 4000);
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void selectionEm_withoutTheFactorTwo_orWithSensitivityOne_breaksTheRatio() {
            double gamma = 0.3;
            double lmax = SurrogateLoss.maxLoss(gamma);
            // probabilities(u, 2 eps, Delta) is exp(eps u / Delta): the factor 2 dropped (pitfall 5)
            assertTrue(worstSelectionLogRatio(1.0, lmax, gamma) > 0.5 + 1e-6);
            // Delta u = 1 instead of l_max (pitfall 4)
            assertTrue(worstSelectionLogRatio(0.5, 1.0, gamma) > 0.5 + 1e-6);
        }

        @Test
        void gdpAudit_catchesNoiseScaledDown() {
            Canary.assertCaught(LEARNER.spec(), CANARY, 4000, 0.2);
        }
    }

    @Nested
    class Determinism {

        @Test
        void sameSeed_sameModel_forBothSolvers() {
            Dataset data = Fixtures.marginData(200, 30, 0.3, 1, 2);
            for (String solver : List.of("gdp-fullbatch", "faithful")) {
                Map<String, Object> p = Map.of("gamma", 0.3, "solver", solver, "maxSgdSteps", 3000, "projection", 20);
                // streams 5, 5 and 6; models compare weights and bias to the bit
                Reproducibility.assertSeedDecides(seed -> LEARNER.fit(p, data, new Budget(1, 1e-5),
                        SeededNoise.ofSeed(4 + seed)));
            }
        }
    }

    @Nested
    class Utility {

        @Test
        void fullBatch_learnsAMarginHalfspaceInHighDimension() {
            // n gamma^2 mu / L-scale: at eps 2 the noise per step is small against n L; at eps 0.01 it dominates
            LEARNER.assertLearnsAtHighNotAtLow(Map.of("gamma", 0.3), MarginSplit.of(2000, 4000, 1000, 0.3),
                    new Budget(2, 1e-5), new Budget(0.01, 1e-5), 0.95, 0.1);
        }

        @Test
        void faithful_isAccurateWithoutNoise_andBetterThanChanceWithIt() {
            Dataset train = Fixtures.marginData(150, 2, 0.5, 1, 2);
            Dataset test = Fixtures.marginData(2000, 2, 0.5, 1, 3);
            double clean = Fixtures.accuracy(LEARNER.fit(Map.of("gamma", 0.5, "solver", "faithful"), train,
                    new Budget(Double.POSITIVE_INFINITY, 0), SeededNoise.ofSeed(1)).model(), test);
            assertTrue(clean > 0.97, "noise-free faithful F " + clean);
            List<Double> acc = new ArrayList<>();
            for (int s = 0; s < 5; s++) {
                acc.add(Fixtures.accuracy(LEARNER.fit(Map.of("gamma", 0.5, "solver", "faithful"), train,
                        new Budget(8, 1e-5), SeededNoise.ofSeed(s)).model(), test));
            }
            double mean = acc.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
            assertTrue(mean > 0.6, "faithful F at eps 8: " + acc);
        }
    }
}

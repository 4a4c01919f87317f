package privbench.learners.marginguarantee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.LearnerSpec;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.noise.ExponentialMechanism;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;
import privbench.testing.LearnerUnderTest;
import privbench.testing.MarginSplit;
import privbench.testing.SeededLearnerTest;

class RhoSelectionTest extends SeededLearnerTest {

    private static final LearnerUnderTest LEARNER = LearnerUnderTest.of(RhoSelection.class, "c");
    private static final LearnerSpec<?> SPEC = LEARNER.spec();

    RhoSelectionTest() {
        super(seed -> LEARNER.fit(Map.of("netSize", 256), Fixtures.marginData(300, 20, 0.2, 1, 2), Budget.pure(1),
                seed));
    }

    private static double[] emProbabilities(Dataset s, double eps, double sensitivityFactor) {
        var learner = (RhoSelection) SPEC.create(Map.of("netSize", 64, "maxProjection", 2, "grid", 2));
        var cand = learner.emCandidates(s, 2, Budget.pure(eps), SeededNoise.ofSeed(4));
        return ExponentialMechanism.probabilities(cand.utilities(), eps, sensitivityFactor / s.rows());
    }

    /** The epsilon of the MS-EM checks: the exact law on a 10-row sample, every replace-one neighbour. */
    private static final double EM_EPS = 0.8;

    /**
     * The largest log ratio of the MS-EM's exact output law (prior folded) at {@link #EM_EPS} over the replace-one
     * neighbours of a 10-row sample, the sensitivity scaled by factor: 1 is the learner's, 0.5 drops the factor two.
     */
    private static double msEmWorstLogRatio(double sensitivityFactor) {
        return Neighbours.worstLogRatio(Fixtures.marginData(10, 4, 0.2, 1, 2),
                t -> emProbabilities(t, EM_EPS, sensitivityFactor));
    }

    @Nested
    class Privacy {

        @Test
        void msEm_exactOutputDistribution_movesByAtMostEpsilon_withThePriorFolded() {
            double worst = msEmWorstLogRatio(1);
            assertTrue(worst <= EM_EPS + 1e-9, "max log ratio " + worst);
        }

        @Test
        void holdout_chargesTheSelectionToTheBudget() {
            var data = TrainingData.privateOnly(Fixtures.marginData(1000, 30, 0.2, 1, 2));
            Fit f = SPEC.create(Map.of("base", "eff-priv-mrg", "mode", "holdout", "grid", 3)).fit(data,
                    new Budget(2, 1e-6), SeededNoise.ofSeed(1));
            assertTrue(f.spent().epsilon() <= 2 + 1e-12 && f.spent().epsilon() >= 2 - 1e-12);
            assertTrue(f.spent().delta() <= 1e-6);
            assertTrue(f.spent().caveat().contains("RECON"));
            assertEquals(3, f.diagnostics().get("grid"));
        }

        @Test
        void holdoutWithZcdpComposition_spendsNoMoreThanTheBudget_andEachRunGetsRhoOverJPlusOne() {
            var data = TrainingData.privateOnly(Fixtures.marginData(1000, 30, 0.2, 1, 2));
            Fit f = SPEC.create(Map.of("base", "eff-priv-mrg", "mode", "holdout", "grid", 3, "composition", "zcdp"))
                    .fit(data, new Budget(1, 1e-6), SeededNoise.ofSeed(1));
            assertTrue(f.spent().epsilon() <= 1 + 1e-12 && f.spent().delta() <= 1e-6, f.spent().toString());
            Budget share = RhoSelection.zcdpShare(new Budget(1, 1e-6), 4);
            assertEquals(PrivateHingeErm.zcdpRho(1, 1e-6) / 4, PrivateHingeErm.zcdpRho(share.epsilon(), 1e-6), 1e-12);
            // tighter than the basic split: each run gets more than epsilon/4
            assertTrue(share.epsilon() > 0.25, "" + share.epsilon());
        }

        @Test
        void emModeNeedsANetLearner_andTheGridRuleIsHalfLog2M() {
            assertThrows(IllegalArgumentException.class, () -> SPEC.create(Map.of("base", "eff-priv-mrg"))
                    .fit(TrainingData.privateOnly(Fixtures.marginData(100, 5, 0.2, 1, 2)), Budget.pure(1),
                            SeededNoise.ofSeed(1)));
            assertEquals(7, RhoSelection.gridSize(0, 10_000));
            assertEquals(5, RhoSelection.gridSize(0, 1000));
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void msEm_withoutTheFactorTwo_isCaught() {
            double worst = msEmWorstLogRatio(0.5);
            assertTrue(worst > EM_EPS + 1e-6, "broken mechanism must be caught: " + worst);
        }
    }

    @Nested
    class Utility {

        @Test
        void msEm_landsNearTheBestFixedRho() {
            var split = MarginSplit.of(2000, 2000, 30, 0.3);
            double selected = LEARNER.accuracy(Map.of("netSize", 2048), split, Budget.pure(2), SeededNoise.ofSeed(1));
            var fixed = LearnerUnderTest.of(PrivMarginLearner.class);
            double best = 0;
            for (int j = 0; j <= RhoSelection.gridSize(0, 2000); j++) {
                best = Math.max(best, fixed.accuracy(Map.of("netSize", 2048, "rho", Math.pow(2, -j)), split,
                        Budget.pure(2), SeededNoise.ofSeed(1)));
            }
            assertTrue(selected > best - 0.1, "selected " + selected + ", best fixed " + best);
        }
    }
}

package privbench.learners.marginguarantee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.LearnerSpec;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.Neighbouring;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;
import privbench.testing.LearnerUnderTest;
import privbench.testing.MarginSplit;
import privbench.testing.SeededLearnerTest;

class LabelDpMarginLearnerTest extends SeededLearnerTest {

    private static final LearnerUnderTest LEARNER = LearnerUnderTest.of(LabelDpMarginLearner.class, "c");
    private static final LearnerSpec<?> SPEC = LEARNER.spec();
    /** A tiny case: 8 rows in R^3, PCA to k = 2, the exact sphere net with theta = rho/2 = 0.2 (32 directions). */
    private static final LabelDpMarginLearner.Options TINY = new LabelDpMarginLearner.Options(0.4,
            LabelDpMarginLearner.Embed.PCA, 2, Net.Kind.SPHERE, 1, 1 << 20, 1.0);

    LabelDpMarginLearnerTest() {
        super(seed -> LEARNER.fit(Map.of("netSize", 512), Fixtures.marginData(300, 30, 0.2, 1, 2), Budget.pure(1),
                seed));
    }

    /** max over every single-label flip of max_c |ln p_S(c) - ln p_S'(c)|, output distributions in closed form. */
    private static double worstLabelFlip(LabelDpMarginLearner learner, Dataset s, double eps) {
        Budget b = Budget.pure(eps);
        double[] p = learner.selectionProbabilities(TrainingData.privateOnly(s), b, SeededNoise.ofSeed(7));
        double worst = 0;
        for (int i = 0; i < s.rows(); i++) {
            double[] q = learner.selectionProbabilities(TrainingData.privateOnly(Neighbours.labelFlipped(s, i)), b,
                    SeededNoise.ofSeed(7));
            worst = Math.max(worst, Neighbours.maxLogRatio(p, q));
        }
        return worst;
    }

    @Nested
    class Privacy {

        @Test
        void exactOutputDistribution_changesByAtMostEpsilon_whenOneLabelFlips() {
            Dataset s = Fixtures.marginData(8, 3, 0.2, 1, 2);
            for (double eps : new double[] {0.1, 1, 3}) {
                double worst = worstLabelFlip(new LabelDpMarginLearner(TINY), s, eps);
                assertTrue(worst <= eps + 1e-12, "eps " + eps + ": max log ratio " + worst);
            }
        }

        @Test
        void guaranteeRecordsTheLabelRelation_andTheReconstruction() {
            Fit f = SPEC.create(Map.of("netSize", 256)).fit(TrainingData.privateOnly(Fixtures.marginData(200, 20, 0.2, 1,
                    2)), Budget.pure(1), SeededNoise.ofSeed(1));
            assertEquals(Neighbouring.LABEL_ONLY, f.spent().relation());
            assertEquals(1.0, f.spent().epsilon());
            assertTrue(f.spent().caveat().contains("RECON"), f.spent().caveat());
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void withTheNoiseRemoved_theExactCheckFails() {
            Dataset s = Fixtures.marginData(8, 3, 0.2, 1, 2);
            double worst = worstLabelFlip(new LabelDpMarginLearner(TINY, true), s, 1);
            assertTrue(worst > 1, "the noise-free learner must be caught: " + worst);
        }
    }

    @Nested
    class Utility {

        @Test
        void beatsTheFullDpNetLearnerAtTheSameEpsilon() {
            var split = MarginSplit.of(1000, 2000, 100, 0.2);
            double label = LEARNER.accuracy(Map.of(), split, Budget.pure(0.5), SeededNoise.ofSeed(1));
            double full = LearnerUnderTest.of(PrivMarginLearner.class).accuracy(Map.of("netSize", 4096), split,
                    Budget.pure(0.5), SeededNoise.ofSeed(1));
            assertTrue(label > 0.95 && label > full + 0.05, "label DP " + label + ", full DP " + full);
        }
    }
}

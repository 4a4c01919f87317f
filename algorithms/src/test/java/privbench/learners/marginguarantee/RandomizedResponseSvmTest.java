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

class RandomizedResponseSvmTest extends SeededLearnerTest {

    private static final LearnerUnderTest LEARNER = LearnerUnderTest.of(RandomizedResponseSvm.class, "c");
    private static final LearnerSpec<?> SPEC = LEARNER.spec();

    RandomizedResponseSvmTest() {
        super(seed -> LEARNER.fit(Map.of(), Fixtures.marginData(300, 10, 0.2, 1, 2), Budget.pure(1), seed));
    }

    /** ln of the largest ratio P(release l | y) / P(release l | y') of randomised response with flip probability q. */
    private static double labelLogRatio(double q) {
        return q == 0 ? Double.POSITIVE_INFINITY : Math.abs(Math.log((1 - q) / q));
    }

    @Nested
    class Privacy {

        @Test
        void flipProbability_makesTheLabelRatioExactlyEToTheEpsilon() {
            for (double eps : new double[] {0.1, 1, 4}) {
                assertEquals(eps, labelLogRatio(RandomizedResponseSvm.flipProbability(eps)), 1e-12);
            }
        }

        @Test
        void empiricalFlipRate_matchesTheProbability() {
            // 20000 labels flipped i.i.d.: the count is within 4 binomial standard deviations of 20000 q
            Dataset s = Fixtures.marginData(20000, 2, 0.2, 1, 2);
            double q = RandomizedResponseSvm.flipProbability(1);
            var noise = SeededNoise.ofSeed(3).child("randomised-response");
            int flips = 0;
            for (int i = 0; i < s.rows(); i++) {
                flips += noise.uniform() < q ? 1 : 0;
            }
            assertEquals(20000 * q, flips, 4 * Math.sqrt(20000 * q * (1 - q)));
            Fit f = SPEC.create(Map.of()).fit(TrainingData.privateOnly(s), Budget.pure(1), SeededNoise.ofSeed(3));
            assertEquals(Neighbouring.LABEL_ONLY, f.spent().relation());
            assertEquals(q, f.diagnostics().get("flip_probability"), 1e-15);
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void noFlipping_isCaughtByTheRatioCheck() {
            assertTrue(labelLogRatio(RandomizedResponseSvm.flipProbability(Double.POSITIVE_INFINITY)) > 1);
            assertTrue(labelLogRatio(RandomizedResponseSvm.flipProbability(2)) > 1);
        }
    }

    @Nested
    class Utility {

        @Test
        void collapsesAtSmallEpsilon_andRecoversAtLarge() {
            LEARNER.assertLearnsAtHighNotAtLow(Map.of(), MarginSplit.of(1000, 2000, 50, 0.2), Budget.pure(8),
                    Budget.pure(0.05), 0.95, 0.1);
        }
    }
}

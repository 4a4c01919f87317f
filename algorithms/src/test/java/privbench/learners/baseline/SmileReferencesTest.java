package privbench.learners.baseline;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.data.synthetic.ConcentricSpheres;
import privbench.learners.Fit;
import privbench.learners.LearnerSpec;
import privbench.learners.PrivateLearner;
import privbench.learners.TrainingData;
import privbench.learners.erm.NoisyGradientDescent;
import privbench.privacy.Budget;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;
import privbench.testing.NoiseMeter;
import privbench.testing.UtilityOrder;

/**
 * The Smile references (smile-kernel-svm, smile-mlp) claim nothing, are seeded, and fit data no halfspace separates.
 */
class SmileReferencesTest {

    private static final List<Class<? extends PrivateLearner>> REFERENCES = List.of(SmileKernelSvm.class,
            SmileMlp.class);
    private static final Dataset TRAIN = spheres(600, 2);
    private static final Dataset TEST = spheres(1000, 3);

    private static Dataset spheres(int n, long sample) {
        return new ConcentricSpheres().generate(n, 3, Map.of(), SeededNoise.ofSeed(1).structural("s"),
                SeededNoise.ofSeed(sample).structural("rows"));
    }

    private static Fit fit(Class<? extends PrivateLearner> c, Budget budget, NoiseSource noise) {
        return LearnerSpec.of(c).create(Map.of()).fit(TrainingData.privateOnly(TRAIN), budget, noise);
    }

    @Nested
    class Privacy {

        /** A reference claims nothing (epsilon +infinity) at any budget, however small, and refuses none. */
        @Test
        void claimNothing_atAnyBudget_refuseNone_andAddNoNoise() {
            for (var c : REFERENCES) {
                for (Budget b : new Budget[] {new Budget(0.01, 1e-9), Budget.pure(1)}) {
                    Fit f = fit(c, b, SeededNoise.ofSeed(1));
                    assertFalse(f.spent().isPrivate(), c.getSimpleName());
                    assertEquals(Double.POSITIVE_INFINITY, f.spent().epsilon(), c.getSimpleName());
                }
                assertTrue(LearnerSpec.of(c).nonPrivate(), c.getSimpleName());
                assertEquals(0.0, NoiseMeter.addedNoise(n -> fit(c, Budget.pure(1), n)), c.getSimpleName());
            }
        }
    }

    @Nested
    class NegativeControl {

        /** The no-noise check has power: dp-gd through the same meter on the same rows is seen adding noise. */
        @Test
        void theNoNoiseCheck_catchesAPrivateLearner() {
            assertTrue(NoiseMeter.addedNoise(n -> LearnerSpec.of(NoisyGradientDescent.class).create(Map.of())
                    .fit(TrainingData.privateOnly(TRAIN), new Budget(1, 1e-5), n)) > 0);
        }
    }

    @Nested
    class Determinism {

        @Test
        void sameSeed_sameScores_andTheMlpsInitialisationFollowsTheSeed() {
            for (var c : REFERENCES) {
                var a = fit(c, Budget.pure(1), SeededNoise.forCell(1, "c"));
                var b = fit(c, Budget.pure(1), SeededNoise.forCell(1, "c"));
                assertArrayEquals(a.model().scores(TEST), b.model().scores(TEST), c.getSimpleName());
            }
            var one = fit(SmileMlp.class, Budget.pure(1), SeededNoise.forCell(1, "c"));
            var two = fit(SmileMlp.class, Budget.pure(1), SeededNoise.forCell(2, "c"));
            assertFalse(Arrays.equals(one.model().scores(TEST), two.model().scores(TEST)));
        }
    }

    @Nested
    class Utility {

        /**
         * Concentric spheres: no halfspace beats chance by much, the kernel SVM and the MLP do; each must beat the
         * linear SVM by 3 binomial sd on 1000 test rows, the kernel SVM above 0.95 and the MLP above 0.7.
         */
        @Test
        void kernelSvmAndMlp_fitWhatNoHalfspaceSeparates() {
            Fit linear = Fixtures.nonPrivateSvm(TRAIN);
            double linearAccuracy = Fixtures.accuracy(linear.model(), TEST);
            for (var c : REFERENCES) {
                double acc = Fixtures.accuracy(fit(c, Budget.pure(1), SeededNoise.forCell(1, "c")).model(), TEST);
                assertTrue(acc > linearAccuracy + UtilityOrder.slack(1000), c.getSimpleName() + " " + acc
                        + " vs linear " + linearAccuracy);
                assertTrue(acc > (c == SmileKernelSvm.class ? 0.95 : 0.7), c.getSimpleName() + " accuracy " + acc);
            }
        }
    }
}

package privbench.learners.auc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static privbench.testing.Fixtures.weights;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.evaluation.Auc;
import privbench.evaluation.Predictions;
import privbench.learners.Fit;
import privbench.learners.Learners;
import privbench.learners.LinearModel;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.Neighbouring;
import privbench.privacy.noise.ExponentialMechanism;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.SeededLearnerTest;

class AucPrivateTuningTest extends SeededLearnerTest {

    private static final Dataset TRAIN = AucFixtures.gaussianClasses(120, 480, 5, 0.25, 0.3, 81);
    private static final Dataset TEST = AucFixtures.gaussianClasses(200, 800, 5, 0.25, 0.3, 82);

    AucPrivateTuningTest() {
        super(seed -> learner(AucPrivateTuning.Mechanism.OBJECTIVE, DpRegime.PURE).fit(TrainingData.privateOnly(TRAIN),
                Budget.pure(1), SeededNoise.forCell(4 + seed, "c")));
    }

    private static AucPrivateTuning learner(AucPrivateTuning.Mechanism mechanism, DpRegime regime) {
        return new AucPrivateTuning(new AucPrivateTuning.Options(mechanism, PairwiseLoss.LOGISTIC, regime,
                PairAccounting.PAPER, AucOutputPerturbation.GaussianCalibration.ANALYTIC, 1, 1e-9, 10_000));
    }

    /** The largest ln p_k(u) / p_k(u') over score vectors u, u' within sensitivity of each other. */
    private static double worstLogRatio(double epsilon, double sensitivity, double calibrationEpsilon) {
        RandomGenerator rng = SeededNoise.ofSeed(83).structural("em");
        double worst = 0;
        for (int trial = 0; trial < 2000; trial++) {
            double[] u = new double[5];
            double[] v = new double[5];
            int up = trial % 5;
            for (int k = 0; k < 5; k++) {
                u[k] = Gaussians.uniform(rng);
                // the adversary moves one score up and every other down, each by the full sensitivity
                v[k] = u[k] + (k == up ? sensitivity : -sensitivity);
            }
            double[] p = ExponentialMechanism.probabilities(u, calibrationEpsilon, sensitivity);
            double[] q = ExponentialMechanism.probabilities(v, calibrationEpsilon, sensitivity);
            for (int k = 0; k < 5; k++) {
                worst = Math.max(worst, Math.abs(Math.log(p[k] / q[k])));
            }
        }
        return worst / epsilon;
    }

    @Nested
    class Privacy {

        @Test
        void partition_isDisjointCoveringAndStratified() {
            int[] labels = TRAIN.labels();
            List<int[]> parts = AucPrivateTuning.partition(labels, 6, SeededNoise.ofSeed(1).structural("p"));
            int[] seen = new int[labels.length];
            for (int[] part : parts) {
                int pos = 0;
                for (int i : part) {
                    seen[i]++;
                    pos += labels[i];
                }
                assertEquals(20, pos, "120 positives dealt into 6 parts");
                assertEquals(100, part.length);
            }
            int[] once = new int[labels.length];
            Arrays.fill(once, 1);
            assertArrayEquals(once, seen);
            // a function of the labels and the stream only: the same for any features
            assertArrayEquals(parts.get(3),
                    AucPrivateTuning.partition(labels.clone(), 6, SeededNoise.ofSeed(1).structural("p")).get(3));
        }

        @Test
        void validationAuc_movesByAtMostOneOverTheSmallerClass() {
            RandomGenerator rng = SeededNoise.ofSeed(84).structural("auc");
            Dataset v = AucFixtures.gaussianClasses(7, 13, 1, 0, 1, 85);
            for (int trial = 0; trial < 200; trial++) {
                double[] x = v.x().clone();
                int k = trial % 20;
                x[k] = Math.floor(Gaussians.uniform(rng) * 4) - 2;   // any replacement, ties included
                double a = new Auc().value(Predictions.of(LinearModel.of(new double[] {1}), v));
                double b = new Auc().value(Predictions.of(LinearModel.of(new double[] {1}), v.withFeatures(x, 1, 1)));
                assertTrue(Math.abs(a - b) <= 1.0 / 7 + 1e-15, trial + ": " + Math.abs(a - b));
            }
        }

        @Test
        void exponentialMechanism_isEpsilonDp() {
            assertTrue(worstLogRatio(0.5, 0.05, 0.5) <= 1 + 1e-12);
            assertTrue(worstLogRatio(0.5, 0.05, 0.5) > 0.9, "the adversary reaches the bound");
        }

        @Test
        void guarantee_isTheBaseGuarantee_underLabelPreservingReplacement() {
            Fit pure = learner(AucPrivateTuning.Mechanism.OBJECTIVE, DpRegime.PURE)
                    .fit(TrainingData.privateOnly(TRAIN), new Budget(1, 1e-5), SeededNoise.ofSeed(1));
            assertEquals(1.0, pure.spent().epsilon());
            assertEquals(0.0, pure.spent().delta());
            assertEquals(Neighbouring.REPLACE_ONE_SAME_LABEL, pure.spent().relation());
            assertTrue(pure.spent().caveat().contains("exact minimiser"), pure.spent().caveat());
            assertTrue(AucPrivateTuning.GRID.contains(pure.diagnostics().get("chosen_lambda")));
            Fit approx = learner(AucPrivateTuning.Mechanism.OUTPUT, DpRegime.APPROX)
                    .fit(TrainingData.privateOnly(TRAIN), new Budget(1, 1e-5), SeededNoise.ofSeed(1));
            assertEquals(1e-5, approx.spent().delta());
            assertTrue(approx.spent().epsilon() <= 1.0);
        }

        @Test
        void tooFewRowsOfAClass_andObjectiveLeastSquares_areRefused() {
            Dataset few = AucFixtures.gaussianClasses(5, 100, 3, 0.3, 0.3, 87);
            var e = assertThrows(IllegalArgumentException.class, () -> learner(AucPrivateTuning.Mechanism.OUTPUT,
                    DpRegime.PURE).fit(TrainingData.privateOnly(few), Budget.pure(1), SeededNoise.ofSeed(1)));
            assertTrue(e.getMessage().contains("n+ = 5"), e.getMessage());
            var spec = Learners.byId("auc-private-tuning").orElseThrow();
            assertThrows(IllegalArgumentException.class,
                    () -> spec.bind(Map.of("loss", "least-squares", "mechanism", "objective")));
            spec.bind(Map.of("loss", "least-squares"));
        }
    }

    @Nested
    class NegativeControl {

        /** The exponent without its factor 1/2 (exp(epsilon u / sensitivity)) is only 2 epsilon-DP: caught. */
        @Test
        void exponentialMechanismWithoutItsHalf_isCaught() {
            assertTrue(worstLogRatio(0.5, 0.05, 1.0) > 1.5);
        }
    }

    @Nested
    class Utility {

        @Test
        void largeEpsilon_releasesAGoodModel_andNoPrivacyPicksTheBestValidationScore() {
            var l = learner(AucPrivateTuning.Mechanism.OBJECTIVE, DpRegime.PURE);
            Fit free = l.fit(TrainingData.privateOnly(TRAIN), new Budget(Double.POSITIVE_INFINITY, 0),
                    SeededNoise.ofSeed(2));
            double best = 0;
            for (int k = 0; k < 5; k++) {
                best = Math.max(best, free.diagnostics().get("validation_auc_" + k));
            }
            int chosen = AucPrivateTuning.GRID.indexOf(free.diagnostics().get("chosen_lambda"));
            assertEquals(best, free.diagnostics().get("validation_auc_" + chosen));
            // the Bayes AUC is 0.881 (AucOutputPerturbationTest); at epsilon 100 each part's noise is small
            double auc = AucFixtures.auc(TEST, weights(l.fit(TrainingData.privateOnly(TRAIN), Budget.pure(100),
                    SeededNoise.ofSeed(3))));
            assertTrue(auc > 0.83, "AUC " + auc);
        }
    }
}

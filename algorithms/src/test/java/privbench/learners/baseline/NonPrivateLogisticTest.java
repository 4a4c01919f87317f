package privbench.learners.baseline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.LearnerSpec;
import privbench.learners.LinearModel;
import privbench.learners.SoftmaxModel;
import privbench.learners.TrainingData;
import privbench.linalg.Vectors;
import privbench.optim.LogisticObjective;
import privbench.optim.SoftmaxObjective;
import privbench.privacy.Budget;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;
import privbench.testing.ZeroNoise;

class NonPrivateLogisticTest {

    private static final Dataset TRAIN = Fixtures.marginData(1000, 10, 0.1, 1, 2);
    private static final Dataset CLUSTERS = Fixtures.clusters(600, 3, 3, 4);
    private static final Dataset CLUSTERS_TEST = Fixtures.clusters(4000, 3, 3, 5);

    private static Fit fit(NonPrivateLogistic.Options o, Dataset data) {
        return new NonPrivateLogistic(o).fit(TrainingData.privateOnly(data), Budget.pure(1), SeededNoise.ofSeed(1));
    }

    /** The gradient norm of the binary objective (with intercept) at a model: the optimality certificate. */
    private static double binaryGradientNorm(LinearModel m, double lambda) {
        var f = LogisticObjective.of(TRAIN, lambda, true);
        double[] v = Arrays.copyOf(m.weights(), 11);
        v[10] = m.bias();
        double[] g = new double[11];
        f.valueAndGradient(v, g);
        return Vectors.norm(g);
    }

    @Nested
    class Privacy {

        @Test
        void claimsNoGuarantee_andIsDeclaredNonPrivate() {
            Fit f = fit(NonPrivateLogistic.Options.DEFAULTS, TRAIN);
            assertFalse(f.spent().isPrivate());
            assertEquals("none", f.spent().accountant());
            assertTrue(LearnerSpec.of(NonPrivateLogistic.class).nonPrivate());
        }

        @Test
        void interceptWithAMissingClass_isRefusedByName() {
            int[] ones = new int[TRAIN.rows()];
            Arrays.fill(ones, 1);
            Dataset oneClass = Dataset.labelled("one", TRAIN.x(), TRAIN.rows(), 10, ones, TRAIN.classNames(), 1.0);
            var e = Assertions.assertThrows(IllegalArgumentException.class,
                    () -> fit(NonPrivateLogistic.Options.DEFAULTS, oneClass));
            assertTrue(e.getMessage().contains("'-1'"), e.getMessage());
        }

        @Test
        void drawsNoRandomness() {
            var l = new NonPrivateLogistic(NonPrivateLogistic.Options.DEFAULTS);
            Fit a = l.fit(TrainingData.privateOnly(TRAIN), Budget.pure(1), SeededNoise.ofSeed(1));
            Fit b = l.fit(TrainingData.privateOnly(TRAIN), Budget.pure(1), new ZeroNoise(2));
            assertEquals(a.model(), b.model());
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void optimalityCertificate_rejectsAPerturbedSolution() {
            var o = new NonPrivateLogistic.Options(1e-3, true, 1e-8, 10_000);
            LinearModel m = (LinearModel) fit(o, TRAIN).model();
            assertTrue(binaryGradientNorm(m, 1e-3) <= 1e-8);
            double[] w = m.weights();
            w[0] += 1e-4;
            // moving one weight by 1e-4 changes the gradient by at least lambda 1e-4 = 1e-7 > 1e-8
            assertTrue(binaryGradientNorm(new LinearModel(w, m.bias()), 1e-3) > 1e-8);
        }
    }

    @Nested
    class Determinism {

        @Test
        void sameInputs_sameBits_forBothTasks() {
            assertEquals(fit(NonPrivateLogistic.Options.DEFAULTS, TRAIN).model(),
                    fit(NonPrivateLogistic.Options.DEFAULTS, TRAIN).model());
            assertEquals(fit(NonPrivateLogistic.Options.DEFAULTS, CLUSTERS).model(),
                    fit(NonPrivateLogistic.Options.DEFAULTS, CLUSTERS).model());
        }
    }

    @Nested
    class Utility {

        @Test
        void separableData_trainingErrorWithinTheRegularisedLossBound() {
            // For the unit separator u with margin >= gamma, F(w*) <= F(t u) = ln(1 + e^{-t gamma}) + lambda t^2/2
            // for every t, and each training error costs at least ln 2: error <= min_t F(t u) / ln 2.
            double lambda = 1e-5;
            double gamma = 0.1;
            var m = fit(new NonPrivateLogistic.Options(lambda, false, 1e-8, 10_000), TRAIN).model();
            double bound = Double.POSITIVE_INFINITY;
            for (double t = 1; t <= 1000; t += 1) {
                bound = Math.min(bound, (Math.log1p(Math.exp(-t * gamma)) + lambda * t * t / 2) / Math.log(2));
            }
            double error = 1 - Fixtures.accuracy(m, TRAIN);
            assertTrue(error <= bound, "training error " + error + " > bound " + bound);
            assertTrue(bound < 0.1, "the bound must say something: " + bound);
        }

        @Test
        void softmax_solvesToTolerance_andComesCloseToTheBayesRule() {
            var o = new NonPrivateLogistic.Options(1e-3, true, 1e-8, 10_000);
            Fit f = fit(o, CLUSTERS);
            SoftmaxModel m = (SoftmaxModel) f.model();
            assertEquals(3, m.classes());
            double[] v = new double[12];
            System.arraycopy(m.weights(), 0, v, 0, 9);
            System.arraycopy(m.biases(), 0, v, 9, 3);
            double[] g = new double[12];
            new SoftmaxObjective(CLUSTERS, 1e-3, true).valueAndGradient(v, g);
            assertTrue(Vectors.norm(g) <= 1e-8, "gradient " + Vectors.norm(g));
            // centres 3 e_c with identity covariance: the Bayes rule is argmax_c x_c (a linear softmax model)
            var bayes = new SoftmaxModel(new double[] {1, 0, 0, 0, 1, 0, 0, 0, 1}, new double[3], 3, 3);
            double gap = Fixtures.accuracy(bayes, CLUSTERS_TEST) - Fixtures.accuracy(m, CLUSTERS_TEST);
            // 3 binomial sd on 4000 test rows (error about 3%: sd 0.0027) plus the parametric estimation
            // error of order (parameters)/n = 12/600 = 0.02
            assertTrue(gap <= 3 * 0.0027 + 0.02, "softmax trails the Bayes rule by " + gap);
        }
    }
}

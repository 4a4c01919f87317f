package privbench.learners.baseline;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.LinearModel;
import privbench.learners.SoftmaxModel;
import privbench.learners.TrainingData;
import privbench.linalg.Vectors;
import privbench.privacy.Budget;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;

class NonPrivateSvmTest {

    private static final Dataset TRAIN = Fixtures.marginData(500, 10, 0.1, 1, 2);
    private static final Dataset CLUSTERS = Fixtures.clusters(600, 3, 3, 4);
    private static final Dataset CLUSTERS_TEST = Fixtures.clusters(4000, 3, 3, 5);

    private static Fit fit(NonPrivateSvm.Options o, Dataset data, long seed) {
        return new NonPrivateSvm(o).fit(TrainingData.privateOnly(data), Budget.pure(1), SeededNoise.ofSeed(seed));
    }

    /** The mean-form primal (1/n) sum hinge + (lambda/2) ||w||^2 at a homogeneous model. */
    private static double primal(double[] w, double lambda) {
        double s = 0;
        for (int i = 0; i < TRAIN.rows(); i++) {
            s += Math.max(0, 1 - TRAIN.sign(i) * Vectors.dot(TRAIN.x(), i * 10, w, 0, 10));
        }
        return s / TRAIN.rows() + lambda / 2 * Vectors.normSquared(w);
    }

    @Nested
    class Privacy {

        @Test
        void claimsNoGuarantee() {
            Fit f = fit(NonPrivateSvm.Options.DEFAULTS, TRAIN, 1);
            assertFalse(f.spent().isPrivate());
            assertEquals("none", f.spent().accountant());
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void dualityGapCertificate_rejectsAPerturbedSolution() {
            // the dual value D lower-bounds the optimum: P(w) <= D + gap certifies w; the mean form divides by n C
            double lambda = 1e-2;
            Fit f = fit(new NonPrivateSvm.Options(lambda, false, 1e-6, 100_000), TRAIN, 1);
            double[] w = ((LinearModel) f.model()).weights();
            double gapMean = f.diagnostics().get("duality_gap") * lambda;
            double p = primal(w, lambda);
            double[] moved = w.clone();
            moved[0] += 0.05;
            // a 0.05 move costs at least the strong-convexity term lambda/2 0.05^2 = 1.25e-5 above the optimum
            assertTrue(primal(moved, lambda) > p - gapMean + 1.25e-5 - 1e-12, "perturbation not detected");
            assertTrue(gapMean < 1.25e-5, "the certificate must be sharper than the perturbation: " + gapMean);
        }
    }

    @Nested
    class Determinism {

        @Test
        void sameSeed_sameBits_otherSeed_sameSolutionWithinTolerance() {
            var o = new NonPrivateSvm.Options(1e-2, true, 1e-8, 100_000);
            LinearModel a = (LinearModel) fit(o, TRAIN, 1).model();
            assertEquals(a, fit(o, TRAIN, 1).model());
            LinearModel b = (LinearModel) fit(o, TRAIN, 2).model();
            assertFalse(a.equals(b));
            // the primal solution is unique; both epoch orders stop within the tolerance of it
            assertArrayEquals(a.weights(), b.weights(), 1e-5);
        }

        @Test
        void unconverged_throws() {
            var o = new NonPrivateSvm.Options(1e-5, false, 1e-12, 1);
            var e = assertThrows(IllegalStateException.class, () -> fit(o, TRAIN, 1));
            assertTrue(e.getMessage().contains("maxEpochs"), e.getMessage());
        }
    }

    @Nested
    class Utility {

        @Test
        void separableData_noTrainingErrorWhenCExceedsOneOverTwoGammaSquared() {
            // C = 1/(n lambda) = 200 > 1/(2 gamma^2) = 50: see DualCoordinateDescentSvmTest for the argument
            var m = fit(new NonPrivateSvm.Options(1e-5, false, 1e-2, 100_000), TRAIN, 1).model();
            assertEquals(1.0, Fixtures.accuracy(m, TRAIN));
        }

        @Test
        void oneVersusRest_onThreeClusters_comesCloseToTheBayesRule() {
            Fit f = fit(new NonPrivateSvm.Options(1e-3, true, 1e-3, 10_000), CLUSTERS, 1);
            SoftmaxModel m = (SoftmaxModel) f.model();
            var bayes = new SoftmaxModel(new double[] {1, 0, 0, 0, 1, 0, 0, 0, 1}, new double[3], 3, 3);
            double gap = Fixtures.accuracy(bayes, CLUSTERS_TEST) - Fixtures.accuracy(m, CLUSTERS_TEST);
            // 3 binomial sd on 4000 rows (0.008) plus an estimation error of order (parameters)/n = 12/600
            assertTrue(gap <= 3 * 0.0027 + 0.02, "one-vs-rest trails the Bayes rule by " + gap);
        }
    }
}

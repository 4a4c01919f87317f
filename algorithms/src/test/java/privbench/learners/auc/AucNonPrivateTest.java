package privbench.learners.auc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static privbench.testing.Fixtures.weights;

import java.util.Arrays;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.TrainingData;
import privbench.linalg.Vectors;
import privbench.privacy.Budget;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.ScaledNoise;

/** auc-nonprivate, the No-Pert reference of Wang, Yang, Lei, Ying and Zhang (2021), eq. (2). */
class AucNonPrivateTest {

    private static final double LAMBDA = 0.05;
    /** Two Gaussian classes at +-1.5 e_1, sd 0.4, clipped to the unit ball (the private AUC learners' fixture). */
    private static final Dataset TRAIN = AucFixtures.gaussianClasses(30, 40, 3, 1.5, 0.4, 1);
    private static final Dataset TEST = AucFixtures.gaussianClasses(300, 400, 3, 1.5, 0.4, 2);

    private static AucNonPrivate learner(PairwiseLoss loss) {
        return new AucNonPrivate(new AucNonPrivate.Options(loss, LAMBDA, 1.0,
                new AucSolverOptions(1e-10, 10_000, SolverMode.EXACT, 20_000)));
    }

    private static Fit fit(PairwiseLoss loss, long seed) {
        return learner(loss).fit(TrainingData.privateOnly(TRAIN), Budget.pure(1), SeededNoise.ofSeed(seed));
    }

    /** The objective R_S(w) + (lambda/2)||w||^2 and its gradient, by the naive double loop over pairs. */
    private static double objective(double[] w, double[] grad) {
        return AucFixtures.bruteForce(AucFixtures.rowsOf(positives(), 3), AucFixtures.rowsOf(negatives(), 3),
                PairwiseLoss.LOGISTIC, LAMBDA, null, w, grad);
    }

    private static double[] positives() {
        return rowsWithLabel(1);
    }

    private static double[] negatives() {
        return rowsWithLabel(0);
    }

    private static double[] rowsWithLabel(int label) {
        double[] out = new double[TRAIN.rows() * 3];
        int k = 0;
        for (int i = 0; i < TRAIN.rows(); i++) {
            if (TRAIN.label(i) == label) {
                System.arraycopy(TRAIN.x(), i * 3, out, k, 3);
                k += 3;
            }
        }
        return Arrays.copyOf(out, k);
    }

    @Nested
    class Privacy {

        @Test
        void claimsNoGuarantee_andSpendsNothing() {
            Fit f = fit(PairwiseLoss.LOGISTIC, 1);
            assertFalse(f.spent().isPrivate());
            assertEquals("none", f.spent().accountant());
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void theStationarityCheckCatchesAWrongMinimiser() {
            // the released w must be where the pairwise objective's gradient vanishes (||grad|| <= 1e-10 by the
            // solver's rule, 1e-6 allowing for the brute-force sum's rounding); the same check on w scaled by
            // 0.9 (a solver stopped early, or a penalty off by a factor) must fail by a wide margin
            double[] w = weights(fit(PairwiseLoss.LOGISTIC, 1));
            double[] g = new double[3];
            objective(w, g);
            assertTrue(Vectors.norm(g) <= 1e-6, "gradient at the release " + Vectors.norm(g));
            double[] off = w.clone();
            Vectors.scale(0.9, off);
            objective(off, g);
            assertTrue(Vectors.norm(g) > 1e-3, "the check must see a wrong minimiser: " + Vectors.norm(g));
        }

        @Test
        void noiseIsNeverDrawn_soScaledNoiseChangesNothing() {
            double[] a = weights(learner(PairwiseLoss.LOGISTIC).fit(TrainingData.privateOnly(TRAIN), Budget.pure(1),
                    SeededNoise.ofSeed(3)));
            double[] b = weights(learner(PairwiseLoss.LOGISTIC).fit(TrainingData.privateOnly(TRAIN), Budget.pure(1),
                    new ScaledNoise(SeededNoise.ofSeed(3), 0.5)));
            assertArrayEquals(a, b);
        }
    }

    @Nested
    class Determinism {

        @Test
        void anySeed_sameBits() {
            // the exact solvers draw nothing: the minimiser is a function of the data alone
            assertArrayEquals(weights(fit(PairwiseLoss.LOGISTIC, 1)), weights(fit(PairwiseLoss.LOGISTIC, 1)));
            assertArrayEquals(weights(fit(PairwiseLoss.LOGISTIC, 1)), weights(fit(PairwiseLoss.LOGISTIC, 2)));
            assertArrayEquals(weights(fit(PairwiseLoss.LEAST_SQUARES, 1)), weights(fit(PairwiseLoss.LEAST_SQUARES, 9)));
        }
    }

    @Nested
    class Utility {

        @Test
        void separatedClasses_areRankedAlmostPerfectly() {
            // the sign of x_1 separates the classes except for a row whose noise crosses 0, probability
            // Phi(-1.5 / 0.4) = 9e-5 (clipping to the ball keeps signs), so the best AUC exceeds 0.9998; a linear
            // minimiser of a surrogate loss with a small penalty must come within 0.02 of it
            for (PairwiseLoss loss : new PairwiseLoss[] {PairwiseLoss.LOGISTIC, PairwiseLoss.LEAST_SQUARES}) {
                double auc = AucFixtures.auc(TEST, weights(fit(loss, 1)));
                assertTrue(auc > 0.98, loss + ": test AUC " + auc);
            }
        }
    }
}

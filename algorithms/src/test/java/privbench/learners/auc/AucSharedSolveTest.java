package privbench.learners.auc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.LinearModel;
import privbench.learners.PrivateLearner;
import privbench.learners.SweepMemo;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.noise.SeededNoise;

/**
 * The unperturbed pairwise minimiser shared through a run's memo ({@link AucErm#minimiseShared}): output
 * perturbation at several epsilons and auc-nonprivate on the same rows give the bits of fresh fits, and rows whose
 * labels differ (an outlier level flips labels of the same features) are another key.
 */
class AucSharedSolveTest {

    private static final Dataset ROWS = AucFixtures.gaussianClasses(40, 60, 5, 0.4, 0.5, 17);
    private static final Budget NON_PRIVATE = new Budget(Double.POSITIVE_INFINITY, 0);
    private static final AucSolverOptions EXACT = new AucSolverOptions(1e-10, 10_000, SolverMode.EXACT, 20_000);

    private static PrivateLearner output() {
        return new AucOutputPerturbation(new AucOutputPerturbation.Options(PairwiseLoss.LOGISTIC, DpRegime.PURE,
                AucOutputPerturbation.GaussianCalibration.ANALYTIC, PairAccounting.PAPER, 0.01, 1.0, EXACT));
    }

    private static PrivateLearner nonPrivate() {
        return new AucNonPrivate(new AucNonPrivate.Options(PairwiseLoss.LOGISTIC, 0.01, 1.0, EXACT));
    }

    private static double[] w(PrivateLearner l, Dataset rows, SweepMemo memo, Budget budget, long seed) {
        var data = new TrainingData(rows, Dataset.empty("public", rows.cols(), rows.classNames()), memo);
        return ((LinearModel) l.fit(data, budget, SeededNoise.ofSeed(seed)).model()).weights();
    }

    @Test
    void sharedSolve_givesTheBitsOfFreshFits_atEveryEpsilon_andForTheNonPrivateMinimiser() {
        SweepMemo memo = SweepMemo.forRun();
        for (double eps : new double[] {0.5, 2, 8, 0.5}) {
            assertArrayEquals(w(output(), ROWS, SweepMemo.NONE, Budget.pure(eps), 3),
                    w(output(), ROWS, memo, Budget.pure(eps), 3), 0.0, "epsilon " + eps);
        }
        assertArrayEquals(w(nonPrivate(), ROWS, SweepMemo.NONE, NON_PRIVATE, 3),
                w(nonPrivate(), ROWS, memo, NON_PRIVATE, 3), 0.0);
    }

    @Test
    void flippedLabelsOnTheSameFeatures_areAnotherKey() {
        SweepMemo memo = SweepMemo.forRun();
        int[] flipped = ROWS.labels().clone();
        for (int i = 0; i < 10; i++) {
            flipped[i] = 1 - flipped[i];
        }
        Dataset outliers = Dataset.labelled("rows", ROWS.x(), ROWS.rows(), ROWS.cols(), flipped, ROWS.classNames(),
                ROWS.normBound());
        double[] clean = w(nonPrivate(), ROWS, memo, NON_PRIVATE, 3);
        double[] shared = w(nonPrivate(), outliers, memo, NON_PRIVATE, 3);
        assertFalse(Arrays.equals(clean, shared), "a cached clean solve was returned for flipped labels");
        assertArrayEquals(w(nonPrivate(), outliers, SweepMemo.NONE, NON_PRIVATE, 3), shared, 0.0);
    }
}

package privbench.learners.auc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static privbench.testing.Fixtures.weights;

import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.LinearModel;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.noise.SeededNoise;

/** The paper's SGD mode: labelled as uncertified, reproducible, and a descent from the least-squares start. */
class PaperSgdTest {

    private static final Dataset DATA = AucFixtures.gaussianClasses(40, 160, 4, 0.25, 0.3, 51);

    @Test
    void sgd_descendsFromTheLeastSquaresStart_andIsReproducible() {
        ClassRows rows = ClassRows.of(DATA, 1, "t");
        double lambda = 0.01;
        double[] start = LeastSquaresAuc.solve(rows, lambda);
        double[] a = PaperSgd.run(rows, PairwiseLoss.LOGISTIC, lambda, lambda, null, 5_000,
                SeededNoise.ofSeed(1).structural("p"));
        double[] b = PaperSgd.run(rows, PairwiseLoss.LOGISTIC, lambda, lambda, null, 5_000,
                SeededNoise.ofSeed(1).structural("p"));
        assertArrayEquals(a, b, 0.0);
        var objective = new PairwiseRisk(rows, PairwiseLoss.LOGISTIC, lambda, null);
        assertTrue(objective.valueAndGradient(a, new double[4]) < objective.valueAndGradient(start, new double[4]));
    }

    @Test
    void sgdMode_isLabelledUncertified_forLogisticButNotForLeastSquares() {
        var data = TrainingData.privateOnly(DATA);
        var sgd = new AucObjectivePerturbation(new AucObjectivePerturbation.Options(PairwiseLoss.LOGISTIC,
                DpRegime.PURE, PairAccounting.PAPER, 0.01, 1,
                new AucSolverOptions(1e-9, 10_000, SolverMode.PAPER_SGD, 2_000)));
        Fit f = sgd.fit(data, Budget.pure(0.5), SeededNoise.ofSeed(2));
        assertTrue(f.spent().caveat().contains("not certified"), f.spent().caveat());
        assertEquals(2_000.0, f.diagnostics().get("solver_iterations"));
        var out = new AucOutputPerturbation(new AucOutputPerturbation.Options(PairwiseLoss.LOGISTIC, DpRegime.PURE,
                AucOutputPerturbation.GaussianCalibration.CLASSIC, PairAccounting.PAPER, 0.01, 1,
                new AucSolverOptions(1e-9, 10_000, SolverMode.PAPER_SGD, 2_000)));
        assertTrue(out.fit(data, Budget.pure(0.5), SeededNoise.ofSeed(2)).spent().caveat().contains("not certified"));
        var ls = new AucOutputPerturbation(new AucOutputPerturbation.Options(PairwiseLoss.LEAST_SQUARES,
                DpRegime.PURE, AucOutputPerturbation.GaussianCalibration.CLASSIC, PairAccounting.PAPER, 0.01, 1,
                new AucSolverOptions(1e-9, 10_000, SolverMode.PAPER_SGD, 2_000)));
        var exact = new AucOutputPerturbation(new AucOutputPerturbation.Options(PairwiseLoss.LEAST_SQUARES,
                DpRegime.PURE, AucOutputPerturbation.GaussianCalibration.CLASSIC, PairAccounting.PAPER, 0.01, 1,
                new AucSolverOptions(1e-9, 10_000, SolverMode.EXACT, 2_000)));
        Fit lsFit = ls.fit(data, Budget.pure(0.5), SeededNoise.ofSeed(3));
        assertEquals("", lsFit.spent().caveat(), "least squares is always solved in closed form");
        assertArrayEquals(weights(exact.fit(data, Budget.pure(0.5), SeededNoise.ofSeed(3))), weights(lsFit), 0.0);
    }
}

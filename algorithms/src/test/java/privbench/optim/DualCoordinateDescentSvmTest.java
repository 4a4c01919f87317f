package privbench.optim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.linalg.Vectors;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;

class DualCoordinateDescentSvmTest {

    private static RandomGenerator order(long seed) {
        return SeededNoise.ofSeed(seed).structural("order");
    }

    /** A labelled dataset in the solver's input form: rows x (n x d row-major) and their signs y. */
    private record Problem(Dataset data, double[] y) {

        static Problem of(Dataset data) {
            return new Problem(data, ClippedMarginGradient.signs(data));
        }

        /** Two Gaussian clusters (not separable): the solver's general case. */
        static Problem clusters(int n, int d, long seed) {
            return of(Fixtures.clusters(n, d, 2, seed));
        }

        DualCoordinateDescentSvm.Result solve(DualCoordinateDescentSvm solver, long orderSeed) {
            return solver.solve(data.x(), data.rows(), data.cols(), y, order(orderSeed));
        }
    }

    @Test
    void twoPoints_matchTheClosedForm() {
        // x = (1, 0) with y = +1 and (-1, 0) with y = -1: primal 1/2 w1^2 + 2C max(0, 1 - w1) is minimised
        // at w1 = min(2C, 1)
        double[] x = {1, 0, -1, 0};
        double[] y = {1, -1};
        for (double c : new double[] {0.1, 0.25, 10}) {
            var r = new DualCoordinateDescentSvm(c, 1e-9, 1000, 0).solve(x, 2, 2, y, order(1));
            assertTrue(r.converged());
            assertArrayEquals(new double[] {Math.min(2 * c, 1), 0}, r.weights(), 1e-9, "C = " + c);
        }
    }

    @Test
    void solution_satisfiesKktConditionsAndHasASmallDualityGap() {
        Problem p = Problem.clusters(400, 6, 3);
        Dataset data = p.data();
        double[] y = p.y();
        double c = 0.5;
        double tol = 1e-6;
        var r = p.solve(new DualCoordinateDescentSvm(c, tol, 10_000, 1.0), 2);
        assertTrue(r.converged(), r.toString());
        double[] w = r.weights();
        double[] alpha = r.alpha();
        for (int i = 0; i < 400; i++) {
            double margin = y[i] * (Vectors.dot(data.x(), i * 6, w, 0, 6) + r.bias());
            // projected gradient g = margin - 1 is within the stopping spread tol of 0 on free and bound variables
            if (alpha[i] == 0) {
                assertTrue(margin >= 1 - tol, "row " + i);
            } else if (alpha[i] == c) {
                assertTrue(margin <= 1 + tol, "row " + i);
            } else {
                assertEquals(1.0, margin, tol, "row " + i);
            }
        }
        assertTrue(r.dualityGap() >= -1e-9, "weak duality: " + r.dualityGap());
        // with every projected gradient within tol, the gap is at most about tol * C * n = 2e-4
        assertTrue(r.dualityGap() <= tol * c * 400 * 2, "gap " + r.dualityGap());
    }

    @Test
    void separableWithMarginGamma_hasNoTrainingErrorOncePrimalIsBelowC() {
        // the hard-margin separator has ||w|| = 1/gamma and no hinge loss, so the optimum P* <= 1/(2 gamma^2)
        // = 50 for gamma = 0.1; a training error alone costs C * 1, so any w with P(w) < C = 100 has none.
        // The dual value lower-bounds P*, so primal = dual + gap < C once the gap is below C - 50.
        double gamma = 0.1;
        double c = 100;
        Problem p = Problem.of(Fixtures.marginData(500, 10, gamma, 5, 6));
        Dataset data = p.data();
        double[] y = p.y();
        var r = p.solve(new DualCoordinateDescentSvm(c, 1e-2, 20_000, 0), 3);
        assertTrue(r.dual() <= 1 / (2 * gamma * gamma) + 1e-9, "weak duality: " + r);
        assertTrue(r.primal() < c, r.toString());
        for (int i = 0; i < 500; i++) {
            assertTrue(y[i] * Vectors.dot(data.x(), i * 10, r.weights(), 0, 10) > 0, "row " + i);
        }
    }

    @Test
    void sameGenerator_givesBitIdenticalResults_andTheOrderChangesOnlyRounding() {
        Problem p = Problem.clusters(200, 4, 7);
        var solver = new DualCoordinateDescentSvm(1, 1e-8, 10_000, 1);
        var a = p.solve(solver, 4);
        assertEquals(a, p.solve(solver, 4));
        var b = p.solve(solver, 5);
        assertFalse(a.equals(b));
        // the primal optimum is unique (strongly convex); both are within the stopping tolerance of it
        assertArrayEquals(a.weights(), b.weights(), 1e-5);
    }

    @Test
    void subsetWithWarmStart_equalsAFreshSolveOnTheSubset() {
        Problem p = Problem.clusters(100, 3, 8);
        double[] x = p.data().x();
        double[] y = p.y();
        var solver = new DualCoordinateDescentSvm(2, 1e-9, 100_000, 0);
        var full = p.solve(solver, 6);
        int[] rows = new int[99];
        double[] start = new double[99];
        double[] alpha = full.alpha();
        for (int r = 0; r < 99; r++) {
            rows[r] = r + 1;
            start[r] = alpha[r + 1];
        }
        var warm = solver.solve(x, 3, y, rows, start, order(7));
        var cold = solver.solve(x, 3, y, rows, null, order(8));
        assertTrue(warm.converged() && cold.converged());
        assertArrayEquals(cold.weights(), warm.weights(), 1e-6);
        assertTrue(warm.epochs() <= cold.epochs(), warm.epochs() + " vs " + cold.epochs());
    }
}

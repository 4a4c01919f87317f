package privbench.linalg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class CholeskyTest {

    @Test
    void solve_recoversTheSolutionOfAKnownSystem() {
        // A = [[4, 2, 0.4], [2, 5, 1], [0.4, 1, 3]] is diagonally dominant, hence SPD; b = A (1, -2, 0.5)
        double[] a = {4, 2, 0.4, 2, 5, 1, 0.4, 1, 3};
        double[] x = {1, -2, 0.5};
        double[] b = {4 - 4 + 0.2, 2 - 10 + 0.5, 0.4 - 2 + 1.5};
        // condition number < 10, so the solve is accurate to a few ulps of 1
        assertArrayEquals(x, Cholesky.of(a, 3).solve(b), 1e-14);
    }

    @Test
    void logDeterminant_matchesTheProductOfPivots() {
        // det [[2, 1], [1, 2]] = 3
        assertEquals(Math.log(3), Cholesky.of(new double[] {2, 1, 1, 2}, 2).logDeterminant(), 1e-15);
    }

    @Test
    void indefiniteOrMisshapenMatrices_areRefused() {
        assertThrows(IllegalArgumentException.class, () -> Cholesky.of(new double[] {1, 2, 2, 1}, 2));
        assertThrows(IllegalArgumentException.class, () -> Cholesky.of(new double[] {1, 0, 0}, 2));
        assertThrows(IllegalArgumentException.class, () -> Cholesky.of(new double[] {1, 0, 0, Double.NaN}, 2));
    }
}

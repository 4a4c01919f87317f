package privbench.linalg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.SeededNoise;

class SymmetricEigenTest {

    /** A random symmetric n x n matrix B + B^T with standard normal B. */
    static double[] randomSymmetric(int n, long seed) {
        double[] b = new double[n * n];
        Gaussians.fillStandard(SeededNoise.ofSeed(seed).structural("m"), b, 0, b.length);
        double[] a = new double[n * n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                a[i * n + j] = b[i * n + j] + b[j * n + i];
            }
        }
        return a;
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 7, 40, 120})
    void decomposition_isOrthonormal_sorted_signed_andSolvesAvEqualsLambdaV(int n) {
        double[] a = randomSymmetric(n, n);
        SymmetricEigen e = SymmetricEigen.of(a, n);
        double norm = Math.sqrt(Vectors.normSquared(a));
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                assertTrue(e.values()[i] <= e.values()[i - 1], "eigenvalues must be non-increasing");
            }
            double[] av = new double[n];
            int best = 0;
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    av[r] += a[r * n + c] * e.vector(i, c);
                }
                best = Math.abs(e.vector(i, r)) > Math.abs(e.vector(i, best)) ? r : best;
            }
            assertTrue(e.vector(i, best) > 0, "largest entry positive");
            for (int r = 0; r < n; r++) {
                // backward-stable QR: residual a few ulps of ||A|| times n
                assertEquals(e.values()[i] * e.vector(i, r), av[r], 1e-12 * n * norm);
            }
            for (int j = 0; j <= i; j++) {
                assertEquals(i == j ? 1 : 0, Vectors.dot(e.vectors(), i * n, e.vectors(), j * n, n), 1e-12 * n);
            }
        }
    }

    @Test
    void knownSpectrum_ofA2x2_andOfADiagonal() {
        SymmetricEigen e = SymmetricEigen.of(new double[] {2, 1, 1, 2}, 2);
        assertArrayEquals(new double[] {3, 1}, e.values(), 1e-15);
        assertEquals(Math.sqrt(0.5), e.vector(0, 0), 1e-15);
        assertEquals(Math.sqrt(0.5), e.vector(0, 1), 1e-15);
        SymmetricEigen diag = SymmetricEigen.of(new double[] {1, 0, 0, 0, 5, 0, 0, 0, 3}, 3);
        assertArrayEquals(new double[] {5, 3, 1}, diag.values(), 0);
        assertEquals(1, diag.vector(0, 1), 0);
    }

    @Test
    void sameInput_givesBitIdenticalOutput() {
        double[] a = randomSymmetric(60, 5);
        assertEquals(SymmetricEigen.of(a, 60), SymmetricEigen.of(a.clone(), 60));
    }

    @Test
    void nonFiniteOrMisshapenInput_isRefused() {
        assertThrows(IllegalArgumentException.class, () -> SymmetricEigen.of(new double[] {1, Double.NaN, 0, 1}, 2));
        assertThrows(IllegalArgumentException.class, () -> SymmetricEigen.of(new double[3], 2));
    }
}

package privbench.linalg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;

/**
 * {@link RowKernel#axpyEach4} is four one-row updates in row order, to the bit, in every kernel (DP-SGD's
 * four-example accumulation relies on it to keep the bits of one example at a time).
 */
class AxpyEach4Test {

    private static double[] gaussian(int len, String label) {
        return privbench.testing.Fixtures.gaussian(13, "axpy-each4-test", label, len);
    }

    @Test
    void isFourOneRowUpdatesInOrder_inEveryKernel() {
        double[] x = gaussian(4 * 300, "x");
        double[] y0 = gaussian(400, "y");
        java.util.List<RowKernel> kernels = new java.util.ArrayList<>(RowKernels.simdKernels());
        kernels.add(RowKernels.scalar());
        for (RowKernel kernel : kernels) {
            for (int len : new int[] {0, 1, 3, 4, 7, 8, 9, 31, 64, 65, 129, 256}) {
                for (int yo : new int[] {0, 1, 5}) {
                    double[] expected = y0.clone();
                    RowKernel scalar = RowKernels.scalar();
                    scalar.axpy(0.37, x, 3, expected, yo, len);
                    scalar.axpy(-1.25, x, 300, expected, yo, len);
                    scalar.axpy(1e-3, x, 601, expected, yo, len);
                    scalar.axpy(2.5, x, 900, expected, yo, len);
                    double[] got = y0.clone();
                    kernel.axpyEach4(0.37, -1.25, 1e-3, 2.5, x, 3, 300, 601, 900, got, yo, len);
                    assertArrayEquals(expected, got, 0.0, kernel + ", len " + len + ", y offset " + yo);
                }
            }
        }
    }

    @Test
    void negativeControl_theGroupedFourRowUpdateRoundsDifferently() {
        // axpy4 adds the four products first, then to y: another rounding, which the test above would catch
        double[] x = gaussian(4 * 300, "x");
        double[] a = gaussian(256, "y");
        double[] b = a.clone();
        RowKernel scalar = RowKernels.scalar();
        scalar.axpyEach4(0.37, -1.25, 1e-3, 2.5, x, 3, 300, 601, 900, a, 0, 256);
        scalar.axpy4(0.37, -1.25, 1e-3, 2.5, x, 3, 300, 601, 900, b, 256);
        assertFalse(java.util.Arrays.equals(a, b), "grouped and one-by-one updates should differ in some bit");
    }
}

package privbench.linalg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The SIMD row kernel does, bit for bit, what the scalar reference does, on every length and offset. */
class RowKernelTest {

    private static double[] gaussian(int len, String label) {
        return privbench.testing.Fixtures.gaussian(5, "row-kernel-test", label, len);
    }

    @Test
    void offsetDotAndAxpy_agreeToTheBit() {
        RowKernel simd = RowKernels.best();
        RowKernel scalar = RowKernels.scalar();
        double[] x = gaussian(300, "x");
        double[] w = gaussian(300, "w");
        for (int len : new int[] {0, 1, 3, 4, 7, 8, 9, 31, 64, 65, 129}) {
            for (int off : new int[] {0, 1, 5}) {
                assertEquals(scalar.dot(x, off, w, 2 * off, len), simd.dot(x, off, w, 2 * off, len), 0.0,
                        "dot, len " + len + ", offset " + off);
                double[] a = w.clone();
                double[] b = w.clone();
                scalar.axpy(0.37, x, off, a, 3 * off, len);
                simd.axpy(0.37, x, off, b, 3 * off, len);
                assertArrayEquals(a, b, 0.0, "axpy, len " + len + ", offset " + off);
            }
        }
    }

    @Test
    void dotIsTheSumOfProducts_withinRounding() {
        double[] x = gaussian(1000, "x");
        double[] w = gaussian(1000, "w");
        double exact = 0;
        double abs = 0;
        for (int j = 0; j < 1000; j++) {
            exact += x[j] * w[j];
            abs += Math.abs(x[j] * w[j]);
        }
        // two orders of summing 1000 terms differ by at most ~2 n eps sum|terms| (Higham 2002, eq. 4.4)
        assertEquals(exact, RowKernels.best().dot(x, 0, w, 0, 1000), 2 * 1000 * Math.ulp(1.0) * abs);
    }
}

package privbench.linalg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The kernels against the textbook loops; the sums differ only in order, so by a few ulps. */
class VectorsTest {

    private static double[] ramp(int len, double scale) {
        double[] v = new double[len];
        for (int j = 0; j < len; j++) {
            v[j] = scale * Math.sin(1.0 + 0.7 * j);
        }
        return v;
    }

    @Test
    void dot4_equalsFourSeparateDotProducts() {
        int d = 13;
        double[] x = ramp(5 * d, 1.0);
        double[] w = ramp(d, 0.3);
        double[] out = new double[4];
        Vectors.dot4(x, 0, 2 * d, d, 4 * d, w, d, out);
        int[] offsets = {0, 2 * d, d, 4 * d};
        for (int k = 0; k < 4; k++) {
            double s = 0;
            for (int j = 0; j < d; j++) {
                s += x[offsets[k] + j] * w[j];
            }
            // 13 terms of size <= 0.3: rounding far below 1e-14
            assertEquals(s, out[k], 1e-14);
        }
    }

    @Test
    void axpy4_addsFourScaledRows() {
        int d = 9;
        double[] x = ramp(4 * d, 1.0);
        double[] y = ramp(d, 2.0);
        double[] expected = y.clone();
        double[] a = {0.5, -1.5, 2.0, 0.25};
        for (int k = 0; k < 4; k++) {
            for (int j = 0; j < d; j++) {
                expected[j] += a[k] * x[k * d + j];
            }
        }
        Vectors.axpy4(a[0], a[1], a[2], a[3], x, 0, d, 2 * d, 3 * d, y, d);
        assertArrayEquals(expected, y, 1e-14);
    }

    @Test
    void axpby_andNormSquared() {
        double[] y = {1, 2, 3};
        Vectors.axpby(2.0, new double[] {1, 1, 1}, 0.5, y);
        assertArrayEquals(new double[] {2.5, 3.0, 3.5}, y, 0.0);
        assertEquals(25.0, Vectors.normSquared(new double[] {3, 4}));
    }
}

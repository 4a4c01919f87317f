package privbench.linalg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/**
 * Dot products swept in column chunks ({@link RowKernel#dot4Stripes}, then {@link RowKernel#finishDot}) give the
 * bits of the one-row dot, in every kernel and whatever the chunks (multiples of 8).
 */
class DotStripesTest {

    private static double[] gaussian(int len, String label) {
        return privbench.testing.Fixtures.gaussian(17, "dot-stripes-test", label, len);
    }

    @Test
    void chunkedStripes_giveTheOneRowDot_inEveryKernel() {
        int stride = 1100;
        double[] x = gaussian(4 * stride + 3, "x");
        double[] w = gaussian(2 * stride, "w");
        java.util.List<RowKernel> kernels = new java.util.ArrayList<>(RowKernels.simdKernels());
        kernels.add(RowKernels.scalar());
        for (RowKernel kernel : kernels) {
            for (int len : new int[] {0, 5, 8, 63, 64, 517, 1030}) {
                for (int chunk : new int[] {8, 24, 256}) {
                    int[] o = {3, 3 + stride, 3 + 2 * stride, 3 + 3 * stride};
                    int wo = 7;
                    double[] acc = new double[40];
                    int ao = 5;
                    int len8 = len & ~7;
                    for (int j = 0; j < len8; j += chunk) {
                        kernel.dot4Stripes(x, o[0], o[1], o[2], o[3], w, wo, j, Math.min(j + chunk, len8), acc, ao);
                    }
                    for (int e = 0; e < 4; e++) {
                        double expected = RowKernels.scalar().dot(x, o[e], w, wo, len);
                        double got = RowKernel.finishDot(acc, ao + 8 * e, x, o[e], w, wo, len8, len);
                        assertEquals(expected, got, 0.0, kernel + ", len " + len + ", chunk " + chunk + ", row " + e);
                    }
                }
            }
        }
    }

    @Test
    void negativeControl_aPlainLeftToRightSumDiffers() {
        // the stripes fix the order; a sequential sum rounds differently, which the test above would catch
        double[] x = gaussian(1030, "x");
        double[] w = gaussian(1030, "w");
        double plain = 0;
        for (int j = 0; j < 1030; j++) {
            plain = Math.fma(x[j], w[j], plain);
        }
        assertNotEquals(RowKernels.scalar().dot(x, 0, w, 0, 1030), plain);
    }
}

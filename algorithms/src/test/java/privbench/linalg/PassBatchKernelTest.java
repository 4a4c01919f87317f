package privbench.linalg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Several passes over the same float64 rows at once (M*'s candidates): the four-rows-by-four-vectors operations
 * of every kernel are the single-vector operations to the bit, and a batched pass of any size gives each pass
 * the scalar single pass's bits, whichever of its groups of four rows have all-zero coefficients.
 */
class PassBatchKernelTest {

    private static double[] gaussian(int len, String label) {
        return privbench.testing.Fixtures.gaussian(13, "pass-batch-kernel-test", label, len);
    }

    private static List<RowKernel> kernels() {
        List<RowKernel> all = new ArrayList<>(RowKernels.simdKernels());
        all.add(RowKernels.scalar());
        return all;
    }

    @Test
    void fourRowsAgainstSeveralVectorsAreSingleVectorCalls() {
        RowKernel scalar = RowKernels.scalar();
        for (RowKernel k : kernels()) {
            for (int len : new int[] {1, 7, 8, 9, 16, 17, 64, 67}) {
                String at = k.getClass().getSimpleName() + ", len " + len;
                double[] x = gaussian(4 * len + 3, "x" + len);
                double[][] w = new double[4][];
                for (int p = 0; p < 4; p++) {
                    w[p] = gaussian(len, "w" + p + "-" + len);
                }
                double[] want = new double[16];
                double[] four = new double[4];
                for (int p = 0; p < 4; p++) {
                    scalar.dot4(x, 3, 3 + len, 3 + 2 * len, 3 + 3 * len, w[p], len, four);
                    System.arraycopy(four, 0, want, 4 * p, 4);
                }
                double[] got = new double[16];
                k.dot4x4(x, 3, len, w[0], w[1], w[2], w[3], len, got);
                assertArrayEquals(want, got, 0.0, "dot4x4 " + at);
                double[] two = new double[8];
                k.dot4x2(x, 3, len, w[2], w[3], len, two);
                assertArrayEquals(Arrays.copyOfRange(want, 8, 16), two, 0.0, "dot4x2 " + at);

                // one all-zero group among the coefficients, as a pass whose rows all sit past the margin gives
                double[] a = gaussian(16, "a" + len);
                Arrays.fill(a, 8, 12, 0.0);
                double[][] y0 = {gaussian(len, "y0" + len), gaussian(len, "y1" + len), gaussian(len, "y2" + len),
                    gaussian(len, "y3" + len)};
                double[][] ref = copy(y0);
                for (int p = 0; p < 4; p++) {
                    scalar.axpy4(a[4 * p], a[4 * p + 1], a[4 * p + 2], a[4 * p + 3], x, 3, 3 + len, 3 + 2 * len,
                            3 + 3 * len, ref[p], len);
                }
                double[][] y = copy(y0);
                k.axpy4x4(a, x, 3, len, y[0], y[1], y[2], y[3], len);
                for (int p = 0; p < 4; p++) {
                    assertArrayEquals(ref[p], y[p], 0.0, "axpy4x4 sum " + p + ", " + at);
                }
                double[][] y2 = copy(y0);
                k.axpy4x2(a, x, 3, len, y2[0], y2[1], len);
                assertArrayEquals(ref[0], y2[0], 0.0, "axpy4x2 sum 0, " + at);
                assertArrayEquals(ref[1], y2[1], 0.0, "axpy4x2 sum 1, " + at);
                assertArrayEquals(y0[2], y2[2], 0.0, "axpy4x2 leaves the other sums alone, " + at);
                // negative control: the coefficients of sum 0 and sum 1 swapped must show, so the check above
                // tells which sum took which coefficients
                double[] swapped = a.clone();
                System.arraycopy(a, 4, swapped, 0, 4);
                System.arraycopy(a, 0, swapped, 4, 4);
                double[][] y3 = copy(y0);
                k.axpy4x2(swapped, x, 3, len, y3[0], y3[1], len);
                assertNotEquals(Arrays.toString(ref[0]), Arrays.toString(y3[0]), "swap shows, " + at);
            }
        }
    }

    @Test
    void eightRowDotsAreTwoFourRowCalls() {
        RowKernel scalar = RowKernels.scalar();
        for (RowKernel k : kernels()) {
            for (int len : new int[] {1, 7, 8, 9, 16, 17, 64, 67}) {
                double[] x = gaussian(8 * len + 3, "x8-" + len);
                double[] w = gaussian(len, "w8-" + len);
                double[] want = new double[8];
                double[] four = new double[4];
                scalar.dot4(x, 3, 3 + len, 3 + 2 * len, 3 + 3 * len, w, len, four);
                System.arraycopy(four, 0, want, 0, 4);
                int h = 3 + 4 * len;
                scalar.dot4(x, h, h + len, h + 2 * len, h + 3 * len, w, len, four);
                System.arraycopy(four, 0, want, 4, 4);
                double[] got = new double[8];
                k.dot8(x, 3, len, w, len, got);
                assertArrayEquals(want, got, 0.0, "dot8 " + k.getClass().getSimpleName() + ", len " + len);
            }
        }
    }

    @Test
    void batchedPassesOfEverySizeGiveTheSinglePassBits() {
        // 1 to 9 passes: four-vector calls, a two-vector call and a single one in every mix; rule j zeroes the
        // groups of four with (i / 4 + j) % 3 == 0, so the passes that update a group change from group to group
        // three blocks and a partial one, so that at d = 21 and 40 the rows are many enough to go to threads
        int n = 3 * MarginGradientKernel.BLOCK_ROWS + 13;
        for (int d : new int[] {8, 21, 40}) {
            double[] x = gaussian(n * d, "bx" + d);
            for (int m = 1; m <= 9; m++) {
                double[][] w = new double[m][];
                MarginGradientKernel.Coefficients[] rules = new MarginGradientKernel.Coefficients[m];
                for (int j = 0; j < m; j++) {
                    w[j] = gaussian(d, "bw" + j + "-" + d);
                    int shift = j;
                    double offset = 0.1 * j - 0.3;
                    rules[j] = (i, dot) -> (i / 4 + shift) % 3 == 0 ? 0.0 : Math.tanh(dot) + offset;
                }
                double[][] want = new double[m][d];
                for (int j = 0; j < m; j++) {
                    MarginGradientKernel.of(x, n, d, Parallelism.SEQUENTIAL)
                            .with(RowKernels.scalar(), Parallelism.SEQUENTIAL).sumInto(w[j], want[j], rules[j]);
                }
                for (RowKernel k : kernels()) {
                    for (Parallelism threads : new Parallelism[] {Parallelism.SEQUENTIAL,
                        privbench.testing.ThreadedParallelism.THREE}) {
                        double[][] g = new double[m][d];
                        MarginGradientKernel.sumIntoAll(MarginGradientKernel.of(x, n, d, threads).with(k, threads),
                                w, g, rules);
                        for (int j = 0; j < m; j++) {
                            assertArrayEquals(want[j], g[j], 0.0, k.getClass().getSimpleName() + ", " + m
                                    + " passes, pass " + j + ", d " + d);
                        }
                    }
                }
            }
        }
    }

    private static double[][] copy(double[][] y) {
        double[][] c = new double[y.length][];
        for (int p = 0; p < y.length; p++) {
            c[p] = y[p].clone();
        }
        return c;
    }
}

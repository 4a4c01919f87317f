package privbench.linalg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/**
 * Every SIMD row kernel this JVM can run (four- and eight-double vectors) does, bit for bit, what the scalar
 * reference does for the four-row operations of the fused pass, on every length's tail, and the pass built on
 * them gives the scalar pass's bits.
 */
class SimdRowKernelsTest {

    private static double[] gaussian(int len, String label) {
        return privbench.testing.Fixtures.gaussian(11, "simd-row-kernels-test", label, len);
    }

    private static float[] rounded(double[] x) {
        float[] f = new float[x.length];
        for (int k = 0; k < f.length; k++) {
            f[k] = (float) x[k];
        }
        return f;
    }

    @Test
    void fourRowOperationsAgreeToTheBit() {
        RowKernel scalar = RowKernels.scalar();
        for (RowKernel simd : RowKernels.simdKernels()) {
            for (int len : new int[] {1, 7, 8, 9, 15, 16, 17, 31, 64, 67}) {
                double[] x = gaussian(8 * len + 5, "x" + len);
                float[] f = rounded(x);
                double[] w = gaussian(len, "w" + len);
                double[] y0 = gaussian(len, "y" + len);
                String at = simd.getClass().getSimpleName() + ", len " + len;
                double[] a = new double[4];
                double[] b = new double[4];
                scalar.dot4(x, 1, 1 + len, 1 + 2 * len, 1 + 3 * len, w, len, a);
                simd.dot4(x, 1, 1 + len, 1 + 2 * len, 1 + 3 * len, w, len, b);
                assertArrayEquals(a, b, 0.0, "dot4 " + at);
                scalar.dot4(f, 1, 1 + len, 1 + 2 * len, 1 + 3 * len, w, len, a);
                simd.dot4(f, 1, 1 + len, 1 + 2 * len, 1 + 3 * len, w, len, b);
                assertArrayEquals(a, b, 0.0, "dot4 float " + at);

                double[] ya = y0.clone();
                double[] yb = y0.clone();
                scalar.axpy4ThenDot4(0.3, -1.7, 0.0, 2.5, x, 1, 1 + 4 * len, len, ya, w, len, a);
                simd.axpy4ThenDot4(0.3, -1.7, 0.0, 2.5, x, 1, 1 + 4 * len, len, yb, w, len, b);
                assertArrayEquals(ya, yb, 0.0, "axpy4ThenDot4 update " + at);
                assertArrayEquals(a, b, 0.0, "axpy4ThenDot4 dots " + at);
                ya = y0.clone();
                yb = y0.clone();
                scalar.axpy4ThenDot4(0.3, -1.7, 0.0, 2.5, f, 1, 1 + 4 * len, len, ya, w, len, a);
                simd.axpy4ThenDot4(0.3, -1.7, 0.0, 2.5, f, 1, 1 + 4 * len, len, yb, w, len, b);
                assertArrayEquals(ya, yb, 0.0, "axpy4ThenDot4 float update " + at);
                assertArrayEquals(a, b, 0.0, "axpy4ThenDot4 float dots " + at);
                // the fused call is the two calls in sequence
                double[] yc = y0.clone();
                double[] c = new double[4];
                simd.axpy4(0.3, -1.7, 0.0, 2.5, f, 1, 1 + len, 1 + 2 * len, 1 + 3 * len, yc, len);
                simd.dot4(f, 1 + 4 * len, 1 + 5 * len, 1 + 6 * len, 1 + 7 * len, w, len, c);
                assertArrayEquals(yc, yb, 0.0, "fused = axpy4 then dot4 " + at);
                assertArrayEquals(c, b, 0.0, "fused = axpy4 then dot4 " + at);
            }
        }
    }

    @Test
    void dotRowsIsEachRowsDotToTheBit() {
        java.util.List<RowKernel> kernels = new java.util.ArrayList<>(RowKernels.simdKernels());
        kernels.add(RowKernels.scalar());
        for (RowKernel k : kernels) {
            for (int len : new int[] {1, 7, 8, 9, 15, 16, 17, 64, 67, 1000}) {
                int rows = 9;
                float[] f = rounded(gaussian(rows * (len + 3) + 2, "rx" + len));
                double[] w = gaussian(len, "rw" + len);
                double[] got = new double[rows];
                k.dotRows(f, 2, len + 3, rows, w, len, got);
                double[] four = new double[4];
                for (int r = 0; r < rows; r++) {
                    int o = 2 + r * (len + 3);
                    // the scalar kernel's dot4 lane is the reference every kernel's dot must give
                    RowKernels.scalar().dot4(f, o, o, o, o, w, len, four);
                    org.junit.jupiter.api.Assertions.assertEquals(four[0], got[r], 0.0,
                            k.getClass().getSimpleName() + ", len " + len + ", row " + r);
                }
            }
        }
    }

    @Test
    void eightRowFusedCallIsTwoFourRowCalls() {
        // axpy8ThenDot8 on every kernel (the scalar one by its default) against two axpy4ThenDot4 calls of the
        // scalar reference: the updates in order, the eight dots in place, on every tail length
        RowKernel scalar = RowKernels.scalar();
        java.util.List<RowKernel> kernels = new java.util.ArrayList<>(RowKernels.simdKernels());
        kernels.add(scalar);
        double[] coef = {0.3, -1.7, 0.0, 2.5, -0.6, 1.1, 0.9, -2.2};
        for (RowKernel k : kernels) {
            for (int len : new int[] {1, 7, 8, 9, 15, 16, 17, 31, 64, 67}) {
                double[] x = gaussian(16 * len + 5, "x8" + len);
                double[] w = gaussian(len, "w8" + len);
                double[] y0 = gaussian(len, "y8" + len);
                String at = k.getClass().getSimpleName() + ", len " + len;
                double[] ya = y0.clone();
                double[] yb = y0.clone();
                double[] a = new double[8];
                double[] four = new double[4];
                double[] b = new double[8];
                scalar.axpy4ThenDot4(coef[0], coef[1], coef[2], coef[3], x, 1, 1 + 8 * len, len, ya, w, len, four);
                System.arraycopy(four, 0, a, 0, 4);
                scalar.axpy4ThenDot4(coef[4], coef[5], coef[6], coef[7], x, 1 + 4 * len, 1 + 12 * len, len, ya, w, len,
                        four);
                System.arraycopy(four, 0, a, 4, 4);
                k.axpy8ThenDot8(coef, x, 1, 1 + 8 * len, len, yb, w, len, b);
                assertArrayEquals(ya, yb, 0.0, "axpy8ThenDot8 update " + at);
                assertArrayEquals(a, b, 0.0, "axpy8ThenDot8 dots " + at);
                // negative control: the second group's update applied first rounds differently somewhere
                double[] yc = y0.clone();
                double[] yd = y0.clone();
                scalar.axpy4ThenDot4(coef[0], coef[1], coef[2], coef[3], x, 1, 1 + 8 * len, len, yc, w, len, four);
                scalar.axpy4ThenDot4(coef[4], coef[5], coef[6], coef[7], x, 1 + 4 * len, 1 + 12 * len, len, yc, w, len,
                        four);
                scalar.axpy4ThenDot4(coef[4], coef[5], coef[6], coef[7], x, 1 + 4 * len, 1 + 12 * len, len, yd, w, len,
                        four);
                scalar.axpy4ThenDot4(coef[0], coef[1], coef[2], coef[3], x, 1, 1 + 8 * len, len, yd, w, len, four);
                if (len >= 31) {
                    assertNotEquals(java.util.Arrays.toString(yc), java.util.Arrays.toString(yd), "order matters, " + at);
                }
            }
        }
    }

    @Test
    void batchedPassesGiveEachSinglePassesScalarBits() {
        // several passes at once (M*'s candidates) through each SIMD kernel: every pass must be the scalar single
        // pass, bit for bit; the zero groups of the second rule skip an update between two dot products
        int n = MarginGradientKernel.BLOCK_ROWS + 13;
        MarginGradientKernel.Coefficients[] rules = {
            (i, dot) -> Math.tanh(dot) - 0.25,
            (i, dot) -> (i / 4) % 3 == 1 ? 0.0 : dot,
            (i, dot) -> dot > 0 ? 0.5 : -1.0,
        };
        for (int d : new int[] {8, 21, 40}) {
            double[] x = gaussian(n * d, "bx" + d);
            float[] f = rounded(x);
            double[][] w = {gaussian(d, "bw0" + d), gaussian(d, "bw1" + d), gaussian(d, "bw2" + d)};
            for (RowKernel simd : RowKernels.simdKernels()) {
                double[][] g = new double[3][d];
                double[][] gf = new double[3][d];
                MarginGradientKernel.sumIntoAll(MarginGradientKernel.of(x, n, d, Parallelism.SEQUENTIAL)
                        .with(simd, Parallelism.SEQUENTIAL), w, g, rules);
                MarginGradientKernel.sumIntoAll(MarginGradientKernel.of(f, n, d, Parallelism.SEQUENTIAL)
                        .with(simd, Parallelism.SEQUENTIAL), w, gf, rules);
                for (int j = 0; j < 3; j++) {
                    double[] ref = new double[d];
                    double[] reff = new double[d];
                    MarginGradientKernel.of(x, n, d, Parallelism.SEQUENTIAL)
                            .with(RowKernels.scalar(), Parallelism.SEQUENTIAL).sumInto(w[j], ref, rules[j]);
                    MarginGradientKernel.of(f, n, d, Parallelism.SEQUENTIAL)
                            .with(RowKernels.scalar(), Parallelism.SEQUENTIAL).sumInto(w[j], reff, rules[j]);
                    String what = simd.getClass().getSimpleName() + ", pass " + j + ", d " + d;
                    assertArrayEquals(ref, g[j], 0.0, what);
                    assertArrayEquals(reff, gf[j], 0.0, what + ", float");
                }
            }
        }
    }

    @Test
    void pipelinedPassGivesTheScalarBits() {
        // blocks of 256 rows with whole groups, a short tail group and a last partial block; rows whose
        // coefficients are all zero in a group exercise the skipped update
        int n = 2 * MarginGradientKernel.BLOCK_ROWS + 13;
        // first rule: zero groups of four in either half of a group of eight; second: whole groups of eight zero
        MarginGradientKernel.Coefficients[] rules = {
            (i, dot) -> (i / 4) % 5 == 2 ? 0.0 : Math.tanh(dot) - 0.25,
            (i, dot) -> (i / 8) % 3 == 1 ? 0.0 : Math.tanh(dot) - 0.25,
        };
        for (int r = 0; r < rules.length * 3; r++) {
            MarginGradientKernel.Coefficients rule = rules[r / 3];
            int d = new int[] {8, 21, 40}[r % 3];
            double[] x = gaussian(n * d, "px" + d);
            double[] w = gaussian(d, "pw" + d);
            double[] ref = new double[d];
            MarginGradientKernel.of(x, n, d, Parallelism.SEQUENTIAL).with(RowKernels.scalar(), Parallelism.SEQUENTIAL)
                    .sumInto(w, ref, rule);
            // the batched form takes the several-pass calls, not the pipelined single pass: the two must agree
            double[][] two = new double[2][d];
            MarginGradientKernel.sumIntoAll(MarginGradientKernel.of(x, n, d, Parallelism.SEQUENTIAL),
                    new double[][] {w, w}, two, new MarginGradientKernel.Coefficients[] {rule, rule});
            assertArrayEquals(two[0], ref, 0.0, "pipelined = plain loop, d " + d);
            for (RowKernel simd : RowKernels.simdKernels()) {
                double[] g = new double[d];
                MarginGradientKernel.of(x, n, d, Parallelism.SEQUENTIAL).with(simd, Parallelism.SEQUENTIAL)
                        .sumInto(w, g, rule);
                assertArrayEquals(ref, g, 0.0, simd.getClass().getSimpleName() + ", d " + d);
                double[] gf = new double[d];
                double[] reff = new double[d];
                float[] f = rounded(x);
                MarginGradientKernel.of(f, n, d, Parallelism.SEQUENTIAL).with(simd, Parallelism.SEQUENTIAL)
                        .sumInto(w, gf, rule);
                MarginGradientKernel.of(f, n, d, Parallelism.SEQUENTIAL).with(RowKernels.scalar(),
                        Parallelism.SEQUENTIAL).sumInto(w, reff, rule);
                assertArrayEquals(reff, gf, 0.0, simd.getClass().getSimpleName() + " float, d " + d);
                // negative control: the rounding to float changes the sum, so equality above is not vacuous
                assertNotEquals(java.util.Arrays.toString(ref), java.util.Arrays.toString(reff));
            }
        }
    }

    /**
     * float32 rows long enough that a block of 256 holds several runs of the row-after-row schedule (d = 1000:
     * runs of 128 rows), and rows just past the length where the eight-double kernel goes back to four rows a
     * sweep: both schedules give the scalar pass's bits. The kernels' answers are asserted, so the test says
     * which schedule it held.
     */
    @Test
    void floatRowsGiveTheScalarBitsInBothSchedules() {
        int n = 2 * MarginGradientKernel.BLOCK_ROWS + 13;
        MarginGradientKernel.Coefficients rule = (i, dot) -> (i / 4) % 5 == 2 ? 0.0 : Math.tanh(dot) - 0.25;
        for (int d : new int[] {1000, 1024, 1030}) {
            float[] f = rounded(gaussian(n * d, "fx" + d));
            double[] w = gaussian(d, "fw" + d);
            double[] ref = new double[d];
            MarginGradientKernel.of(f, n, d, Parallelism.SEQUENTIAL).with(RowKernels.scalar(), Parallelism.SEQUENTIAL)
                    .sumInto(w, ref, rule);
            for (RowKernel simd : RowKernels.simdKernels()) {
                boolean wide = simd == WideVectorRowKernel.INSTANCE;
                org.junit.jupiter.api.Assertions.assertEquals(wide && d <= 1024, simd.floatRowsOneByOne(d),
                        "schedule of " + simd.getClass().getSimpleName() + " at d " + d);
                for (Parallelism threads : new Parallelism[] {Parallelism.SEQUENTIAL, privbench.testing.ThreadedParallelism.THREE}) {
                    double[] g = new double[d];
                    MarginGradientKernel.of(f, n, d, threads).with(simd, threads).sumInto(w, g, rule);
                    assertArrayEquals(ref, g, 0.0, simd.getClass().getSimpleName() + " float, d " + d + ", "
                            + threads.threads() + " threads");
                }
            }
        }
    }

    /**
     * The JL projection's kernel: lanes across sign columns, each sum along j. Column counts that are not a
     * multiple of any vector width, and a start column inside a vector, reach every one of its three loops.
     */
    @Test
    void dot4SignsAgreesToTheBit() {
        RowKernel scalar = RowKernels.scalar();
        for (RowKernel simd : RowKernels.simdKernels()) {
            for (int rows : new int[] {1, 3, 4, 8, 13, 16, 33, 64}) {
                for (int from : new int[] {0, Math.min(3, rows - 1)}) {
                    int width = 37;
                    double[] x = gaussian(4 * width + 2, "sx" + rows);
                    double[] t = gaussian(width * rows, "st" + rows);
                    for (int k = 0; k < t.length; k++) {
                        t[k] = t[k] < 0 ? -1.0 : 1.0;
                    }
                    double[] a = gaussian(4 * rows, "sa" + rows);
                    double[] b = a.clone();
                    scalar.dot4Signs(x, 2, width, width, t, rows, from, a);
                    simd.dot4Signs(x, 2, width, width, t, rows, from, b);
                    assertArrayEquals(a, b, 0.0, simd.getClass().getSimpleName() + ", rows " + rows + ", from " + from);
                }
            }
        }
    }
}

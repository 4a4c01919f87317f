package privbench.linalg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MarginGradientKernelTest {

    private static final Parallelism THREE = privbench.testing.ThreadedParallelism.THREE;

    private static double[] gaussian(int len, String label) {
        return privbench.testing.Fixtures.gaussian(7, "kernel-test", label, len);
    }

    /** A loss-like coefficient with clipping-like branches, so rows contribute unequally. */
    private static final MarginGradientKernel.Coefficients RULE = (i, dot) -> i % 7 == 3 ? 0.0 : -1.0 / (1 + Math.exp(dot * ((i & 1) == 0 ? 1 : -1)));

    /** The sum of rule-weighted rows on one thread, in block order: the reference every other path must reproduce. */
    private static double[] sequentialSum(double[] x, int n, int d, double[] w, MarginGradientKernel.Coefficients rule) {
        double[] g = new double[d];
        MarginGradientKernel.of(x, n, d, Parallelism.SEQUENTIAL).sumInto(w, g, rule);
        return g;
    }

    /** Gaussian rows x (n x d, row-major) and a Gaussian w: the problem every bit-equality check sums. */
    private record Problem(int n, int d, double[] x, double[] w) {

        static Problem draw(int n, int d) {
            return new Problem(n, d, gaussian(n * d, "x"), gaussian(d, "w"));
        }

        /** The reference sum of RULE-weighted rows ({@link #sequentialSum}). */
        double[] sequentialSum() {
            return MarginGradientKernelTest.sequentialSum(x, n, d, w, RULE);
        }
    }

    @Test
    void sumMatchesTheDefinitionWithinRounding() {
        // n not a multiple of 4 or of the block, d not a multiple of 8: every tail path runs
        var p = Problem.draw(2 * MarginGradientKernel.BLOCK_ROWS + 7, 37);
        int n = p.n();
        int d = p.d();
        double[] x = p.x();
        double[] w = p.w();
        double[] g = p.sequentialSum();
        double[] ref = new double[d];
        double scale = 0;
        for (int i = 0; i < n; i++) {
            double dot = 0;
            for (int j = 0; j < d; j++) {
                dot += x[i * d + j] * w[j];
            }
            double a = RULE.at(i, dot);
            for (int j = 0; j < d; j++) {
                ref[j] += a * x[i * d + j];
                scale += Math.abs(a * x[i * d + j]);
            }
        }
        // two summation orders of n terms differ by at most ~2 n eps sum|terms| (Higham 2002, eq. 4.4), per coordinate
        double tol = 2 * n * Math.ulp(1.0) * scale;
        assertArrayEquals(ref, g, tol);
    }

    @Test
    void simdAndScalarKernelsAgreeToTheBit() {
        for (int d : new int[] {1, 3, 8, 13, 64, 101}) {
            int n = 37;
            double[] x = gaussian(n * d, "x" + d);
            double[] w = gaussian(d, "w" + d);
            var simd = MarginGradientKernel.of(x, n, d, Parallelism.SEQUENTIAL).with(RowKernels.best(),
                    Parallelism.SEQUENTIAL);
            var scalar = simd.with(RowKernels.scalar(), Parallelism.SEQUENTIAL);
            double[] a = new double[d];
            double[] b = new double[d];
            simd.sumInto(w, a, RULE);
            scalar.sumInto(w, b, RULE);
            assertArrayEquals(b, a, 0.0, "d = " + d + (RowKernels.simd() ? " (SIMD)" : " (scalar only)"));
        }
    }

    @Test
    void threadsDoNotChangeTheBits() {
        var p = Problem.draw(5 * MarginGradientKernel.BLOCK_ROWS + 3, 61);
        double[] one = p.sequentialSum();
        double[] three = new double[p.d()];
        var threaded = MarginGradientKernel.of(p.x(), p.n(), p.d(), THREE);
        threaded.sumInto(p.w(), three, RULE);
        assertArrayEquals(one, three, 0.0);
        // again on the same instance: work arrays are reused, not leaked into the next step
        threaded.sumInto(p.w(), three, RULE);
        assertArrayEquals(one, three, 0.0);
    }

    @Test
    void float32RowsGiveTheBitsOfTheirWidenedCopy() {
        int n = 301;
        int d = 29;
        double[] x = gaussian(n * d, "x");
        float[] f = new float[x.length];
        double[] widened = new double[x.length];
        for (int k = 0; k < f.length; k++) {
            f[k] = (float) x[k];
            widened[k] = f[k];
        }
        double[] w = gaussian(d, "w");
        double[] a = new double[d];
        var fk = MarginGradientKernel.of(f, n, d, THREE).with(RowKernels.best(), THREE);
        fk.sumInto(w, a, RULE);
        double[] b = sequentialSum(widened, n, d, w, RULE);
        assertArrayEquals(b, a, 0.0);
        assertArrayEquals(RowNorms.of(widened, n, d, null), fk.rowNorms(), 0.0);
        assertEquals(2L * n * d * Float.BYTES, 2 * fk.bytesPerPass());
        // negative control: rounding to float does change the gradient, so the test above is not vacuous
        double[] c = sequentialSum(x, n, d, w, RULE);
        assertNotEquals(java.util.Arrays.toString(b), java.util.Arrays.toString(c));
    }

    @Test
    void batchedPassesEqualSinglePasses() {
        int n = 4000; // n d above the kernel's threshold for handing blocks to threads
        int d = 19;
        double[] x = gaussian(n * d, "x");
        double[][] w = {gaussian(d, "w0"), gaussian(d, "w1")};
        var k = MarginGradientKernel.of(x, n, d, THREE);
        double[][] g = new double[2][d];
        MarginGradientKernel.Coefficients other = (i, dot) -> dot > 0 ? 0 : 1;
        MarginGradientKernel.sumIntoAll(k, w, g, new MarginGradientKernel.Coefficients[] {RULE, other});
        assertArrayEquals(sequentialSum(x, n, d, w[0], RULE), g[0], 0.0);
        assertArrayEquals(sequentialSum(x, n, d, w[1], other), g[1], 0.0);
        assertTrue(n > MarginGradientKernel.BLOCK_ROWS);
    }
}

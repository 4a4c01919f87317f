package privbench.learners.auc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import privbench.linalg.Parallelism;
import privbench.linalg.RowKernels;
import privbench.testing.ThreadedParallelism;

/**
 * The pair sums of the logistic pairwise loss: accurate to a few ulps a term against one StrictMath exp and
 * log1p per pair, and the same bits on any thread count and with either kernel.
 */
class LogisticPairSumsTest {

    private static final double U = Math.ulp(1.0) / 2;

    /** What the sums are: one exp and one log1p per pair, added with compensation (the reference). */
    private record Reference(double loss, double[] rowG, double[] colG) {

        static Reference of(double[] sPos, double[] sNeg, boolean naiveLog) {
            double[] rowG = new double[sPos.length];
            double[] colG = new double[sNeg.length];
            double[] colC = new double[sNeg.length];
            double[] out = new double[2];
            double sum = 0;
            double comp = 0;
            for (int i = 0; i < sPos.length; i++) {
                double g = 0;
                double gc = 0;
                for (int j = 0; j < sNeg.length; j++) {
                    ScalarPairBlockKernel.exactTerm(sPos[i], sNeg[j], out);
                    if (naiveLog) {
                        // a plausible slip: log(1 + e) loses e below an ulp of 1
                        double t = sPos[i] - sNeg[j];
                        out[0] = Math.max(-t, 0) + Math.log(1 + StrictMath.exp(-Math.abs(t)));
                    }
                    double y = out[0] - comp;
                    double s = sum + y;
                    comp = (s - sum) - y;
                    sum = s;
                    double yg = out[1] - gc;
                    double sg = g + yg;
                    gc = (sg - g) - yg;
                    g = sg;
                    double yc = out[1] - colC[j];
                    double sc = colG[j] + yc;
                    colC[j] = (sc - colG[j]) - yc;
                    colG[j] = sc;
                }
                rowG[i] = g;
            }
            return new Reference(sum, rowG, colG);
        }
    }

    private static double[] scores(int n, double lo, double hi, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        double[] s = new double[n];
        for (int i = 0; i < n; i++) {
            s[i] = lo + (hi - lo) * r.nextDouble();
        }
        return s;
    }

    private static double[][] run(double[] sPos, double[] sNeg, Parallelism threads, PairBlockKernel kernel) {
        double[] rowG = new double[sPos.length];
        double[] colG = new double[sNeg.length];
        double loss = new LogisticPairSums(sPos.length, sNeg.length, threads, kernel).sums(sPos, sNeg, rowG, colG);
        return new double[][] {{loss}, rowG, colG};
    }

    /**
     * Every term is positive, so a floating sum of k of them is within (k - 1) u of the exact sum of the
     * computed terms. Each term is within a few ulps of its value at the rounded exponent, and the exponent
     * (t, or s - c) is rounded to within span u, which e^x turns into a relative error of span u: the same
     * conditioning the reference's exp(-|t|) has. So (k + 16 + 4 span) u bounds the relative error.
     */
    private static void assertClose(double expected, double actual, int terms, double span, String what) {
        double bound = (terms + 16 + 4 * span) * U * Math.abs(expected);
        assertTrue(Math.abs(actual - expected) <= bound, what + ": " + actual + " against " + expected
                + " (bound " + bound + ")");
    }

    private static void assertAccurate(double[] sPos, double[] sNeg, PairBlockKernel kernel) {
        double[][] got = run(sPos, sNeg, Parallelism.SEQUENTIAL, kernel);
        Reference ref = Reference.of(sPos, sNeg, false);
        double span = Math.max(max(sPos), max(sNeg)) - Math.min(-max(negate(sPos)), -max(negate(sNeg)));
        assertClose(ref.loss(), got[0][0], sPos.length * sNeg.length + sPos.length, span, "loss sum");
        for (int i = 0; i < sPos.length; i++) {
            assertClose(ref.rowG()[i], got[1][i], sNeg.length, span, "row " + i);
        }
        for (int j = 0; j < sNeg.length; j++) {
            assertClose(ref.colG()[j], got[2][j], sPos.length + 2 * (sPos.length / LogisticPairSums.BLOCK + 1),
                    span, "column " + j);
        }
    }

    @Test
    void sums_matchOneExpAndLog1pPerPair_onNearAndFarScores() {
        // unit-ball rows at moderate ||w||, then scores as far apart as the fast path allows
        assertAccurate(scores(301, -3, 3, 1), scores(517, -3.5, 2.5, 2), ScalarPairBlockKernel.INSTANCE);
        assertAccurate(scores(37, -299, 299, 3), scores(41, -300, 300, 4), ScalarPairBlockKernel.INSTANCE);
    }

    @Test
    void sums_stayAccurate_whenEveryLossTermIsTiny() {
        // t from 40 to 700: ln(1 + e^-t) ~ e^-t, far below an ulp of 1, and the sum is relative to them.
        // The span exceeds the fast path's limit, so this also checks the one-exp-per-pair path.
        double[] far = scores(50, 700, 740, 5);
        double[] near = scores(60, 0, 30, 6);
        assertAccurate(far, near, ScalarPairBlockKernel.INSTANCE);
        // inside the fast path: t from 40 to 60
        assertAccurate(scores(50, 70, 80, 7), scores(60, 0, 30, 8), ScalarPairBlockKernel.INSTANCE);
        assertTrue(run(scores(50, 70, 80, 7), scores(60, 0, 30, 8), Parallelism.SEQUENTIAL,
                ScalarPairBlockKernel.INSTANCE)[0][0] > 0);
    }

    @Test
    void negativeControl_logOfOnePlus_isCaughtByTheSameBound() {
        double[] sPos = scores(50, 70, 80, 7);
        double[] sNeg = scores(60, 0, 30, 8);
        Reference good = Reference.of(sPos, sNeg, false);
        Reference naive = Reference.of(sPos, sNeg, true);
        int terms = sPos.length * sNeg.length + sPos.length;
        double bound = (terms + 16 + 4 * 80) * U * good.loss();
        assertTrue(Math.abs(naive.loss() - good.loss()) > bound, "log(1 + e) must fail the bound: "
                + naive.loss() + " against " + good.loss());
    }

    @Test
    void tiesAndEqualScores_giveLn2AndOneHalf() {
        double[] s = {0.25, 0.25, 0.25};
        double[][] got = run(s, new double[] {0.25, 0.25, 0.25, 0.25, 0.25}, Parallelism.SEQUENTIAL,
                ScalarPairBlockKernel.INSTANCE);
        assertEquals(15 * Math.log(2), got[0][0], 16 * U * 15 * Math.log(2));
        assertEquals(2.5, got[1][0], 4 * U * 2.5);
        assertEquals(1.5, got[2][4], 4 * U * 1.5);
    }

    @Test
    void bits_doNotDependOnThreadsOrKernel() {
        double[] sPos = scores(700, -4, 4, 9);     // three blocks, the last partial; an odd row count
        double[] sNeg = scores(1029, -4, 4, 10);   // two tiles and a tail of one
        double[][] reference = run(sPos, sNeg, Parallelism.SEQUENTIAL, ScalarPairBlockKernel.INSTANCE);
        assertArrays(reference, run(sPos, sNeg, ThreadedParallelism.THREE, ScalarPairBlockKernel.INSTANCE));
        assumeTrue(RowKernels.simd(), "the vector module is absent: only the scalar kernel runs here");
        assertArrays(reference, run(sPos, sNeg, Parallelism.SEQUENTIAL, VectorPairBlockKernel.INSTANCE));
        assertArrays(reference, run(sPos, sNeg, ThreadedParallelism.THREE, VectorPairBlockKernel.INSTANCE));
        // and on the exact path, which the vector kernel hands to the scalar one
        double[] wide = scores(300, -400, 400, 11);
        assertArrays(run(wide, sNeg, Parallelism.SEQUENTIAL, ScalarPairBlockKernel.INSTANCE),
                run(wide, sNeg, ThreadedParallelism.THREE, VectorPairBlockKernel.INSTANCE));
    }

    @Test
    void vectorKernel_isAccurateToo() {
        assumeTrue(RowKernels.simd(), "the vector module is absent: only the scalar kernel runs here");
        assertAccurate(scores(301, -3, 3, 1), scores(517, -3.5, 2.5, 2), VectorPairBlockKernel.INSTANCE);
    }

    private static double max(double[] x) {
        return java.util.Arrays.stream(x).max().orElseThrow();
    }

    private static double[] negate(double[] x) {
        return java.util.Arrays.stream(x).map(e -> -e).toArray();
    }

    private static void assertArrays(double[][] expected, double[][] actual) {
        for (int k = 0; k < expected.length; k++) {
            assertArrayEquals(expected[k], actual[k], 0.0, "part " + k);
        }
    }
}

package privbench.optim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import privbench.linalg.MarginGradientKernel;
import privbench.linalg.Parallelism;
import privbench.testing.ThreadedParallelism;

/**
 * {@link LogisticObjective} on several row threads gives the value and gradient of one thread to the bit: the
 * pass's blocks are summed in block order, and the loss and intercept sums, which the coefficient rule now records
 * per row, are added in row order after the pass. (Summing them inside the rule, as one thread does, fails the
 * value's check here on three threads: the rows reach the rule out of order.)
 */
class LogisticObjectiveThreadsTest {

    private static double[] gaussian(int len, String label) {
        return privbench.testing.Fixtures.gaussian(11, "logistic-threads", label, len);
    }

    private static double[] signs(int n) {
        double[] y = new double[n];
        double[] u = gaussian(n, "y");
        for (int i = 0; i < n; i++) {
            y[i] = u[i] > 0.3 ? 1 : -1;
        }
        return y;
    }

    @Test
    void threeThreads_giveOneThreadsBits_withScalesLinearTermAndIntercept() {
        // more rows than the kernel needs to split the pass, not a multiple of its block
        int n = 9 * MarginGradientKernel.BLOCK_ROWS + 5;
        int d = 37;
        double[] x = gaussian(n * d, "x");
        double[] y = signs(n);
        double[] scale = gaussian(n, "scale");
        for (int i = 0; i < n; i++) {
            scale[i] = 0.5 + Math.abs(scale[i]);
        }
        double[] linear = gaussian(d, "linear");
        for (boolean intercept : new boolean[] {false, true}) {
            int dim = intercept ? d + 1 : d;
            double[] v = gaussian(dim, "v" + intercept);
            var one = new LogisticObjective(x, n, d, y, scale, 0.01, linear, intercept, Parallelism.SEQUENTIAL);
            var three = new LogisticObjective(x, n, d, y, scale, 0.01, linear, intercept, ThreadedParallelism.THREE);
            double[] g1 = new double[dim];
            double[] g3 = new double[dim];
            double f1 = one.valueAndGradient(v, g1);
            double f3 = three.valueAndGradient(v, g3);
            assertEquals(Double.doubleToRawLongBits(f1), Double.doubleToRawLongBits(f3), "value, intercept " + intercept);
            for (int j = 0; j < dim; j++) {
                assertEquals(Double.doubleToRawLongBits(g1[j]), Double.doubleToRawLongBits(g3[j]), "gradient " + j);
            }
            // a second evaluation starts its sums from zero again
            assertEquals(Double.doubleToRawLongBits(f1), Double.doubleToRawLongBits(three.valueAndGradient(v, g3)));
        }
    }
}

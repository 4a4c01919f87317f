package privbench.linalg;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * {@link PassReads} counts what a pass reads: n d values of the storage's width once per pass, once for a pass
 * over several coefficient rules (the rows are read once for all of them), and nothing for a call with no rule.
 */
class PassReadsTest {

    private static final MarginGradientKernel.Coefficients ONE = (i, dot) -> 1.0;

    @Test
    void onePass_readsTheMatrixOnce_inItsStorage() {
        int n = 3 * MarginGradientKernel.BLOCK_ROWS + 5;
        int d = 13;
        var f64 = MarginGradientKernel.of(new double[n * d], n, d, privbench.testing.ThreadedParallelism.THREE);
        var f32 = MarginGradientKernel.of(new float[n * d], n, d, Parallelism.SEQUENTIAL);
        long before = PassReads.total();
        f64.sumInto(new double[d], new double[d], ONE);
        assertEquals((long) n * d * Double.BYTES, PassReads.total() - before, "a float64 pass on three threads");
        before = PassReads.total();
        f32.sumInto(new double[d], new double[d], ONE);
        f32.sumInto(new double[d], new double[d], ONE);
        assertEquals(2L * n * d * Float.BYTES, PassReads.total() - before, "two float32 passes");
    }

    @Test
    void severalRulesAtOnce_countOneRead_andNoRuleCountsNone() {
        int n = 600;
        int d = 9;
        var k = MarginGradientKernel.of(new double[n * d], n, d, Parallelism.SEQUENTIAL);
        double[][] w = {new double[d], new double[d], new double[d]};
        double[][] g = {new double[d], new double[d], new double[d]};
        long before = PassReads.total();
        MarginGradientKernel.sumIntoAll(k, w, g, new MarginGradientKernel.Coefficients[] {ONE, ONE, ONE});
        // the negative control: counting per rule would give three reads
        assertEquals((long) n * d * Double.BYTES, PassReads.total() - before, "three rules, one read");
        before = PassReads.total();
        MarginGradientKernel.sumIntoAll(k, new double[0][], new double[0][], new MarginGradientKernel.Coefficients[0]);
        assertEquals(0, PassReads.total() - before);
    }
}

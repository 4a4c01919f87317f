package privbench.optim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import privbench.linalg.MarginGradientKernel;
import privbench.linalg.RowKernel;
import privbench.linalg.RowKernels;

class GradientPassWarmUpTest {

    @Test
    void warmUpSteps_takeTheScalarKernelsBits_andMoveTheWeights() {
        // d = 37: the SIMD loops and their scalar tails both run; both phases' shapes (one block, many blocks)
        int block = MarginGradientKernel.BLOCK_ROWS;
        int[][] shapes = {{block, 37, 8}, {GradientPassWarmUp.EDGE_BLOCKS * block, GradientPassWarmUp.EDGE_COLS, 3}};
        for (int[] shape : shapes) {
            for (boolean float32 : new boolean[] {false, true}) {
                String where = "n = " + shape[0] + ", d = " + shape[1] + ", float32 = " + float32;
                double[] scalar = GradientPassWarmUp.run(shape[0], shape[1], shape[2], float32, RowKernels.scalar());
                double[] best = GradientPassWarmUp.run(shape[0], shape[1], shape[2], float32, RowKernels.best());
                assertArrayEquals(scalar, best, 0.0, where);
                assertTrue(Arrays.stream(best).anyMatch(v -> v != 0 && Double.isFinite(v)),
                        "the warm-up's steps must do real work (nonzero, finite weights): " + where);
            }
        }
    }

    @Test
    void runsOncePerPrecision_andOnlyBeforeLargeMatrices() {
        long large = GradientPassWarmUp.MIN_ENTRIES;
        assertFalse(GradientPassWarmUp.beforeAllocating(large - 1, 16, false), "below the threshold");
        assertFalse(GradientPassWarmUp.beforeAllocating(large, 0, false), "no columns");
        // without the vector module there is nothing to compile: never runs
        boolean simd = RowKernels.simd();
        assertEquals(simd, GradientPassWarmUp.beforeAllocating(large, 16, false), "first large float64 matrix");
        assertFalse(GradientPassWarmUp.beforeAllocating(large, 16, false), "float64 again: once per JVM");
        assertEquals(simd, GradientPassWarmUp.beforeAllocating(large, 16, true), "first large float32 matrix");
        assertFalse(GradientPassWarmUp.beforeAllocating(2 * large, 16, true), "float32 again");
    }

    @Test
    void firstPhaseRowsTakeTheScheduleTheMatrixRowsWill() {
        for (RowKernel k : new RowKernel[] {RowKernels.scalar(), RowKernels.best()}) {
            for (int cols : new int[] {16, 1000, 1024, 1025, 1032, 1500, 5000}) {
                int first = GradientPassWarmUp.firstPhaseCols(cols, true, k);
                assertEquals(k.floatRowsOneByOne(cols), k.floatRowsOneByOne(first), k + ", cols " + cols);
                assertTrue(first <= cols && first <= 2 * GradientPassWarmUp.MAX_COLS,
                        "cheap warm-up rows: " + first + " for " + cols);
            }
            // float64 rows have one schedule: capped at MAX_COLS
            assertEquals(GradientPassWarmUp.MAX_COLS, GradientPassWarmUp.firstPhaseCols(5000, false, k));
        }
    }
}

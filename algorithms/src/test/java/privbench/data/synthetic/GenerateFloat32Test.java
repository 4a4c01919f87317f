package privbench.data.synthetic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.linalg.Parallelism;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.ThreadedParallelism;

/**
 * Float32 rows finished and rounded block by block as they are drawn ({@link Generator#generateFloat32}) are the
 * bits of finishing all float64 rows and rounding them once, and no finish call ever sees more than one block.
 */
class GenerateFloat32Test {

    private static final int N = 2 * RowBlocks.ROWS + 17;
    private static final int D = 7;

    /** A row-wise finish that changes the values and the column count: doubles every value, appends a 1. */
    private static final UnaryOperator<Dataset> DOUBLE_AND_BIAS = block -> {
        int d = block.cols();
        double[] out = new double[block.rows() * (d + 1)];
        for (int i = 0; i < block.rows(); i++) {
            for (int j = 0; j < d; j++) {
                out[i * (d + 1) + j] = 2 * block.x()[i * d + j];
            }
            out[i * (d + 1) + d] = 1;
        }
        return block.withFeatures(out, d + 1, 2 * block.normBound() + 1);
    };

    private static Dataset whole(UnaryOperator<Dataset> finish) {
        return finish.apply(new MarginHalfspace().generate(N, D, Map.of("margin", 0.1),
                SeededNoise.ofSeed(3).structural("w"), SeededNoise.ofSeed(3).structural("rows"))).toFloat32();
    }

    private static Dataset blockwise(UnaryOperator<Dataset> finish, Parallelism threads) {
        return new MarginHalfspace().generateFloat32(N, D, Map.of("margin", 0.1),
                SeededNoise.ofSeed(3).structural("w"), SeededNoise.ofSeed(3).structural("rows"), threads, finish);
    }

    private static void assertSameBits(Dataset expected, Dataset actual) {
        assertTrue(actual.isFloat32());
        assertEquals(expected.cols(), actual.cols());
        assertEquals(expected.normBound(), actual.normBound());
        assertArrayEquals(expected.xFloat(), actual.xFloat());
        assertArrayEquals(expected.labels(), actual.labels());
    }

    @Test
    void blockwiseRounding_isTheRoundingOfTheWholeFinishedMatrix_onAnyThreads() {
        for (UnaryOperator<Dataset> finish : java.util.List.<UnaryOperator<Dataset>>of(b -> b, DOUBLE_AND_BIAS)) {
            Dataset expected = whole(finish);
            assertSameBits(expected, blockwise(finish, Parallelism.SEQUENTIAL));
            assertSameBits(expected, blockwise(finish, ThreadedParallelism.THREE));
        }
        assertEquals(D + 1, whole(DOUBLE_AND_BIAS).cols());
    }

    /**
     * Negative control: rounding the drawn rows before a finish that itself rounds (dividing by 3), rather than
     * once after it, changes some float32 values; the comparison above must see that. (Doubling would not do:
     * it is exact, so rounding before or after it gives the same floats.)
     */
    @Test
    void roundingBeforeTheFinish_isCaught() {
        UnaryOperator<Dataset> third = block -> {
            double[] out = block.x().clone();
            for (int k = 0; k < out.length; k++) {
                out[k] /= 3;
            }
            return block.withFeatures(out, block.cols(), block.normBound());
        };
        UnaryOperator<Dataset> roundedFirst = block -> {
            double[] out = block.x().clone();
            for (int k = 0; k < out.length; k++) {
                out[k] = (float) out[k];
            }
            return third.apply(block.withFeatures(out, block.cols(), block.normBound()));
        };
        Dataset right = whole(third);
        assertSameBits(right, blockwise(third, Parallelism.SEQUENTIAL));
        assertFalse(Arrays.equals(right.xFloat(), blockwise(roundedFirst, Parallelism.SEQUENTIAL).xFloat()),
                "rounding twice must not pass as rounding once");
    }

    @Test
    void everyFinishCall_seesAtMostOneBlock_andTheCallsCoverEveryRowOnce() {
        AtomicInteger largest = new AtomicInteger();
        AtomicLong rows = new AtomicLong();
        blockwise(block -> {
            largest.accumulateAndGet(block.rows(), Math::max);
            rows.addAndGet(block.rows());
            return block;
        }, ThreadedParallelism.THREE);
        assertEquals(RowBlocks.ROWS, largest.get(), "the float64 rows of more than one block were alive at once");
        assertEquals(N, rows.get());
    }

    @Test
    void otherGenerators_takeTheDefault_finishThenRound() {
        Generator g = Generators.byId("concentric-spheres").orElseThrow();
        Dataset expected = DOUBLE_AND_BIAS.apply(g.generate(300, 4, Map.of(), SeededNoise.ofSeed(4).structural("w"),
                SeededNoise.ofSeed(4).structural("rows"))).toFloat32();
        Dataset actual = g.generateFloat32(300, 4, Map.of(), SeededNoise.ofSeed(4).structural("w"),
                SeededNoise.ofSeed(4).structural("rows"), Parallelism.SEQUENTIAL, DOUBLE_AND_BIAS);
        assertSameBits(expected, actual);
    }
}

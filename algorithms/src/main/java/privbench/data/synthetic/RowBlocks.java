package privbench.data.synthetic;

import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.random.RandomGenerator;
import privbench.linalg.Parallelism;
import privbench.privacy.noise.SeededNoise;

/**
 * Generated rows cut into fixed blocks of {@link #ROWS} rows, each block drawn from its own stream, so the rows
 * are the same bits whatever the number of threads filling the blocks and whatever their order.
 *
 * <p>One {@code nextLong()} of the generator's sample stream seeds a root ({@link SeededNoise#ofSeed}); block b
 * draws from its {@code structural("rows:" + b)} stream (a SHA-256 derivation, so the blocks' streams are
 * independent of each other and of every other stream of the data seed).
 */
public final class RowBlocks {

    /** Rows per block: a block of 1,000 features is 8 MB, enough work to hide a stream's seeding (two hashes). */
    public static final int ROWS = 1024;

    /** Fills rows [from, to) from the block's own stream, row i at {@code out[offset + (i - from) d]}. */
    @FunctionalInterface
    public interface Fill {
        void rows(int from, int to, RandomGenerator rng, double[] out, int offset);
    }

    /** Takes the finished float64 rows [from, to) of one block, row-major in {@code block} (a scratch array). */
    @FunctionalInterface
    public interface Sink {
        void rows(int from, int to, double[] block);
    }

    private RowBlocks() {
    }

    /**
     * Fills every block of rows 0..rows-1 of the row-major x (d values a row), on the given threads; draws one
     * value from {@code sample}.
     */
    public static void fill(int rows, int d, double[] x, RandomGenerator sample, Parallelism threads, Fill fill) {
        SeededNoise root = SeededNoise.ofSeed(sample.nextLong());
        threads.forEach(blocks(rows), b -> {
            int from = b * ROWS;
            fill.rows(from, Math.min(rows, from + ROWS), root.structural("rows:" + b), x, from * d);
        });
    }

    /**
     * As {@link #fill(int, int, double[], RandomGenerator, Parallelism, Fill)}, each block drawn into a scratch
     * array of its own rows and handed to {@code sink}, never into one matrix of all rows: the same values block
     * by block (the same streams), so a caller can finish and store them (say as float32) without holding every
     * row as float64. A scratch array goes back to a pool once its sink returns: at most one per running thread
     * (plus the shorter last block).
     */
    public static void fillBlocks(int rows, int d, RandomGenerator sample, Parallelism threads, Fill fill, Sink sink) {
        SeededNoise root = SeededNoise.ofSeed(sample.nextLong());
        ConcurrentLinkedQueue<double[]> scratch = new ConcurrentLinkedQueue<>();
        threads.forEach(blocks(rows), b -> {
            int from = b * ROWS;
            int to = Math.min(rows, from + ROWS);
            double[] block = to - from == ROWS ? scratch.poll() : null;
            if (block == null) {
                block = new double[(to - from) * d];
            }
            fill.rows(from, to, root.structural("rows:" + b), block, 0);
            sink.rows(from, to, block);
            if (to - from == ROWS) {
                scratch.add(block);
            }
        });
    }

    /** The number of blocks of {@link #ROWS} rows that cover {@code rows} rows (the last may be shorter). */
    public static int blocks(int rows) {
        return (rows + ROWS - 1) / ROWS;
    }
}

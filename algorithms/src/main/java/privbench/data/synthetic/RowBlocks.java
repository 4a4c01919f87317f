package privbench.data.synthetic;

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

    /** Fills rows [from, to) from the block's own stream. */
    @FunctionalInterface
    public interface Fill {
        void rows(int from, int to, RandomGenerator rng);
    }

    private RowBlocks() {
    }

    /** Fills every block of rows 0..rows-1, on the given threads; draws one value from {@code sample}. */
    public static void fill(int rows, RandomGenerator sample, Parallelism threads, Fill fill) {
        SeededNoise root = SeededNoise.ofSeed(sample.nextLong());
        int blocks = (rows + ROWS - 1) / ROWS;
        threads.forEach(blocks, b -> fill.rows(b * ROWS, Math.min(rows, (b + 1) * ROWS), root.structural("rows:" + b)));
    }
}

package privbench.optim;

import java.util.concurrent.atomic.AtomicBoolean;
import privbench.data.Dataset;
import privbench.linalg.MarginGradientKernel;
import privbench.linalg.Parallelism;
import privbench.linalg.RowKernel;
import privbench.linalg.RowKernels;

/**
 * Has the JIT compile the SIMD gradient pass on a small matrix, for a process about to allocate a large one.
 *
 * <p>Until C2 compiles the vector kernel, every vector operation allocates a boxed vector: the first fit over
 * 100,000 x 1,000 float32 rows made about 300 MB of such garbage, and the heap grew for it beside the data
 * ({@code results/timing/dataprep2/fit-warmup-allocations.txt}). Made before the data exist, that garbage comes
 * and goes while the heap is small, and the first fit runs compiled code: the float32 bench's peak resident set fell
 * from 821-832 MiB to 653-764 MiB in seven forks of eight ({@code results/timing/bench-final/float32-memory.csv}).
 * The warm-up goes through {@link ClippedMarginGradient}, the class full-batch learners call, so the JIT sees the
 * call sites as they will be. It reads no data and draws nothing: results are the same bits with or without it.
 *
 * <p>It runs in two phases. The first, long rows in one block, compiles the pipelined four-row kernel, which a
 * pass calls once per four rows. The second, short rows in many blocks, compiles the kernels a pass calls once
 * per block (the first group's dot products and the last group's update): HotSpot's tiered policy wants 600 calls
 * ({@code Tier4MinInvocationThreshold}) before C2 takes a method, however long its loops run, and one block gave
 * them 256 (their 32,000 loop turns are under the 40,000 of {@code Tier4BackEdgeThreshold} too). Without the second
 * phase the first float32 fit ran those two in C1: JFR's allocation samples after the data summed to 374 MB, almost
 * all boxed vectors, against 52 MB with it ({@code results/timing/warmup-edges/allocations-after-data.csv}).
 */
public final class GradientPassWarmUp {

    /** From this many matrix entries a process warms the pass up before allocating the matrix. */
    public static final long MIN_ENTRIES = 1L << 24;

    /**
     * Passes over one block of rows: C2 compiles a method after a few thousand calls, and a pass calls the
     * four-row kernel once per four rows, so this makes about 16,000 calls of it.
     */
    static final int PASSES = 256;

    /** Rows of the warm-up's matrix are at most this long: the compiled code serves every length. */
    static final int MAX_COLS = 1024;

    /**
     * The second phase: blocks of short rows and passes over them, so the once-a-block kernels get
     * {@code EDGE_BLOCKS * EDGE_PASSES} = 2,048 more calls, well above the 600 C2 waits for.
     */
    static final int EDGE_BLOCKS = 16;
    static final int EDGE_PASSES = 128;
    static final int EDGE_COLS = 64;

    private static final AtomicBoolean FLOAT64_DONE = new AtomicBoolean();
    private static final AtomicBoolean FLOAT32_DONE = new AtomicBoolean();

    private GradientPassWarmUp() {
    }

    /**
     * Warms the pass up once per JVM and storage, when a matrix of {@code entries} values with rows of length
     * {@code cols} is about to be allocated and is large enough for the warm-up to pay ({@link #MIN_ENTRIES}).
     * Returns true when this call ran it.
     */
    public static boolean beforeAllocating(long entries, int cols, boolean float32) {
        if (entries >= MIN_ENTRIES && cols >= 1 && RowKernels.simd()
                && !(float32 ? FLOAT32_DONE : FLOAT64_DONE).getAndSet(true)) {
            RowKernel best = RowKernels.best();
            run(MarginGradientKernel.BLOCK_ROWS, firstPhaseCols(cols, float32, best), PASSES, float32, best);
            run(EDGE_BLOCKS * MarginGradientKernel.BLOCK_ROWS, Math.min(cols, EDGE_COLS), EDGE_PASSES, float32, best);
            return true;
        }
        return false;
    }

    /**
     * The first phase's row length: the matrix's, at most {@link #MAX_COLS}, unless that would take another float32
     * schedule than the matrix's rows will ({@link RowKernel#floatRowsOneByOne}): then the shortest length the
     * kernel reads as it will read them, so the warm-up compiles the kernels the pass calls.
     */
    static int firstPhaseCols(int cols, boolean float32, RowKernel kernel) {
        int first = Math.min(cols, MAX_COLS);
        while (float32 && first < cols && kernel.floatRowsOneByOne(first) != kernel.floatRowsOneByOne(cols)) {
            first = Math.min(first + 8, cols);
        }
        return first;
    }

    /**
     * Runs {@code passes} steps of gradient descent, each a pass of the given row kernel over n rows of length d,
     * stored as the big matrix will be (float32 or float64), and returns the final weights (so the work cannot be
     * elided, and tests can hold the SIMD kernel's steps to the scalar one's).
     */
    static double[] run(int n, int d, int passes, boolean float32, RowKernel kernel) {
        if (n < 1 || d < 1 || passes < 1) {
            throw new IllegalArgumentException("n, d and passes must be >= 1, got " + n + ", " + d + ", " + passes);
        }
        double[] xd = new double[n * d];
        double[] y = new double[n];
        double scale = 1 / Math.sqrt(d);
        for (int i = 0; i < n; i++) {
            y[i] = i % 2 == 0 ? 1 : -1;
            for (int j = 0; j < d; j++) {
                // a fixed pattern of entries of both signs: margins of both signs, clipped and unclipped rows
                xd[i * d + j] = ((i * 31 + j * 17) % 13 - 6) * scale / 6;
            }
        }
        float[] xf = float32 ? new float[n * d] : null;
        if (float32) {
            Dataset.narrowInto(xd, xf, 0);
        }
        MarginGradientKernel rows = (float32 ? MarginGradientKernel.of(xf, n, d, Parallelism.SEQUENTIAL)
                : MarginGradientKernel.of(xd, n, d, Parallelism.SEQUENTIAL))
                .with(kernel, Parallelism.SEQUENTIAL);
        ClippedMarginGradient pass = new ClippedMarginGradient(rows, y, new MarginLoss.Logistic(), 0.5);
        double[] w = new double[d];
        double[] g = new double[d];
        for (int p = 0; p < passes; p++) {
            pass.sumInto(w, g);
            for (int j = 0; j < d; j++) {
                w[j] -= 0.1 * g[j] / n;
            }
        }
        return w;
    }
}

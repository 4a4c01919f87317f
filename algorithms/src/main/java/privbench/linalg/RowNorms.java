package privbench.linalg;

/**
 * The L2 norm of every row of a row-major matrix, float64 or float32 (widened exactly), with rows cut into
 * fixed blocks over the caller's threads. Each row is summed as {@link Vectors#norm} sums it (four stripes,
 * added pairwise), so a row's norm is the same bits for either storage of the same values and for any
 * thread count: a block only decides which thread computes a row, never how.
 */
public final class RowNorms {

    /** Rows per task; fixed, and harmless to the bits since rows do not share sums. */
    private static final int BLOCK_ROWS = 1024;

    /** Below this many matrix entries a pass is too short to be worth handing to other threads. */
    private static final long PARALLEL_MIN_ENTRIES = 1L << 16;

    private RowNorms() {
    }

    /** The norms of the n rows of a float64 n x d matrix. */
    public static double[] of(double[] x, int n, int d, Parallelism threads) {
        check(x.length, n, d);
        double[] out = new double[n];
        each(n, d, threads, (from, to) -> {
            for (int i = from; i < to; i++) {
                out[i] = Vectors.norm(x, i * d, d);
            }
        });
        return out;
    }

    /** The norms of the n rows of a float32 n x d matrix, each value widened exactly. */
    public static double[] of(float[] x, int n, int d, Parallelism threads) {
        check(x.length, n, d);
        double[] out = new double[n];
        each(n, d, threads, (from, to) -> {
            for (int i = from; i < to; i++) {
                out[i] = norm(x, i * d, d);
            }
        });
        return out;
    }

    /** The L2 norm of x[off..off+len), widened exactly and summed as {@link Vectors#dot} sums. */
    static double norm(float[] x, int off, int len) {
        double s0 = 0;
        double s1 = 0;
        double s2 = 0;
        double s3 = 0;
        int j = 0;
        for (; j + 3 < len; j += 4) {
            double v0 = x[off + j];
            double v1 = x[off + j + 1];
            double v2 = x[off + j + 2];
            double v3 = x[off + j + 3];
            s0 += v0 * v0;
            s1 += v1 * v1;
            s2 += v2 * v2;
            s3 += v3 * v3;
        }
        for (; j < len; j++) {
            double v = x[off + j];
            s0 += v * v;
        }
        return Math.sqrt((s0 + s1) + (s2 + s3));
    }

    @FunctionalInterface
    private interface RowRange {
        void run(int from, int to);
    }

    private static void each(int n, int d, Parallelism threads, RowRange range) {
        int blocks = (n + BLOCK_ROWS - 1) / BLOCK_ROWS;
        if (threads == null || threads.threads() < 2 || blocks < 2 || (long) n * d < PARALLEL_MIN_ENTRIES) {
            range.run(0, n);
            return;
        }
        threads.forEach(blocks, b -> range.run(b * BLOCK_ROWS, Math.min(n, (b + 1) * BLOCK_ROWS)));
    }

    private static void check(long length, int n, int d) {
        if (n < 0 || d < 1 || (long) n * d != length) {
            throw new IllegalArgumentException("x must hold n x d = " + n + " x " + d + " values, got " + length);
        }
    }
}

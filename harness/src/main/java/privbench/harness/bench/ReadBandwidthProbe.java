package privbench.harness.bench;

import java.util.Arrays;
import privbench.harness.sweep.RowThreads;
import privbench.linalg.Parallelism;
import privbench.linalg.RowKernel;
import privbench.linalg.RowKernels;

/**
 * The read bandwidth this JVM reaches on one array far larger than the caches, read the way a full-batch step
 * reads its rows: dot products of four 4096-double rows at a time with a vector, through the same SIMD row
 * kernel and the same row threads. A full-batch learner cannot step faster than its bytes per step over this figure.
 */
final class ReadBandwidthProbe {

    private static final int ROW = 4096;

    private ReadBandwidthProbe() {
    }

    /**
     * The best bandwidth in GB/s (1e9 bytes) of {@code repeats} reads of a {@code megabytes} array on the given
     * number of threads, in rows of 4096 doubles: the read limit of long rows.
     */
    static double gbPerSecond(int megabytes, int threads, int repeats) {
        return gbPerSecond(megabytes, threads, repeats, ROW, false);
    }

    /**
     * The same read in rows of a cell's own length {@code row}, float64 or float32 storage: what the fused pass
     * of that shape would read at if its update and coefficients cost nothing. Short rows read slower than long
     * ones on some machines (four new streams every row), so this, not the 4096-double probe, is the read limit
     * of the shape.
     */
    static double gbPerSecond(int megabytes, int threads, int repeats, int row, boolean float32) {
        int width = float32 ? Float.BYTES : Double.BYTES;
        int rows = Math.max(4, (int) ((long) megabytes * 1_000_000 / width / row));
        int length = Math.multiplyExact(rows, row);
        double[] xd = float32 ? null : new double[length];
        float[] xf = float32 ? new float[length] : null;
        if (float32) {
            Arrays.fill(xf, 1.0f);
        } else {
            Arrays.fill(xd, 1.0);
        }
        double[] w = new double[row];
        Arrays.fill(w, 0.5);
        RowKernel kernel = RowKernels.best();
        int tasks = 64;
        double[] sums = new double[tasks];
        Parallelism p = RowThreads.of(threads);
        double best = Double.POSITIVE_INFINITY;
        try {
            for (int r = 0; r < repeats + 1; r++) {
                long start = System.nanoTime();
                p.forEach(tasks, t -> {
                    // four rows at a time, as the gradient pass reads them (four streams in flight)
                    double[] four = new double[4];
                    double s = 0;
                    int i = (int) ((long) rows * t / tasks);
                    int end = (int) ((long) rows * (t + 1) / tasks);
                    for (; i + 3 < end; i += 4) {
                        if (float32) {
                            kernel.dot4(xf, i * row, (i + 1) * row, (i + 2) * row, (i + 3) * row, w, row, four);
                        } else {
                            kernel.dot4(xd, i * row, (i + 1) * row, (i + 2) * row, (i + 3) * row, w, row, four);
                        }
                        s += (four[0] + four[1]) + (four[2] + four[3]);
                    }
                    for (; i < end; i++) {
                        s += float32 ? kernel.dot(xf, i * row, w, row) : kernel.dot(xd, i * row, w, row);
                    }
                    sums[t] = s;
                });
                double seconds = (System.nanoTime() - start) / 1e9;
                if (r > 0) {
                    // the first read warms the JIT and the page tables: not counted
                    best = Math.min(best, seconds);
                }
                if (Arrays.stream(sums).sum() != 0.5 * length) {
                    throw new IllegalStateException("the bandwidth probe read wrong values");
                }
            }
        } finally {
            if (p instanceof RowThreads rt) {
                rt.close();
            }
        }
        return (double) length * width / best / 1e9;
    }
}

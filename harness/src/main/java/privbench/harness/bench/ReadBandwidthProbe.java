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
     * number of threads.
     */
    static double gbPerSecond(int megabytes, int threads, int repeats) {
        int rows = Math.max(1, (int) ((long) megabytes * 1_000_000 / Double.BYTES / ROW));
        double[] x = new double[rows * ROW];
        Arrays.fill(x, 1.0);
        double[] w = new double[ROW];
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
                        kernel.dot4(x, i * ROW, (i + 1) * ROW, (i + 2) * ROW, (i + 3) * ROW, w, ROW, four);
                        s += (four[0] + four[1]) + (four[2] + four[3]);
                    }
                    for (; i < end; i++) {
                        s += kernel.dot(x, i * ROW, w, ROW);
                    }
                    sums[t] = s;
                });
                double seconds = (System.nanoTime() - start) / 1e9;
                if (r > 0) {
                    // the first read warms the JIT and the page tables: not counted
                    best = Math.min(best, seconds);
                }
                if (Arrays.stream(sums).sum() != 0.5 * x.length) {
                    throw new IllegalStateException("the bandwidth probe read wrong values");
                }
            }
        } finally {
            if (p instanceof RowThreads rt) {
                rt.close();
            }
        }
        return (double) x.length * Double.BYTES / best / 1e9;
    }
}

package privbench.linalg;

import java.util.Arrays;

/**
 * The one pass over the rows behind every full-batch margin gradient: for each row its dot product with w,
 * a coefficient a_i(w.x_i) from the caller (loss derivative, label, clipping), and a_i x_i added to the sum,
 * all while the row is in cache; G(w) = sum_i a_i(w.x_i) x_i.
 *
 * <p>Rows are read four at a time: their four dot products in one sweep over w (eight independent
 * accumulators per row, {@link RowKernel}), then their four contributions in one sweep over the partial sum; a
 * float64 pass takes two such groups per sweep ({@link RowKernel#axpy8ThenDot8}), the same arithmetic; a float32
 * pass over short rows, where the kernel reads them faster so ({@link RowKernel#floatRowsOneByOne}), reads a run of
 * rows' dot products row after row and then adds their groups of four from cache, the same arithmetic again.
 * Several float64 passes at once (M*'s candidates) take each group of four's dots and updates four passes a call
 * ({@link RowKernel#dot4x4}, {@link RowKernel#axpy4x4}), the same arithmetic once more.
 * Rows are cut into blocks of {@link #BLOCK_ROWS} (a constant, not a function of the thread count); each
 * block's partial sum starts from zero and the partial sums are added to G in block order, so the result is
 * the same bits on one thread or many ({@link Parallelism}). Storage is float64 or float32 (widened exactly,
 * arithmetic in double). Work arrays are allocated once per instance, never per step or per row; an instance
 * serves one fit at a time.
 */
public final class MarginGradientKernel {

    /** Rows per block: fixed, so the summation order never depends on threads or machine. */
    public static final int BLOCK_ROWS = 256;

    /** Below this many matrix entries a pass is too short to be worth handing to other threads. */
    private static final long PARALLEL_MIN_ENTRIES = 1L << 14;

    /** The coefficient of row i given its dot product with w; 0 skips the row. */
    @FunctionalInterface
    public interface Coefficients {
        double at(int row, double dot);
    }

    private final double[] xd;
    private final float[] xf;
    private final int n;
    private final int d;
    private final Parallelism parallelism;
    private final RowKernel kernel;
    private final int blocks;
    // work arrays: per pass, the block partial sums (one per block when threads run, else one); per slot, the
    // dots of eight rows, four more for a half group, and eight coefficients
    private double[][][] partial = new double[0][][];
    private double[][] dots = new double[0][];
    private double[][] his = new double[0][];
    private double[][] coefs = new double[0][];
    private double[][] rowDots = new double[0][];
    // per slot, for several passes at once: four rows' dots and coefficients for every pass, one call's sixteen
    // values, and the passes whose group of four is not all zero
    private double[][] batchDots = new double[0][];
    private double[][] batchCoefs = new double[0][];
    private double[][] batchFour = new double[0][];
    private int[][] batchActive = new int[0][];
    private final double[][] oneW = new double[1][];
    private final double[][] oneG = new double[1][];
    private final Coefficients[] oneC = new Coefficients[1];
    private double[][] currentW;
    private Coefficients[] currentC;
    private final java.util.function.IntConsumer blockTask = b -> block(b, b, currentW, currentC);

    private MarginGradientKernel(double[] xd, float[] xf, int n, int d, Parallelism parallelism, RowKernel kernel) {
        long length = xd != null ? xd.length : xf.length;
        if (n < 0 || d < 1 || (long) n * d != length) {
            throw new IllegalArgumentException("x must hold n x d = " + n + " x " + d + " values, got " + length);
        }
        this.xd = xd;
        this.xf = xf;
        this.n = n;
        this.d = d;
        this.parallelism = parallelism == null ? Parallelism.SEQUENTIAL : parallelism;
        this.kernel = kernel;
        this.blocks = (n + BLOCK_ROWS - 1) / BLOCK_ROWS;
    }

    /** A pass over float64 rows (row-major n x d, read, never written). */
    public static MarginGradientKernel of(double[] x, int n, int d, Parallelism parallelism) {
        return new MarginGradientKernel(x, null, n, d, parallelism, RowKernels.forEntries((long) n * d));
    }

    /** A pass over float32 rows (row-major n x d, read, never written), arithmetic in double. */
    public static MarginGradientKernel of(float[] x, int n, int d, Parallelism parallelism) {
        return new MarginGradientKernel(null, x, n, d, parallelism, RowKernels.forEntries((long) n * d));
    }

    /** The same rows through another row kernel (tests hold the SIMD kernel to the scalar one). */
    public MarginGradientKernel with(RowKernel other, Parallelism threads) {
        return new MarginGradientKernel(xd, xf, n, d, threads, other);
    }

    public int rows() {
        return n;
    }

    public int cols() {
        return d;
    }

    /** True when both passes read the same array. */
    public boolean sameRows(MarginGradientKernel other) {
        return n == other.n && d == other.d && (xd != null ? xd == other.xd : xf == other.xf);
    }

    /** Bytes of the matrix read by one pass (what a step must move from memory at least once). */
    public long bytesPerPass() {
        return (long) n * d * (xd != null ? Double.BYTES : Float.BYTES);
    }

    /**
     * The L2 norm of every row (each row as {@link Vectors#norm} sums it, float rows widened exactly), on this
     * pass's threads. A {@link privbench.data.Dataset} keeps its own, computed once: prefer {@code rowNorms()}
     * there.
     */
    public double[] rowNorms() {
        return xd != null ? RowNorms.of(xd, n, d, parallelism) : RowNorms.of(xf, n, d, parallelism);
    }

    /** Writes G(w) = sum_i c.at(i, w.x_i) x_i into g (length d). */
    public void sumInto(double[] w, double[] g, Coefficients c) {
        oneW[0] = w;
        oneG[0] = g;
        oneC[0] = c;
        try {
            sumIntoAll(this, oneW, oneG, oneC);
        } finally {
            oneW[0] = null;
            oneG[0] = null;
            oneC[0] = null;
        }
    }

    /**
     * G_j(w_j) into g_j for several passes over this kernel's rows at once: each block of rows is read from
     * memory once for all of them. For every j the result is bit-identical to {@code sumInto(w[j], g[j], c[j])}.
     */
    public static void sumIntoAll(MarginGradientKernel k, double[][] w, double[][] g, Coefficients[] c) {
        int m = c.length;
        if (w.length != m || g.length != m) {
            throw new IllegalArgumentException("one w, g and coefficient rule per pass, got " + w.length + ", "
                    + g.length + " and " + m);
        }
        for (int j = 0; j < m; j++) {
            if (w[j].length != k.d || g[j].length != k.d) {
                throw new IllegalArgumentException("w and g must have " + k.d + " entries, got " + w[j].length
                        + " and " + g[j].length);
            }
        }
        k.run(w, g, c);
    }

    private void run(double[][] w, double[][] g, Coefficients[] c) {
        int m = c.length;
        if (m == 0) {
            return;
        }
        PassReads.add(bytesPerPass());
        boolean parallel = parallelism.threads() > 1 && blocks > 1 && (long) n * d >= PARALLEL_MIN_ENTRIES;
        int slots = parallel ? blocks : 1;
        ensureWork(m, slots);
        for (int j = 0; j < m; j++) {
            Arrays.fill(g[j], 0.0);
        }
        if (parallel) {
            currentW = w;
            currentC = c;
            try {
                parallelism.forEach(blocks, blockTask);
            } finally {
                currentW = null;
                currentC = null;
            }
            for (int b = 0; b < blocks; b++) {
                for (int j = 0; j < m; j++) {
                    addInto(partial[j][b], g[j]);
                }
            }
        } else {
            for (int b = 0; b < blocks; b++) {
                block(b, 0, w, c);
                for (int j = 0; j < m; j++) {
                    addInto(partial[j][0], g[j]);
                }
            }
        }
    }

    private void ensureWork(int m, int slots) {
        if (partial.length != m || partial[0].length < slots) { // m >= 1 here
            partial = new double[m][slots][d];
            dots = new double[Math.max(slots, 1)][8];
            his = new double[Math.max(slots, 1)][4];
            coefs = new double[Math.max(slots, 1)][8];
            rowDots = new double[Math.max(slots, 1)][];
            batchDots = new double[Math.max(slots, 1)][4 * m];
            batchCoefs = new double[Math.max(slots, 1)][4 * m];
            batchFour = new double[Math.max(slots, 1)][16];
            batchActive = new int[Math.max(slots, 1)][m];
        }
    }

    private static void addInto(double[] p, double[] g) {
        for (int j = 0; j < g.length; j++) {
            g[j] += p[j];
        }
    }

    /**
     * One pass's groups of eight float64 rows from {@code from}, each group's update done in the same sweep as the
     * next group's dot products ({@link RowKernel#axpy8ThenDot8}), so memory reads of the next rows overlap the
     * in-cache work on the previous ones, eight streams in flight; a group of eight with no update (every
     * coefficient zero) reads the next eight's dot products alone, still eight streams ({@link RowKernel#dot8}).
     * A group of eight is two groups of four: the
     * arithmetic, the order of the coefficient calls and the rule that skips a group of four whose coefficients
     * are zero are those of the plain loop in {@link #block}, so are the bits. Returns the first row it did not
     * handle (the block's last rows when they are fewer than eight).
     */
    private int pipelinedEights(int from, int to, double[] part, double[] dot, double[] hi, double[] a, double[] w,
                                Coefficients c) {
        int last = from + (to - from) / 8 * 8 - 8; // the last whole group
        int o = from * d;
        kernel.dot4(xd, o, o + d, o + 2 * d, o + 3 * d, w, d, dot);
        kernel.dot4(xd, o + 4 * d, o + 5 * d, o + 6 * d, o + 7 * d, w, d, hi);
        System.arraycopy(hi, 0, dot, 4, 4);
        int i = from;
        for (int q = 0; q < 8; q++) {
            a[q] = c.at(i + q, dot[q]);
        }
        for (; i < last; i += 8) {
            int prev = i * d;
            int next = prev + 8 * d;
            boolean low = a[0] != 0 || a[1] != 0 || a[2] != 0 || a[3] != 0;
            boolean high = a[4] != 0 || a[5] != 0 || a[6] != 0 || a[7] != 0;
            if (low && high) {
                kernel.axpy8ThenDot8(a, xd, prev, next, d, part, w, d, dot);
            } else if (!low && !high) {
                kernel.dot8(xd, next, d, w, d, dot);
            } else {
                fourThenDots(low, a, 0, prev, next, part, w, dot);
                fourThenDots(high, a, 4, prev + 4 * d, next + 4 * d, part, w, hi);
                System.arraycopy(hi, 0, dot, 4, 4);
            }
            for (int q = 0; q < 8; q++) {
                a[q] = c.at(i + 8 + q, dot[q]);
            }
        }
        o = last * d;
        if (a[0] != 0 || a[1] != 0 || a[2] != 0 || a[3] != 0) {
            kernel.axpy4(a[0], a[1], a[2], a[3], xd, o, o + d, o + 2 * d, o + 3 * d, part, d);
        }
        o += 4 * d;
        if (a[4] != 0 || a[5] != 0 || a[6] != 0 || a[7] != 0) {
            kernel.axpy4(a[4], a[5], a[6], a[7], xd, o, o + d, o + 2 * d, o + 3 * d, part, d);
        }
        return last + 8;
    }

    /** One group of four float64 rows: its update (when a coefficient is nonzero) fused with the next four's dots. */
    private void fourThenDots(boolean update, double[] a, int k, int prev, int next, double[] part, double[] w,
                              double[] out) {
        if (update) {
            kernel.axpy4ThenDot4(a[k], a[k + 1], a[k + 2], a[k + 3], xd, prev, next, d, part, w, d, out);
        } else {
            kernel.dot4(xd, next, next + d, next + 2 * d, next + 3 * d, w, d, out);
        }
    }

    /**
     * One pass's groups of four float32 rows from {@code from}, each group's update done in the same sweep as the
     * next group's dot products ({@link RowKernel#axpy4ThenDot4}); the arithmetic, the order of the coefficient
     * calls and the skip rule are those of the plain loop, so are the bits. Float rows stay four to a sweep: eight
     * float streams in one sweep ran at half the speed of four on AMD Zen 4 (JDK 25). Returns the first row it did
     * not handle.
     */
    private int pipelinedFours(int from, int to, double[] part, double[] dot, double[] w, Coefficients c) {
        int last = from + (to - from) / 4 * 4 - 4; // the last whole group
        kernel.dot4(xf, from * d, from * d + d, from * d + 2 * d, from * d + 3 * d, w, d, dot);
        int i = from;
        double a0 = c.at(i, dot[0]);
        double a1 = c.at(i + 1, dot[1]);
        double a2 = c.at(i + 2, dot[2]);
        double a3 = c.at(i + 3, dot[3]);
        for (; i < last; i += 4) {
            int next = i + 4;
            if (a0 != 0 || a1 != 0 || a2 != 0 || a3 != 0) {
                kernel.axpy4ThenDot4(a0, a1, a2, a3, xf, i * d, next * d, d, part, w, d, dot);
            } else {
                int o = next * d;
                kernel.dot4(xf, o, o + d, o + 2 * d, o + 3 * d, w, d, dot);
            }
            a0 = c.at(next, dot[0]);
            a1 = c.at(next + 1, dot[1]);
            a2 = c.at(next + 2, dot[2]);
            a3 = c.at(next + 3, dot[3]);
        }
        if (a0 != 0 || a1 != 0 || a2 != 0 || a3 != 0) {
            int o = last * d;
            kernel.axpy4(a0, a1, a2, a3, xf, o, o + d, o + 2 * d, o + 3 * d, part, d);
        }
        return last + 4;
    }

    /** Rows a run of {@link #rowByRowFours} holds in cache for its updates: about 512 KB of them, whole groups. */
    private static int runRows(int d) {
        return Math.max(4, Math.min(BLOCK_ROWS, (1 << 19) / (Float.BYTES * d)) & ~3);
    }

    /**
     * One pass's whole groups of four float32 rows from {@code from}, for a kernel that reads such rows fastest
     * one after another ({@link RowKernel#floatRowsOneByOne}): in runs of {@link #runRows} rows, the run's dot
     * products row after row (one stream through memory), their coefficients in row order, then each group's
     * four-row update from cache. The arithmetic, the order of the coefficient calls and the rule that skips a
     * group whose four coefficients are zero are those of the plain loop, so are the bits. Returns the first row
     * it did not handle.
     */
    private int rowByRowFours(int from, int to, double[] part, int s, double[] w, Coefficients c) {
        int end = from + (to - from) / 4 * 4;
        int run = runRows(d);
        if (rowDots[s] == null || rowDots[s].length < run) {
            rowDots[s] = new double[run];
        }
        double[] a = rowDots[s];
        for (int i = from; i < end; i += run) {
            int rows = Math.min(run, end - i);
            kernel.dotRows(xf, i * d, d, rows, w, d, a);
            for (int q = 0; q < rows; q++) {
                a[q] = c.at(i + q, a[q]);
            }
            for (int q = 0; q < rows; q += 4) {
                if (a[q] != 0 || a[q + 1] != 0 || a[q + 2] != 0 || a[q + 3] != 0) {
                    int o = (i + q) * d;
                    kernel.axpy4(a[q], a[q + 1], a[q + 2], a[q + 3], xf, o, o + d, o + 2 * d, o + 3 * d, part, d);
                }
            }
        }
        return end;
    }

    /**
     * Several passes' whole groups of four float64 rows from {@code from}: each group's dot products for four (or
     * two) passes a call ({@link RowKernel#dot4x4}), so each stretch of the rows is read once for all of them; the
     * coefficients pass by pass in row order; then the updates of the passes whose four coefficients are not all
     * zero, four (or two) a call. The arithmetic, the order of the coefficient calls and the rule that skips a
     * pass's all-zero group are those of the plain loop, so are the bits. Returns the first row it did not handle.
     */
    private int batchedFours(int from, int to, int s, double[][] w, Coefficients[] c) {
        int m = c.length;
        int end = from + (to - from) / 4 * 4;
        double[] dot = batchDots[s];
        double[] a = batchCoefs[s];
        double[] four = batchFour[s];
        int[] active = batchActive[s];
        for (int i = from; i < end; i += 4) {
            int o = i * d;
            int j = 0;
            for (; j + 4 <= m; j += 4) {
                kernel.dot4x4(xd, o, d, w[j], w[j + 1], w[j + 2], w[j + 3], d, four);
                System.arraycopy(four, 0, dot, 4 * j, 16);
            }
            if (j + 2 <= m) {
                kernel.dot4x2(xd, o, d, w[j], w[j + 1], d, four);
                System.arraycopy(four, 0, dot, 4 * j, 8);
                j += 2;
            }
            if (j < m) {
                kernel.dot4(xd, o, o + d, o + 2 * d, o + 3 * d, w[j], d, four);
                System.arraycopy(four, 0, dot, 4 * j, 4);
            }
            int k = 0;
            for (j = 0; j < m; j++) {
                int p = 4 * j;
                Coefficients cj = c[j];
                a[p] = cj.at(i, dot[p]);
                a[p + 1] = cj.at(i + 1, dot[p + 1]);
                a[p + 2] = cj.at(i + 2, dot[p + 2]);
                a[p + 3] = cj.at(i + 3, dot[p + 3]);
                if (a[p] != 0 || a[p + 1] != 0 || a[p + 2] != 0 || a[p + 3] != 0) {
                    active[k++] = j;
                }
            }
            int t = 0;
            for (; t + 4 <= k; t += 4) {
                for (int q = 0; q < 4; q++) {
                    System.arraycopy(a, 4 * active[t + q], four, 4 * q, 4);
                }
                kernel.axpy4x4(four, xd, o, d, partial[active[t]][s], partial[active[t + 1]][s],
                        partial[active[t + 2]][s], partial[active[t + 3]][s], d);
            }
            if (t + 2 <= k) {
                System.arraycopy(a, 4 * active[t], four, 0, 4);
                System.arraycopy(a, 4 * active[t + 1], four, 4, 4);
                kernel.axpy4x2(four, xd, o, d, partial[active[t]][s], partial[active[t + 1]][s], d);
                t += 2;
            }
            if (t < k) {
                int p = 4 * active[t];
                kernel.axpy4(a[p], a[p + 1], a[p + 2], a[p + 3], xd, o, o + d, o + 2 * d, o + 3 * d,
                        partial[active[t]][s], d);
            }
        }
        return end;
    }

    /** The partial sums of block b, for every pass, into work slot s. */
    private void block(int b, int s, double[][] w, Coefficients[] c) {
        int from = b * BLOCK_ROWS;
        int to = Math.min(n, from + BLOCK_ROWS);
        double[] dot = dots[s];
        int m = c.length;
        for (int j = 0; j < m; j++) {
            Arrays.fill(partial[j][s], 0.0);
        }
        int i = from;
        if (m > 1 && xd != null) {
            i = batchedFours(from, to, s, w, c);
        } else if (m == 1 && to - from >= 8) {
            if (xd != null) {
                i = pipelinedEights(from, to, partial[0][s], dot, his[s], coefs[s], w[0], c[0]);
            } else if (kernel.floatRowsOneByOne(d)) {
                i = rowByRowFours(from, to, partial[0][s], s, w[0], c[0]);
            } else {
                i = pipelinedFours(from, to, partial[0][s], dot, w[0], c[0]);
            }
        }
        for (; i + 3 < to; i += 4) {
            int o0 = i * d;
            int o1 = o0 + d;
            int o2 = o1 + d;
            int o3 = o2 + d;
            for (int j = 0; j < m; j++) {
                if (xd != null) {
                    kernel.dot4(xd, o0, o1, o2, o3, w[j], d, dot);
                } else {
                    kernel.dot4(xf, o0, o1, o2, o3, w[j], d, dot);
                }
                Coefficients cj = c[j];
                double a0 = cj.at(i, dot[0]);
                double a1 = cj.at(i + 1, dot[1]);
                double a2 = cj.at(i + 2, dot[2]);
                double a3 = cj.at(i + 3, dot[3]);
                if (a0 != 0 || a1 != 0 || a2 != 0 || a3 != 0) {
                    if (xd != null) {
                        kernel.axpy4(a0, a1, a2, a3, xd, o0, o1, o2, o3, partial[j][s], d);
                    } else {
                        kernel.axpy4(a0, a1, a2, a3, xf, o0, o1, o2, o3, partial[j][s], d);
                    }
                }
            }
        }
        for (; i < to; i++) {
            int o = i * d;
            for (int j = 0; j < m; j++) {
                double a = c[j].at(i, xd != null ? kernel.dot(xd, o, w[j], d) : kernel.dot(xf, o, w[j], d));
                if (a != 0) {
                    if (xd != null) {
                        kernel.axpy(a, xd, o, partial[j][s], d);
                    } else {
                        kernel.axpy(a, xf, o, partial[j][s], d);
                    }
                }
            }
        }
    }
}

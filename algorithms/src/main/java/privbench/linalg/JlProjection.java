package privbench.linalg;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * A k x d Rademacher Johnson-Lindenstrauss matrix: entries +-1/sqrt(k), each sign an independent fair bit.
 *
 * <p>The signs are stored as bits, k d / 8 bytes (d = 20000, k = 2000 is 5 MB, against 320 MB as doubles),
 * one row per run of {@code ceil(d / 64)} words, drawn row by row from the generator the caller hands in
 * (64 signs per {@code nextLong()}); equal generators give equal matrices. A set bit means -1.
 *
 * <p>{@link #project} is the O(n d k) kernel: tiles of the matrix are unpacked into +-1 doubles once and
 * multiplied with four data rows at a time ({@link RowKernel#dot4Signs}); nothing of size k x d is ever held as
 * doubles.
 */
public final class JlProjection {

    /** Columns per tile of the projection (a multiple of 64, so tiles start on word boundaries). */
    private static final int TILE_COLUMNS = 512;

    /** Rows of Phi unpacked per tile: 64 x 512 doubles, 256 KB, stay in the second-level cache. */
    private static final int TILE_ROWS = 64;

    /**
     * Multiply-adds from which {@link #project} uses the SIMD kernel: its vector code runs interpreted until
     * compiled (about half a second once per JVM), which a projection this large (10 ms or more of scalar work)
     * soon repays and a test-sized one never does. Same bits either way.
     */
    private static final long SIMD_MIN_WORK = 1L << 24;

    private final int k;
    private final int d;
    private final int wordsPerRow;
    private final long[] bits;
    private final double scale;

    private JlProjection(int k, int d, long[] bits) {
        this.k = k;
        this.d = d;
        this.wordsPerRow = (d + 63) >>> 6;
        this.bits = bits;
        this.scale = 1 / Math.sqrt(k);
    }

    /** A fresh k x d Rademacher matrix with entries +-1/sqrt(k). */
    public static JlProjection rademacher(int k, int d, RandomGenerator rng) {
        if (k < 1 || d < 1) {
            throw new IllegalArgumentException("a JL matrix needs k >= 1 and d >= 1, got k=" + k + ", d=" + d);
        }
        int words = (d + 63) >>> 6;
        if ((long) k * words > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("k x d = " + k + " x " + d + " is too large to hold as bits");
        }
        long[] bits = new long[k * words];
        for (int i = 0; i < bits.length; i++) {
            bits[i] = rng.nextLong();
        }
        return new JlProjection(k, d, bits);
    }

    /** k, the projected dimension. */
    public int rows() {
        return k;
    }

    /** d, the input dimension. */
    public int cols() {
        return d;
    }

    /** The entry (r, j): +-1/sqrt(k). */
    public double entry(int r, int j) {
        if (r < 0 || r >= k || j < 0 || j >= d) {
            throw new IndexOutOfBoundsException("entry (" + r + ", " + j + ") of a " + k + " x " + d + " matrix");
        }
        return isNegative(r, j) ? -scale : scale;
    }

    private boolean isNegative(int r, int j) {
        return ((bits[r * wordsPerRow + (j >>> 6)] >>> (j & 63)) & 1L) != 0;
    }

    /** Writes the signs of row r, columns [j0, j0 + len) with j0 a multiple of 64, as +-1 into out[off ..). */
    private void unpackSigns(int r, int j0, int len, double[] out, int off) {
        int base = r * wordsPerRow + (j0 >>> 6);
        for (int w = 0; w * 64 < len; w++) {
            long word = bits[base + w];
            int end = Math.min(64, len - w * 64);
            int o = off + w * 64;
            for (int b = 0; b < end; b++) {
                // 1 - 2 bit: +1 for a clear bit, -1 for a set one, without a branch
                out[o + b] = 1 - (double) (((word >>> b) & 1L) << 1);
            }
        }
    }

    /**
     * out[i k + r] = rowScale[i] (Phi x_i)_r for the n rows of a row-major n x d matrix x.
     *
     * <p>Tiled like a matrix product: for each tile of {@value #TILE_COLUMNS} columns and each block of
     * {@value #TILE_ROWS} rows of Phi (unpacked once, column by column), four data rows at a time walk the
     * tile's columns, adding x_ij times the block's {@value #TILE_ROWS} signs of column j to one accumulator per
     * (row, sign row) ({@link RowKernel#dot4Signs}). SIMD lanes run across sign rows, not along j, so each
     * accumulator still adds its terms in column order, one tile after another, whatever the machine's vector
     * width: the order of the earlier kernel (a dot product along j per output), whose bits the committed
     * results hold. The last n mod 4 rows keep {@link Vectors#dot}'s striped order, as that kernel did.
     *
     * @param rowScale a factor per row (the caller's per-example normalisation), or null for 1
     * @param out      n x k, overwritten
     */
    public void project(double[] x, int n, double[] rowScale, double[] out) {
        project(x, n, rowScale, out, Parallelism.SEQUENTIAL);
    }

    /**
     * As {@link #project(double[], int, double[], double[])} on the given threads: the rows are cut into parts of
     * whole groups of four (the last part also takes the n mod 4 tail rows), and every row is computed exactly as
     * in one sequential pass (its outputs depend on its own row alone), so the bits are the same on any number of
     * threads.
     */
    public void project(double[] x, int n, double[] rowScale, double[] out, Parallelism threads) {
        checkShapes(x, n, rowScale, out);
        Arrays.fill(out, 0.0);
        RowKernel kernel = (long) n * d * k >= SIMD_MIN_WORK ? RowKernels.best() : RowKernels.scalar();
        int groups = n / 4;
        int parts = threads == null || threads.threads() < 2 || (long) n * d * k < SIMD_MIN_WORK ? 1
                : Math.max(1, Math.min(threads.threads(), groups));
        if (parts == 1) {
            projectRows(x, 0, n, n, kernel, out);
        } else {
            int perPart = (groups + parts - 1) / parts;
            threads.forEach(parts, p -> projectRows(x, Math.min(n, 4 * p * perPart),
                    p == parts - 1 ? n : Math.min(n, 4 * (p + 1) * perPart), n, kernel, out));
        }
        scaleRows(n, rowScale, out);
    }

    /** Rows [from, to) of the projection: from a multiple of 4, to a multiple of 4 or n. */
    private void projectRows(double[] x, int from, int to, int n, RowKernel kernel, double[] out) {
        if (from >= to) {
            return;
        }
        double[] signsT = new double[TILE_ROWS * TILE_COLUMNS];
        int four = to == n ? n - n % 4 : to;
        double[] signs = four == to ? null : new double[TILE_ROWS * TILE_COLUMNS];
        double[] acc = new double[4 * TILE_ROWS];
        for (int j0 = 0; j0 < d; j0 += TILE_COLUMNS) {
            int width = Math.min(TILE_COLUMNS, d - j0);
            for (int r0 = 0; r0 < k; r0 += TILE_ROWS) {
                int rows = Math.min(TILE_ROWS, k - r0);
                for (int b = 0; b < rows; b++) {
                    unpackSignsTransposed(r0 + b, j0, width, signsT, b, rows);
                }
                for (int i = from; i < four; i += 4) {
                    kernel.dot4Signs(x, i * d + j0, d, width, signsT, rows, 0, acc);
                    int q = i * k + r0;
                    for (int b = 0; b < rows; b++) {
                        out[q + b] += acc[b];
                        out[q + k + b] += acc[rows + b];
                        out[q + 2 * k + b] += acc[2 * rows + b];
                        out[q + 3 * k + b] += acc[3 * rows + b];
                    }
                }
                if (four < to) {
                    for (int b = 0; b < rows; b++) {
                        unpackSigns(r0 + b, j0, width, signs, b * width);
                    }
                    for (int i = four; i < to; i++) {
                        for (int b = 0; b < rows; b++) {
                            out[i * k + r0 + b] += Vectors.dot(x, i * d + j0, signs, b * width, width);
                        }
                    }
                }
            }
        }
    }

    /** Writes the signs of row r, columns [j0, j0 + len), as +-1 into out[(j - j0) stride + b]. */
    private void unpackSignsTransposed(int r, int j0, int len, double[] out, int b, int stride) {
        int base = r * wordsPerRow + (j0 >>> 6);
        for (int w = 0; w * 64 < len; w++) {
            long word = bits[base + w];
            int end = Math.min(64, len - w * 64);
            int o = w * 64 * stride + b;
            for (int t = 0; t < end; t++) {
                out[o + t * stride] = 1 - (double) (((word >>> t) & 1L) << 1);
            }
        }
    }

    private void checkShapes(double[] x, int n, double[] rowScale, double[] out) {
        if ((long) n * d != x.length || (long) n * k != out.length) {
            throw new IllegalArgumentException("x must be n x d = " + n + " x " + d + " and out n x k = " + n + " x "
                    + k + ", got " + x.length + " and " + out.length);
        }
        if (rowScale != null && rowScale.length != n) {
            throw new IllegalArgumentException("rowScale must have " + n + " entries, got " + rowScale.length);
        }
    }

    private void scaleRows(int n, double[] rowScale, double[] out) {
        for (int i = 0; i < n; i++) {
            double f = rowScale == null ? scale : scale * rowScale[i];
            for (int r = 0; r < k; r++) {
                out[i * k + r] *= f;
            }
        }
    }

    /** Phi^T v: the d-vector sum_r v_r Phi_r. */
    public double[] transposeTimes(double[] v) {
        if (v.length != k) {
            throw new IllegalArgumentException("v must have k = " + k + " entries, got " + v.length);
        }
        double[] out = new double[d];
        double[] signs = new double[d];
        for (int r = 0; r < k; r++) {
            if (v[r] != 0) {
                unpackSigns(r, 0, d, signs, 0);
                Vectors.axpy(v[r] * scale, signs, 0, out, 0, d);
            }
        }
        return out;
    }
}

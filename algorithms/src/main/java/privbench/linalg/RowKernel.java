package privbench.linalg;

import java.util.Arrays;

/**
 * The inner loops of a pass over row-major rows (float64 or float32 storage, arithmetic in double), with
 * their arithmetic fixed to the last bit so that a SIMD and a scalar implementation agree exactly:
 *
 * <ul>
 *   <li>dot: eight stripes s_k = fma(x_j, w_j, s_k) over j = k (mod 8), j below the length rounded down to a
 *       multiple of 8; then ((s_0 + s_1) + (s_2 + s_3)) + ((s_4 + s_5) + (s_6 + s_7)); then the last j one by
 *       one, t = fma(x_j, w_j, t). The stripes are a constant of the code, not of the machine's SIMD width.</li>
 *   <li>four-row update: y_j = y_j + fma(a_3, x3_j, fma(a_2, x2_j, fma(a_1, x1_j, a_0 x0_j))).</li>
 *   <li>one-row update: y_j = fma(a, x_j, y_j).</li>
 * </ul>
 * Float storage is widened to double exactly before any arithmetic, so a float32 matrix gives the same bits
 * as its widened float64 copy.
 */
public interface RowKernel {

    /** The dot products of the four rows at offsets o0..o3 with w[0..len), into out[0..4). */
    void dot4(double[] x, int o0, int o1, int o2, int o3, double[] w, int len, double[] out);

    /** As the double version, on float storage. */
    void dot4(float[] x, int o0, int o1, int o2, int o3, double[] w, int len, double[] out);

    /** The dot product of the row at offset o with w[0..len). */
    double dot(double[] x, int o, double[] w, int len);

    /** As the double version, on float storage. */
    double dot(float[] x, int o, double[] w, int len);

    /**
     * The dot products of {@code rows} rows at offsets o, o + stride, ... with w[0..len), into out[0..rows), each
     * as {@link #dot(float[], int, double[], int)} gives it: row after row, so one stream through memory.
     */
    default void dotRows(float[] x, int o, int stride, int rows, double[] w, int len, double[] out) {
        for (int r = 0; r < rows; r++) {
            out[r] = dot(x, o + r * stride, w, len);
        }
    }

    /**
     * True when a float32 pass over rows of this length is faster with the dot products read row after row
     * ({@link #dotRows}, the four-row updates then from cache) than four rows a sweep ({@link #axpy4ThenDot4}).
     * Speed only: both give the same bits. False unless a kernel has measured otherwise.
     */
    default boolean floatRowsOneByOne(int len) {
        return false;
    }

    /**
     * The dot products of the eight rows at o + q stride (q = 0..7) with w[0..len), into out[0..8): each as
     * {@link #dot4} gives it, so the same bits. A pass whose group of eight rows needs no update (every
     * coefficient zero, as for rows past the hinge) reads the next eight so: eight streams from memory in flight
     * where two {@link #dot4} calls keep four. By default those two calls, the second four's first.
     */
    default void dot8(double[] x, int o, int stride, double[] w, int len, double[] out) {
        int h = o + 4 * stride;
        dot4(x, h, h + stride, h + 2 * stride, h + 3 * stride, w, len, out);
        System.arraycopy(out, 0, out, 4, 4);
        dot4(x, o, o + stride, o + 2 * stride, o + 3 * stride, w, len, out);
    }

    /**
     * The dot products of the four rows at o + q stride (q = 0..3) with each of the weight vectors w0..w3, into
     * out[4 p + q] for w_p: each as {@link #dot4} gives it, so the same bits. Passes over the same rows for several
     * weight vectors (M*'s candidates) may so read each stretch of the four rows once for all four: a kernel with
     * sixteen accumulators does two multiply-adds a load where {@link #dot4} does four in five. By default four
     * {@link #dot4} calls, the last vector's first (each call writes out[0..4), which is then moved up).
     */
    default void dot4x4(double[] x, int o, int stride, double[] w0, double[] w1, double[] w2, double[] w3, int len,
                        double[] out) {
        dot4(x, o, o + stride, o + 2 * stride, o + 3 * stride, w3, len, out);
        System.arraycopy(out, 0, out, 12, 4);
        dot4(x, o, o + stride, o + 2 * stride, o + 3 * stride, w2, len, out);
        System.arraycopy(out, 0, out, 8, 4);
        dot4x2(x, o, stride, w0, w1, len, out);
    }

    /** As {@link #dot4x4} for two weight vectors, into out[4 p + q] for p = 0, 1. */
    default void dot4x2(double[] x, int o, int stride, double[] w0, double[] w1, int len, double[] out) {
        dot4(x, o, o + stride, o + 2 * stride, o + 3 * stride, w1, len, out);
        System.arraycopy(out, 0, out, 4, 4);
        dot4(x, o, o + stride, o + 2 * stride, o + 3 * stride, w0, len, out);
    }

    /**
     * Four-row updates of the rows at o + q stride into each of y0..y3, y_p with a[4 p .. 4 p + 4): each exactly
     * {@link #axpy4}, so the same bits, but a kernel may read each stretch of the four rows once for all four.
     */
    default void axpy4x4(double[] a, double[] x, int o, int stride, double[] y0, double[] y1, double[] y2, double[] y3,
                         int len) {
        axpy4(a[0], a[1], a[2], a[3], x, o, o + stride, o + 2 * stride, o + 3 * stride, y0, len);
        axpy4(a[4], a[5], a[6], a[7], x, o, o + stride, o + 2 * stride, o + 3 * stride, y1, len);
        axpy4(a[8], a[9], a[10], a[11], x, o, o + stride, o + 2 * stride, o + 3 * stride, y2, len);
        axpy4(a[12], a[13], a[14], a[15], x, o, o + stride, o + 2 * stride, o + 3 * stride, y3, len);
    }

    /** As {@link #axpy4x4} into two sums, y_p with a[4 p .. 4 p + 4) for p = 0, 1. */
    default void axpy4x2(double[] a, double[] x, int o, int stride, double[] y0, double[] y1, int len) {
        axpy4(a[0], a[1], a[2], a[3], x, o, o + stride, o + 2 * stride, o + 3 * stride, y0, len);
        axpy4(a[4], a[5], a[6], a[7], x, o, o + stride, o + 2 * stride, o + 3 * stride, y1, len);
    }

    /** The dot product of x[xo..xo+len) with w[wo..wo+len), in the same stripes as {@link #dot(double[], int, double[], int)}. */
    double dot(double[] x, int xo, double[] w, int wo, int len);

    /** y[yo..yo+len) = fma(a, x[xo..xo+len), y[yo..yo+len)). */
    void axpy(double a, double[] x, int xo, double[] y, int yo, int len);

    /** y[0..len) += a0 x0 + a1 x1 + a2 x2 + a3 x3, the rows at offsets o0..o3. */
    void axpy4(double a0, double a1, double a2, double a3, double[] x, int o0, int o1, int o2, int o3, double[] y,
               int len);

    /** As the double version, on float storage. */
    void axpy4(double a0, double a1, double a2, double a3, float[] x, int o0, int o1, int o2, int o3, double[] y,
               int len);

    /**
     * y[yo..yo+len) = fma(a3, x3, fma(a2, x2, fma(a1, x1, fma(a0, x0, y)))), the rows at offsets o0..o3:
     * exactly four one-row updates {@link #axpy(double, double[], int, double[], int, int)} in row order, so the
     * same bits, in one sweep over y (DP-SGD adds four examples' clipped gradients to a class's sum at once).
     */
    default void axpyEach4(double a0, double a1, double a2, double a3, double[] x, int o0, int o1, int o2, int o3,
                           double[] y, int yo, int len) {
        axpy(a0, x, o0, y, yo, len);
        axpy(a1, x, o1, y, yo, len);
        axpy(a2, x, o2, y, yo, len);
        axpy(a3, x, o3, y, yo, len);
    }

    /**
     * Part of four dot products, for rows too long to stay in cache while several weight vectors pass over them:
     * over the columns [from, to) (both multiples of 8), stripe k of row e, acc[ao + 8e + k], takes
     * fma(x_j, w[wo + j], stripe) for j = k (mod 8), in increasing j. Sweeping [0, len rounded down to 8) in
     * consecutive parts, then {@link #finishDot} on each row, gives the bits of
     * {@link #dot(double[], int, double[], int, int)}: the same stripes, the same order.
     */
    default void dot4Stripes(double[] x, int o0, int o1, int o2, int o3, double[] w, int wo, int from, int to,
                             double[] acc, int ao) {
        for (int j = from; j < to; j++) {
            int k = j & 7;
            double wj = w[wo + j];
            acc[ao + k] = Math.fma(x[o0 + j], wj, acc[ao + k]);
            acc[ao + 8 + k] = Math.fma(x[o1 + j], wj, acc[ao + 8 + k]);
            acc[ao + 16 + k] = Math.fma(x[o2 + j], wj, acc[ao + 16 + k]);
            acc[ao + 24 + k] = Math.fma(x[o3 + j], wj, acc[ao + 24 + k]);
        }
    }

    /**
     * The dot product from a row's eight stripes acc[s .. s+8) (after {@link #dot4Stripes} over [0, from)), summed
     * in the fixed order, then the columns [from, len) one by one.
     */
    static double finishDot(double[] acc, int s, double[] x, int o, double[] w, int wo, int from, int len) {
        double t = ((acc[s] + acc[s + 1]) + (acc[s + 2] + acc[s + 3]))
                + ((acc[s + 4] + acc[s + 5]) + (acc[s + 6] + acc[s + 7]));
        for (int j = from; j < len; j++) {
            t = Math.fma(x[o + j], w[wo + j], t);
        }
        return t;
    }

    /**
     * acc[q rows + b] = the sum over j in [0, width) of x[o + q stride + j] t[j rows + b], for the four rows
     * q = 0..3 and the columns b in [from, rows), each sum taken from +0.0 in increasing j: four data rows
     * against the columns of a transposed tile of signs (the JL projection's kernel). Every t entry must be +1 or
     * -1: then each product is exact, so a fused multiply-add and a multiply then add give the same bits, and
     * a SIMD kernel may run its lanes across b, whatever its width.
     */
    default void dot4Signs(double[] x, int o, int stride, int width, double[] t, int rows, int from, double[] acc) {
        for (int q = 0; q < 4; q++) {
            Arrays.fill(acc, q * rows + from, (q + 1) * rows, 0.0);
        }
        for (int j = 0; j < width; j++) {
            double x0 = x[o + j];
            double x1 = x[o + stride + j];
            double x2 = x[o + 2 * stride + j];
            double x3 = x[o + 3 * stride + j];
            int s = j * rows;
            for (int b = from; b < rows; b++) {
                double sign = t[s + b];
                acc[b] += x0 * sign;
                acc[rows + b] += x1 * sign;
                acc[2 * rows + b] += x2 * sign;
                acc[3 * rows + b] += x3 * sign;
            }
        }
    }

    /** y[0..len) += a x, the row at offset o. */
    void axpy(double a, double[] x, int o, double[] y, int len);

    /** As the double version, on float storage. */
    void axpy(double a, float[] x, int o, double[] y, int len);

    /**
     * The four-row update of the rows at prev + k stride (k = 0..3) with a0..a3 into y[0..len), then the dot
     * products of the rows at next + k stride with w[0..len) into out[0..4): exactly {@link #axpy4} then
     * {@link #dot4}, so the same bits, but a SIMD kernel may do both in one sweep, which keeps loads of the next
     * rows from memory in flight while the previous rows are added from cache.
     */
    default void axpy4ThenDot4(double a0, double a1, double a2, double a3, double[] x, int prev, int next, int stride,
                               double[] y, double[] w, int len, double[] out) {
        axpy4(a0, a1, a2, a3, x, prev, prev + stride, prev + 2 * stride, prev + 3 * stride, y, len);
        dot4(x, next, next + stride, next + 2 * stride, next + 3 * stride, w, len, out);
    }

    /** As the double version, on float storage. */
    default void axpy4ThenDot4(double a0, double a1, double a2, double a3, float[] x, int prev, int next, int stride,
                               double[] y, double[] w, int len, double[] out) {
        axpy4(a0, a1, a2, a3, x, prev, prev + stride, prev + 2 * stride, prev + 3 * stride, y, len);
        dot4(x, next, next + stride, next + 2 * stride, next + 3 * stride, w, len, out);
    }

    /**
     * Two groups at once: the four-row updates of the rows at prev + k stride with a[0..4) and then of the rows
     * at prev + (4 + k) stride with a[4..8) into y, then the dot products of the eight rows at next + k stride
     * into out[0..8): exactly {@link #axpy4ThenDot4} for the first four then for the second four, so the same
     * bits. A kernel with registers enough for eight accumulators does it in one sweep: eight streams from memory
     * in flight instead of four, which on some cores (AMD Zen 4) is what the pass waits on. float64 storage only:
     * eight float32 streams a sweep were slower than four there.
     */
    default void axpy8ThenDot8(double[] a, double[] x, int prev, int next, int stride, double[] y, double[] w,
                               int len, double[] out) {
        int half = 4 * stride;
        axpy4ThenDot4(a[0], a[1], a[2], a[3], x, prev, next, stride, y, w, len, out);
        System.arraycopy(out, 0, out, 4, 4);
        axpy4ThenDot4(a[4], a[5], a[6], a[7], x, prev + half, next + half, stride, y, w, len, out);
        swapHalves(out);
    }

    /**
     * Swaps out[0..4) with out[4..8): a pair of four-row calls writes each four's dots into out[0..4), so the
     * first four are moved up, the second four written, and the halves swapped back (no work array).
     */
    private static void swapHalves(double[] out) {
        for (int q = 0; q < 4; q++) {
            double t = out[q];
            out[q] = out[q + 4];
            out[q + 4] = t;
        }
    }
}

package privbench.linalg;

/**
 * Tight loops over flat double[] vectors (with offsets, so rows of a row-major matrix need no copy).
 */
public final class Vectors {

    private Vectors() {
    }

    /** a[aOff..aOff+len) . b[bOff..bOff+len). */
    public static double dot(double[] a, int aOff, double[] b, int bOff, int len) {
        double s0 = 0;
        double s1 = 0;
        double s2 = 0;
        double s3 = 0;
        int j = 0;
        // four independent accumulators let the JIT pipeline the multiply-adds
        for (; j + 3 < len; j += 4) {
            s0 += a[aOff + j] * b[bOff + j];
            s1 += a[aOff + j + 1] * b[bOff + j + 1];
            s2 += a[aOff + j + 2] * b[bOff + j + 2];
            s3 += a[aOff + j + 3] * b[bOff + j + 3];
        }
        for (; j < len; j++) {
            s0 += a[aOff + j] * b[bOff + j];
        }
        return (s0 + s1) + (s2 + s3);
    }

    /** a . b over the full length. */
    public static double dot(double[] a, double[] b) {
        if (a.length != b.length) {
            throw new IllegalArgumentException("lengths differ: " + a.length + " vs " + b.length);
        }
        return dot(a, 0, b, 0, a.length);
    }

    /** y[yOff..yOff+len) += alpha * x[xOff..xOff+len). */
    public static void axpy(double alpha, double[] x, int xOff, double[] y, int yOff, int len) {
        for (int j = 0; j < len; j++) {
            y[yOff + j] += alpha * x[xOff + j];
        }
    }

    /** y += alpha * x. */
    public static void axpy(double alpha, double[] x, double[] y) {
        if (x.length != y.length) {
            throw new IllegalArgumentException("lengths differ: " + x.length + " vs " + y.length);
        }
        axpy(alpha, x, 0, y, 0, x.length);
    }

    /** v *= alpha. */
    public static void scale(double alpha, double[] v) {
        for (int j = 0; j < v.length; j++) {
            v[j] *= alpha;
        }
    }

    /** v[off..off+len) *= alpha. */
    public static void scale(double alpha, double[] v, int off, int len) {
        for (int j = off; j < off + len; j++) {
            v[j] *= alpha;
        }
    }

    /** The L2 norm of v. */
    public static double norm(double[] v) {
        return Math.sqrt(dot(v, 0, v, 0, v.length));
    }

    /** The L2 norm of v[off..off+len). */
    public static double norm(double[] v, int off, int len) {
        return Math.sqrt(dot(v, off, v, off, len));
    }

    /** y = alpha * x + beta * y (one pass; the update of a regularised gradient step). */
    public static void axpby(double alpha, double[] x, double beta, double[] y) {
        if (x.length != y.length) {
            throw new IllegalArgumentException("lengths differ: " + x.length + " vs " + y.length);
        }
        for (int j = 0; j < y.length; j++) {
            y[j] = alpha * x[j] + beta * y[j];
        }
    }

    /** The squared L2 norm of v. */
    public static double normSquared(double[] v) {
        return dot(v, 0, v, 0, v.length);
    }

    /**
     * The dot products of four rows of x, starting at offsets o0..o3 and len long, with w[0..len), written to
     * out[0..4). Reading w once for four rows gives four independent sums, which is what keeps a
     * row-by-row gradient pass near memory speed.
     */
    public static void dot4(double[] x, int o0, int o1, int o2, int o3, double[] w, int len, double[] out) {
        dot4(x, o0, o1, o2, o3, w, 0, len, out);
    }

    /**
     * As {@link #dot4(double[], int, int, int, int, double[], int, double[])} with the vector at w[wOff..wOff+len):
     * four rows of x against one row of another row-major matrix (the JL projection's kernel).
     */
    public static void dot4(double[] x, int o0, int o1, int o2, int o3, double[] w, int wOff, int len,
                            double[] out) {
        double s0 = 0;
        double s1 = 0;
        double s2 = 0;
        double s3 = 0;
        for (int j = 0; j < len; j++) {
            double wj = w[wOff + j];
            s0 += x[o0 + j] * wj;
            s1 += x[o1 + j] * wj;
            s2 += x[o2 + j] * wj;
            s3 += x[o3 + j] * wj;
        }
        out[0] = s0;
        out[1] = s1;
        out[2] = s2;
        out[3] = s3;
    }

    /** y[0..len) += a0 x[o0..] + a1 x[o1..] + a2 x[o2..] + a3 x[o3..]: four rows added in one pass over y. */
    public static void axpy4(double a0, double a1, double a2, double a3, double[] x, int o0, int o1, int o2, int o3,
                             double[] y, int len) {
        for (int j = 0; j < len; j++) {
            y[j] += a0 * x[o0 + j] + a1 * x[o1 + j] + a2 * x[o2 + j] + a3 * x[o3 + j];
        }
    }
}

package privbench.linalg;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * The {@link RowKernel} for machines whose vectors hold eight doubles (AVX-512): one vector per row holds the
 * dot product's eight stripes, lane k stripe k, so the bits are those of {@link VectorRowKernel} and
 * {@link ScalarRowKernel}; the row updates are element by element and so the same whatever the width.
 * {@link #axpy4ThenDot4} adds the previous four rows (in cache) while it reads the next four from memory, so the
 * fused pass streams at close to the memory's read bandwidth. The offset forms DP-SGD uses go to
 * {@link VectorRowKernel}. Loaded only when the {@code jdk.incubator.vector} module is present and the preferred
 * double vector has at least eight lanes ({@link RowKernels}).
 */
final class WideVectorRowKernel implements RowKernel {

    static final WideVectorRowKernel INSTANCE = new WideVectorRowKernel();

    private static final VectorSpecies<Double> D = DoubleVector.SPECIES_512;
    private static final VectorSpecies<Float> F = FloatVector.SPECIES_256;
    private static final RowKernel NARROW = VectorRowKernel.INSTANCE;

    private WideVectorRowKernel() {
    }

    /** True when this JVM's preferred double vector has eight lanes or more (so 512-bit vectors are native). */
    static boolean native512() {
        return DoubleVector.SPECIES_PREFERRED.length() >= 8;
    }

    private static DoubleVector load(float[] x, int o) {
        return (DoubleVector) FloatVector.fromArray(F, x, o).convertShape(VectorOperators.F2D, D, 0);
    }

    /** The stripes' sum in the order {@link RowKernel} fixes: ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7)). */
    static double sum(DoubleVector s) {
        return ((s.lane(0) + s.lane(1)) + (s.lane(2) + s.lane(3))) + ((s.lane(4) + s.lane(5)) + (s.lane(6) + s.lane(7)));
    }

    @Override
    public void dot4(double[] x, int o0, int o1, int o2, int o3, double[] w, int len, double[] out) {
        DoubleVector s0 = DoubleVector.zero(D);
        DoubleVector s1 = s0;
        DoubleVector s2 = s0;
        DoubleVector s3 = s0;
        int j = 0;
        for (int upper = len & ~7; j < upper; j += 8) {
            DoubleVector wv = DoubleVector.fromArray(D, w, j);
            s0 = DoubleVector.fromArray(D, x, o0 + j).fma(wv, s0);
            s1 = DoubleVector.fromArray(D, x, o1 + j).fma(wv, s1);
            s2 = DoubleVector.fromArray(D, x, o2 + j).fma(wv, s2);
            s3 = DoubleVector.fromArray(D, x, o3 + j).fma(wv, s3);
        }
        finish(x, o0, o1, o2, o3, w, j, len, sum(s0), sum(s1), sum(s2), sum(s3), out);
    }

    @Override
    public void dot4(float[] x, int o0, int o1, int o2, int o3, double[] w, int len, double[] out) {
        DoubleVector s0 = DoubleVector.zero(D);
        DoubleVector s1 = s0;
        DoubleVector s2 = s0;
        DoubleVector s3 = s0;
        int j = 0;
        for (int upper = len & ~7; j < upper; j += 8) {
            DoubleVector wv = DoubleVector.fromArray(D, w, j);
            s0 = load(x, o0 + j).fma(wv, s0);
            s1 = load(x, o1 + j).fma(wv, s1);
            s2 = load(x, o2 + j).fma(wv, s2);
            s3 = load(x, o3 + j).fma(wv, s3);
        }
        finish(x, o0, o1, o2, o3, w, j, len, sum(s0), sum(s1), sum(s2), sum(s3), out);
    }

    /**
     * Rows of up to this many floats read row after row: on AMD Zen 4 (JDK 25) a single stream through rows of 500
     * to 1000 floats read at about 17 GB/s with the updates from cache, against 10-11 GB/s four rows a sweep; at
     * 2000 the two were level and at 4096 four a sweep was faster (one row's accumulator chain alone is then the
     * limit). {@code results/timing/float32-rows/} holds the measurement.
     */
    static final int ONE_BY_ONE_MAX_FLOATS = 1024;

    @Override
    public boolean floatRowsOneByOne(int len) {
        return len <= ONE_BY_ONE_MAX_FLOATS;
    }

    // its own loop, not the default's dot per row: through the default the pass read 12.9-13.1 GB/s against
    // 15.3 with this loop (one call each, 100,000 x 1,000 float32, one thread, Zen 4)
    @Override
    public void dotRows(float[] x, int o, int stride, int rows, double[] w, int len, double[] out) {
        int upper = len & ~7;
        for (int r = 0; r < rows; r++) {
            int row = o + r * stride;
            DoubleVector s = DoubleVector.zero(D);
            for (int j = 0; j < upper; j += 8) {
                s = load(x, row + j).fma(DoubleVector.fromArray(D, w, j), s);
            }
            double t = sum(s);
            for (int j = upper; j < len; j++) {
                t = Math.fma(x[row + j], w[j], t);
            }
            out[r] = t;
        }
    }

    @Override
    public void axpy4ThenDot4(double a0, double a1, double a2, double a3, double[] x, int prev, int next, int stride,
                              double[] y, double[] w, int len, double[] out) {
        int p1 = prev + stride;
        int p2 = p1 + stride;
        int p3 = p2 + stride;
        int o1 = next + stride;
        int o2 = o1 + stride;
        int o3 = o2 + stride;
        DoubleVector v1 = DoubleVector.broadcast(D, a1);
        DoubleVector v2 = DoubleVector.broadcast(D, a2);
        DoubleVector v3 = DoubleVector.broadcast(D, a3);
        DoubleVector s0 = DoubleVector.zero(D);
        DoubleVector s1 = s0;
        DoubleVector s2 = s0;
        DoubleVector s3 = s0;
        int j = 0;
        for (int upper = len & ~7; j < upper; j += 8) {
            DoubleVector wv = DoubleVector.fromArray(D, w, j);
            s0 = DoubleVector.fromArray(D, x, next + j).fma(wv, s0);
            s1 = DoubleVector.fromArray(D, x, o1 + j).fma(wv, s1);
            s2 = DoubleVector.fromArray(D, x, o2 + j).fma(wv, s2);
            s3 = DoubleVector.fromArray(D, x, o3 + j).fma(wv, s3);
            DoubleVector u = DoubleVector.fromArray(D, x, prev + j).mul(a0);
            u = DoubleVector.fromArray(D, x, p1 + j).fma(v1, u);
            u = DoubleVector.fromArray(D, x, p2 + j).fma(v2, u);
            u = DoubleVector.fromArray(D, x, p3 + j).fma(v3, u);
            DoubleVector.fromArray(D, y, j).add(u).intoArray(y, j);
        }
        for (int k = j; k < len; k++) {
            y[k] += Math.fma(a3, x[p3 + k], Math.fma(a2, x[p2 + k], Math.fma(a1, x[p1 + k], a0 * x[prev + k])));
        }
        finish(x, next, o1, o2, o3, w, j, len, sum(s0), sum(s1), sum(s2), sum(s3), out);
    }

    @Override
    public void axpy4ThenDot4(double a0, double a1, double a2, double a3, float[] x, int prev, int next, int stride,
                              double[] y, double[] w, int len, double[] out) {
        int p1 = prev + stride;
        int p2 = p1 + stride;
        int p3 = p2 + stride;
        int o1 = next + stride;
        int o2 = o1 + stride;
        int o3 = o2 + stride;
        DoubleVector v1 = DoubleVector.broadcast(D, a1);
        DoubleVector v2 = DoubleVector.broadcast(D, a2);
        DoubleVector v3 = DoubleVector.broadcast(D, a3);
        DoubleVector s0 = DoubleVector.zero(D);
        DoubleVector s1 = s0;
        DoubleVector s2 = s0;
        DoubleVector s3 = s0;
        int j = 0;
        for (int upper = len & ~7; j < upper; j += 8) {
            DoubleVector wv = DoubleVector.fromArray(D, w, j);
            s0 = load(x, next + j).fma(wv, s0);
            s1 = load(x, o1 + j).fma(wv, s1);
            s2 = load(x, o2 + j).fma(wv, s2);
            s3 = load(x, o3 + j).fma(wv, s3);
            DoubleVector u = load(x, prev + j).mul(a0);
            u = load(x, p1 + j).fma(v1, u);
            u = load(x, p2 + j).fma(v2, u);
            u = load(x, p3 + j).fma(v3, u);
            DoubleVector.fromArray(D, y, j).add(u).intoArray(y, j);
        }
        for (int k = j; k < len; k++) {
            y[k] += Math.fma(a3, x[p3 + k], Math.fma(a2, x[p2 + k], Math.fma(a1, x[p1 + k], a0 * x[prev + k])));
        }
        finish(x, next, o1, o2, o3, w, j, len, sum(s0), sum(s1), sum(s2), sum(s3), out);
    }

    @Override
    public void axpy8ThenDot8(double[] a, double[] x, int prev, int next, int stride, double[] y, double[] w, int len,
                              double[] out) {
        int p1 = prev + stride;
        int p2 = p1 + stride;
        int p3 = p2 + stride;
        int p4 = p3 + stride;
        int p5 = p4 + stride;
        int p6 = p5 + stride;
        int p7 = p6 + stride;
        int o1 = next + stride;
        int o2 = o1 + stride;
        int o3 = o2 + stride;
        int o4 = o3 + stride;
        int o5 = o4 + stride;
        int o6 = o5 + stride;
        int o7 = o6 + stride;
        double a0 = a[0];
        double a4 = a[4];
        DoubleVector v1 = DoubleVector.broadcast(D, a[1]);
        DoubleVector v2 = DoubleVector.broadcast(D, a[2]);
        DoubleVector v3 = DoubleVector.broadcast(D, a[3]);
        DoubleVector v5 = DoubleVector.broadcast(D, a[5]);
        DoubleVector v6 = DoubleVector.broadcast(D, a[6]);
        DoubleVector v7 = DoubleVector.broadcast(D, a[7]);
        DoubleVector s0 = DoubleVector.zero(D);
        DoubleVector s1 = s0;
        DoubleVector s2 = s0;
        DoubleVector s3 = s0;
        DoubleVector s4 = s0;
        DoubleVector s5 = s0;
        DoubleVector s6 = s0;
        DoubleVector s7 = s0;
        int j = 0;
        for (int upper = len & ~7; j < upper; j += 8) {
            DoubleVector wv = DoubleVector.fromArray(D, w, j);
            s0 = DoubleVector.fromArray(D, x, next + j).fma(wv, s0);
            s1 = DoubleVector.fromArray(D, x, o1 + j).fma(wv, s1);
            s2 = DoubleVector.fromArray(D, x, o2 + j).fma(wv, s2);
            s3 = DoubleVector.fromArray(D, x, o3 + j).fma(wv, s3);
            s4 = DoubleVector.fromArray(D, x, o4 + j).fma(wv, s4);
            s5 = DoubleVector.fromArray(D, x, o5 + j).fma(wv, s5);
            s6 = DoubleVector.fromArray(D, x, o6 + j).fma(wv, s6);
            s7 = DoubleVector.fromArray(D, x, o7 + j).fma(wv, s7);
            DoubleVector u = DoubleVector.fromArray(D, x, prev + j).mul(a0);
            u = DoubleVector.fromArray(D, x, p1 + j).fma(v1, u);
            u = DoubleVector.fromArray(D, x, p2 + j).fma(v2, u);
            u = DoubleVector.fromArray(D, x, p3 + j).fma(v3, u);
            DoubleVector t = DoubleVector.fromArray(D, x, p4 + j).mul(a4);
            t = DoubleVector.fromArray(D, x, p5 + j).fma(v5, t);
            t = DoubleVector.fromArray(D, x, p6 + j).fma(v6, t);
            t = DoubleVector.fromArray(D, x, p7 + j).fma(v7, t);
            // (y + u) + t: the first group's update, then the second's, as two four-row updates round them
            DoubleVector.fromArray(D, y, j).add(u).add(t).intoArray(y, j);
        }
        for (int k = j; k < len; k++) {
            y[k] += Math.fma(a[3], x[p3 + k], Math.fma(a[2], x[p2 + k], Math.fma(a[1], x[p1 + k], a0 * x[prev + k])));
            y[k] += Math.fma(a[7], x[p7 + k], Math.fma(a[6], x[p6 + k], Math.fma(a[5], x[p5 + k], a4 * x[p4 + k])));
        }
        // the second four's tails first into out[0..4), moved up, then the first four's
        finish(x, o4, o5, o6, o7, w, j, len, sum(s4), sum(s5), sum(s6), sum(s7), out);
        System.arraycopy(out, 0, out, 4, 4);
        finish(x, next, o1, o2, o3, w, j, len, sum(s0), sum(s1), sum(s2), sum(s3), out);
    }

    /** The dot products' last entries one by one, t = fma(x_j, w_j, t), from j to len. */
    private static void finish(double[] x, int o0, int o1, int o2, int o3, double[] w, int j, int len, double t0,
                               double t1, double t2, double t3, double[] out) {
        for (; j < len; j++) {
            double wj = w[j];
            t0 = Math.fma(x[o0 + j], wj, t0);
            t1 = Math.fma(x[o1 + j], wj, t1);
            t2 = Math.fma(x[o2 + j], wj, t2);
            t3 = Math.fma(x[o3 + j], wj, t3);
        }
        out[0] = t0;
        out[1] = t1;
        out[2] = t2;
        out[3] = t3;
    }

    private static void finish(float[] x, int o0, int o1, int o2, int o3, double[] w, int j, int len, double t0,
                               double t1, double t2, double t3, double[] out) {
        for (; j < len; j++) {
            double wj = w[j];
            t0 = Math.fma(x[o0 + j], wj, t0);
            t1 = Math.fma(x[o1 + j], wj, t1);
            t2 = Math.fma(x[o2 + j], wj, t2);
            t3 = Math.fma(x[o3 + j], wj, t3);
        }
        out[0] = t0;
        out[1] = t1;
        out[2] = t2;
        out[3] = t3;
    }

    @Override
    public void dot4Stripes(double[] x, int o0, int o1, int o2, int o3, double[] w, int wo, int from, int to,
                            double[] acc, int ao) {
        DoubleVector s0 = DoubleVector.fromArray(D, acc, ao);
        DoubleVector s1 = DoubleVector.fromArray(D, acc, ao + 8);
        DoubleVector s2 = DoubleVector.fromArray(D, acc, ao + 16);
        DoubleVector s3 = DoubleVector.fromArray(D, acc, ao + 24);
        for (int j = from; j < to; j += 8) {
            DoubleVector wv = DoubleVector.fromArray(D, w, wo + j);
            s0 = DoubleVector.fromArray(D, x, o0 + j).fma(wv, s0);
            s1 = DoubleVector.fromArray(D, x, o1 + j).fma(wv, s1);
            s2 = DoubleVector.fromArray(D, x, o2 + j).fma(wv, s2);
            s3 = DoubleVector.fromArray(D, x, o3 + j).fma(wv, s3);
        }
        s0.intoArray(acc, ao);
        s1.intoArray(acc, ao + 8);
        s2.intoArray(acc, ao + 16);
        s3.intoArray(acc, ao + 24);
    }

    @Override
    public void axpyEach4(double a0, double a1, double a2, double a3, double[] x, int o0, int o1, int o2, int o3,
                          double[] y, int yo, int len) {
        DoubleVector v0 = DoubleVector.broadcast(D, a0);
        DoubleVector v1 = DoubleVector.broadcast(D, a1);
        DoubleVector v2 = DoubleVector.broadcast(D, a2);
        DoubleVector v3 = DoubleVector.broadcast(D, a3);
        int j = 0;
        for (int upper = len & ~7; j < upper; j += 8) {
            DoubleVector u = DoubleVector.fromArray(D, x, o0 + j).fma(v0, DoubleVector.fromArray(D, y, yo + j));
            u = DoubleVector.fromArray(D, x, o1 + j).fma(v1, u);
            u = DoubleVector.fromArray(D, x, o2 + j).fma(v2, u);
            DoubleVector.fromArray(D, x, o3 + j).fma(v3, u).intoArray(y, yo + j);
        }
        for (; j < len; j++) {
            y[yo + j] = Math.fma(a3, x[o3 + j], Math.fma(a2, x[o2 + j], Math.fma(a1, x[o1 + j],
                    Math.fma(a0, x[o0 + j], y[yo + j]))));
        }
    }

    @Override
    public void axpy4(double a0, double a1, double a2, double a3, double[] x, int o0, int o1, int o2, int o3,
                      double[] y, int len) {
        DoubleVector v1 = DoubleVector.broadcast(D, a1);
        DoubleVector v2 = DoubleVector.broadcast(D, a2);
        DoubleVector v3 = DoubleVector.broadcast(D, a3);
        int j = 0;
        for (int upper = len & ~7; j < upper; j += 8) {
            DoubleVector u = DoubleVector.fromArray(D, x, o0 + j).mul(a0);
            u = DoubleVector.fromArray(D, x, o1 + j).fma(v1, u);
            u = DoubleVector.fromArray(D, x, o2 + j).fma(v2, u);
            u = DoubleVector.fromArray(D, x, o3 + j).fma(v3, u);
            DoubleVector.fromArray(D, y, j).add(u).intoArray(y, j);
        }
        for (; j < len; j++) {
            y[j] += Math.fma(a3, x[o3 + j], Math.fma(a2, x[o2 + j], Math.fma(a1, x[o1 + j], a0 * x[o0 + j])));
        }
    }

    @Override
    public void axpy4(double a0, double a1, double a2, double a3, float[] x, int o0, int o1, int o2, int o3,
                      double[] y, int len) {
        DoubleVector v1 = DoubleVector.broadcast(D, a1);
        DoubleVector v2 = DoubleVector.broadcast(D, a2);
        DoubleVector v3 = DoubleVector.broadcast(D, a3);
        int j = 0;
        for (int upper = len & ~7; j < upper; j += 8) {
            DoubleVector u = load(x, o0 + j).mul(a0);
            u = load(x, o1 + j).fma(v1, u);
            u = load(x, o2 + j).fma(v2, u);
            u = load(x, o3 + j).fma(v3, u);
            DoubleVector.fromArray(D, y, j).add(u).intoArray(y, j);
        }
        for (; j < len; j++) {
            y[j] += Math.fma(a3, x[o3 + j], Math.fma(a2, x[o2 + j], Math.fma(a1, x[o1 + j], a0 * x[o0 + j])));
        }
    }

    @Override
    public void dot8(double[] x, int o, int stride, double[] w, int len, double[] out) {
        int o1 = o + stride;
        int o2 = o1 + stride;
        int o3 = o2 + stride;
        int o4 = o3 + stride;
        int o5 = o4 + stride;
        int o6 = o5 + stride;
        int o7 = o6 + stride;
        DoubleVector s0 = DoubleVector.zero(D);
        DoubleVector s1 = s0;
        DoubleVector s2 = s0;
        DoubleVector s3 = s0;
        DoubleVector s4 = s0;
        DoubleVector s5 = s0;
        DoubleVector s6 = s0;
        DoubleVector s7 = s0;
        int j = 0;
        for (int upper = len & ~7; j < upper; j += 8) {
            DoubleVector wv = DoubleVector.fromArray(D, w, j);
            s0 = DoubleVector.fromArray(D, x, o + j).fma(wv, s0);
            s1 = DoubleVector.fromArray(D, x, o1 + j).fma(wv, s1);
            s2 = DoubleVector.fromArray(D, x, o2 + j).fma(wv, s2);
            s3 = DoubleVector.fromArray(D, x, o3 + j).fma(wv, s3);
            s4 = DoubleVector.fromArray(D, x, o4 + j).fma(wv, s4);
            s5 = DoubleVector.fromArray(D, x, o5 + j).fma(wv, s5);
            s6 = DoubleVector.fromArray(D, x, o6 + j).fma(wv, s6);
            s7 = DoubleVector.fromArray(D, x, o7 + j).fma(wv, s7);
        }
        // the second four's tails first into out[0..4), moved up, then the first four's
        finish(x, o4, o5, o6, o7, w, j, len, sum(s4), sum(s5), sum(s6), sum(s7), out);
        System.arraycopy(out, 0, out, 4, 4);
        finish(x, o, o1, o2, o3, w, j, len, sum(s0), sum(s1), sum(s2), sum(s3), out);
    }

    @Override
    public void dot4x4(double[] x, int o, int stride, double[] w0, double[] w1, double[] w2, double[] w3, int len,
                       double[] out) {
        WideVectorBatchKernel.dot4x4(x, o, stride, w0, w1, w2, w3, len, out);
    }

    @Override
    public void dot4x2(double[] x, int o, int stride, double[] w0, double[] w1, int len, double[] out) {
        WideVectorBatchKernel.dot4x2(x, o, stride, w0, w1, len, out);
    }

    @Override
    public void axpy4x4(double[] a, double[] x, int o, int stride, double[] y0, double[] y1, double[] y2, double[] y3,
                        int len) {
        WideVectorBatchKernel.axpy4x4(a, x, o, stride, y0, y1, y2, y3, len);
    }

    @Override
    public void axpy4x2(double[] a, double[] x, int o, int stride, double[] y0, double[] y1, int len) {
        WideVectorBatchKernel.axpy4x2(a, x, o, stride, y0, y1, len);
    }

    @Override
    public double dot(double[] x, int o, double[] w, int len) {
        return NARROW.dot(x, o, w, len);
    }

    @Override
    public double dot(float[] x, int o, double[] w, int len) {
        return NARROW.dot(x, o, w, len);
    }

    @Override
    public double dot(double[] x, int xo, double[] w, int wo, int len) {
        return NARROW.dot(x, xo, w, wo, len);
    }

    @Override
    public void axpy(double a, double[] x, int xo, double[] y, int yo, int len) {
        NARROW.axpy(a, x, xo, y, yo, len);
    }

    @Override
    public void axpy(double a, double[] x, int o, double[] y, int len) {
        NARROW.axpy(a, x, o, y, len);
    }

    @Override
    public void axpy(double a, float[] x, int o, double[] y, int len) {
        NARROW.axpy(a, x, o, y, len);
    }

    @Override
    public void dot4Signs(double[] x, int o, int stride, int width, double[] t, int rows, int from, double[] acc) {
        NARROW.dot4Signs(x, o, stride, width, t, rows, from, acc);
    }
}

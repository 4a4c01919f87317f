package privbench.linalg;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * The {@link RowKernel} in SIMD through the JDK's vector API: four doubles per vector whatever the machine
 * offers (so the bits do not depend on its SIMD width), two vectors per row for the eight stripes of the dot
 * product. Every lane does what {@link ScalarRowKernel} does for its index, in the same order, so the two
 * agree bit for bit. Loaded only when the {@code jdk.incubator.vector} module is present ({@link RowKernels}).
 */
final class VectorRowKernel implements RowKernel {

    static final VectorRowKernel INSTANCE = new VectorRowKernel();

    private static final VectorSpecies<Double> D = DoubleVector.SPECIES_256;
    private static final VectorSpecies<Float> F = FloatVector.SPECIES_128;
    // dot4Signs's lanes run across independent sums, so its bits do not depend on the width: use the widest
    private static final VectorSpecies<Double> P = DoubleVector.SPECIES_PREFERRED;

    private VectorRowKernel() {
    }

    private static DoubleVector load(float[] x, int o) {
        return (DoubleVector) FloatVector.fromArray(F, x, o).convertShape(VectorOperators.F2D, D, 0);
    }

    private static double sum(DoubleVector lo, DoubleVector hi) {
        return ((lo.lane(0) + lo.lane(1)) + (lo.lane(2) + lo.lane(3)))
                + ((hi.lane(0) + hi.lane(1)) + (hi.lane(2) + hi.lane(3)));
    }

    @Override
    public void dot4(double[] x, int o0, int o1, int o2, int o3, double[] w, int len, double[] out) {
        DoubleVector a0 = DoubleVector.zero(D);
        DoubleVector b0 = a0;
        DoubleVector a1 = a0;
        DoubleVector b1 = a0;
        DoubleVector a2 = a0;
        DoubleVector b2 = a0;
        DoubleVector a3 = a0;
        DoubleVector b3 = a0;
        int j = 0;
        for (int upper = len & ~7; j < upper; j += 8) {
            DoubleVector wl = DoubleVector.fromArray(D, w, j);
            DoubleVector wh = DoubleVector.fromArray(D, w, j + 4);
            a0 = DoubleVector.fromArray(D, x, o0 + j).fma(wl, a0);
            b0 = DoubleVector.fromArray(D, x, o0 + j + 4).fma(wh, b0);
            a1 = DoubleVector.fromArray(D, x, o1 + j).fma(wl, a1);
            b1 = DoubleVector.fromArray(D, x, o1 + j + 4).fma(wh, b1);
            a2 = DoubleVector.fromArray(D, x, o2 + j).fma(wl, a2);
            b2 = DoubleVector.fromArray(D, x, o2 + j + 4).fma(wh, b2);
            a3 = DoubleVector.fromArray(D, x, o3 + j).fma(wl, a3);
            b3 = DoubleVector.fromArray(D, x, o3 + j + 4).fma(wh, b3);
        }
        double t0 = sum(a0, b0);
        double t1 = sum(a1, b1);
        double t2 = sum(a2, b2);
        double t3 = sum(a3, b3);
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
    public void dot4(float[] x, int o0, int o1, int o2, int o3, double[] w, int len, double[] out) {
        DoubleVector a0 = DoubleVector.zero(D);
        DoubleVector b0 = a0;
        DoubleVector a1 = a0;
        DoubleVector b1 = a0;
        DoubleVector a2 = a0;
        DoubleVector b2 = a0;
        DoubleVector a3 = a0;
        DoubleVector b3 = a0;
        int j = 0;
        for (int upper = len & ~7; j < upper; j += 8) {
            DoubleVector wl = DoubleVector.fromArray(D, w, j);
            DoubleVector wh = DoubleVector.fromArray(D, w, j + 4);
            a0 = load(x, o0 + j).fma(wl, a0);
            b0 = load(x, o0 + j + 4).fma(wh, b0);
            a1 = load(x, o1 + j).fma(wl, a1);
            b1 = load(x, o1 + j + 4).fma(wh, b1);
            a2 = load(x, o2 + j).fma(wl, a2);
            b2 = load(x, o2 + j + 4).fma(wh, b2);
            a3 = load(x, o3 + j).fma(wl, a3);
            b3 = load(x, o3 + j + 4).fma(wh, b3);
        }
        double t0 = sum(a0, b0);
        double t1 = sum(a1, b1);
        double t2 = sum(a2, b2);
        double t3 = sum(a3, b3);
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
    public double dot(double[] x, int o, double[] w, int len) {
        return dot(x, o, w, 0, len);
    }

    @Override
    public double dot(double[] x, int o, double[] w, int wo, int len) {
        DoubleVector a = DoubleVector.zero(D);
        DoubleVector b = a;
        int j = 0;
        for (int upper = len & ~7; j < upper; j += 8) {
            a = DoubleVector.fromArray(D, x, o + j).fma(DoubleVector.fromArray(D, w, wo + j), a);
            b = DoubleVector.fromArray(D, x, o + j + 4).fma(DoubleVector.fromArray(D, w, wo + j + 4), b);
        }
        double t = sum(a, b);
        for (; j < len; j++) {
            t = Math.fma(x[o + j], w[wo + j], t);
        }
        return t;
    }

    @Override
    public void axpy(double a, double[] x, int xo, double[] y, int yo, int len) {
        DoubleVector va = DoubleVector.broadcast(D, a);
        int j = 0;
        for (int upper = len & ~3; j < upper; j += 4) {
            DoubleVector.fromArray(D, x, xo + j).fma(va, DoubleVector.fromArray(D, y, yo + j)).intoArray(y, yo + j);
        }
        for (; j < len; j++) {
            y[yo + j] = Math.fma(a, x[xo + j], y[yo + j]);
        }
    }

    @Override
    public double dot(float[] x, int o, double[] w, int len) {
        DoubleVector a = DoubleVector.zero(D);
        DoubleVector b = a;
        int j = 0;
        for (int upper = len & ~7; j < upper; j += 8) {
            a = load(x, o + j).fma(DoubleVector.fromArray(D, w, j), a);
            b = load(x, o + j + 4).fma(DoubleVector.fromArray(D, w, j + 4), b);
        }
        double t = sum(a, b);
        for (; j < len; j++) {
            t = Math.fma(x[o + j], w[j], t);
        }
        return t;
    }

    @Override
    public void dot4Stripes(double[] x, int o0, int o1, int o2, int o3, double[] w, int wo, int from, int to,
                            double[] acc, int ao) {
        // stripes 0-3 of a row in one vector, 4-7 in the next, as in dot
        DoubleVector a0 = DoubleVector.fromArray(D, acc, ao);
        DoubleVector b0 = DoubleVector.fromArray(D, acc, ao + 4);
        DoubleVector a1 = DoubleVector.fromArray(D, acc, ao + 8);
        DoubleVector b1 = DoubleVector.fromArray(D, acc, ao + 12);
        DoubleVector a2 = DoubleVector.fromArray(D, acc, ao + 16);
        DoubleVector b2 = DoubleVector.fromArray(D, acc, ao + 20);
        DoubleVector a3 = DoubleVector.fromArray(D, acc, ao + 24);
        DoubleVector b3 = DoubleVector.fromArray(D, acc, ao + 28);
        for (int j = from; j < to; j += 8) {
            DoubleVector wa = DoubleVector.fromArray(D, w, wo + j);
            DoubleVector wb = DoubleVector.fromArray(D, w, wo + j + 4);
            a0 = DoubleVector.fromArray(D, x, o0 + j).fma(wa, a0);
            b0 = DoubleVector.fromArray(D, x, o0 + j + 4).fma(wb, b0);
            a1 = DoubleVector.fromArray(D, x, o1 + j).fma(wa, a1);
            b1 = DoubleVector.fromArray(D, x, o1 + j + 4).fma(wb, b1);
            a2 = DoubleVector.fromArray(D, x, o2 + j).fma(wa, a2);
            b2 = DoubleVector.fromArray(D, x, o2 + j + 4).fma(wb, b2);
            a3 = DoubleVector.fromArray(D, x, o3 + j).fma(wa, a3);
            b3 = DoubleVector.fromArray(D, x, o3 + j + 4).fma(wb, b3);
        }
        a0.intoArray(acc, ao);
        b0.intoArray(acc, ao + 4);
        a1.intoArray(acc, ao + 8);
        b1.intoArray(acc, ao + 12);
        a2.intoArray(acc, ao + 16);
        b2.intoArray(acc, ao + 20);
        a3.intoArray(acc, ao + 24);
        b3.intoArray(acc, ao + 28);
    }

    @Override
    public void axpyEach4(double a0, double a1, double a2, double a3, double[] x, int o0, int o1, int o2, int o3,
                          double[] y, int yo, int len) {
        DoubleVector v0 = DoubleVector.broadcast(D, a0);
        DoubleVector v1 = DoubleVector.broadcast(D, a1);
        DoubleVector v2 = DoubleVector.broadcast(D, a2);
        DoubleVector v3 = DoubleVector.broadcast(D, a3);
        int j = 0;
        for (int upper = len & ~3; j < upper; j += 4) {
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
        for (int upper = len & ~3; j < upper; j += 4) {
            DoubleVector s = DoubleVector.fromArray(D, x, o0 + j).mul(a0);
            s = DoubleVector.fromArray(D, x, o1 + j).fma(v1, s);
            s = DoubleVector.fromArray(D, x, o2 + j).fma(v2, s);
            s = DoubleVector.fromArray(D, x, o3 + j).fma(v3, s);
            DoubleVector.fromArray(D, y, j).add(s).intoArray(y, j);
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
        for (int upper = len & ~3; j < upper; j += 4) {
            DoubleVector s = load(x, o0 + j).mul(a0);
            s = load(x, o1 + j).fma(v1, s);
            s = load(x, o2 + j).fma(v2, s);
            s = load(x, o3 + j).fma(v3, s);
            DoubleVector.fromArray(D, y, j).add(s).intoArray(y, j);
        }
        for (; j < len; j++) {
            y[j] += Math.fma(a3, x[o3 + j], Math.fma(a2, x[o2 + j], Math.fma(a1, x[o1 + j], a0 * x[o0 + j])));
        }
    }

    @Override
    public void axpy(double a, double[] x, int o, double[] y, int len) {
        DoubleVector va = DoubleVector.broadcast(D, a);
        int j = 0;
        for (int upper = len & ~3; j < upper; j += 4) {
            DoubleVector.fromArray(D, x, o + j).fma(va, DoubleVector.fromArray(D, y, j)).intoArray(y, j);
        }
        for (; j < len; j++) {
            y[j] = Math.fma(a, x[o + j], y[j]);
        }
    }

    @Override
    public void axpy(double a, float[] x, int o, double[] y, int len) {
        DoubleVector va = DoubleVector.broadcast(D, a);
        int j = 0;
        for (int upper = len & ~3; j < upper; j += 4) {
            load(x, o + j).fma(va, DoubleVector.fromArray(D, y, j)).intoArray(y, j);
        }
        for (; j < len; j++) {
            y[j] = Math.fma(a, x[o + j], y[j]);
        }
    }

    /**
     * Two vectors of columns at a time (eight independent sums per row pair of loads, enough to hide the
     * multiply-add latency), then one, then the scalar loop for the last columns.
     */
    @Override
    public void dot4Signs(double[] x, int o, int stride, int width, double[] t, int rows, int from, double[] acc) {
        int lanes = P.length();
        int o1 = o + stride;
        int o2 = o1 + stride;
        int o3 = o2 + stride;
        int b = from;
        for (; b + 2 * lanes <= rows; b += 2 * lanes) {
            DoubleVector a0 = DoubleVector.zero(P);
            DoubleVector c0 = a0;
            DoubleVector a1 = a0;
            DoubleVector c1 = a0;
            DoubleVector a2 = a0;
            DoubleVector c2 = a0;
            DoubleVector a3 = a0;
            DoubleVector c3 = a0;
            for (int j = 0; j < width; j++) {
                int s = j * rows + b;
                DoubleVector lo = DoubleVector.fromArray(P, t, s);
                DoubleVector hi = DoubleVector.fromArray(P, t, s + lanes);
                DoubleVector x0 = DoubleVector.broadcast(P, x[o + j]);
                DoubleVector x1 = DoubleVector.broadcast(P, x[o1 + j]);
                DoubleVector x2 = DoubleVector.broadcast(P, x[o2 + j]);
                DoubleVector x3 = DoubleVector.broadcast(P, x[o3 + j]);
                a0 = lo.fma(x0, a0);
                c0 = hi.fma(x0, c0);
                a1 = lo.fma(x1, a1);
                c1 = hi.fma(x1, c1);
                a2 = lo.fma(x2, a2);
                c2 = hi.fma(x2, c2);
                a3 = lo.fma(x3, a3);
                c3 = hi.fma(x3, c3);
            }
            a0.intoArray(acc, b);
            c0.intoArray(acc, b + lanes);
            a1.intoArray(acc, rows + b);
            c1.intoArray(acc, rows + b + lanes);
            a2.intoArray(acc, 2 * rows + b);
            c2.intoArray(acc, 2 * rows + b + lanes);
            a3.intoArray(acc, 3 * rows + b);
            c3.intoArray(acc, 3 * rows + b + lanes);
        }
        for (; b + lanes <= rows; b += lanes) {
            DoubleVector a0 = DoubleVector.zero(P);
            DoubleVector a1 = a0;
            DoubleVector a2 = a0;
            DoubleVector a3 = a0;
            for (int j = 0; j < width; j++) {
                DoubleVector lo = DoubleVector.fromArray(P, t, j * rows + b);
                a0 = lo.fma(DoubleVector.broadcast(P, x[o + j]), a0);
                a1 = lo.fma(DoubleVector.broadcast(P, x[o1 + j]), a1);
                a2 = lo.fma(DoubleVector.broadcast(P, x[o2 + j]), a2);
                a3 = lo.fma(DoubleVector.broadcast(P, x[o3 + j]), a3);
            }
            a0.intoArray(acc, b);
            a1.intoArray(acc, rows + b);
            a2.intoArray(acc, 2 * rows + b);
            a3.intoArray(acc, 3 * rows + b);
        }
        if (b < rows) {
            RowKernel.super.dot4Signs(x, o, stride, width, t, rows, b, acc);
        }
    }
}

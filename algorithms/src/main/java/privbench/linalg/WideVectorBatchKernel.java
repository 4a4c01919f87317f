package privbench.linalg;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link WideVectorRowKernel}'s loops for several passes over the same float64 rows at once (M*'s candidates,
 * {@link MarginGradientKernel#sumIntoAll}): four rows against two or four weight vectors, one eight-double
 * accumulator per (row, vector), so each stretch of the rows is loaded once for every vector. Each accumulator
 * takes exactly the multiply-adds of {@link RowKernel#dot4}'s, and each update is {@link RowKernel#axpy4}'s, so
 * the bits are the scalar kernel's. One weight vector at a time does four multiply-adds in five loads from cache,
 * four at a time sixteen in eight; what is left of a 15-pass step over 48,000 x 1,000 rows is largely the first read
 * of each group from memory ({@code results/timing/pass-batch/scan.csv}).
 */
final class WideVectorBatchKernel {

    private static final VectorSpecies<Double> D = DoubleVector.SPECIES_512;

    private WideVectorBatchKernel() {
    }

    /** t continued over the entries [j, len) one by one, t = fma(x_j, w_j, t), as every kernel's dot ends. */
    private static double tail(double t, double[] x, int o, double[] w, int j, int len) {
        for (; j < len; j++) {
            t = Math.fma(x[o + j], w[j], t);
        }
        return t;
    }

    static void dot4x4(double[] x, int o, int stride, double[] w0, double[] w1, double[] w2, double[] w3, int len,
                       double[] out) {
        int o1 = o + stride;
        int o2 = o1 + stride;
        int o3 = o2 + stride;
        DoubleVector z = DoubleVector.zero(D);
        DoubleVector s00 = z, s01 = z, s02 = z, s03 = z;
        DoubleVector s10 = z, s11 = z, s12 = z, s13 = z;
        DoubleVector s20 = z, s21 = z, s22 = z, s23 = z;
        DoubleVector s30 = z, s31 = z, s32 = z, s33 = z;
        int j = 0;
        for (int upper = len & ~7; j < upper; j += 8) {
            DoubleVector x0 = DoubleVector.fromArray(D, x, o + j);
            DoubleVector x1 = DoubleVector.fromArray(D, x, o1 + j);
            DoubleVector x2 = DoubleVector.fromArray(D, x, o2 + j);
            DoubleVector x3 = DoubleVector.fromArray(D, x, o3 + j);
            DoubleVector w = DoubleVector.fromArray(D, w0, j);
            s00 = x0.fma(w, s00);
            s01 = x1.fma(w, s01);
            s02 = x2.fma(w, s02);
            s03 = x3.fma(w, s03);
            w = DoubleVector.fromArray(D, w1, j);
            s10 = x0.fma(w, s10);
            s11 = x1.fma(w, s11);
            s12 = x2.fma(w, s12);
            s13 = x3.fma(w, s13);
            w = DoubleVector.fromArray(D, w2, j);
            s20 = x0.fma(w, s20);
            s21 = x1.fma(w, s21);
            s22 = x2.fma(w, s22);
            s23 = x3.fma(w, s23);
            w = DoubleVector.fromArray(D, w3, j);
            s30 = x0.fma(w, s30);
            s31 = x1.fma(w, s31);
            s32 = x2.fma(w, s32);
            s33 = x3.fma(w, s33);
        }
        out[0] = tail(WideVectorRowKernel.sum(s00), x, o, w0, j, len);
        out[1] = tail(WideVectorRowKernel.sum(s01), x, o1, w0, j, len);
        out[2] = tail(WideVectorRowKernel.sum(s02), x, o2, w0, j, len);
        out[3] = tail(WideVectorRowKernel.sum(s03), x, o3, w0, j, len);
        out[4] = tail(WideVectorRowKernel.sum(s10), x, o, w1, j, len);
        out[5] = tail(WideVectorRowKernel.sum(s11), x, o1, w1, j, len);
        out[6] = tail(WideVectorRowKernel.sum(s12), x, o2, w1, j, len);
        out[7] = tail(WideVectorRowKernel.sum(s13), x, o3, w1, j, len);
        out[8] = tail(WideVectorRowKernel.sum(s20), x, o, w2, j, len);
        out[9] = tail(WideVectorRowKernel.sum(s21), x, o1, w2, j, len);
        out[10] = tail(WideVectorRowKernel.sum(s22), x, o2, w2, j, len);
        out[11] = tail(WideVectorRowKernel.sum(s23), x, o3, w2, j, len);
        out[12] = tail(WideVectorRowKernel.sum(s30), x, o, w3, j, len);
        out[13] = tail(WideVectorRowKernel.sum(s31), x, o1, w3, j, len);
        out[14] = tail(WideVectorRowKernel.sum(s32), x, o2, w3, j, len);
        out[15] = tail(WideVectorRowKernel.sum(s33), x, o3, w3, j, len);
    }

    static void dot4x2(double[] x, int o, int stride, double[] w0, double[] w1, int len, double[] out) {
        int o1 = o + stride;
        int o2 = o1 + stride;
        int o3 = o2 + stride;
        DoubleVector z = DoubleVector.zero(D);
        DoubleVector s00 = z, s01 = z, s02 = z, s03 = z;
        DoubleVector s10 = z, s11 = z, s12 = z, s13 = z;
        int j = 0;
        for (int upper = len & ~7; j < upper; j += 8) {
            DoubleVector x0 = DoubleVector.fromArray(D, x, o + j);
            DoubleVector x1 = DoubleVector.fromArray(D, x, o1 + j);
            DoubleVector x2 = DoubleVector.fromArray(D, x, o2 + j);
            DoubleVector x3 = DoubleVector.fromArray(D, x, o3 + j);
            DoubleVector w = DoubleVector.fromArray(D, w0, j);
            s00 = x0.fma(w, s00);
            s01 = x1.fma(w, s01);
            s02 = x2.fma(w, s02);
            s03 = x3.fma(w, s03);
            w = DoubleVector.fromArray(D, w1, j);
            s10 = x0.fma(w, s10);
            s11 = x1.fma(w, s11);
            s12 = x2.fma(w, s12);
            s13 = x3.fma(w, s13);
        }
        out[0] = tail(WideVectorRowKernel.sum(s00), x, o, w0, j, len);
        out[1] = tail(WideVectorRowKernel.sum(s01), x, o1, w0, j, len);
        out[2] = tail(WideVectorRowKernel.sum(s02), x, o2, w0, j, len);
        out[3] = tail(WideVectorRowKernel.sum(s03), x, o3, w0, j, len);
        out[4] = tail(WideVectorRowKernel.sum(s10), x, o, w1, j, len);
        out[5] = tail(WideVectorRowKernel.sum(s11), x, o1, w1, j, len);
        out[6] = tail(WideVectorRowKernel.sum(s12), x, o2, w1, j, len);
        out[7] = tail(WideVectorRowKernel.sum(s13), x, o3, w1, j, len);
    }

    /** One sum's four-row update, axpy4's arithmetic: y += fma(a3, x3, fma(a2, x2, fma(a1, x1, a0 x0))). */
    private static void update(double[] y, int j, double a0, DoubleVector v1, DoubleVector v2, DoubleVector v3,
                               DoubleVector x0, DoubleVector x1, DoubleVector x2, DoubleVector x3) {
        DoubleVector u = x0.mul(a0);
        u = x1.fma(v1, u);
        u = x2.fma(v2, u);
        u = x3.fma(v3, u);
        DoubleVector.fromArray(D, y, j).add(u).intoArray(y, j);
    }

    /** The entries [j, len) of one sum's four-row update, one by one, as axpy4 ends. */
    private static void updateTail(double[] y, double[] a, int p, double[] x, int o, int stride, int j, int len) {
        int o1 = o + stride;
        int o2 = o1 + stride;
        int o3 = o2 + stride;
        double a0 = a[p];
        double a1 = a[p + 1];
        double a2 = a[p + 2];
        double a3 = a[p + 3];
        for (; j < len; j++) {
            y[j] += Math.fma(a3, x[o3 + j], Math.fma(a2, x[o2 + j], Math.fma(a1, x[o1 + j], a0 * x[o + j])));
        }
    }

    static void axpy4x4(double[] a, double[] x, int o, int stride, double[] y0, double[] y1, double[] y2,
                        double[] y3, int len) {
        int o1 = o + stride;
        int o2 = o1 + stride;
        int o3 = o2 + stride;
        double a00 = a[0];
        double a10 = a[4];
        double a20 = a[8];
        double a30 = a[12];
        DoubleVector v01 = DoubleVector.broadcast(D, a[1]);
        DoubleVector v02 = DoubleVector.broadcast(D, a[2]);
        DoubleVector v03 = DoubleVector.broadcast(D, a[3]);
        DoubleVector v11 = DoubleVector.broadcast(D, a[5]);
        DoubleVector v12 = DoubleVector.broadcast(D, a[6]);
        DoubleVector v13 = DoubleVector.broadcast(D, a[7]);
        DoubleVector v21 = DoubleVector.broadcast(D, a[9]);
        DoubleVector v22 = DoubleVector.broadcast(D, a[10]);
        DoubleVector v23 = DoubleVector.broadcast(D, a[11]);
        DoubleVector v31 = DoubleVector.broadcast(D, a[13]);
        DoubleVector v32 = DoubleVector.broadcast(D, a[14]);
        DoubleVector v33 = DoubleVector.broadcast(D, a[15]);
        int j = 0;
        for (int upper = len & ~7; j < upper; j += 8) {
            DoubleVector x0 = DoubleVector.fromArray(D, x, o + j);
            DoubleVector x1 = DoubleVector.fromArray(D, x, o1 + j);
            DoubleVector x2 = DoubleVector.fromArray(D, x, o2 + j);
            DoubleVector x3 = DoubleVector.fromArray(D, x, o3 + j);
            update(y0, j, a00, v01, v02, v03, x0, x1, x2, x3);
            update(y1, j, a10, v11, v12, v13, x0, x1, x2, x3);
            update(y2, j, a20, v21, v22, v23, x0, x1, x2, x3);
            update(y3, j, a30, v31, v32, v33, x0, x1, x2, x3);
        }
        updateTail(y0, a, 0, x, o, stride, j, len);
        updateTail(y1, a, 4, x, o, stride, j, len);
        updateTail(y2, a, 8, x, o, stride, j, len);
        updateTail(y3, a, 12, x, o, stride, j, len);
    }

    static void axpy4x2(double[] a, double[] x, int o, int stride, double[] y0, double[] y1, int len) {
        int o1 = o + stride;
        int o2 = o1 + stride;
        int o3 = o2 + stride;
        double a00 = a[0];
        double a10 = a[4];
        DoubleVector v01 = DoubleVector.broadcast(D, a[1]);
        DoubleVector v02 = DoubleVector.broadcast(D, a[2]);
        DoubleVector v03 = DoubleVector.broadcast(D, a[3]);
        DoubleVector v11 = DoubleVector.broadcast(D, a[5]);
        DoubleVector v12 = DoubleVector.broadcast(D, a[6]);
        DoubleVector v13 = DoubleVector.broadcast(D, a[7]);
        int j = 0;
        for (int upper = len & ~7; j < upper; j += 8) {
            DoubleVector x0 = DoubleVector.fromArray(D, x, o + j);
            DoubleVector x1 = DoubleVector.fromArray(D, x, o1 + j);
            DoubleVector x2 = DoubleVector.fromArray(D, x, o2 + j);
            DoubleVector x3 = DoubleVector.fromArray(D, x, o3 + j);
            update(y0, j, a00, v01, v02, v03, x0, x1, x2, x3);
            update(y1, j, a10, v11, v12, v13, x0, x1, x2, x3);
        }
        updateTail(y0, a, 0, x, o, stride, j, len);
        updateTail(y1, a, 4, x, o, stride, j, len);
    }
}

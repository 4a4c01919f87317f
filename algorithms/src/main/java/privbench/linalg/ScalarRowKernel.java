package privbench.linalg;

/**
 * The reference {@link RowKernel}: plain Java, the arithmetic the interface defines step by step. It runs
 * wherever the SIMD kernel cannot (no {@code jdk.incubator.vector} module) and tests hold the SIMD kernel to
 * it bit for bit.
 */
final class ScalarRowKernel implements RowKernel {

    static final ScalarRowKernel INSTANCE = new ScalarRowKernel();

    private ScalarRowKernel() {
    }

    @Override
    public void dot4(double[] x, int o0, int o1, int o2, int o3, double[] w, int len, double[] out) {
        out[0] = dot(x, o0, w, len);
        out[1] = dot(x, o1, w, len);
        out[2] = dot(x, o2, w, len);
        out[3] = dot(x, o3, w, len);
    }

    @Override
    public void dot4(float[] x, int o0, int o1, int o2, int o3, double[] w, int len, double[] out) {
        out[0] = dot(x, o0, w, len);
        out[1] = dot(x, o1, w, len);
        out[2] = dot(x, o2, w, len);
        out[3] = dot(x, o3, w, len);
    }

    @Override
    public double dot(double[] x, int o, double[] w, int len) {
        return dot(x, o, w, 0, len);
    }

    @Override
    public void axpy(double a, double[] x, int xo, double[] y, int yo, int len) {
        for (int j = 0; j < len; j++) {
            y[yo + j] = Math.fma(a, x[xo + j], y[yo + j]);
        }
    }

    @Override
    public double dot(double[] x, int o, double[] w, int wo, int len) {
        double s0 = 0;
        double s1 = 0;
        double s2 = 0;
        double s3 = 0;
        double s4 = 0;
        double s5 = 0;
        double s6 = 0;
        double s7 = 0;
        int j = 0;
        for (; j + 7 < len; j += 8) {
            s0 = Math.fma(x[o + j], w[wo + j], s0);
            s1 = Math.fma(x[o + j + 1], w[wo + j + 1], s1);
            s2 = Math.fma(x[o + j + 2], w[wo + j + 2], s2);
            s3 = Math.fma(x[o + j + 3], w[wo + j + 3], s3);
            s4 = Math.fma(x[o + j + 4], w[wo + j + 4], s4);
            s5 = Math.fma(x[o + j + 5], w[wo + j + 5], s5);
            s6 = Math.fma(x[o + j + 6], w[wo + j + 6], s6);
            s7 = Math.fma(x[o + j + 7], w[wo + j + 7], s7);
        }
        double t = ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
        for (; j < len; j++) {
            t = Math.fma(x[o + j], w[wo + j], t);
        }
        return t;
    }

    @Override
    public double dot(float[] x, int o, double[] w, int len) {
        double s0 = 0;
        double s1 = 0;
        double s2 = 0;
        double s3 = 0;
        double s4 = 0;
        double s5 = 0;
        double s6 = 0;
        double s7 = 0;
        int j = 0;
        for (; j + 7 < len; j += 8) {
            s0 = Math.fma(x[o + j], w[j], s0);
            s1 = Math.fma(x[o + j + 1], w[j + 1], s1);
            s2 = Math.fma(x[o + j + 2], w[j + 2], s2);
            s3 = Math.fma(x[o + j + 3], w[j + 3], s3);
            s4 = Math.fma(x[o + j + 4], w[j + 4], s4);
            s5 = Math.fma(x[o + j + 5], w[j + 5], s5);
            s6 = Math.fma(x[o + j + 6], w[j + 6], s6);
            s7 = Math.fma(x[o + j + 7], w[j + 7], s7);
        }
        double t = ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
        for (; j < len; j++) {
            t = Math.fma(x[o + j], w[j], t);
        }
        return t;
    }

    @Override
    public void axpy4(double a0, double a1, double a2, double a3, double[] x, int o0, int o1, int o2, int o3,
                      double[] y, int len) {
        for (int j = 0; j < len; j++) {
            y[j] += Math.fma(a3, x[o3 + j], Math.fma(a2, x[o2 + j], Math.fma(a1, x[o1 + j], a0 * x[o0 + j])));
        }
    }

    @Override
    public void axpy4(double a0, double a1, double a2, double a3, float[] x, int o0, int o1, int o2, int o3,
                      double[] y, int len) {
        for (int j = 0; j < len; j++) {
            y[j] += Math.fma(a3, x[o3 + j], Math.fma(a2, x[o2 + j], Math.fma(a1, x[o1 + j], a0 * x[o0 + j])));
        }
    }

    @Override
    public void axpy(double a, double[] x, int o, double[] y, int len) {
        for (int j = 0; j < len; j++) {
            y[j] = Math.fma(a, x[o + j], y[j]);
        }
    }

    @Override
    public void axpy(double a, float[] x, int o, double[] y, int len) {
        for (int j = 0; j < len; j++) {
            y[j] = Math.fma(a, x[o + j], y[j]);
        }
    }
}

package privbench.optim;

import java.util.Arrays;
import privbench.data.Dataset;
import privbench.linalg.Vectors;

/**
 * The summed per-example gradient of a margin loss, each example's gradient clipped to an L2 bound:
 * G(w) = sum_i clip_C(l'(y_i w.x_i) y_i x_i), with clip_C(v) = v min(1, C / ||v||).
 *
 * <p>Replacing one example moves G by at most 2C and adding or removing one by at most C, whatever w is:
 * this is the sensitivity noisy gradient descent is calibrated to. The pass is fused: each row is read
 * once per call, four rows at a time: their margins in one pass over w, then their contributions in one
 * pass over G, while the rows are still in cache. Nothing is allocated per call. Row norms, which clipping
 * needs, are computed once at construction. An instance keeps a small work array: one per thread.
 */
public final class ClippedMarginGradient {

    private final double[] x;
    private final int n;
    private final int d;
    private final double[] y;
    private final MarginLoss loss;
    private final double bound;
    private final double[] rowNorms;
    private final double[] dots = new double[4];

    /**
     * @param x     row-major n x d features (read, never written)
     * @param y     n labels in {-1, +1}
     * @param loss  the margin loss
     * @param bound C, the clip on each example's gradient norm; +Infinity for no clipping
     */
    public ClippedMarginGradient(double[] x, int n, int d, double[] y, MarginLoss loss, double bound) {
        if ((long) n * d != x.length || y.length != n) {
            throw new IllegalArgumentException("x must be n x d = " + n + " x " + d + " and y must have n entries, got "
                    + x.length + " and " + y.length);
        }
        if (!(bound > 0)) {
            throw new IllegalArgumentException("bound must be > 0 (or +Infinity), got " + bound);
        }
        this.x = x;
        this.n = n;
        this.d = d;
        this.y = y;
        this.loss = loss;
        this.bound = bound;
        this.rowNorms = Double.isInfinite(bound) ? null : Vectors.rowNorms(x, n, d);
    }

    /** The gradient pass over a binary dataset, with labels +-1 from {@link Dataset#sign(int)}. */
    public static ClippedMarginGradient of(Dataset data, MarginLoss loss, double bound) {
        return new ClippedMarginGradient(data.x(), data.rows(), data.cols(), signs(data), loss, bound);
    }

    /** The labels of a binary dataset as +-1. */
    public static double[] signs(Dataset data) {
        double[] s = new double[data.rows()];
        for (int i = 0; i < s.length; i++) {
            s[i] = data.sign(i);
        }
        return s;
    }

    public int rows() {
        return n;
    }

    public int cols() {
        return d;
    }

    /** C, the clip on each example's gradient norm (+Infinity when not clipping). */
    public double bound() {
        return bound;
    }

    /** Writes G(w) into g (length d). */
    public void sumInto(double[] w, double[] g) {
        if (w.length != d || g.length != d) {
            throw new IllegalArgumentException("w and g must have " + d + " entries, got " + w.length + " and " + g.length);
        }
        Arrays.fill(g, 0.0);
        int i = 0;
        for (; i + 3 < n; i += 4) {
            int o0 = i * d;
            Vectors.dot4(x, o0, o0 + d, o0 + 2 * d, o0 + 3 * d, w, d, dots);
            double a0 = coefficient(i, dots[0]);
            double a1 = coefficient(i + 1, dots[1]);
            double a2 = coefficient(i + 2, dots[2]);
            double a3 = coefficient(i + 3, dots[3]);
            if (a0 != 0 || a1 != 0 || a2 != 0 || a3 != 0) {
                Vectors.axpy4(a0, a1, a2, a3, x, o0, o0 + d, o0 + 2 * d, o0 + 3 * d, g, d);
            }
        }
        for (; i < n; i++) {
            double a = coefficient(i, Vectors.dot(x, i * d, w, 0, d));
            if (a != 0) {
                Vectors.axpy(a, x, i * d, g, 0, d);
            }
        }
    }

    /**
     * G_j(w_j) into g_j for several passes over the same rows (the same x, n and d; losses and bounds may differ):
     * each block of four rows is read from memory once for all passes, while it is in cache, instead of once per
     * pass. For every j the arithmetic, and so the result, is exactly that of {@code passes[j].sumInto(w[j], g[j])}.
     */
    public static void sumIntoAll(ClippedMarginGradient[] passes, double[][] w, double[][] g) {
        int m = passes.length;
        if (m == 0) {
            return;
        }
        ClippedMarginGradient first = passes[0];
        for (int j = 0; j < m; j++) {
            ClippedMarginGradient p = passes[j];
            if (p.x != first.x || p.n != first.n || p.d != first.d) {
                throw new IllegalArgumentException("sumIntoAll needs passes over the same rows");
            }
            if (w[j].length != p.d || g[j].length != p.d) {
                throw new IllegalArgumentException("w and g must have " + p.d + " entries");
            }
            Arrays.fill(g[j], 0.0);
        }
        double[] x = first.x;
        int d = first.d;
        int n = first.n;
        int i = 0;
        for (; i + 3 < n; i += 4) {
            int o0 = i * d;
            for (int j = 0; j < m; j++) {
                ClippedMarginGradient p = passes[j];
                double[] dots = p.dots;
                Vectors.dot4(x, o0, o0 + d, o0 + 2 * d, o0 + 3 * d, w[j], d, dots);
                double a0 = p.coefficient(i, dots[0]);
                double a1 = p.coefficient(i + 1, dots[1]);
                double a2 = p.coefficient(i + 2, dots[2]);
                double a3 = p.coefficient(i + 3, dots[3]);
                if (a0 != 0 || a1 != 0 || a2 != 0 || a3 != 0) {
                    Vectors.axpy4(a0, a1, a2, a3, x, o0, o0 + d, o0 + 2 * d, o0 + 3 * d, g[j], d);
                }
            }
        }
        for (; i < n; i++) {
            for (int j = 0; j < m; j++) {
                ClippedMarginGradient p = passes[j];
                double a = p.coefficient(i, Vectors.dot(x, i * d, w[j], 0, d));
                if (a != 0) {
                    Vectors.axpy(a, x, i * d, g[j], 0, d);
                }
            }
        }
    }

    /** The factor of row i in G: l'(y_i w.x_i) y_i, shrunk so that its gradient has norm at most the bound. */
    private double coefficient(int i, double dot) {
        double yi = y[i];
        double a = loss.derivative(yi * dot);
        if (a == 0) {
            return 0;
        }
        a *= yi;
        if (rowNorms != null) {
            double norm = Math.abs(a) * rowNorms[i];
            if (norm > bound) {
                a *= bound / norm;
            }
        }
        return a;
    }
}

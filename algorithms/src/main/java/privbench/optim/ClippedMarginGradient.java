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
 * once per call, its margin and its contribution computed while it is in cache, and nothing is allocated.
 * Row norms, which clipping needs, are computed once at construction.
 */
public final class ClippedMarginGradient {

    private final double[] x;
    private final int n;
    private final int d;
    private final double[] y;
    private final MarginLoss loss;
    private final double bound;
    private final double[] rowNorms;

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
        for (int i = 0; i < n; i++) {
            int off = i * d;
            double yi = y[i];
            double a = loss.derivative(yi * Vectors.dot(x, off, w, 0, d));
            if (a == 0) {
                continue;
            }
            a *= yi;
            if (rowNorms != null) {
                double norm = Math.abs(a) * rowNorms[i];
                if (norm > bound) {
                    a *= bound / norm;
                }
            }
            Vectors.axpy(a, x, off, g, 0, d);
        }
    }
}

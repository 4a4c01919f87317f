package privbench.optim;

import privbench.data.Dataset;
import privbench.linalg.MarginGradientKernel;
import privbench.linalg.Parallelism;

/**
 * The summed per-example gradient of a margin loss, each example's gradient clipped to an L2 bound:
 * G(w) = sum_i clip_C(l'(y_i w.x_i) y_i x_i), with clip_C(v) = v min(1, C / ||v||).
 *
 * <p>Replacing one example moves G by at most 2C and adding or removing one by at most C, whatever w is:
 * this is the sensitivity noisy gradient descent is calibrated to. The pass is the shared fused kernel
 * ({@link MarginGradientKernel}): each row is read once per call, its margin, loss derivative, clip and
 * contribution computed while it is in cache; blocks of rows may run on several threads with the same bits.
 * Nothing is allocated per call. Row norms, which clipping needs, are computed once at construction. An
 * instance serves one fit at a time.
 */
public final class ClippedMarginGradient {

    private final MarginGradientKernel rows;
    private final int n;
    private final int d;
    private final double[] y;
    private final MarginLoss loss;
    private final double bound;
    private final double[] rowNorms;
    private final MarginGradientKernel.Coefficients coefficients = this::coefficient;

    /**
     * @param x     row-major n x d features (read, never written)
     * @param y     n labels in {-1, +1}
     * @param loss  the margin loss
     * @param bound C, the clip on each example's gradient norm; +Infinity for no clipping
     */
    public ClippedMarginGradient(double[] x, int n, int d, double[] y, MarginLoss loss, double bound) {
        this(checked(x, n, d, y), y, loss, bound);
    }

    /**
     * @param rows  the pass over the n x d features (float64 or float32, with the threads it may use)
     * @param y     n labels in {-1, +1}
     * @param loss  the margin loss
     * @param bound C, the clip on each example's gradient norm; +Infinity for no clipping
     */
    public ClippedMarginGradient(MarginGradientKernel rows, double[] y, MarginLoss loss, double bound) {
        this(rows, y, loss, bound, null);
    }

    /**
     * As {@link #ClippedMarginGradient(MarginGradientKernel, double[], MarginLoss, double)} with the rows' norms
     * already known (null: computed here), as {@link MarginGradientKernel#rowNorms} computes them.
     */
    private ClippedMarginGradient(MarginGradientKernel rows, double[] y, MarginLoss loss, double bound,
                                  double[] knownNorms) {
        if (y.length != rows.rows()) {
            throw new IllegalArgumentException("y must have " + rows.rows() + " entries, got " + y.length);
        }
        if (!(bound > 0)) {
            throw new IllegalArgumentException("bound must be > 0 (or +Infinity), got " + bound);
        }
        this.rows = rows;
        this.n = rows.rows();
        this.d = rows.cols();
        this.y = y;
        this.loss = loss;
        this.bound = bound;
        this.rowNorms = Double.isInfinite(bound) ? null : knownNorms != null ? knownNorms : rows.rowNorms();
    }

    private static MarginGradientKernel checked(double[] x, int n, int d, double[] y) {
        if ((long) n * d != x.length || y.length != n) {
            throw new IllegalArgumentException("x must be n x d = " + n + " x " + d + " and y must have n entries, got "
                    + x.length + " and " + y.length);
        }
        return MarginGradientKernel.of(x, n, d, Parallelism.SEQUENTIAL);
    }

    /**
     * The gradient pass over a binary dataset, with labels +-1 from {@link Dataset#sign(int)}, on the dataset's
     * own storage (float64 or float32) and with the row threads it carries.
     */
    public static ClippedMarginGradient of(Dataset data, MarginLoss loss, double bound) {
        // the dataset keeps its row norms, so a sweep's fits on it do not each spend a pass computing them
        return new ClippedMarginGradient(kernel(data), signs(data), loss, bound,
                Double.isInfinite(bound) ? null : data.rowNorms());
    }

    /** The fused pass over a dataset's rows: its own storage, its row threads. */
    public static MarginGradientKernel kernel(Dataset data) {
        return data.isFloat32()
                ? MarginGradientKernel.of(data.xFloat(), data.rows(), data.cols(), data.rowParallelism())
                : MarginGradientKernel.of(data.x(), data.rows(), data.cols(), data.rowParallelism());
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

    /** Bytes of features one call reads. */
    public long bytesPerPass() {
        return rows.bytesPerPass();
    }

    /** Writes G(w) into g (length d). */
    public void sumInto(double[] w, double[] g) {
        if (w.length != d || g.length != d) {
            throw new IllegalArgumentException("w and g must have " + d + " entries, got " + w.length + " and " + g.length);
        }
        rows.sumInto(w, g, coefficients);
    }

    /**
     * G_j(w_j) into g_j for several passes over the same rows (the same x, n and d; losses and bounds may differ):
     * each block of rows is read from memory once for all passes, while it is in cache, instead of once per
     * pass. For every j the arithmetic, and so the result, is exactly that of {@code passes[j].sumInto(w[j], g[j])}.
     */
    public static void sumIntoAll(ClippedMarginGradient[] passes, double[][] w, double[][] g) {
        int m = passes.length;
        if (m == 0) {
            return;
        }
        ClippedMarginGradient first = passes[0];
        MarginGradientKernel.Coefficients[] c = new MarginGradientKernel.Coefficients[m];
        for (int j = 0; j < m; j++) {
            ClippedMarginGradient p = passes[j];
            if (!p.rows.sameRows(first.rows)) {
                throw new IllegalArgumentException("sumIntoAll needs passes over the same rows");
            }
            c[j] = p.coefficients;
        }
        MarginGradientKernel.sumIntoAll(first.rows, w, g, c);
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

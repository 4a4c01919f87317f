package privbench.optim;

import java.util.Arrays;
import privbench.data.Dataset;
import privbench.linalg.Vectors;

/**
 * The regularised binary logistic objective (natural log)
 * J(w, b) = (1/n) sum_i ln(1 + exp(-y_i (s_i x_i.w + b))) + (ridge/2) ||w||^2 + q.w,
 * with optional per-row scale factors s_i (for data-independent per-example clipping), an optional
 * unregularised intercept b and an optional linear term q (objective perturbation).
 *
 * <p>Variables are laid out as [w_1..w_d] or [w_1..w_d, b]. With ridge > 0 the objective is
 * ridge-strongly convex in w, so the L-BFGS solution is within ||grad J|| / ridge of the minimiser.
 */
public final class LogisticObjective implements DifferentiableFunction {

    private static final MarginLoss.Logistic LOSS = new MarginLoss.Logistic();

    private final double[] x;
    private final int n;
    private final int d;
    private final double[] y;
    private final double[] rowScale;
    private final double ridge;
    private final double[] linear;
    private final boolean intercept;

    /**
     * @param x         row-major n x d features (read only)
     * @param y         labels in {-1, +1}
     * @param rowScale  s_i per row, or null for 1
     * @param ridge     the L2 coefficient on w (>= 0)
     * @param linear    q (length d), or null for none
     * @param intercept whether to fit an unregularised intercept
     */
    public LogisticObjective(double[] x, int n, int d, double[] y, double[] rowScale, double ridge, double[] linear,
                             boolean intercept) {
        if ((long) n * d != x.length || y.length != n || n < 1) {
            throw new IllegalArgumentException("x must be n x d = " + n + " x " + d + " with n >= 1 and n labels, got "
                    + x.length + " values and " + y.length + " labels");
        }
        if (rowScale != null && rowScale.length != n) {
            throw new IllegalArgumentException("rowScale must have " + n + " entries, got " + rowScale.length);
        }
        if (linear != null && linear.length != d) {
            throw new IllegalArgumentException("linear must have " + d + " entries, got " + linear.length);
        }
        if (!(ridge >= 0) || Double.isInfinite(ridge)) {
            throw new IllegalArgumentException("ridge must be a finite number >= 0, got " + ridge);
        }
        this.x = x;
        this.n = n;
        this.d = d;
        this.y = y;
        this.rowScale = rowScale;
        this.ridge = ridge;
        this.linear = linear;
        this.intercept = intercept;
    }

    /** The plain objective on a binary dataset: no row scales, no linear term. */
    public static LogisticObjective of(Dataset data, double ridge, boolean intercept) {
        return new LogisticObjective(data.x(), data.rows(), data.cols(), ClippedMarginGradient.signs(data), null,
                ridge, null, intercept);
    }

    @Override
    public int dimension() {
        return intercept ? d + 1 : d;
    }

    @Override
    public double valueAndGradient(double[] v, double[] grad) {
        Arrays.fill(grad, 0.0);
        double b = intercept ? v[d] : 0.0;
        double[] loss = {0.0, 0.0};   // {sum of losses, sum of dl/db}
        double[] dots = new double[4];
        double[] coef = new double[4];
        int i = 0;
        for (; i + 3 < n; i += 4) {
            int o = i * d;
            Vectors.dot4(x, o, o + d, o + 2 * d, o + 3 * d, v, d, dots);
            for (int k = 0; k < 4; k++) {
                coef[k] = row(i + k, dots[k], b, loss);
            }
            Vectors.axpy4(coef[0], coef[1], coef[2], coef[3], x, o, o + d, o + 2 * d, o + 3 * d, grad, d);
        }
        for (; i < n; i++) {
            Vectors.axpy(row(i, Vectors.dot(x, i * d, v, 0, d), b, loss), x, i * d, grad, 0, d);
        }
        double invN = 1.0 / n;
        double reg = 0;
        double lin = 0;
        for (int j = 0; j < d; j++) {
            grad[j] = grad[j] * invN + ridge * v[j];
            reg += v[j] * v[j];
            if (linear != null) {
                grad[j] += linear[j];
                lin += linear[j] * v[j];
            }
        }
        if (intercept) {
            grad[d] = loss[1] * invN;
        }
        return loss[0] * invN + 0.5 * ridge * reg + lin;
    }

    /** Adds row i's loss and intercept derivative to acc; returns its factor on x_i in the gradient sum. */
    private double row(int i, double dot, double b, double[] acc) {
        double s = rowScale == null ? 1.0 : rowScale[i];
        double m = y[i] * (s * dot + b);
        acc[0] += LOSS.value(m);
        double a = LOSS.derivative(m) * y[i];
        acc[1] += a;
        return a * s;
    }
}

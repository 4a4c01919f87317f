package privbench.optim;

import privbench.checks.Require;
import java.util.Arrays;
import privbench.data.Dataset;
import privbench.linalg.MarginGradientKernel;
import privbench.linalg.Parallelism;

/**
 * The regularised binary logistic objective (natural log)
 * J(w, b) = (1/n) sum_i ln(1 + exp(-y_i (s_i x_i.w + b))) + (ridge/2) ||w||^2 + q.w,
 * with optional per-row scale factors s_i (for data-independent per-example clipping), an optional
 * unregularised intercept b and an optional linear term q (objective perturbation).
 *
 * <p>Variables are laid out as [w_1..w_d] or [w_1..w_d, b]. With ridge > 0 the objective is
 * ridge-strongly convex in w, so the L-BFGS solution is within ||grad J|| / ridge of the minimiser.
 *
 * <p>Each evaluation is one fused pass over the rows ({@link MarginGradientKernel}); the loss is summed in
 * row order by the coefficient rule, so the pass runs on the calling thread only. Nothing is allocated per
 * evaluation.
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
    private final MarginGradientKernel pass;
    private final MarginGradientKernel.Coefficients coefficients = this::row;
    private final double[] wPart;
    private final double[] gPart;
    // on several row threads the coefficient rule runs out of row order: it writes each row's loss and intercept
    // derivative here, and they are summed in row order after the pass, the order of one thread (null on one)
    private final double[] rowLoss;
    private final double[] rowDerivative;
    private double b;
    private double lossSum;
    private double interceptSum;

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
        this(x, n, d, y, rowScale, ridge, linear, intercept, Parallelism.SEQUENTIAL);
    }

    /**
     * As {@link #LogisticObjective(double[], int, int, double[], double[], double, double[], boolean)} with the pass
     * on the given row threads: the value and gradient are the same bits on any number of them.
     */
    public LogisticObjective(double[] x, int n, int d, double[] y, double[] rowScale, double ridge, double[] linear,
                             boolean intercept, Parallelism threads) {
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
        Require.nonNegative("ridge", ridge);
        this.x = x;
        this.n = n;
        this.d = d;
        this.y = y;
        this.rowScale = rowScale;
        this.ridge = ridge;
        this.linear = linear;
        this.intercept = intercept;
        Parallelism rows = threads == null ? Parallelism.SEQUENTIAL : threads;
        this.pass = MarginGradientKernel.of(x, n, d, rows);
        this.rowLoss = rows.threads() > 1 ? new double[n] : null;
        this.rowDerivative = rows.threads() > 1 ? new double[n] : null;
        this.wPart = new double[d];
        this.gPart = new double[d];
    }

    /**
     * The homogeneous objective on a binary dataset with per-row scales (null for none) and a linear term (null
     * for none): the one output perturbation, objective perturbation and its Gaussian variant minimise.
     */
    public static LogisticObjective scaled(Dataset data, double[] rowScale, double ridge, double[] linear) {
        return new LogisticObjective(data.x(), data.rows(), data.cols(), ClippedMarginGradient.signs(data), rowScale,
                ridge, linear, false, data.rowParallelism());
    }

    /** The plain objective on a binary dataset: no row scales, no linear term. */
    public static LogisticObjective of(Dataset data, double ridge, boolean intercept) {
        return new LogisticObjective(data.x(), data.rows(), data.cols(), ClippedMarginGradient.signs(data), null,
                ridge, null, intercept, data.rowParallelism());
    }

    @Override
    public int dimension() {
        return intercept ? d + 1 : d;
    }

    @Override
    public double valueAndGradient(double[] v, double[] grad) {
        b = intercept ? v[d] : 0.0;
        lossSum = 0;
        interceptSum = 0;
        System.arraycopy(v, 0, wPart, 0, d);
        pass.sumInto(wPart, gPart, coefficients);
        if (rowLoss != null) {
            for (int i = 0; i < n; i++) {
                lossSum += rowLoss[i];
                interceptSum += rowDerivative[i];
            }
        }
        double invN = 1.0 / n;
        double reg = 0;
        double lin = 0;
        for (int j = 0; j < d; j++) {
            grad[j] = gPart[j] * invN + ridge * v[j];
            reg += v[j] * v[j];
            if (linear != null) {
                grad[j] += linear[j];
                lin += linear[j] * v[j];
            }
        }
        if (intercept) {
            grad[d] = interceptSum * invN;
        }
        return lossSum * invN + 0.5 * ridge * reg + lin;
    }

    /**
     * Adds row i's loss and intercept derivative to the sums (on one thread, called in row order), or records them
     * for the sums after the pass (on several); returns its factor on x_i.
     */
    private double row(int i, double dot) {
        double s = rowScale == null ? 1.0 : rowScale[i];
        double m = y[i] * (s * dot + b);
        double loss = LOSS.value(m);
        double a = LOSS.derivative(m) * y[i];
        if (rowLoss != null) {
            rowLoss[i] = loss;
            rowDerivative[i] = a;
        } else {
            lossSum += loss;
            interceptSum += a;
        }
        return a * s;
    }
}

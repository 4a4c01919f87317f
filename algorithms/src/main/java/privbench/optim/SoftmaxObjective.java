package privbench.optim;

import privbench.checks.Require;
import java.util.Arrays;
import privbench.data.Dataset;
import privbench.linalg.Vectors;

/**
 * The regularised multinomial logistic (softmax) objective
 * J(W, b) = (1/n) sum_i [logsumexp_c(W_c.x_i + b_c) - (W_{y_i}.x_i + b_{y_i})] + (ridge/2) ||W||^2,
 * with W stored k x d row-major and an optional unregularised intercept per class.
 *
 * <p>Variables are laid out as [W (k*d), b (k)]. The intercepts are determined only up to a common
 * shift; the gradient has no component along that direction, so solvers started at 0 never drift.
 * An instance keeps one k-length work array and is not for concurrent use.
 */
public final class SoftmaxObjective implements DifferentiableFunction {

    private final double[] x;
    private final int n;
    private final int d;
    private final int k;
    private final int[] labels;
    private final double ridge;
    private final boolean intercept;
    private final double[] scores;

    public SoftmaxObjective(Dataset data, double ridge, boolean intercept) {
        if (data.rows() < 1) {
            throw new IllegalArgumentException("the softmax objective needs at least one row, got 0");
        }
        Require.nonNegative("ridge", ridge);
        this.x = data.x();
        this.n = data.rows();
        this.d = data.cols();
        this.k = data.classes();
        this.labels = data.labels();
        this.ridge = ridge;
        this.intercept = intercept;
        this.scores = new double[k];
    }

    public int classes() {
        return k;
    }

    @Override
    public int dimension() {
        return k * d + (intercept ? k : 0);
    }

    @Override
    public double valueAndGradient(double[] v, double[] grad) {
        Arrays.fill(grad, 0.0);
        int bOff = k * d;
        double loss = 0;
        for (int i = 0; i < n; i++) {
            int off = i * d;
            double max = Double.NEGATIVE_INFINITY;
            for (int c = 0; c < k; c++) {
                scores[c] = Vectors.dot(x, off, v, c * d, d) + (intercept ? v[bOff + c] : 0.0);
                max = Math.max(max, scores[c]);
            }
            int yi = labels[i];
            double syShifted = scores[yi] - max;
            double sum = 0;
            for (int c = 0; c < k; c++) {
                scores[c] = Math.exp(scores[c] - max);
                sum += scores[c];
            }
            // loss_i = logsumexp - s_y = ln(sum) - (s_y - max), exact even when exp(s_y - max) underflows
            loss += Math.log(sum) - syShifted;
            for (int c = 0; c < k; c++) {
                double a = scores[c] / sum - (c == yi ? 1.0 : 0.0);
                Vectors.axpy(a, x, off, grad, c * d, d);
                if (intercept) {
                    grad[bOff + c] += a;
                }
            }
        }
        double invN = 1.0 / n;
        double reg = 0;
        for (int j = 0; j < bOff; j++) {
            grad[j] = grad[j] * invN + ridge * v[j];
            reg += v[j] * v[j];
        }
        if (intercept) {
            for (int c = 0; c < k; c++) {
                grad[bOff + c] *= invN;
            }
        }
        return loss * invN + 0.5 * ridge * reg;
    }
}

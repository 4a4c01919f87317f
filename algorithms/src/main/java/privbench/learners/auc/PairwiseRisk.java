package privbench.learners.auc;

import privbench.checks.Require;
import java.util.Arrays;
import privbench.linalg.Vectors;
import privbench.optim.DifferentiableFunction;

/**
 * The regularised pairwise risk of Wang, Yang, Lei, Ying and Zhang (2021), eq. (2), with an optional
 * linear term (objective perturbation):
 * F(w) = (1/(n+ n-)) sum_{i in I, j in J} l(w.(x_i - x_j)) + (ridge/2) ||w||^2 + q.w.
 *
 * <p>Exact value and gradient, never a sampled pair. With scores s = X w (O(n d)) the gradient is
 * sum_i (dR/ds_i) x_i over all rows, so only the per-row coefficients dR/ds_i involve pairs
 * (spec-004 section 3):
 * <ul>
 *   <li>least squares needs no pairs: R = (1 - (m+ - m-))^2 + var+(s) + var-(s) with class means m and
 *       variances normalised by n+ and n-, and dR/ds_i = (2/n+)(s_i - m+ - delta) for positives,
 *       (2/n-)(s_j - m- + delta) for negatives, delta = 1 - m+ + m-: O(n d) in all;</li>
 *   <li>the logistic forms sum l(s_i - s_j) and l'(s_i - s_j) over the n+ n- pairs ({@link LogisticPairSums}:
 *       SIMD, one division per pair, on the cell's row threads), O(n+ n- + n d) per evaluation. No exact
 *       sub-quadratic method
 *       exists for this loss: sorting with prefix sums is exact only where l is linear or exponential in
 *       t, i.e. for pairs with |t| > 37, which need ||w|| > 18.5 on rows in the unit ball.</li>
 * </ul>
 * Sums run in a fixed order, so the same inputs give bit-identical results. Not thread-safe: each
 * instance owns its work arrays.
 */
final class PairwiseRisk implements DifferentiableFunction {

    private final ClassRows rows;
    private final PairwiseLoss loss;
    private final double ridge;
    private final double[] linear;
    private final double[] sPos;
    private final double[] sNeg;
    private final double[] cPos;
    private final double[] cNeg;
    private final double[] dots = new double[4];
    /** The pair loop's work arrays, made at the first logistic evaluation (least squares needs none). */
    private LogisticPairSums pairs;

    /**
     * @param ridge  the L2 coefficient (lambda, or lambda + Delta), >= 0
     * @param linear q, or null for none
     */
    PairwiseRisk(ClassRows rows, PairwiseLoss loss, double ridge, double[] linear) {
        Require.nonNegative("ridge", ridge);
        if (linear != null && linear.length != rows.cols()) {
            throw new IllegalArgumentException("linear term must have " + rows.cols() + " entries, got "
                    + linear.length);
        }
        this.rows = rows;
        this.loss = loss;
        this.ridge = ridge;
        this.linear = linear == null ? null : linear.clone();
        this.sPos = new double[rows.positiveCount()];
        this.sNeg = new double[rows.negativeCount()];
        this.cPos = new double[rows.positiveCount()];
        this.cNeg = new double[rows.negativeCount()];
    }

    @Override
    public int dimension() {
        return rows.cols();
    }

    /** The unregularised pairwise risk R_S(w). */
    double risk(double[] w) {
        scores(rows.positives(), sPos, w);
        scores(rows.negatives(), sNeg, w);
        return loss == PairwiseLoss.LEAST_SQUARES ? leastSquares() : logisticPairs();
    }

    @Override
    public double valueAndGradient(double[] w, double[] gradient) {
        double r = risk(w);
        int d = rows.cols();
        Arrays.fill(gradient, 0.0);
        accumulate(rows.positives(), cPos, gradient);
        accumulate(rows.negatives(), cNeg, gradient);
        double value = r + 0.5 * ridge * Vectors.normSquared(w);
        for (int k = 0; k < d; k++) {
            gradient[k] += ridge * w[k];
        }
        if (linear != null) {
            value += Vectors.dot(linear, w);
            Vectors.axpy(1.0, linear, gradient);
        }
        return value;
    }

    /** R and its per-row derivatives for least squares, from class means and variances of the scores. */
    private double leastSquares() {
        double mPos = mean(sPos);
        double mNeg = mean(sNeg);
        double delta = 1 - mPos + mNeg;
        double varPos = 0;
        for (int i = 0; i < sPos.length; i++) {
            double u = sPos[i] - mPos;
            varPos += u * u;
            cPos[i] = 2.0 / sPos.length * (u - delta);
        }
        double varNeg = 0;
        for (int j = 0; j < sNeg.length; j++) {
            double v = sNeg[j] - mNeg;
            varNeg += v * v;
            cNeg[j] = 2.0 / sNeg.length * (v + delta);
        }
        return delta * delta + varPos / sPos.length + varNeg / sNeg.length;
    }

    /**
     * R and its per-row derivatives for c ln(1 + e^-t), t = s_i - s_j, -l'(t)/c = sigma(-t), from the pair
     * sums of {@link LogisticPairSums}.
     */
    private double logisticPairs() {
        int np = sPos.length;
        int nn = sNeg.length;
        double[] colSums = cNeg;
        if (pairs == null) {
            pairs = new LogisticPairSums(np, nn, rows.threads());
        }
        double total = pairs.sums(sPos, sNeg, cPos, colSums);
        double c = loss.logisticScale();
        double invP = 1.0 / ((double) np * nn);
        for (int i = 0; i < np; i++) {
            cPos[i] *= -c * invP;
        }
        for (int j = 0; j < nn; j++) {
            colSums[j] *= c * invP;
        }
        return c * total * invP;
    }

    /** s = X w for a row-major block, four rows per pass over w. */
    private void scores(double[] x, double[] s, double[] w) {
        int d = rows.cols();
        int n = s.length;
        int i = 0;
        for (; i + 3 < n; i += 4) {
            int o = i * d;
            Vectors.dot4(x, o, o + d, o + 2 * d, o + 3 * d, w, d, dots);
            s[i] = dots[0];
            s[i + 1] = dots[1];
            s[i + 2] = dots[2];
            s[i + 3] = dots[3];
        }
        for (; i < n; i++) {
            s[i] = Vectors.dot(x, i * d, w, 0, d);
        }
    }

    /** gradient += X' c for a row-major block. */
    private void accumulate(double[] x, double[] c, double[] gradient) {
        int d = rows.cols();
        int n = c.length;
        int i = 0;
        for (; i + 3 < n; i += 4) {
            int o = i * d;
            Vectors.axpy4(c[i], c[i + 1], c[i + 2], c[i + 3], x, o, o + d, o + 2 * d, o + 3 * d, gradient, d);
        }
        for (; i < n; i++) {
            Vectors.axpy(c[i], x, i * d, gradient, 0, d);
        }
    }

    private static double mean(double[] v) {
        double s = 0;
        for (double x : v) {
            s += x;
        }
        return s / v.length;
    }
}

package privbench.optim;

import privbench.checks.Require;
import java.util.Arrays;
import java.util.random.RandomGenerator;
import privbench.linalg.Vectors;

/**
 * The L2-regularised hinge-loss (L1-loss) linear SVM solved by dual coordinate descent: Hsieh, Chang,
 * Lin, Keerthi and Sundararajan (2008), "A Dual Coordinate Descent Method for Large-scale Linear SVM",
 * Algorithm 1 with a random permutation per epoch and shrinking (section 3.2, as in LIBLINEAR).
 *
 * <p>Primal: min_w (1/2) ||w||^2 + C sum_i max(0, 1 - y_i w.x_i). With a bias feature B > 0 every row is
 * extended by the constant B (LIBLINEAR's convention: the bias weight is regularised like the others)
 * and the fitted intercept is B times its weight. Dual: min_a (1/2) a'Qa - sum_i a_i over 0 <= a_i <= C,
 * Q_ij = y_i y_j x_i.x_j, with w = sum_i a_i y_i x_i kept up to date so that one coordinate step costs O(d).
 *
 * <p>It stops when the spread of the projected gradient over one epoch on all rows, max PG - min PG, is at
 * most the tolerance (LIBLINEAR's criterion), and reports the primal and dual values, whose difference bounds the
 * primal suboptimality. The only randomness is the epoch order, drawn from the generator the caller hands
 * in, so equal generators give bit-identical results. Rows may be restricted to a subset and the dual
 * warm-started, which the removal-margin analysis of Wang, Zhu and Wang (2024, App. N) needs.
 */
public final class DualCoordinateDescentSvm {

    /**
     * A solution.
     *
     * @param weights   the primal w (d entries, the bias weight excluded)
     * @param bias      the intercept: B times the bias weight (0 without a bias feature)
     * @param alpha     the dual variables, aligned with the rows solved over
     * @param epochs    passes over the active rows
     * @param primal    the primal objective at w
     * @param dual      the dual objective at alpha (primal - dual >= 0 bounds the suboptimality)
     * @param converged whether the projected-gradient spread reached the tolerance
     */
    public record Result(double[] weights, double bias, double[] alpha, int epochs, double primal, double dual,
                         boolean converged) {

        public Result {
            weights = weights.clone();
            alpha = alpha.clone();
        }

        @Override
        public double[] weights() {
            return weights.clone();
        }

        @Override
        public double[] alpha() {
            return alpha.clone();
        }

        /** primal - dual, a bound on the primal suboptimality. */
        public double dualityGap() {
            return primal - dual;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Result r && Arrays.equals(weights, r.weights) && Arrays.equals(alpha, r.alpha)
                    && Double.compare(bias, r.bias) == 0 && epochs == r.epochs && converged == r.converged;
        }

        @Override
        public int hashCode() {
            return 31 * Arrays.hashCode(weights) + Arrays.hashCode(alpha) + Double.hashCode(bias);
        }

        @Override
        public String toString() {
            return "DualCoordinateDescentSvm.Result[d=" + weights.length + ", bias=" + bias + ", epochs=" + epochs
                    + ", primal=" + primal + ", dual=" + dual + ", converged=" + converged + "]";
        }
    }

    private final double cost;
    private final double tolerance;
    private final int maxEpochs;
    private final double biasFeature;

    /**
     * @param cost        C, the weight of the hinge losses (C = 1/(n lambda) for the mean-loss form)
     * @param tolerance   stop when max PG - min PG over an epoch is at most this
     * @param maxEpochs   cap on passes over the active rows
     * @param biasFeature B, the constant appended to every row; 0 for a homogeneous separator
     */
    public DualCoordinateDescentSvm(double cost, double tolerance, int maxEpochs, double biasFeature) {
        Require.positive("cost C", cost);
        if (!(tolerance > 0)) {
            throw new IllegalArgumentException("tolerance must be > 0, got " + tolerance);
        }
        if (maxEpochs < 1) {
            throw new IllegalArgumentException("maxEpochs must be >= 1, got " + maxEpochs);
        }
        Require.nonNegative("biasFeature", biasFeature);
        this.cost = cost;
        this.tolerance = tolerance;
        this.maxEpochs = maxEpochs;
        this.biasFeature = biasFeature;
    }

    /** Solves over all n rows from alpha = 0. */
    public Result solve(double[] x, int n, int d, double[] y, RandomGenerator order) {
        int[] all = new int[n];
        for (int i = 0; i < n; i++) {
            all[i] = i;
        }
        return solve(x, d, y, all, null, order);
    }

    /**
     * Solves over a subset of rows.
     *
     * @param x          row-major features, d columns (read only)
     * @param y          labels in {-1, +1}, indexed like the rows of x
     * @param rows       the row indices to solve over
     * @param alphaStart dual start aligned with rows (clipped to [0, C]), or null for 0
     * @param order      the generator of the epoch permutations
     */
    public Result solve(double[] x, int d, double[] y, int[] rows, double[] alphaStart, RandomGenerator order) {
        int m = rows.length;
        if (alphaStart != null && alphaStart.length != m) {
            throw new IllegalArgumentException("alphaStart must have " + m + " entries, got " + alphaStart.length);
        }
        double b2 = biasFeature * biasFeature;
        double[] w = new double[d];
        double wb = 0;
        double[] alpha = new double[m];
        double[] qd = new double[m];
        for (int r = 0; r < m; r++) {
            int i = rows[r];
            qd[r] = Vectors.dot(x, i * d, x, i * d, d) + b2;
            alpha[r] = alphaStart == null ? 0 : Math.min(Math.max(alphaStart[r], 0), cost);
            if (alpha[r] != 0) {
                Vectors.axpy(alpha[r] * y[i], x, i * d, w, 0, d);
                wb += alpha[r] * y[i] * biasFeature;
            }
        }
        // shrinking (Hsieh et al. 2008, section 3.2; LIBLINEAR): a variable at a bound whose gradient points
        // outward beyond last epoch's extreme projected gradients leaves the active set; at convergence on
        // the active set all rows are checked again, so the stopping rule always holds on every row
        int[] active = new int[m];
        for (int r = 0; r < m; r++) {
            active[r] = r;
        }
        int activeSize = m;
        double shrinkMax = Double.POSITIVE_INFINITY;
        double shrinkMin = Double.NEGATIVE_INFINITY;
        boolean converged = m == 0;
        int epoch = 0;
        while (epoch < maxEpochs && !converged) {
            epoch++;
            shuffle(active, activeSize, order);
            double pgMax = Double.NEGATIVE_INFINITY;
            double pgMin = Double.POSITIVE_INFINITY;
            for (int t = 0; t < activeSize; t++) {
                int r = active[t];
                int i = rows[r];
                int off = i * d;
                double g = y[i] * (Vectors.dot(x, off, w, 0, d) + wb * biasFeature) - 1;
                double a = alpha[r];
                double pg = 0;
                if (a == 0) {
                    if (g > shrinkMax) {
                        active[t--] = active[--activeSize];
                        active[activeSize] = r;
                        continue;
                    }
                    pg = Math.min(g, 0);
                } else if (a == cost) {
                    if (g < shrinkMin) {
                        active[t--] = active[--activeSize];
                        active[activeSize] = r;
                        continue;
                    }
                    pg = Math.max(g, 0);
                } else {
                    pg = g;
                }
                pgMax = Math.max(pgMax, pg);
                pgMin = Math.min(pgMin, pg);
                if (Math.abs(pg) <= 1e-12) {
                    continue;
                }
                // a zero row (and no bias) has Q_ii = 0 and gradient -1: its optimum is the upper bound
                double next = qd[r] == 0 ? cost : Math.min(Math.max(a - g / qd[r], 0), cost);
                double step = (next - a) * y[i];
                if (step != 0) {
                    Vectors.axpy(step, x, off, w, 0, d);
                    wb += step * biasFeature;
                }
                alpha[r] = next;
            }
            if (activeSize == 0 || pgMax - pgMin <= tolerance) {
                if (activeSize == m) {
                    converged = true;
                } else {
                    activeSize = m;
                    shrinkMax = Double.POSITIVE_INFINITY;
                    shrinkMin = Double.NEGATIVE_INFINITY;
                }
                continue;
            }
            shrinkMax = pgMax > 0 ? pgMax : Double.POSITIVE_INFINITY;
            shrinkMin = pgMin < 0 ? pgMin : Double.NEGATIVE_INFINITY;
        }
        double ww = Vectors.dot(w, w) + wb * wb;
        double hinge = 0;
        double sumAlpha = 0;
        for (int r = 0; r < m; r++) {
            int i = rows[r];
            hinge += Math.max(0, 1 - y[i] * (Vectors.dot(x, i * d, w, 0, d) + wb * biasFeature));
            sumAlpha += alpha[r];
        }
        return new Result(w, wb * biasFeature, alpha, epoch, 0.5 * ww + cost * hinge, sumAlpha - 0.5 * ww, converged);
    }

    /** Fisher-Yates on perm[0..size) with indices from nextLong() only, independent of JDK internals. */
    private static void shuffle(int[] perm, int size, RandomGenerator rng) {
        for (int t = size - 1; t > 0; t--) {
            int j = (int) (((rng.nextLong() >>> 11) * 0x1.0p-53) * (t + 1));
            int tmp = perm[t];
            perm[t] = perm[j];
            perm[j] = tmp;
        }
    }
}

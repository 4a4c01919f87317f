package privbench.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import privbench.data.Dataset;
import privbench.linalg.SymmetricEigen;
import privbench.linalg.Vectors;
import privbench.optim.DualCoordinateDescentSvm;

/**
 * Low-rank separability of a labelled dataset: how much of a linear separator's direction lies outside the
 * span of the data's top-k principal directions. A non-private analysis tool, not a learner: it reads every
 * row without noise and releases nothing private.
 *
 * <p>Pinto, Hu, Yang and Sanyal (2024), Def. 3 and Fig. 3 (spec-003 E8): for each pair of classes, w* is a
 * linear SVM without bias fitted on the pair's rows, A_k holds the top-k eigenvectors of the uncentred second
 * moment (1/n) X^T X of all rows (every class), and xi_k = 1 - ||A_k A_k^T w*|| / ||w*||: 0 when w* lies in
 * the top-k span, 1 when it is orthogonal to it. With A_k's columns orthonormal eigenvectors u_i,
 * ||A_k A_k^T w|| = sqrt(sum_{i <= k} (u_i . w)^2), so one decomposition serves every k. CHOICE (spec-003
 * E8 allows an SVM or a logistic fit): hinge loss, C = 1 (pixel classes are not separable, Fig. 3's
 * footnote), dual coordinate descent (Hsieh et al. 2008); the fit's convergence is reported per pair.
 */
public final class LowRankSeparability {

    /**
     * Settings of the per-pair SVM.
     *
     * @param cost      C
     * @param tolerance the solver's stopping tolerance on the projected-gradient spread
     * @param maxEpochs the solver's cap on passes
     */
    public record Options(double cost, double tolerance, int maxEpochs) {

        public static final Options DEFAULTS = new Options(1, 1e-3, 5000);

        public Options {
            if (!(cost > 0) || Double.isInfinite(cost) || !(tolerance > 0) || maxEpochs < 1) {
                throw new IllegalArgumentException("cost and tolerance must be finite and > 0 and maxEpochs >= 1, got "
                        + cost + ", " + tolerance + ", " + maxEpochs);
            }
        }
    }

    /**
     * xi_k of one class pair at one k.
     *
     * @param negative  the pair's first class (label -1)
     * @param positive  the pair's second class (label +1)
     * @param rows      rows of the pair
     * @param k         the number of principal directions
     * @param xi        1 - ||A_k A_k^T w*|| / ||w*||
     * @param converged whether the pair's SVM met its tolerance
     */
    public record Point(String negative, String positive, int rows, int k, double xi, boolean converged) {
    }

    private LowRankSeparability() {
    }

    /**
     * xi_k for every pair of classes and every k of the grid that is at most d.
     *
     * @throws IllegalArgumentException for unlabelled data, fewer than 2 classes, or an empty grid
     */
    public static List<Point> of(Dataset data, int[] ks, Options opt, RandomGenerator order) {
        if (!data.hasLabels() || data.classes() < 2) {
            throw new IllegalArgumentException("the xi_k analysis needs labelled data with 2 or more classes, got "
                    + data);
        }
        if (ks.length == 0) {
            throw new IllegalArgumentException("the xi_k analysis needs at least one k");
        }
        int d = data.cols();
        int n = data.rows();
        double[] x = data.x();
        SymmetricEigen eigen = SymmetricEigen.of(secondMoment(x, n, d), d);
        List<Point> out = new ArrayList<>();
        for (int a = 0; a < data.classes(); a++) {
            for (int b = a + 1; b < data.classes(); b++) {
                int[] rows = rowsOf(data, a, b);
                if (rows.length < 2) {
                    continue;
                }
                double[] y = new double[n];
                for (int i : rows) {
                    y[i] = data.label(i) == b ? 1 : -1;
                }
                var fit = new DualCoordinateDescentSvm(opt.cost(), opt.tolerance(), opt.maxEpochs(), 0.0)
                        .solve(x, d, y, rows, null, order);
                double[] w = fit.weights();
                double norm = Vectors.norm(w);
                int maxK = 0;
                for (int k : ks) {
                    maxK = Math.max(maxK, Math.min(k, d));
                }
                double[] captured = new double[maxK + 1];   // captured[k] = ||A_k A_k^T w||^2
                for (int i = 0; i < maxK; i++) {
                    double p = 0;
                    for (int j = 0; j < d; j++) {
                        p += eigen.vector(i, j) * w[j];
                    }
                    captured[i + 1] = captured[i] + p * p;
                }
                for (int k : ks) {
                    if (k >= 1 && k <= d) {
                        double xi = norm == 0 ? 1 : 1 - Math.min(1, Math.sqrt(captured[k]) / norm);
                        out.add(new Point(data.classNames().get(a), data.classNames().get(b), rows.length, k, xi,
                                fit.converged()));
                    }
                }
            }
        }
        return out;
    }

    /** (1/n) X^T X, row-major d x d. */
    static double[] secondMoment(double[] x, int n, int d) {
        double[] m = new double[d * d];
        for (int r = 0; r < n; r++) {
            int o = r * d;
            for (int i = 0; i < d; i++) {
                double xi = x[o + i];
                if (xi == 0) {
                    continue;
                }
                int row = i * d;
                for (int j = 0; j <= i; j++) {
                    m[row + j] += xi * x[o + j];
                }
            }
        }
        for (int i = 0; i < d; i++) {
            for (int j = 0; j <= i; j++) {
                m[i * d + j] /= n;
                m[j * d + i] = m[i * d + j];
            }
        }
        return m;
    }

    private static int[] rowsOf(Dataset data, int a, int b) {
        int count = 0;
        for (int i = 0; i < data.rows(); i++) {
            count += data.label(i) == a || data.label(i) == b ? 1 : 0;
        }
        int[] out = new int[count];
        for (int i = 0, q = 0; i < data.rows(); i++) {
            if (data.label(i) == a || data.label(i) == b) {
                out[q++] = i;
            }
        }
        return out;
    }
}

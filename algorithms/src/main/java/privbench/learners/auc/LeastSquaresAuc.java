package privbench.learners.auc;

import privbench.checks.Require;
import privbench.linalg.Cholesky;

/**
 * The exact minimiser of the least-squares pairwise risk, from class means and covariances, with no pairs.
 *
 * <p>Wang, Yang, Lei, Ying and Zhang (2021), Appendix B:
 * w_hat = (M + (lambda/2) I)^-1 (x+ - x-), with M = (1/n+) sum_I x_i x_i' + (1/n-) sum_J x_j x_j'
 * - x+ x-' - x- x+', which equals C+ + C- + mu mu' with mu = x+ - x- and C the class covariances
 * normalised by n+ and n- (spec-004 section 2.6). The covariances are accumulated from centred rows
 * (two passes, which avoids the cancellation of raw second moments) and the system is solved by
 * Cholesky: O(n d^2 + d^3).
 */
final class LeastSquaresAuc {

    private LeastSquaresAuc() {
    }

    /** mu = mean of the positive rows minus mean of the negative rows. */
    static double[] meanDifference(ClassRows rows) {
        double[] mPos = mean(rows.positives(), rows.positiveCount(), rows.cols());
        double[] mNeg = mean(rows.negatives(), rows.negativeCount(), rows.cols());
        for (int k = 0; k < mPos.length; k++) {
            mPos[k] -= mNeg[k];
        }
        return mPos;
    }

    /** M = C+ + C- + mu mu', d x d row-major; the Hessian of R_S is 2M. */
    static double[] secondMoment(ClassRows rows) {
        int d = rows.cols();
        double[] m = new double[d * d];
        addCovariance(rows.positives(), rows.positiveCount(), d, m);
        addCovariance(rows.negatives(), rows.negativeCount(), d, m);
        double[] mu = meanDifference(rows);
        for (int a = 0; a < d; a++) {
            for (int b = 0; b < d; b++) {
                m[a * d + b] += mu[a] * mu[b];
            }
        }
        return m;
    }

    /** w_hat = (M + (lambda/2) I)^-1 mu, the minimiser of R_S(w) + (lambda/2) ||w||^2. */
    static double[] solve(ClassRows rows, double lambda) {
        return solve(rows, lambda, null);
    }

    /**
     * The minimiser of R_S(w) + (ridge/2) ||w||^2 + q.w: setting 2(M w - mu) + ridge w + q = 0 gives
     * w = (M + (ridge/2) I)^-1 (mu - q/2).
     *
     * @param q the linear term, or null for none
     */
    static double[] solve(ClassRows rows, double ridge, double[] q) {
        Require.positive("lambda", ridge);
        int d = rows.cols();
        double[] a = secondMoment(rows);
        for (int k = 0; k < d; k++) {
            a[k * d + k] += ridge / 2;
        }
        double[] rhs = meanDifference(rows);
        if (q != null) {
            for (int k = 0; k < d; k++) {
                rhs[k] -= q[k] / 2;
            }
        }
        return Cholesky.of(a, d).solve(rhs);
    }

    private static double[] mean(double[] x, int n, int d) {
        double[] m = new double[d];
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < d; k++) {
                m[k] += x[i * d + k];
            }
        }
        for (int k = 0; k < d; k++) {
            m[k] /= n;
        }
        return m;
    }

    /** m += (1/n) sum_i (x_i - xbar)(x_i - xbar)' over one class block. */
    private static void addCovariance(double[] x, int n, int d, double[] m) {
        double[] mean = mean(x, n, d);
        double[] c = new double[d];
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < d; k++) {
                c[k] = x[i * d + k] - mean[k];
            }
            for (int a = 0; a < d; a++) {
                double ca = c[a] / n;
                for (int b = 0; b < d; b++) {
                    m[a * d + b] += ca * c[b];
                }
            }
        }
    }
}

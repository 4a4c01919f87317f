package privbench.learners.semiprivate;

import java.util.Arrays;
import privbench.data.Dataset;
import privbench.linalg.SymmetricEigen;
import privbench.linalg.Vectors;
import privbench.privacy.noise.BinghamSampler;
import privbench.privacy.noise.NoiseSource;

/**
 * Differentially private principal directions of PRIVATE rows, each row first scaled to norm at most 1
 * (a per-example step with a constant, so the sensitivity holds whatever the data declare).
 *
 * <p>{@link #iterative}: Amin, Dick, Kulesza, Munoz Medina and Vassilvitskii (2019), iterative eigenvector
 * sampling, as diffprivlib's PCA runs it (spec-003 section 2.5): on C_i = P_i (X^T X) P_i^T draw
 * u_i ~ Bingham(eps_i (lambda_max I - C_i) / 4), theta_i = P_i^T u_i, and let the rows of P_{i+1} span
 * the complement of theta_1..theta_i (a Householder reflection of u_i). Each draw is eps_i-DP (an
 * exponential mechanism on u^T C u, which one row moves by at most 1); k draws compose to sum eps_i.
 * CHOICE: the eigenvalues are not released, so all of eps goes to the k vectors (eps_i = eps/k;
 * diffprivlib would spend a share on noisy eigenvalues), and rows are not centred (diffprivlib's
 * centered=true: no DP mean).
 * <p>{@link #analyzeGauss}: Dwork, Talwar, Thakurta and Zhang (2014), Analyze Gauss: top k eigenvectors of
 * X^T X + E with E symmetric, its upper triangle i.i.d. N(0, s^2); the upper triangle of x x^T has L2 norm
 * at most ||x||^2 <= 1, so s is a Gaussian mechanism of sensitivity 1. Not the paper's mechanism.
 */
final class DpPca {

    private DpPca() {
    }

    /** X^T X of the rows scaled to norm at most 1 (d x d, both triangles). */
    static double[] secondMoment(Dataset rows) {
        int d = rows.cols();
        double[] x = rows.x();
        double[] row = new double[d];
        double[] m = new double[d * d];
        for (int i = 0, n = rows.rows(); i < n; i++) {
            System.arraycopy(x, i * d, row, 0, d);
            double norm = Vectors.norm(row);
            if (norm > 1) {
                Vectors.scale(1 / norm, row);
            }
            for (int a = 0; a < d; a++) {
                if (row[a] != 0) {
                    Vectors.axpy(row[a], row, 0, m, a * d, d);
                }
            }
        }
        return m;
    }

    /** k private directions (k x d row-major), the whole run epsilon-DP (pure). */
    static double[] iterative(double[] moment, int d, int k, double epsilon, NoiseSource noise) {
        double eachEpsilon = epsilon / k;
        double[] basis = new double[d * d];   // P_i: m x d row-major, m = d - i
        for (int j = 0; j < d; j++) {
            basis[j * d + j] = 1;
        }
        int m = d;
        double[] theta = new double[k * d];
        for (int i = 0; i < k; i++) {
            SymmetricEigen eig = SymmetricEigen.of(restrict(moment, basis, m, d), m);
            double[] lambda = eig.values();
            double[] a = new double[m];
            for (int j = 0; j < m; j++) {
                a[j] = Math.max(0, eachEpsilon * (lambda[0] - lambda[j]) / 4);
            }
            double[] u = BinghamSampler.sample(a, eig.vectors(), noise.child("bingham-" + i));
            for (int r = 0; r < m; r++) {
                Vectors.axpy(u[r], basis, r * d, theta, i * d, d);
            }
            basis = complement(basis, u, m, d);
            m--;
        }
        return theta;
    }

    /** The top k eigenvectors of the moment matrix plus symmetric Gaussian noise of sd s (k x d). */
    static double[] analyzeGauss(double[] moment, int d, int k, double s, NoiseSource noise) {
        double[] noisy = moment.clone();
        for (int a = 0; a < d; a++) {
            for (int b = a; b < d; b++) {
                double e = noise.gaussian(s);
                noisy[a * d + b] += e;
                if (b != a) {
                    noisy[b * d + a] += e;
                }
            }
        }
        return Arrays.copyOf(SymmetricEigen.of(noisy, d).vectors(), k * d);
    }

    /** The exact top k eigenvectors (the non-private reference, epsilon = +Infinity). */
    static double[] exact(double[] moment, int d, int k) {
        return Arrays.copyOf(SymmetricEigen.of(moment, d).vectors(), k * d);
    }

    /** P M P^T for P with m orthonormal rows of length d. */
    private static double[] restrict(double[] moment, double[] p, int m, int d) {
        double[] mp = new double[d * m];     // M P^T, d x m
        for (int a = 0; a < d; a++) {
            for (int r = 0; r < m; r++) {
                mp[a * m + r] = Vectors.dot(moment, a * d, p, r * d, d);
            }
        }
        double[] out = new double[m * m];
        double[] col = new double[d];
        for (int s = 0; s < m; s++) {
            for (int a = 0; a < d; a++) {
                col[a] = mp[a * m + s];
            }
            for (int r = 0; r < m; r++) {
                out[r * m + s] = Vectors.dot(p, r * d, col, 0, d);
            }
        }
        return out;
    }

    /**
     * Rows 2..m of H P, where the Householder reflection H maps the unit vector u to +-e_1: m - 1 orthonormal
     * rows spanning the part of span(P) orthogonal to P^T u.
     */
    static double[] complement(double[] p, double[] u, int m, int d) {
        double[] v = u.clone();
        double alpha = u[0] >= 0 ? 1 : -1;   // v = u + sign(u_0) e_1: no cancellation, H u = -sign(u_0) e_1
        v[0] += alpha;
        double vv = Vectors.dot(v, v);
        double[] out = new double[(m - 1) * d];
        if (vv == 0) {
            System.arraycopy(p, d, out, 0, (m - 1) * d);
            return out;
        }
        double[] vp = new double[d];           // v^T P
        for (int r = 0; r < m; r++) {
            Vectors.axpy(v[r], p, r * d, vp, 0, d);
        }
        for (int r = 1; r < m; r++) {
            double f = 2 * v[r] / vv;
            for (int j = 0; j < d; j++) {
                out[(r - 1) * d + j] = p[r * d + j] - f * vp[j];
            }
        }
        return out;
    }
}

package privbench.learners.semiprivate;

import java.util.Arrays;
import privbench.data.Dataset;
import privbench.learners.SweepMemo;
import privbench.learners.SoftmaxModel;
import privbench.linalg.SymmetricEigen;
import privbench.linalg.GramSchmidt;
import privbench.linalg.Vectors;

/**
 * Principal components of PUBLIC rows: the mean, the top-k eigenvectors of their (centred) second-moment
 * matrix and the eigenvalues, as PILLAR's stage 1 (Pinto et al. 2024, Algorithm 1 lines 2-3; spec-003
 * section 2.1).
 *
 * <p>Takes a {@link Dataset} of public rows and nothing else: there is no code path from private rows to
 * the components. The eigensolver is ours ({@link SymmetricEigen}), single-threaded, so the result is
 * bit-identical from run to run; eigenvectors are sorted by descending eigenvalue and each has its
 * largest-magnitude entry positive. When there are fewer public rows than features the n_U x n_U Gram
 * matrix is decomposed instead (same non-zero spectrum; v = X^T u / ||X^T u||), then the k vectors are
 * re-orthonormalised by two passes of modified Gram-Schmidt.
 *
 * @param mean       mu (zeros when not centred)
 * @param components k x d row-major, orthonormal rows a_1..a_k
 * @param variances  lambda_1 .. lambda_min(k+1, rank) of Sigma = X_c^T X_c / n_U (for the eigengap)
 * @param k          components kept
 * @param d          features
 */
public record PublicPca(double[] mean, double[] components, double[] variances, int k, int d) {

    public PublicPca {
        mean = mean.clone();
        components = components.clone();
        variances = variances.clone();
    }

    @Override
    public double[] mean() {
        return mean.clone();
    }

    @Override
    public double[] components() {
        return components.clone();
    }

    @Override
    public double[] variances() {
        return variances.clone();
    }

    /**
     * Fits k components on the public rows.
     *
     * @throws IllegalArgumentException when k > min(d, n_U - 1) (centred) or min(d, n_U) (uncentred), or the
     *                                  rows are not finite
     */
    public static PublicPca fit(Dataset publicRows, int k, boolean center) {
        return fit(publicRows, k, center, SweepMemo.NONE);
    }

    /**
     * As {@link #fit(Dataset, int, boolean)}, the eigendecomposition (which does not depend on k) remembered in the
     * run's memo: the cells of a sweep on the same public rows decompose them once, whatever their k, epsilon or
     * learner.
     */
    public static PublicPca fit(Dataset publicRows, int k, boolean center, SweepMemo memo) {
        int n = publicRows.rows();
        int d = publicRows.cols();
        int most = Math.min(d, center ? n - 1 : n);
        if (k < 1 || k > most) {
            throw new IllegalArgumentException("PCA dimension k must be in [1, min(d, n_U" + (center ? " - 1" : "")
                    + ")] = [1, " + most + "] with d = " + d + " and n_U = " + n + " public rows, got " + k);
        }
        Decomposition dec = memo.forRows(publicRows.x(), new DecompositionKey(n, d, center),
                () -> decompose(publicRows, center));
        return dec.top(k);
    }

    /** What a decomposition of given rows depends on besides their values: their shape and whether they are centred. */
    private record DecompositionKey(int rows, int cols, boolean center) {
    }

    /**
     * The k-free part of a fit: mu, the eigendecomposition of the covariance (n >= d) or of the Gram matrix with
     * the centred rows it lifts back through (n < d). Read only once built.
     */
    private record Decomposition(double[] mu, SymmetricEigen eig, double[] xcForGram, int n, int d) {

        PublicPca top(int k) {
            if (xcForGram == null) {
                double[] comps = Arrays.copyOf(eig.vectors(), k * d);
                return new PublicPca(mu, comps, Arrays.copyOf(eig.values(), Math.min(k + 1, d)), k, d);
            }
            double[] comps = new double[k * d];
            for (int c = 0; c < k; c++) {
                for (int i = 0; i < n; i++) {
                    Vectors.axpy(eig.vector(c, i), xcForGram, i * d, comps, c * d, d);
                }
            }
            orthonormalise(comps, k, d);
            orthonormalise(comps, k, d);
            fixSigns(comps, k, d);
            return new PublicPca(mu, comps, Arrays.copyOf(eig.values(), Math.min(k + 1, n)), k, d);
        }
    }

    private static Decomposition decompose(Dataset publicRows, boolean center) {
        int n = publicRows.rows();
        int d = publicRows.cols();
        double[] mu = new double[d];
        if (center) {
            double[] x = publicRows.x();
            for (int i = 0; i < n; i++) {
                Vectors.axpy(1.0, x, i * d, mu, 0, d);
            }
            Vectors.scale(1.0 / n, mu);
        }
        double[] xc = centred(publicRows, mu);
        return n >= d ? new Decomposition(mu, covarianceEigen(xc, n, d), null, n, d)
                : new Decomposition(mu, gramEigen(xc, n, d), xc, n, d);
    }

    private static double[] centred(Dataset rows, double[] mu) {
        double[] x = rows.x().clone();
        int d = mu.length;
        for (int i = 0, n = rows.rows(); i < n; i++) {
            Vectors.axpy(-1.0, mu, 0, x, i * d, d);
        }
        return x;
    }

    private static SymmetricEigen covarianceEigen(double[] xc, int n, int d) {
        double[] cov = new double[d * d];
        for (int i = 0; i < n; i++) {
            int off = i * d;
            for (int a = 0; a < d; a++) {
                double xa = xc[off + a];
                if (xa != 0) {
                    Vectors.axpy(xa, xc, off, cov, a * d, a + 1);
                }
            }
        }
        Vectors.scale(1.0 / n, cov);
        return SymmetricEigen.of(cov, d);
    }

    private static SymmetricEigen gramEigen(double[] xc, int n, int d) {
        double[] gram = new double[n * n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j <= i; j++) {
                gram[i * n + j] = Vectors.dot(xc, i * d, xc, j * d, d) / n;
            }
        }
        return SymmetricEigen.of(gram, n);
    }

    /** Modified Gram-Schmidt on the rows of a k x d matrix. */
    private static void orthonormalise(double[] rows, int k, int d) {
        for (int c = 0; c < k; c++) {
            double norm = GramSchmidt.orthogonalise(rows, c, d);
            if (!(norm > 0)) {
                throw new IllegalStateException("public rows span fewer than " + k + " directions");
            }
            for (int j = 0; j < d; j++) {
                rows[c * d + j] /= norm;
            }
        }
    }

    private static void fixSigns(double[] rows, int k, int d) {
        for (int c = 0; c < k; c++) {
            int best = 0;
            for (int j = 1; j < d; j++) {
                if (Math.abs(rows[c * d + j]) > Math.abs(rows[c * d + best])) {
                    best = j;
                }
            }
            if (rows[c * d + best] < 0) {
                for (int j = 0; j < d; j++) {
                    rows[c * d + j] = -rows[c * d + j];
                }
            }
        }
    }

    /**
     * The rows projected: z = A_k (x - mu), labels kept. The declared norm bound becomes that of the rows
     * plus ||mu|| (mu is public), +Infinity when the rows declare none.
     */
    public Dataset project(Dataset rows) {
        return projection().apply(rows, 1.0);
    }

    /**
     * The model on raw features equal to (W, b) on projected features (post-processing, Algorithm 1 line 6):
     * W_raw = W A_k and b_raw = b - W_raw mu.
     */
    public SoftmaxModel lift(double[] weights, double[] biases, int classes) {
        return projection().lift(weights, biases, classes);
    }

    Projection projection() {
        return new Projection(components, mean, k, d);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PublicPca p && k == p.k && d == p.d && Arrays.equals(mean, p.mean)
                && Arrays.equals(components, p.components) && Arrays.equals(variances, p.variances);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(components);
    }

    @Override
    public String toString() {
        return "PublicPca[k=" + k + ", d=" + d + "]";
    }
}

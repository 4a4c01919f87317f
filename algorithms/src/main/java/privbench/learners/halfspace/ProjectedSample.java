package privbench.learners.halfspace;

import privbench.data.Dataset;
import privbench.linalg.JlProjection;
import privbench.linalg.Vectors;
import privbench.optim.ClippedMarginGradient;
import privbench.privacy.noise.NoiseSource;

/**
 * Lines 1-2 of Nguyen, Ullman and Zakynthinou (2020), Algorithms 1-3: a Rademacher matrix A in {+-1/sqrt(m)}^{m x d}
 * drawn from the structure stream (data-independent), and the rows x_A = A x / ||A x|| (x_A = 0 when A x = 0,
 * spec-001 section 2.1 CHOICE). When m >= d, A = I and m = d (margins kept exactly), and the rows are x / ||x||.
 * Normalising each row by its own norm keeps neighbours neighbours, so it costs no privacy.
 *
 * <p>m = ceil(C_m ln(1/beta_JL) / gamma^2) with beta_JL = alpha beta^2 / (64 n) (spec-001 CHOICE, C_m = 4
 * practical), or a given m. A model w in R^m is released as A^T w, whose signs on raw rows equal those of w on
 * the x_A (positive rescaling).
 */
final class ProjectedSample {

    private final JlProjection a;
    private final double[] z;
    private final double[] y;
    private final int n;
    private final int m;

    private ProjectedSample(JlProjection a, double[] z, double[] y, int n, int m) {
        this.a = a;
        this.z = z;
        this.y = y;
        this.n = n;
        this.m = m;
    }

    /** beta_JL = alpha beta^2 / (64 n). */
    static double betaJl(double alpha, double beta, int n) {
        return alpha * beta * beta / (64.0 * n);
    }

    /** m = ceil(C_m ln(1 / beta_JL) / gamma^2) (spec-001 section 2.1, practical preset). */
    static long dimension(double jlConstant, double alpha, double beta, int n, double gamma) {
        return (long) Math.ceil(jlConstant * Math.log(1 / betaJl(alpha, beta, n)) / (gamma * gamma));
    }

    /**
     * The projected, normalised rows.
     *
     * @param m       the projected dimension asked for; A = I when m >= d or when {@code project} is false
     * @param project false for the no-projection baseline (A = I whatever m)
     */
    static ProjectedSample of(Dataset data, long m, boolean project, NoiseSource noise) {
        int n = data.rows();
        int d = data.cols();
        double[] y = ClippedMarginGradient.signs(data);
        if (!project || m >= d) {
            double[] z = data.x().clone();
            normaliseRows(z, n, d);
            return new ProjectedSample(null, z, y, n, d);
        }
        int k = (int) m;
        JlProjection a = JlProjection.rademacher(k, d, noise.structural("nuz20-jl-matrix"));
        double[] z = new double[n * k];
        a.project(data.x(), n, null, z, data.rowParallelism()); // row by row: the same bits on any threads
        normaliseRows(z, n, k);
        return new ProjectedSample(a, z, y, n, k);
    }

    /** Divides every row by its norm; zero rows stay zero. */
    static void normaliseRows(double[] z, int n, int k) {
        for (int i = 0; i < n; i++) {
            double norm = Vectors.norm(z, i * k, k);
            if (norm > 0) {
                for (int r = 0; r < k; r++) {
                    z[i * k + r] /= norm;
                }
            }
        }
    }

    /** A^T w (or w when A = I). */
    double[] toFeatureSpace(double[] w) {
        return a == null ? w.clone() : a.transposeTimes(w);
    }

    /** The rows x_A, row-major n x m (read only). */
    double[] rows() {
        return z;
    }

    /** Labels +-1. */
    double[] signs() {
        return y;
    }

    int rowCount() {
        return n;
    }

    /** m, the dimension the ERM or the net lives in. */
    int dimension() {
        return m;
    }

    boolean isIdentity() {
        return a == null;
    }
}

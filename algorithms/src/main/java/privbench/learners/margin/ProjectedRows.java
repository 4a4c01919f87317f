package privbench.learners.margin;

import privbench.privacy.RowClipping;
import privbench.data.Dataset;
import privbench.linalg.JlProjection;
import privbench.linalg.MarginGradientKernel;
import privbench.linalg.Parallelism;
import privbench.linalg.Vectors;
import privbench.optim.ClippedMarginGradient;
import privbench.optim.MarginLoss;

/**
 * The rows A_NGD sees for one projection Phi in Wang, Zhu and Wang (2024), Algorithm 1, line 2:
 * z_i = Proj_{B^k(2v)}(Phi x_i) with v = 1 after per-example scaling of x_i into the unit ball, or, when
 * Phi = I (k_gamma >= d, spec-000 section 2.1 CHOICE), the unit-ball rows themselves.
 *
 * <p>Rows are first scaled into the unit ball by data-independent per-row factors (learners.erm.UnitBallRows:
 * divide by the declared norm bound R, or clip to the learner's radius when none is declared). A JL matrix
 * can inflate a norm, so projected rows are clipped to radius 2v whatever Phi did (spec-000 pitfall 2): every
 * per-example gradient of l_c then has norm at most 2/c. With Phi = I the rows already lie in the unit ball and
 * ({@link IdentityRadius}) the bound is 1/c by default (CHOICE, spec-000 lists none: clipping to 2v would be a
 * no-op there, so the sensitivity is the one of Algorithm 5 on raw rows), or 2/c as Algorithm 1 reads literally.
 * In that case no copy is made: the gradient pass reads the dataset's
 * own array with the hinge scale c R and its per-example gradients clipped to 1/c, which is the same
 * objective on rows of norm at most R.
 *
 * <p>A model on the rows maps back to raw features as Phi^T w / R (or w / R): its signs on raw rows are
 * those of w on the z_i, because clipping and scaling are positive rescalings.
 */
final class ProjectedRows {

    private final JlProjection phi;
    // the raw rows when Phi = I (read in their own storage, float64 or float32), else null
    private final Dataset source;
    private final double[] z;
    private final Parallelism threads;
    private final int n;
    private final int dimension;
    private final double[] signs;
    private final double rowRadius;
    private final double radius;
    private final boolean clipped;

    private ProjectedRows(JlProjection phi, Dataset source, double[] z, int n, int dimension, double[] signs,
                          double rowRadius, double radius, boolean clipped, Parallelism threads) {
        this.phi = phi;
        this.source = source;
        this.z = z;
        this.threads = threads;
        this.n = n;
        this.dimension = dimension;
        this.signs = signs;
        this.rowRadius = rowRadius;
        this.radius = radius;
        this.clipped = clipped;
    }

    /** The unit-ball rows themselves (Phi = I), clipped to radius v: no copy. */
    static ProjectedRows identity(Dataset data, double[] signs, double rowRadius) {
        return identity(data, signs, rowRadius, IdentityRadius.UNIT, true);
    }

    /**
     * The unit-ball rows themselves (Phi = I) with gradients bounded as for rows of the given radius; with
     * {@code clip = false} per-example gradients are not bounded: negative controls only.
     */
    static ProjectedRows identity(Dataset data, double[] signs, double rowRadius, IdentityRadius radius,
                                  boolean clip) {
        return new ProjectedRows(null, data, null, data.rows(), data.cols(), signs, rowRadius, radius.radius(), clip,
                data.rowParallelism());
    }

    /** z_i = Proj_{B(2)}(Phi (s_i x_i)) with s_i the unit-ball factors. */
    static ProjectedRows projected(Dataset data, double[] signs, double rowRadius, double[] factors,
                                   JlProjection phi) {
        return projected(data, signs, rowRadius, factors, phi, true);
    }

    /** With {@code clip = false} neither the rows nor the gradients are clipped: negative controls only. */
    static ProjectedRows projected(Dataset data, double[] signs, double rowRadius, double[] factors,
                                   JlProjection phi, boolean clip) {
        if (phi.cols() != data.cols()) {
            throw new IllegalArgumentException("Phi has " + phi.cols() + " columns, the data " + data.cols());
        }
        int n = data.rows();
        int k = phi.rows();
        double[] z = new double[n * k];
        // on the cell's row threads: every row's outputs are its own, so the same bits on any number of them
        phi.project(data.x(), n, factors, z, data.rowParallelism());
        if (clip) {
            RowClipping.rows(z, n, k, 2.0);
        }
        return new ProjectedRows(phi, null, z, n, k, signs, 1.0, 2.0, clip, data.rowParallelism());
    }

    /** The gradient pass of the hinge l_c on these rows, each example's gradient clipped to radius / c. */
    ClippedMarginGradient gradient(double c) {
        double bound = clipped ? radius / c : Double.POSITIVE_INFINITY;
        // with Phi = I the pass reads raw rows of norm up to R: scale c by R so that margins are those of x / R
        MarginLoss loss = new MarginLoss.Hinge(phi == null ? c * rowRadius : c);
        // a kernel per pass: its work arrays are never shared between two fits running at once
        MarginGradientKernel pass = phi == null ? ClippedMarginGradient.kernel(source)
                : MarginGradientKernel.of(z, n, dimension, threads);
        return new ClippedMarginGradient(pass, signs, loss, bound);
    }

    /** The model on raw features: Phi^T w / R, or w / R when Phi = I. */
    double[] toFeatureSpace(double[] w) {
        double[] out = phi == null ? w.clone() : phi.transposeTimes(w);
        Vectors.scale(1 / rowRadius, out);
        return out;
    }

    /** The row-major rows A_NGD runs on (the dataset's own array when Phi = I): read only. */
    double[] rows() {
        return phi == null ? source.x() : z;
    }

    int rowCount() {
        return n;
    }

    /** p, the dimension A_NGD runs in: k, or d when Phi = I. */
    int dimension() {
        return dimension;
    }

    /** 2v after a JL projection, v or 2v with Phi = I: the bound on every row, hence Delta = 2 radius / c. */
    double radius() {
        return radius;
    }

    boolean isIdentity() {
        return phi == null;
    }
}

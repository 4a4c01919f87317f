package privbench.learners.marginguarantee;

import privbench.linalg.JlProjection;
import privbench.privacy.noise.NoiseSource;

/**
 * A data-independent k x d random embedding Phi (Bassily, Mohri and Suresh 2022, Alg. 1-3, step "draw Phi"):
 * the shared Rademacher JL matrix of {@code linalg.JlProjection} (spec-002 P1), the subsampled randomised
 * Hadamard transform (P2, RECON of the paper's fast JL "Lemma A.4"), or the identity when k >= d.
 */
interface Sketch {

    /** k. */
    int rows();

    /** d. */
    int cols();

    /** out[i k + r] = rowScale[i] (Phi x_i)_r for n row-major rows (rowScale null for 1). */
    void project(double[] x, int n, double[] rowScale, double[] out);

    /** Phi^T v. */
    double[] transposeTimes(double[] v);

    /** dense, srht or identity: recorded in diagnostics. */
    String kind();

    /** Which embedding to draw. */
    enum Kind { AUTO, DENSE, SRHT }

    /** Dense when k d is at most this (spec-002 P2 CHOICE). */
    long DENSE_LIMIT = 50_000_000L;

    /**
     * Draws Phi from the structural stream {@code label} (data-independent): the identity when k >= d, dense or
     * SRHT as asked, AUTO choosing dense up to k d = 5e7.
     */
    static Sketch draw(Kind kind, int k, int d, NoiseSource noise, String label) {
        if (k >= d) {
            return new Identity(d);
        }
        boolean dense = kind == Kind.DENSE || (kind == Kind.AUTO && (long) k * d <= DENSE_LIMIT);
        return dense ? new Dense(JlProjection.rademacher(k, d, noise.structural(label + "/dense")))
                : Srht.draw(k, d, noise.structural(label + "/srht"));
    }

    /** The shared Rademacher matrix. */
    record Dense(JlProjection phi) implements Sketch {
        @Override
        public int rows() {
            return phi.rows();
        }

        @Override
        public int cols() {
            return phi.cols();
        }

        @Override
        public void project(double[] x, int n, double[] rowScale, double[] out) {
            phi.project(x, n, rowScale, out);
        }

        @Override
        public double[] transposeTimes(double[] v) {
            return phi.transposeTimes(v);
        }

        @Override
        public String kind() {
            return "dense";
        }
    }

    /** Phi = I (k >= d, spec-002 A2 step 1 CHOICE). */
    record Identity(int d) implements Sketch {
        @Override
        public int rows() {
            return d;
        }

        @Override
        public int cols() {
            return d;
        }

        @Override
        public void project(double[] x, int n, double[] rowScale, double[] out) {
            for (int i = 0; i < n; i++) {
                double s = rowScale == null ? 1.0 : rowScale[i];
                for (int j = 0; j < d; j++) {
                    out[i * d + j] = s * x[i * d + j];
                }
            }
        }

        @Override
        public double[] transposeTimes(double[] v) {
            return v.clone();
        }

        @Override
        public String kind() {
            return "identity";
        }
    }
}

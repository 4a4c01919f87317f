package privbench.learners.marginguarantee;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import privbench.privacy.noise.Gaussians;

/**
 * The top-k principal directions (uncentred, of the rows scaled into the unit ball) by subspace iteration from a
 * seeded start: allowed only under label privacy, where features are public (spec-002 A6 practical CHOICE;
 * forbidden under full DP, pitfall 1). Deterministic: fixed iteration count, fixed-order sums.
 */
final class FeaturePca {

    private static final int ITERATIONS = 40;

    private FeaturePca() {
    }

    /** A k x d row-major matrix with orthonormal rows spanning the (approximate) top-k eigenspace of X^T X. */
    static double[] topDirections(MarginRows rows, int k, RandomGenerator start) {
        int n = rows.n();
        int d = rows.d();
        double[] x = rows.data().x();
        double[] s = rows.factors();
        double[] v = new double[k * d];
        Gaussians.fillStandard(start, v, 0, v.length);
        orthonormalise(v, k, d);
        double[] proj = new double[n * k];
        for (int it = 0; it < ITERATIONS; it++) {
            Arrays.fill(proj, 0);
            for (int i = 0; i < n; i++) {
                for (int r = 0; r < k; r++) {
                    double dot = 0;
                    for (int j = 0; j < d; j++) {
                        dot += x[i * d + j] * v[r * d + j];
                    }
                    proj[i * k + r] = dot * s[i] * s[i];
                }
            }
            Arrays.fill(v, 0);
            for (int i = 0; i < n; i++) {
                for (int r = 0; r < k; r++) {
                    double a = proj[i * k + r];
                    for (int j = 0; j < d; j++) {
                        v[r * d + j] += a * x[i * d + j];
                    }
                }
            }
            orthonormalise(v, k, d);
        }
        return v;
    }

    /** Modified Gram-Schmidt on the rows; a row that collapses is replaced by a unit coordinate vector. */
    private static void orthonormalise(double[] v, int k, int d) {
        for (int r = 0; r < k; r++) {
            for (int q = 0; q < r; q++) {
                double dot = 0;
                for (int j = 0; j < d; j++) {
                    dot += v[r * d + j] * v[q * d + j];
                }
                for (int j = 0; j < d; j++) {
                    v[r * d + j] -= dot * v[q * d + j];
                }
            }
            double norm = 0;
            for (int j = 0; j < d; j++) {
                norm += v[r * d + j] * v[r * d + j];
            }
            norm = Math.sqrt(norm);
            if (norm < 1e-12) {
                Arrays.fill(v, r * d, (r + 1) * d, 0);
                v[r * d + (r % d)] = 1;
                r--;   // re-orthogonalise the replacement
                continue;
            }
            for (int j = 0; j < d; j++) {
                v[r * d + j] /= norm;
            }
        }
    }
}

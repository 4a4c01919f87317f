package privbench.data.synthetic;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import privbench.data.Dataset;
import privbench.privacy.noise.Gaussians;

/**
 * G_shell (margin-halfspace) in a k-dimensional subspace of R^d: rows x = U g with g drawn by {@link MarginHalfspace}
 * in R^k and U a d x k matrix with orthonormal columns drawn from the structure stream (after the separator).
 *
 * <p>Why (spec-001 section 5, E1-E3): in G_shell on R^d the part of each row orthogonal to w* is spread over d - 1
 * directions, so a direction at angle theta from w* errs only where t cot(theta) sqrt(d) is small: errors vanish
 * as d grows for any fixed angle and the margin never binds. Keeping the rows in k dimensions keeps the geometry
 * (and the error of a given angle) fixed as d grows, which is the regime of Nguyen, Ullman and Zakynthinou (2020):
 * margin gamma, ambient dimension d free. Rows have norm 1 and margin at least gamma for U w*.
 */
public final class EmbeddedMarginHalfspace implements Generator {

    @Override
    public String id() {
        return "embedded-margin-halfspace";
    }

    @Override
    public String summary() {
        return "margin-halfspace (G_shell) rows in a random k-dimensional subspace of R^d (margin binds for any d)";
    }

    @Override
    public Map<String, Double> defaults() {
        return Map.of("margin", 0.1, "concentration", 10.0, "rank", 5.0);
    }

    @Override
    public Dataset generate(int rows, int d, Map<String, Double> params, RandomGenerator structure,
                            RandomGenerator sample) {
        double kDouble = param(params, "rank");
        if (!(kDouble >= 2 && kDouble == Math.rint(kDouble) && kDouble <= d)) {
            throw new IllegalArgumentException("rank must be an integer in [2, d = " + d + "], got " + kDouble);
        }
        int k = (int) kDouble;
        Map<String, Double> inner = new HashMap<>(params);
        inner.remove("rank");
        Dataset low = new MarginHalfspace().generate(rows, k, inner, structure, sample);
        double[] basis = orthonormalColumns(d, k, structure);
        double[] x = new double[rows * d];
        double[] g = low.x();
        for (int i = 0; i < rows; i++) {
            for (int c = 0; c < k; c++) {
                double v = g[i * k + c];
                if (v != 0) {
                    for (int j = 0; j < d; j++) {
                        x[i * d + j] += v * basis[c * d + j];
                    }
                }
            }
        }
        return Dataset.labelled(id(), x, rows, d, low.labels().clone(), List.of("-1", "+1"), 1.0);
    }

    /** k orthonormal d-vectors (row c of the k x d result), by Gram-Schmidt on Gaussian vectors. */
    static double[] orthonormalColumns(int d, int k, RandomGenerator rng) {
        double[] u = new double[k * d];
        for (int c = 0; c < k; c++) {
            double norm;
            do {
                Gaussians.fillStandard(rng, u, c * d, d);
                for (int p = 0; p < c; p++) {
                    double dot = 0;
                    for (int j = 0; j < d; j++) {
                        dot += u[c * d + j] * u[p * d + j];
                    }
                    for (int j = 0; j < d; j++) {
                        u[c * d + j] -= dot * u[p * d + j];
                    }
                }
                norm = 0;
                for (int j = 0; j < d; j++) {
                    norm += u[c * d + j] * u[c * d + j];
                }
                norm = Math.sqrt(norm);
            } while (norm < 1e-9);
            for (int j = 0; j < d; j++) {
                u[c * d + j] /= norm;
            }
        }
        return u;
    }
}

package privbench.privacy.noise;

import privbench.linalg.SymmetricEigen;

/**
 * Exact samples from the Bingham distribution on the unit sphere of R^p, density proportional to
 * exp(-u^T A u) for a symmetric positive semi-definite A, by rejection from an angular central Gaussian.
 *
 * <p>Kent, Ganeiber and Mardia (2013), "A new method to simulate the Bingham and related distributions";
 * the sampler of Amin et al. (2019)'s iterative eigenvector sampling and of diffprivlib (spec-003
 * section 2.5). With A's eigenvalues a_j >= 0 (one of them 0), b solves sum_j 1/(b + 2 a_j) = 1 on [1, p],
 * Omega = I + 2A/b, and a proposal u = y/||y||, y ~ N(0, Omega^-1), is accepted when
 * ln U < -u^T A u + (p/2) ln(u^T Omega u) - ln M(b), ln M(b) = -(p - b)/2 + (p/2) ln(p/b), all in log
 * space because (p/b)^(p/2) overflows at p near 2048. ERRATUM: spec-003 writes -(p/2) ln(u^T Omega u); the
 * ratio f/(M g) with the ACG density g proportional to (u^T Omega u)^(-p/2) has a plus sign. Works in A's
 * eigenbasis, so one proposal costs O(p) plus an O(p^2) rotation on acceptance.
 */
public final class BinghamSampler {

    private static final int MAX_PROPOSALS = 10_000_000;

    private BinghamSampler() {
    }

    /**
     * One sample for A = V diag(a) V^T.
     *
     * @param values  a_j, each >= 0 (the eigenvalues of A)
     * @param vectors the eigenvectors of A as rows of a p x p row-major array
     * @param noise   the source of the Gaussian and uniform draws
     * @return a unit vector in R^p
     */
    public static double[] sample(double[] values, double[] vectors, NoiseSource noise) {
        int p = values.length;
        double min = Double.POSITIVE_INFINITY;
        for (double a : values) {
            if (!(a >= 0) || Double.isInfinite(a)) {
                // not printed: the eigenvalues are those of a private second moment in DP-PCA
                throw new IllegalArgumentException("Bingham eigenvalues must be finite and >= 0; one is not");
            }
            min = Math.min(min, a);
        }
        double[] a = values.clone();
        for (int j = 0; j < p; j++) {
            a[j] -= min;    // exp(-u^T A u) changes by a constant factor on the sphere: same distribution
        }
        double b = solveB(a);
        double logM = -(p - b) / 2 + (p / 2.0) * Math.log(p / b);
        double[] sd = new double[p];
        for (int j = 0; j < p; j++) {
            sd[j] = 1 / Math.sqrt(1 + 2 * a[j] / b);
        }
        double[] w = new double[p];
        for (int tries = 0; tries < MAX_PROPOSALS; tries++) {
            double norm2 = 0;
            for (int j = 0; j < p; j++) {
                w[j] = noise.gaussian(sd[j]);
                norm2 += w[j] * w[j];
            }
            if (norm2 == 0) {
                continue;
            }
            double quadA = 0;
            double quadOmega = 0;
            for (int j = 0; j < p; j++) {
                double u2 = w[j] * w[j] / norm2;
                quadA += a[j] * u2;
                quadOmega += (1 + 2 * a[j] / b) * u2;
            }
            double logU = Math.log(1 - noise.uniform());
            if (logU < -quadA + (p / 2.0) * Math.log(quadOmega) - logM) {
                return rotate(w, Math.sqrt(norm2), vectors, p);
            }
        }
        throw new IllegalStateException("Bingham rejection sampler accepted nothing in " + MAX_PROPOSALS + " proposals");
    }

    /** One sample for A given as a symmetric matrix. */
    public static double[] sample(double[] a, int p, NoiseSource noise) {
        SymmetricEigen eig = SymmetricEigen.of(a, p);
        double[] values = eig.values();
        for (int j = 0; j < p; j++) {
            values[j] = Math.max(0, values[j] - values[p - 1]);
        }
        return sample(values, eig.vectors(), noise);
    }

    /** b in [1, p] with sum_j 1/(b + 2 a_j) = 1 (a_j >= 0, min 0), by bisection until it stops shrinking. */
    static double solveB(double[] a) {
        double lo = 1;
        double hi = a.length;
        while (true) {
            double mid = 0.5 * (lo + hi);
            if (mid <= lo || mid >= hi) {
                return hi;
            }
            double s = 0;
            for (double v : a) {
                s += 1 / (mid + 2 * v);
            }
            if (s > 1) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
    }

    private static double[] rotate(double[] w, double norm, double[] vectors, int p) {
        double[] u = new double[p];
        for (int j = 0; j < p; j++) {
            double c = w[j] / norm;
            if (c != 0) {
                for (int i = 0; i < p; i++) {
                    u[i] += c * vectors[j * p + i];
                }
            }
        }
        return u;
    }
}

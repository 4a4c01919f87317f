package privbench.learners.semiprivate.sgd;

import java.util.function.DoubleUnaryOperator;
import privbench.linalg.Vectors;
import privbench.optim.MarginLoss;
import privbench.privacy.noise.NoiseSource;

/**
 * Noisy SGD of Bassily, Smith and Thakurta (2014), Algorithm 1 (A_Noise-SGD), as A_Base of Pinto et al.
 * (2024), Algorithm 2 (spec-003 section 2.2): w_1 = 0, then for t = 1..T a row drawn uniformly with
 * replacement, w_{t+1} = Pi_ball(w_t - eta(t) (n grad l(w_t; z, y) + xi_t)) with
 * xi_t ~ N(0, sigma^2 I_p), sigma^2 = 32 L^2 n^2 ln(n/delta) ln(1/delta) / epsilon^2 (BST14 Theorem 2.1;
 * ERRATUM of the extraction: epsilon^2, not 2, in the denominator), and
 * eta(t) = D / sqrt(t (n^2 L^2 + p sigma^2)) (ERRATUM: p sigma^2 under the root). T = n^2 - 1 as in BST14,
 * capped at maxSteps; stopping early only composes fewer steps, so the guarantee still holds.
 *
 * <p>Shared with Nguyen, Ullman and Zakynthinou (2020), Algorithm 3 lines 11-16 (the same A_Noise-GD of BST14),
 * which runs it on any {@link MarginLoss} through {@link #run(double[], double[], int, int, MarginLoss, double,
 * double, long, NoiseSource)}.
 */
public final class NoisySgdTheory {

    private NoisySgdTheory() {
    }

    /** BST14's noise sd for (epsilon, delta) with n rows and Lipschitz constant L. */
    public static double sigma(int n, double lipschitz, double epsilon, double delta) {
        return Math.sqrt(32 * lipschitz * lipschitz * (double) n * n * Math.log(n / delta) * Math.log(1 / delta))
                / epsilon;
    }

    /** The steps run: min(n^2 - 1, maxSteps), at least 1. */
    public static long steps(int n, long maxSteps) {
        return Math.max(1, Math.min((long) n * n - 1, maxSteps));
    }

    /**
     * One run of A_Base on z (n x p, rows of norm <= 1) with labels +-1.
     *
     * @param sigma the noise sd (0 for the non-private reference)
     */
    public static double[] run(double[] z, double[] y, int n, int p, TheoryLoss loss, double zeta, double sigma,
                        double diameter, long steps, NoiseSource noise) {
        return run(z, y, n, p, m -> loss.slope(m, zeta), loss.lipschitz(zeta), sigma, diameter, steps, noise);
    }

    /**
     * One run of A_Noise-SGD on z (n x p, rows of norm <= 1) with labels +-1 and a margin loss, whose Lipschitz
     * constant in w is {@link MarginLoss#lipschitz()} (rows in the unit ball).
     *
     * @param sigma the noise sd (0 for the non-private reference)
     */
    public static double[] run(double[] z, double[] y, int n, int p, MarginLoss loss, double sigma, double diameter,
                               long steps, NoiseSource noise) {
        return run(z, y, n, p, loss::derivative, loss.lipschitz(), sigma, diameter, steps, noise);
    }

    private static double[] run(double[] z, double[] y, int n, int p, DoubleUnaryOperator slope, double lip,
                                double sigma, double diameter, long steps, NoiseSource noise) {
        double[] w = new double[p];
        double[] step = new double[p];
        double base = (double) n * n * lip * lip + p * sigma * sigma;
        NoiseSource pick = noise.child("rows");
        NoiseSource gauss = noise.child("noise");
        for (long t = 1; t <= steps; t++) {
            int i = pick.uniformInt(n);
            double m = y[i] * Vectors.dot(w, 0, z, i * p, p);
            double g = n * slope.applyAsDouble(m) * y[i];
            for (int j = 0; j < p; j++) {
                step[j] = g * z[i * p + j];
            }
            // the noised query is n grad l(w; z_i), of norm <= nL; nL is at most the sensitivity BST14's sigma
            // is calibrated for, so secure noise enlarges sigma at least as much as the rounding needs
            gauss.addGaussian(step, sigma, n * lip);
            double eta = diameter / Math.sqrt(t * base);
            for (int j = 0; j < p; j++) {
                w[j] -= eta * step[j];
            }
            double norm = Vectors.norm(w);
            if (norm > 1) {
                Vectors.scale(1 / norm, w);
            }
        }
        return w;
    }

    /** The summed loss sum_i l(w; z_i, y_i), the (negated) utility of the exponential mechanism. */
    public static double totalLoss(double[] w, double[] z, double[] y, int n, int p, TheoryLoss loss, double zeta) {
        double s = 0;
        for (int i = 0; i < n; i++) {
            s += loss.value(y[i] * Vectors.dot(w, 0, z, i * p, p), zeta);
        }
        return s;
    }
}

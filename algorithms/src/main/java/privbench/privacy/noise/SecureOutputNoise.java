package privbench.privacy.noise;

/**
 * Pure epsilon-DP release of a vector of L2 sensitivity Delta_2 with secure noise: the output-perturbation
 * learners' secure mechanism, which differs from their seeded Gamma-norm noise (density proportional to
 * exp(-epsilon ||b|| / Delta_2)): a continuous density cannot be sampled exactly on a grid, and the Gamma-norm
 * proof needs the neighbour's noise b' = b + (w - w') to stay in the support.
 *
 * <p>Mechanism: the d coordinates, each rounded to the grid of step 2^-k, plus independent discrete Laplace
 * noise (Canonne, Kamath and Steinke 2020, Algorithm 2). The L1 sensitivity is at most sqrt(d) Delta_2
 * (Cauchy-Schwarz), enlarged by the rounding to sqrt(d) Delta_2 + d 2^-k, which {@link DiscreteGrid#laplace}
 * charges by raising the integer scale; so adding it is epsilon-DP (the Laplace mechanism on an integer
 * query). The price of sqrt(d) over the Gamma-norm mechanism's noise norm is the cost of exactness.
 */
public final class SecureOutputNoise {

    /** The caveat naming the mechanism secure cells ran. */
    public static final String CAVEAT = "secure noise: coordinate-wise discrete Laplace on a 2^-k grid with L1 "
            + "sensitivity sqrt(d) Delta_2 (pure epsilon-DP), not the seeded run's Gamma-norm noise";

    private SecureOutputNoise() {
    }

    /** The Laplace scale per coordinate before the grid's enlargement: sqrt(d) Delta_2 / epsilon. */
    public static double laplaceScale(int d, double l2Sensitivity, double epsilon) {
        return l1Sensitivity(d, l2Sensitivity) / epsilon;
    }

    /** sqrt(d) Delta_2, rounded up. */
    public static double l1Sensitivity(int d, double l2Sensitivity) {
        return Math.nextUp(Math.sqrt(d) * l2Sensitivity) * (1 + 1e-15);
    }

    /**
     * Replaces w by its grid rounding plus discrete Laplace noise (in place) and returns the noise actually
     * added (release minus w).
     */
    public static double[] addLaplace(double[] w, double l2Sensitivity, double epsilon, NoiseSource noise) {
        double[] before = w.clone();
        noise.addLaplace(w, 0, w.length, laplaceScale(w.length, l2Sensitivity, epsilon),
                l1Sensitivity(w.length, l2Sensitivity));
        double[] b = new double[w.length];
        for (int j = 0; j < w.length; j++) {
            b[j] = w[j] - before[j];
        }
        return b;
    }
}

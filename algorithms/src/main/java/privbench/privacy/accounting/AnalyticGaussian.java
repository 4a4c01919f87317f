package privbench.privacy.accounting;

import privbench.privacy.DpChecks;

/**
 * The analytic Gaussian mechanism of Balle and Wang (2018), "Improving the Gaussian Mechanism for
 * Differential Privacy" (Thm. 8): the exact (epsilon, delta) curve of one Gaussian release.
 *
 * <p>A Gaussian with L2 sensitivity Delta and noise sd sigma is exactly (Delta/sigma)-GDP, and Balle and
 * Wang's condition Phi(Delta/(2 sigma) - eps sigma/Delta) - e^eps Phi(-Delta/(2 sigma) - eps sigma/Delta) <= delta
 * is the Dong-Roth-Su conversion of that mu, so every function here is {@link Gdp} with mu = Delta / sigma.
 * Inverses are rounded to the private side (sigma up, epsilon up).
 */
public final class AnalyticGaussian {

    private AnalyticGaussian() {
    }

    /** The smallest noise sd giving (epsilon, delta)-DP for L2 sensitivity {@code sensitivity}. */
    public static double sigma(double epsilon, double delta, double sensitivity) {
        DpChecks.requirePositive("sensitivity", sensitivity);
        DpChecks.requirePositive("epsilon", epsilon);
        return sensitivity / Gdp.muFor(epsilon, delta);
    }

    /** The exact epsilon of one Gaussian release with noise sd sigma at delta. */
    public static double epsilon(double sigma, double delta, double sensitivity) {
        DpChecks.requirePositive("sigma", sigma);
        DpChecks.requirePositive("sensitivity", sensitivity);
        return Gdp.epsilon(sensitivity / sigma, delta);
    }

    /** The exact delta of one Gaussian release with noise sd sigma at epsilon. */
    public static double delta(double sigma, double epsilon, double sensitivity) {
        DpChecks.requirePositive("sigma", sigma);
        DpChecks.requirePositive("sensitivity", sensitivity);
        return Gdp.delta(sensitivity / sigma, epsilon);
    }
}

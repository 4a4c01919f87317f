package privbench.learners.erm;

import privbench.privacy.DpChecks;

/**
 * The calibration of noisy gradient descent, A_NGD of Wang, Zhu and Wang (2024), Algorithm 5: the number of
 * steps, the noise that makes them mu-GDP, and the step sizes of Lemmas C.1 and C.2.
 *
 * <p>Symbols as in the paper and spec-000 section 3.1: n rows, p dimensions, Delta the L2 sensitivity of
 * the summed gradient, D = ||w_ref - w_0|| (1 in the paper's use), mu the GDP budget.
 */
public final class NgdSchedule {

    private NgdSchedule() {
    }

    /**
     * T = min(ceil(n^2 mu^2), cap): Algorithm 5's T = n^2 mu^2 made an integer, capped by the spec's
     * practical T_max (spec-000 section 3.1 CHOICE). mu = +Infinity (no privacy) gives the cap.
     */
    public static int paperIterations(int n, double mu, int cap) {
        if (n < 1 || cap < 1 || !(mu > 0)) {
            throw new IllegalArgumentException("paperIterations needs n >= 1, cap >= 1 and mu > 0, got n=" + n
                    + ", cap=" + cap + ", mu=" + mu);
        }
        double t = Math.ceil((double) n * n * mu * mu);
        return t >= cap ? cap : (int) Math.max(1, t);
    }

    /**
     * sigma = Delta sqrt(T) / mu: each step is then a Gaussian mechanism with Delta / sigma = mu / sqrt(T),
     * and T of them compose to exactly mu-GDP (Lemma C.1), whatever the integer T. Recompute it whenever T
     * changes (spec-000 pitfall 4).
     */
    public static double sigma(double sensitivity, long iterations, double mu) {
        DpChecks.requirePositive("sensitivity", sensitivity);
        if (iterations < 1 || !(mu > 0)) {
            throw new IllegalArgumentException("sigma needs T >= 1 and mu > 0, got T=" + iterations + ", mu=" + mu);
        }
        return sensitivity * Math.sqrt((double) iterations) / mu;
    }

    /** eta = D / sqrt(T (n^2 Delta^2 + p sigma^2)): the step of Lemma C.1 (averaged iterate). */
    public static double stepForAverage(double distance, long iterations, int n, double sensitivity, int p,
                                        double sigma) {
        double nd = (double) n * sensitivity;
        return distance / Math.sqrt(iterations * (nd * nd + p * sigma * sigma));
    }

    /**
     * eta = D / sqrt(T (n^2 Delta^2 + p sigma^2 ln(1/beta))): the step of Lemma C.2 (last iterate, after
     * Liu and Zhou 2024); spec-000 takes beta = 1/n^2.
     */
    public static double stepForLast(double distance, long iterations, int n, double sensitivity, int p,
                                     double sigma, double beta) {
        if (!(beta > 0 && beta < 1)) {
            throw new IllegalArgumentException("beta must be in (0, 1), got " + beta);
        }
        double nd = (double) n * sensitivity;
        return distance / Math.sqrt(iterations * (nd * nd + p * sigma * sigma * Math.log(1 / beta)));
    }
}

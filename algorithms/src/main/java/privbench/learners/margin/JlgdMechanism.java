package privbench.learners.margin;

import privbench.learners.erm.Estimator;
import privbench.learners.erm.NgdSchedule;
import privbench.learners.erm.NoisyGradientLoop;
import privbench.optim.ClippedMarginGradient;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.noise.NoiseSource;

/**
 * A_JLGD(Phi, c, S, mu) of Wang, Zhu and Wang (2024), Algorithm 1, on rows already projected and clipped
 * (line 2, {@link ProjectedRows}), with A_NGD (Algorithm 5) as its solver: the kernels of dp-gd
 * ({@link NgdSchedule}, {@link NoisyGradientLoop}, {@link ClippedMarginGradient}).
 *
 * <p>spec-000 section 3.1: c = gamma / 3; Delta = 2 radius / c (replace-one, Lemma A.10(b); 12/gamma after a
 * projection); T = min(ceil(n^2 mu^2), T_max) (CHOICE, T_max = 2000 by default); sigma = Delta sqrt(T) / mu,
 * recomputed from the integer T, so the T steps are exactly mu-GDP (Lemma C.1; pitfall 4); w_0 = 0 and
 * ||w_ref - w_0|| = 1 in the step size (pitfall 12); eta of Lemma C.2 with beta = 1/n^2 for the last iterate,
 * of Lemma C.1 for the average (ERRATUM: over w_0..w_{T-1} with 1/T). The run is unconstrained and
 * unregularised. mu = +Infinity runs T_max noise-free steps.
 */
final class JlgdMechanism {

    private JlgdMechanism() {
    }

    /**
     * One call.
     *
     * @param rows          the projected, clipped rows (or the unit-ball rows when Phi = I)
     * @param gamma         the margin parameter, c = gamma / 3
     * @param capped        whether k was capped at k_max (recorded only)
     * @param mu            the GDP budget of this call
     * @param maxIterations T_max
     * @param noise         the stream of this call's gradient noise
     */
    static JlgdRun run(ProjectedRows rows, double gamma, boolean capped, double mu, int maxIterations,
                       Estimator estimator, NoiseSource noise) {
        int n = rows.rowCount();
        if (n < 2) {
            throw new IllegalArgumentException("A_JLGD needs at least 2 rows (beta = 1/n^2 < 1), got " + n);
        }
        int p = rows.dimension();
        double c = gamma / 3;
        double sensitivity = 2 * rows.radius() / c;
        int iterations = NgdSchedule.paperIterations(n, mu, maxIterations);
        boolean isPrivate = Double.isFinite(mu);
        double sigma = isPrivate ? NgdSchedule.sigma(sensitivity, iterations, mu) : 0.0;
        double step = estimator == Estimator.LAST
                ? NgdSchedule.stepForLast(1.0, iterations, n, sensitivity, p, sigma, MarginGrid.beta(n))
                : NgdSchedule.stepForAverage(1.0, iterations, n, sensitivity, p, sigma);
        var iterates = NoisyGradientLoop.run(rows.gradient(c), 0.0, sigma, sensitivity, step, iterations, noise);
        double[] w = rows.toFeatureSpace(estimator == Estimator.LAST ? iterates.last() : iterates.average());
        PrivacyEvent event = isPrivate
                ? new PrivacyEvent.Repeated(new PrivacyEvent.Gaussian(sigma / sensitivity), iterations)
                : new PrivacyEvent.NonPrivate();
        return new JlgdRun(w, gamma, p, rows.isIdentity(), capped, iterations, sigma, step, sensitivity,
                degradation(n, p, iterations, mu), event);
    }

    /**
     * Several calls on the same rows with the same mu and T_max, one pass over the rows per step for all of them
     * ({@link NoisyGradientLoop#runAll}); call j's result is bit-identical to
     * {@code run(rows[j], gammas[j], capped[j], mu, maxIterations, estimator, noise[j])}.
     */
    static JlgdRun[] runAll(ProjectedRows[] rows, double[] gammas, boolean[] capped, double mu, int maxIterations,
                            Estimator estimator, NoiseSource[] noise) {
        int m = rows.length;
        int n = rows[0].rowCount();
        if (n < 2) {
            throw new IllegalArgumentException("A_JLGD needs at least 2 rows (beta = 1/n^2 < 1), got " + n);
        }
        int iterations = NgdSchedule.paperIterations(n, mu, maxIterations);
        boolean isPrivate = Double.isFinite(mu);
        ClippedMarginGradient[] passes = new ClippedMarginGradient[m];
        double[] sigma = new double[m];
        double[] step = new double[m];
        double[] sensitivity = new double[m];
        for (int j = 0; j < m; j++) {
            int p = rows[j].dimension();
            double c = gammas[j] / 3;
            sensitivity[j] = 2 * rows[j].radius() / c;
            sigma[j] = isPrivate ? NgdSchedule.sigma(sensitivity[j], iterations, mu) : 0.0;
            step[j] = estimator == Estimator.LAST
                    ? NgdSchedule.stepForLast(1.0, iterations, n, sensitivity[j], p, sigma[j], MarginGrid.beta(n))
                    : NgdSchedule.stepForAverage(1.0, iterations, n, sensitivity[j], p, sigma[j]);
            passes[j] = rows[j].gradient(c);
        }
        var iterates = NoisyGradientLoop.runAll(passes, sigma, sensitivity, step, iterations, noise);
        JlgdRun[] out = new JlgdRun[m];
        for (int j = 0; j < m; j++) {
            int p = rows[j].dimension();
            double[] w = rows[j].toFeatureSpace(estimator == Estimator.LAST ? iterates[j].last() : iterates[j].average());
            PrivacyEvent event = isPrivate
                    ? new PrivacyEvent.Repeated(new PrivacyEvent.Gaussian(sigma[j] / sensitivity[j]), iterations)
                    : new PrivacyEvent.NonPrivate();
            out[j] = new JlgdRun(w, gammas[j], p, rows[j].isIdentity(), capped[j], iterations, sigma[j], step[j],
                    sensitivity[j], degradation(n, p, iterations, mu), event);
        }
        return out;
    }

    /**
     * sqrt((n^2/T + p/mu^2) / ((1 + p)/mu^2)): the optimised bound 2 D Delta sqrt(n^2/T + p/mu^2) at this T over
     * its value at the paper's T = n^2 mu^2 (spec-000 section 3.1); 1 when T was not capped.
     */
    static double degradation(int n, int p, int iterations, double mu) {
        if (!Double.isFinite(mu) || iterations >= (double) n * n * mu * mu) {
            return 1.0;
        }
        double nn = (double) n * n;
        return Math.sqrt((nn / iterations + p / (mu * mu)) / ((1.0 + p) / (mu * mu)));
    }
}

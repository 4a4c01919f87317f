package privbench.learners.halfspace;

import privbench.learners.erm.NgdSchedule;
import privbench.learners.erm.NoisyGradientLoop;
import privbench.optim.ClippedMarginGradient;
import privbench.optim.MarginLoss;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.noise.NoiseSource;

/**
 * The practical procedure F of spec-001 section 3.4 ("F is any differentially private ERM algorithm", Nguyen,
 * Ullman and Zakynthinou 2020, Algorithm 1 line 5): full-batch noisy projected gradient descent over the unit ball
 * on the summed surrogate, with the kernels of dp-gd ({@link NgdSchedule}, {@link NoisyGradientLoop},
 * {@link ClippedMarginGradient}). Delta = 2L (replace-one, rows of norm <= 1), T = min(ceil(n^2 mu^2), T_max),
 * sigma = Delta sqrt(T) / mu (exactly mu-GDP over T steps), eta = 2 / sqrt(T (n^2 L^2 + m sigma^2)), w_0 = 0,
 * last iterate. The per-example gradients are clipped at L, a no-op on unit rows that keeps Delta = 2L whatever
 * the rows.
 */
final class FullBatchGd {

    /** The weights and the schedule (public values). */
    record Result(double[] weights, int iterations, double sigma, double step, double sensitivity,
                  PrivacyEvent event) {
    }

    private FullBatchGd() {
    }

    /** @param mu the GDP budget; +Infinity runs T_max noise-free steps */
    static Result run(ProjectedSample s, double gamma, double mu, int maxIterations, NoiseSource noise) {
        int n = s.rowCount();
        int m = s.dimension();
        MarginLoss loss = SurrogateLoss.of(gamma);
        double lip = loss.lipschitz();
        double sensitivity = 2 * lip;
        int iterations = NgdSchedule.paperIterations(n, mu, maxIterations);
        boolean isPrivate = Double.isFinite(mu);
        double sigma = isPrivate ? NgdSchedule.sigma(sensitivity, iterations, mu) : 0.0;
        double step = NgdSchedule.stepForAverage(2.0, iterations, n, lip, m, sigma);
        var gradient = new ClippedMarginGradient(s.rows(), n, m, s.signs(), loss, lip);
        var it = NoisyGradientLoop.run(gradient, 0.0, sigma, sensitivity, step, iterations, 1.0, noise);
        PrivacyEvent event = isPrivate
                ? new PrivacyEvent.Repeated(new PrivacyEvent.Gaussian(sigma / sensitivity), iterations)
                : new PrivacyEvent.NonPrivate();
        return new Result(it.last(), iterations, sigma, step, sensitivity, event);
    }
}

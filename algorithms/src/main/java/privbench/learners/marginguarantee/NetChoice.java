package privbench.learners.marginguarantee;

import privbench.privacy.noise.ExponentialMechanism;
import privbench.privacy.noise.NoiseSource;

/**
 * One exponential-mechanism choice over a net's counts (spec-002 P4), through the shared
 * {@code privacy.noise.ExponentialMechanism} (log-space, no underflow): utility -count/m, sensitivity 1/m, the
 * factor 2 of replace-one. A data-independent log-prior is folded into the utility as (2 Delta / epsilon) ln pi(c),
 * which is exactly P(c) proportional to pi(c) exp(epsilon u(c) / (2 Delta)) and leaves the sensitivity unchanged.
 */
final class NetChoice {

    private NetChoice() {
    }

    /** The chosen index: argmin of the counts when epsilon = +Infinity, else an epsilon-DP draw. */
    static int choose(int[] errors, int m, double[] logPrior, double epsilon, NoiseSource noise) {
        if (Double.isInfinite(epsilon)) {
            return NetScores.argmin(errors);
        }
        return ExponentialMechanism.select(utilities(errors, m, logPrior, epsilon), epsilon, 1.0 / m, noise);
    }

    /** The selection probabilities (for exact privacy tests). */
    static double[] probabilities(int[] errors, int m, double[] logPrior, double epsilon) {
        return ExponentialMechanism.probabilities(utilities(errors, m, logPrior, epsilon), epsilon, 1.0 / m);
    }

    static double[] utilities(int[] errors, int m, double[] logPrior, double epsilon) {
        double[] u = NetScores.utilities(errors, m);
        if (logPrior != null) {
            double f = 2.0 / (m * epsilon);
            for (int c = 0; c < u.length; c++) {
                u[c] += f * logPrior[c];
            }
        }
        return u;
    }
}

package privbench.learners.halfspace;

import java.util.Map;
import privbench.learners.semiprivate.sgd.NoisySgdTheory;
import privbench.optim.MarginLoss;
import privbench.privacy.noise.ExponentialMechanism;
import privbench.privacy.noise.NoiseSource;

/**
 * The faithful procedure F of Nguyen, Ullman and Zakynthinou (2020), Appendix A (Algorithm 3 lines 7-16): R
 * independent runs of A_Noise-GD (BST14's noisy SGD, {@link NoisySgdTheory}: n^2 - 1 steps, one row drawn uniformly
 * with replacement per step, sigma^2 = 32 L^2 n^2 ln(n/delta') ln(1/delta') / epsilon'^2, eta(t) = ||C|| /
 * sqrt(t (n^2 L^2 + m sigma^2)), ||C|| = 2, projection onto the unit ball), then the exponential mechanism over
 * the R outputs with utility -(summed surrogate loss) and sensitivity l_max (spec-001 section 3.2). Each run and the
 * selection draw from their own sub-streams ("run/i", "selection"), so no noise is shared (pitfall 8).
 */
final class BoostedNoisySgd {

    /** The chosen weights in R^m and what the runs used (public values only). */
    record Result(double[] weights, int chosen, double sigma, long steps) {
    }

    private BoostedNoisySgd() {
    }

    /**
     * @param split    the budget of each run and of the selection; null runs noise-free and picks the exact minimum
     * @param maxSteps cap on the n^2 - 1 steps of each run (stopping early composes fewer steps)
     */
    static Result run(ProjectedSample s, double gamma, SelectionBudget split, int runs, long maxSteps,
                      NoiseSource noise) {
        int n = s.rowCount();
        int m = s.dimension();
        MarginLoss loss = SurrogateLoss.of(gamma);
        double sigma = split == null ? 0.0
                : NoisySgdTheory.sigma(n, loss.lipschitz(), split.runEpsilon(), split.runDelta());
        long steps = NoisySgdTheory.steps(n, maxSteps);
        double[][] w = new double[runs][];
        double[] utility = new double[runs];
        for (int i = 0; i < runs; i++) {
            w[i] = NoisySgdTheory.run(s.rows(), s.signs(), n, m, loss, sigma, 2.0, steps, noise.child("run/" + i));
            utility[i] = -SurrogateLoss.total(loss, w[i], s.rows(), s.signs(), n, m);
        }
        int chosen;
        if (split == null) {
            chosen = 0;
            for (int i = 1; i < runs; i++) {
                chosen = utility[i] > utility[chosen] ? i : chosen;
            }
        } else {
            chosen = ExponentialMechanism.select(utility, split.selectionEpsilon(), SurrogateLoss.maxLoss(gamma),
                    noise.child("selection"));
        }
        return new Result(w[chosen], chosen, sigma, steps);
    }

    static void describe(Result r, Map<String, Double> m) {
        m.put("sigma", r.sigma());
        m.put("iterations", (double) r.steps());
    }
}

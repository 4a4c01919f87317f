package privbench.harness.audit;

import java.util.Objects;
import privbench.learners.LearnerSpec;

/**
 * What to audit and how hard.
 *
 * @param spec       the learner's declaration
 * @param options    its bound options
 * @param epsilon    the budget's epsilon (finite, > 0)
 * @param delta      the budget's delta, in [0, 1)
 * @param runs       training runs per world (half choose the threshold, half evaluate it)
 * @param n          rows of the base data (margin-halfspace, unit norm)
 * @param d          their dimension (the rows span the first d - 1; the last is left to the canary)
 * @param seed       the audit seed: data, canary and every run's noise derive from it
 * @param canary     where the canary goes
 * @param confidence the confidence of the lower bound, in (0, 1)
 * @param threads    runs in parallel
 */
public record AuditRequest(LearnerSpec<?> spec, Record options, double epsilon, double delta, int runs, int n, int d,
                           long seed, Canary canary, double confidence, int threads) {

    public AuditRequest {
        Objects.requireNonNull(spec, "spec");
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(canary, "canary");
        if (!(epsilon > 0) || Double.isInfinite(epsilon)) {
            throw new IllegalArgumentException("--epsilon must be a finite number > 0, got " + epsilon);
        }
        if (!(delta >= 0 && delta < 1)) {
            throw new IllegalArgumentException("--delta must be in [0, 1), got " + delta);
        }
        if (runs < 2) {
            throw new IllegalArgumentException("--runs must be >= 2 (half choose the threshold, half evaluate it), got "
                    + runs);
        }
        if (n < 2 || d < 3) {
            throw new IllegalArgumentException("--n must be >= 2 and --d >= 3 (the base rows span d - 1 dimensions), "
                    + "got n=" + n + ", d=" + d);
        }
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("--confidence must be in (0, 1), got " + confidence);
        }
        if (threads < 1) {
            throw new IllegalArgumentException("--threads must be >= 1, got " + threads);
        }
    }

    /** The runs per world that choose the threshold (the first half). */
    public int selectionRuns() {
        return runs / 2;
    }
}

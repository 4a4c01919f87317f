package privbench.harness.audit;

import java.util.Objects;
import privbench.learners.LearnerSpec;

/**
 * What to audit and how hard. Zero for runs, n, d or canaries means "the attack's default".
 *
 * @param spec              the learner's declaration
 * @param options           its bound options
 * @param epsilon           the budget's epsilon (finite, > 0)
 * @param delta             the budget's delta, in [0, 1)
 * @param runs              training runs per world (0: the attack's default; 1 for one-run attacks)
 * @param n                 rows of the base data (0: the attack's default)
 * @param d                 their dimension (0: the attack's default)
 * @param seed              the audit seed: data, canary and every run's noise derive from it
 * @param attack            the attack id, or null for the learner's family default (see attack.Attacks)
 * @param confidence        the confidence of the lower bound, in (0, 1)
 * @param threads           runs in parallel
 * @param selectionFraction the share of each world's runs that choose the threshold (the rest evaluate it); 0 for
 *                          the attack's default
 * @param canaries          canaries of a one-run audit (0: the attack's default)
 * @param sequential        multi-run only: evaluate in batches with an anytime-valid test ({@link SequentialBound})
 *                          and stop once the claim is rejected, else at {@code runs}
 */
public record AuditRequest(LearnerSpec<?> spec, Record options, double epsilon, double delta, int runs, int n, int d,
                           long seed, String attack, double confidence, int threads, double selectionFraction,
                           int canaries, boolean sequential) {

    public AuditRequest {
        Objects.requireNonNull(spec, "spec");
        Objects.requireNonNull(options, "options");
        if (!(epsilon > 0) || Double.isInfinite(epsilon)) {
            throw new IllegalArgumentException("--epsilon must be a finite number > 0, got " + epsilon);
        }
        if (!(delta >= 0 && delta < 1)) {
            throw new IllegalArgumentException("--delta must be in [0, 1), got " + delta);
        }
        if (runs != 0 && runs < 2) {
            throw new IllegalArgumentException("--runs must be >= 2 (some choose the threshold, the others evaluate "
                    + "it), got " + runs);
        }
        if ((n != 0 && n < 2) || (d != 0 && d < 3)) {
            throw new IllegalArgumentException("--n must be >= 2 and --d >= 3, got n=" + n + ", d=" + d);
        }
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("--confidence must be in (0, 1), got " + confidence);
        }
        if (threads < 1) {
            throw new IllegalArgumentException("--threads must be >= 1, got " + threads);
        }
        if (!(selectionFraction == 0 || (selectionFraction > 0 && selectionFraction < 1))) {
            throw new IllegalArgumentException("--selection-fraction must be in (0, 1) (or 0 for the attack's default),"
                    + " got " + selectionFraction);
        }
        if (canaries < 0) {
            throw new IllegalArgumentException("--canaries must be >= 0, got " + canaries);
        }
    }

    /**
     * The runs per world of {@code runs} that choose the threshold: the request's share, or the attack's share
     * but never fewer than a tenth of the runs up to 200 (a Gaussian fit on 2% of 100 runs would read two
     * scores); at least one, and one fewer than all.
     *
     * @param attackDefault the attack's share, used when the request's is 0
     */
    public int selectionRuns(int runs, double attackDefault) {
        long count = selectionFraction > 0 ? Math.round(runs * selectionFraction)
                : Math.max(Math.round(runs * attackDefault), Math.min(Math.round(runs * 0.1), 200));
        return (int) Math.max(1, Math.min(runs - 1, count));
    }
}

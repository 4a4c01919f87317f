package privbench.privacy;

/**
 * A privacy budget (epsilon, delta) that a learner may spend on one fit.
 *
 * <p>{@code epsilon = +Infinity} is the contract's {@code .inf}: the learner runs noise-free and
 * records that it gave no guarantee.
 */
public record Budget(double epsilon, double delta) {

    public Budget {
        DpChecks.requireEpsilon(epsilon);
        DpChecks.requireDelta(delta);
    }

    /** A pure-DP budget (delta = 0). */
    public static Budget pure(double epsilon) {
        return new Budget(epsilon, 0.0);
    }

    /** True for epsilon = +Infinity: no privacy asked for. */
    public boolean isNonPrivate() {
        return epsilon == Double.POSITIVE_INFINITY;
    }

    @Override
    public String toString() {
        return "(" + epsilon + ", " + delta + ")";
    }
}

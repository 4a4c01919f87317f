package privbench.privacy;

import privbench.checks.Require;

/**
 * The one home of argument checks for privacy parameters; messages name the value and what was expected.
 */
public final class DpChecks {

    private DpChecks() {
    }

    /** Epsilon must be in (0, +Infinity]. */
    public static double requireEpsilon(double epsilon) {
        if (!(epsilon > 0)) {
            throw new IllegalArgumentException("epsilon must be > 0 (or +Infinity), got " + epsilon);
        }
        return epsilon;
    }

    /** Delta must be in [0, 1). */
    public static double requireDelta(double delta) {
        if (!(delta >= 0 && delta < 1)) {
            throw new IllegalArgumentException("delta must be in [0, 1), got " + delta);
        }
        return delta;
    }

    /** Delta must be in (0, 1): Gaussian mechanisms cannot meet delta = 0. */
    public static double requirePositiveDelta(double delta, String mechanism) {
        if (!(delta > 0 && delta < 1)) {
            throw new IllegalArgumentException(mechanism + " needs delta in (0, 1), got " + delta);
        }
        return delta;
    }

    /**
     * Checks a budget for a Gaussian mechanism and says whether the run is private: false for the noise-free
     * budget (epsilon = +Infinity); otherwise delta must be in (0, 1), which Gaussian mechanisms need, and true.
     */
    public static boolean checkGaussianBudget(Budget budget, String mechanism) {
        if (budget.isNonPrivate()) {
            return false;
        }
        requirePositiveDelta(budget.delta(), mechanism);
        return true;
    }

    /** A strictly positive finite value such as a noise scale or sensitivity. */
    public static double requirePositive(String name, double value) {
        return Require.positive(name, value);
    }

    /** A probability in (0, 1]. */
    public static double requireRate(String name, double value) {
        if (!(value > 0 && value <= 1)) {
            throw new IllegalArgumentException(name + " must be in (0, 1], got " + value);
        }
        return value;
    }

    /**
     * Checks that a spent guarantee stays inside the budget it was given, exactly as doubles: no slack. A cell
     * records epsilon_spent beside epsilon, and a reader compares the two as printed; every closed-form inverse
     * that sizes noise from a budget therefore rounds to the private side (a 1 - 1e-12 margin) instead of
     * leaning on a tolerance here.
     */
    public static Guarantee requireWithin(Guarantee spent, Budget budget) {
        boolean epsOk = spent.epsilon() <= budget.epsilon();
        boolean deltaOk = spent.delta() <= budget.delta();
        if (!epsOk || !deltaOk) {
            throw new IllegalStateException("spent (" + spent.epsilon() + ", " + spent.delta()
                    + ") exceeds budget " + budget + " (accountant " + spent.accountant() + ")");
        }
        return spent;
    }
}

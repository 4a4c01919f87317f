package privbench.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Function;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.privacy.Budget;

/**
 * The utility check every private learner's test makes: mean test accuracy at a large epsilon beats that at a
 * small one, and the non-private reference bounds both, each up to a slack of 3 binomial standard deviations
 * of an accuracy measured on n test rows (sd at most sqrt(0.25 / n), the worst case p = 1/2).
 */
public final class UtilityOrder {

    private UtilityOrder() {
    }

    /** 3 sd of a Binomial(n, p) proportion at the worst p = 1/2. */
    public static double slack(int testRows) {
        return 3 * Math.sqrt(0.25 / testRows);
    }

    /** high &gt; low + slack, and reference + slack &gt;= both. */
    public static void check(double high, double low, double reference, int testRows) {
        double slack = slack(testRows);
        assertTrue(high > low + slack, "high epsilon gives " + high + ", low epsilon gives " + low);
        assertTrue(reference + slack >= high && reference + slack >= low, "non-private reference " + reference
                + " below a private accuracy (" + high + ", " + low + ")");
    }

    /**
     * Fits at (high, 1e-5) and (low, 1e-5) and checks their test accuracies against the reference's with
     * {@link #check(double, double, double, int)}.
     */
    public static void check(Function<Budget, Fit> fitAt, double high, double low, Fit reference, Dataset test) {
        check(Fixtures.accuracy(fitAt.apply(new Budget(high, 1e-5)).model(), test),
                Fixtures.accuracy(fitAt.apply(new Budget(low, 1e-5)).model(), test),
                Fixtures.accuracy(reference.model(), test), test.rows());
    }

    /**
     * {@link #check(Function, double, double, Fit, Dataset)} with the same learner's noise-free run (epsilon
     * infinite, nothing clipped away by a budget) as the reference: what the semi-private learners compare against.
     */
    public static void checkAgainstNoiseFree(Function<Budget, Fit> fitAt, double high, double low, Dataset test) {
        check(fitAt, high, low, fitAt.apply(new Budget(Double.POSITIVE_INFINITY, 0)), test);
    }
}

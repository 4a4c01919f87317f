package privbench.privacy;

/**
 * Splitting a budget between mechanisms that basic composition adds back up, without the sum rounding above it:
 * (1 - f) epsilon computed on its own can make f epsilon + (1 - f) epsilon one ulp above epsilon.
 */
public final class Split {

    private Split() {
    }

    /**
     * The largest r >= 0 with used + r <= total as doubles (floating-point addition is monotone, so any part that
     * spends at most r keeps the composed sum within total).
     */
    public static double remainder(double total, double used) {
        if (!(used >= 0 && used <= total)) {
            throw new IllegalArgumentException("the part spent must be in [0, " + total + "], got " + used);
        }
        if (total == Double.POSITIVE_INFINITY) {
            return Double.POSITIVE_INFINITY;
        }
        double r = total - used;
        while (r > 0 && used + r > total) {
            r = Math.nextDown(r);
        }
        return Math.max(r, 0);
    }
}

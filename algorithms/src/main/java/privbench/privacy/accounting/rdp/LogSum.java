package privbench.privacy.accounting.rdp;

/**
 * A running sum of signed terms given by their natural logarithms, kept as two log-sums (positive and
 * negative terms) so that no partial sum ever has to be subtracted in log space.
 */
final class LogSum {

    private double logPositive = Double.NEGATIVE_INFINITY;
    private double logNegative = Double.NEGATIVE_INFINITY;

    /** log(e^a + e^b) without overflow. */
    static double logAdd(double a, double b) {
        if (a == Double.NEGATIVE_INFINITY) {
            return b;
        }
        if (b == Double.NEGATIVE_INFINITY) {
            return a;
        }
        double hi = Math.max(a, b);
        return hi + Math.log1p(Math.exp(Math.min(a, b) - hi));
    }

    /** Adds +e^logMagnitude, or -e^logMagnitude when negative. */
    void add(double logMagnitude, boolean negative) {
        if (negative) {
            logNegative = logAdd(logNegative, logMagnitude);
        } else {
            logPositive = logAdd(logPositive, logMagnitude);
        }
    }

    /** The log of the sum of the magnitudes of all terms. */
    double logOfMagnitudes() {
        return logAdd(logPositive, logNegative);
    }

    /** The log of the signed sum; NaN when the sum is not positive. */
    double log() {
        if (!(logPositive > logNegative)) {
            return Double.NaN;
        }
        if (logNegative == Double.NEGATIVE_INFINITY) {
            return logPositive;
        }
        return logPositive + Math.log1p(-Math.exp(logNegative - logPositive));
    }
}

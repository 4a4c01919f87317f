package privbench.harness.sweep;

/**
 * How a run publishes each cell's fit time ({@code run --fit-times}). A fit's wall time reads the private data (for
 * the L-BFGS learners it tracks the private iteration count), so it lies outside every guarantee; a benchmark
 * publishes it because cost is part of a comparison. {@code rounded} keeps the order of magnitude (the nearest power
 * of two seconds, about one bit per doubling), {@code none} leaves the column empty.
 */
public enum FitTimes {
    /** Microseconds, as measured (the default). */
    EXACT,
    /** The nearest power of two seconds, 2^round(log2 t). */
    ROUNDED,
    /** Not published: the column is empty, and so is the summary's fit_seconds_mean. */
    NONE;

    /** The value cells.csv carries for a measured fit time (NaN: the column is left empty). */
    public double published(double seconds) {
        if (Double.isNaN(seconds) || this == EXACT) {
            return this == NONE ? Double.NaN : seconds;
        }
        if (this == NONE) {
            return Double.NaN;
        }
        return seconds > 0 ? Math.pow(2, Math.rint(Math.log(seconds) / Math.log(2))) : 0;
    }
}

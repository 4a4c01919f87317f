package privbench.harness.bench;

import privbench.harness.sweep.Cell;

/**
 * The JMH measurement of one cell's fit.
 *
 * @param cell    the cell timed
 * @param mode    JMH's mode label ({@code avgt}, {@code ss})
 * @param score   the mean time per fit
 * @param error   half-width of JMH's 99.9% confidence interval (NaN with fewer than two samples)
 * @param unit    the unit of score and error, e.g. {@code s/op}
 * @param samples the number of measured iterations
 * @param threads the row threads the fit was given ({@code bench --threads})
 */
public record Timing(Cell cell, String mode, double score, double error, String unit, long samples, int threads) {

    /** The mean time per fit in seconds (the score when the unit is s/op, as the benchmark declares). */
    public double seconds() {
        if (!unit.equals("s/op")) {
            throw new IllegalStateException("timing of " + cell.id() + " is in " + unit + ", not s/op");
        }
        return score;
    }
}

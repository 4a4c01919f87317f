package privbench.harness.analysis;

import java.util.List;
import privbench.analysis.RemovalMargin;

/**
 * One removal-margin curve: which data it was computed on and its points.
 *
 * @param label      the curve's name in the table and the figure
 * @param experiment the experiment file's name
 * @param dataset    the data source and, for synthetic data, its parameters
 * @param rows       rows analysed (training pool and test rows together)
 * @param features   features after preprocessing
 * @param points     the curve
 */
public record MarginCurve(String label, String experiment, String dataset, int rows, int features,
                          List<RemovalMargin.Point> points) {

    public MarginCurve {
        points = List.copyOf(points);
    }

    /**
     * The smallest percentage removed at which a converged fit has a positive margin, or NaN if none has:
     * points from unconverged fits are excluded ({@link RemovalMargin.Point#reportedMargin()}).
     */
    public double firstSeparated() {
        for (RemovalMargin.Point p : points) {
            if (p.reportedMargin() > 0) {
                return p.percentRemoved();
            }
        }
        return Double.NaN;
    }

    /** Points whose SVM fit did not converge: excluded from the curve, the figure and {@link #firstSeparated}. */
    public long excluded() {
        return points.stream().filter(p -> !p.converged()).count();
    }

    /** Excluded points whose unconverged w happened to separate the rows (a margin that would have been claimed). */
    public long excludedPositive() {
        return points.stream().filter(p -> !p.converged() && p.margin() > 0).count();
    }
}

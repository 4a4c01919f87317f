package privbench.harness.papertables;

import java.util.List;
import java.util.Map;

/**
 * What {@code privbench table} asks for.
 *
 * @param rows     the columns that label a row: {@code learner} (the configuration: learner and the parameters that
 *                 tell its settings apart) and any setting column
 * @param columns  the setting column whose values are the table's columns
 * @param metric   the metric shown (summary.csv's {@code <metric>_mean})
 * @param interval whether each value carries the half-width of its 95% interval
 * @param where    setting column to the one value kept (the other groups are left out)
 * @param tuned    whether tuned.csv's private selection and best-of-grid readings join as rows
 */
public record PivotRequest(List<String> rows, String columns, String metric, boolean interval,
                           Map<String, String> where, boolean tuned) {

    /** The row label of a learner configuration. */
    public static final String LEARNER = "learner";

    public PivotRequest {
        rows = List.copyOf(rows);
        where = Map.copyOf(where);
        if (rows.isEmpty()) {
            throw new IllegalArgumentException("--rows names no column");
        }
        if (rows.contains(columns)) {
            throw new IllegalArgumentException("--cols " + columns + " is also a --rows column");
        }
    }
}

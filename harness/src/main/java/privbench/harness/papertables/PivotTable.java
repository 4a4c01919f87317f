package privbench.harness.papertables;

import java.util.List;

/**
 * A pivoted table, ready to render.
 *
 * @param title      what the values are (the metric)
 * @param rowHeaders the header of each label column
 * @param columns    the column labels ({@code epsilon = 0.1})
 * @param rows       the rows, in the order of the run's summary
 * @param notes      what the marks mean and what was left out, one sentence each
 */
public record PivotTable(String title, List<String> rowHeaders, List<String> columns, List<Row> rows,
                         List<String> notes) {

    public PivotTable {
        rowHeaders = List.copyOf(rowHeaders);
        columns = List.copyOf(columns);
        rows = List.copyOf(rows);
        notes = List.copyOf(notes);
    }

    /** How a value is set. */
    public enum Mark {
        /** An ordinary value. */
        PLAIN,
        /** The best private value of its column, ahead of the runner-up by a paired interval excluding 0. */
        BEST,
        /** A non-private reference, or a reading whose selection is not private: never ranked. */
        REFERENCE
    }

    /**
     * One value: the mean and the half-width of its 95% interval (NaN when there is none); a missing value is
     * {@link #absent()}.
     */
    public record Cell(double mean, double half, Mark mark) {

        /** No group at this row and column. */
        public static Cell absent() {
            return new Cell(Double.NaN, Double.NaN, Mark.PLAIN);
        }

        public boolean isAbsent() {
            return Double.isNaN(mean);
        }

        /** The cell with another mark. */
        Cell marked(Mark m) {
            return new Cell(mean, half, m);
        }
    }

    /** A row: its labels (one per row header) and one cell per column. */
    public record Row(List<String> labels, List<Cell> cells, boolean reference) {

        public Row {
            labels = List.copyOf(labels);
            cells = List.copyOf(cells);
        }
    }
}

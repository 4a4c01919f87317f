package privbench.harness.results;

/** Column names that cells.csv, summary.csv, tuned-cells.csv and tuned.csv share, declared once. */
public final class Columns {

    /** The hash of a cell's definition (its group and repetition): what resumes, merges and shard checks key on. */
    public static final String CELL_ID = "cell_id";
    /** The hash of a group's definition: what summaries, comparisons and histories key on. */
    public static final String GROUP_ID = "group_id";
    /** ok, or error with the message in {@code error}. */
    public static final String STATUS = "status";
    /** A fit's wall time, outside the guarantee. */
    public static final String FIT_SECONDS = "fit_seconds";

    private Columns() {
    }
}

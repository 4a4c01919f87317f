package privbench.harness.tables;

import privbench.harness.results.Columns;
import java.util.ArrayList;
import java.util.List;

/**
 * The columns of a summary.csv read back: the group columns (everything before {@code n_reps}), the
 * metrics (every {@code <m>_mean} with its {@code _std}, {@code _ci_low}, {@code _ci_high}), and the
 * names of the value columns, so that reports and comparisons read any run's summary without its
 * experiment file.
 *
 * @param groupColumns the columns that identify a group, {@code group_id} first
 * @param metrics      metric ids in column order
 */
public record SummaryLayout(List<String> groupColumns, List<String> metrics) {

    /** Successful repetitions of a group. */
    public static final String REPS = "n_reps";
    /** Failed repetitions of a group. */
    public static final String ERRORS = "n_errors";
    /** Mean epsilon spent ({@code inf} when any repetition claims no guarantee). */
    public static final String EPSILON_SPENT = "epsilon_spent_mean";
    /** Mean wall time of a fit, in seconds. */
    public static final String FIT_SECONDS = "fit_seconds_mean";

    public SummaryLayout {
        groupColumns = List.copyOf(groupColumns);
        metrics = List.copyOf(metrics);
    }

    /**
     * The layout of a summary.csv header.
     *
     * @throws IllegalArgumentException when the header is not one of a summary.csv
     */
    public static SummaryLayout of(List<String> header) {
        int reps = header.indexOf(REPS);
        if (reps < 1 || !header.get(0).equals(Columns.GROUP_ID) || !header.contains(ERRORS)) {
            throw new IllegalArgumentException("is not a summary.csv: it must start with group_id and have "
                    + REPS + " and " + ERRORS + " columns");
        }
        List<String> metrics = new ArrayList<>();
        for (String c : header) {
            if (c.endsWith("_mean") && !c.equals(EPSILON_SPENT) && !c.equals(FIT_SECONDS)) {
                String m = c.substring(0, c.length() - "_mean".length());
                if (header.contains(m + "_std") && header.contains(m + "_ci_low") && header.contains(m + "_ci_high")) {
                    metrics.add(m);
                }
            }
        }
        return new SummaryLayout(header.subList(0, reps), metrics);
    }

    /** The group columns that describe a setting: all but group_id, learner and params. */
    public List<String> settingColumns() {
        return groupColumns.stream().filter(c -> !List.of(Columns.GROUP_ID, "learner", "params").contains(c)).toList();
    }

    /** The column of a metric's mean. */
    public static String mean(String metric) {
        return metric + "_mean";
    }

    /** The column of a metric's sample standard deviation. */
    public static String std(String metric) {
        return metric + "_std";
    }

    /** The column of the lower end of a metric's 95% interval. */
    public static String ciLow(String metric) {
        return metric + "_ci_low";
    }

    /** The column of the upper end of a metric's 95% interval. */
    public static String ciHigh(String metric) {
        return metric + "_ci_high";
    }

    /**
     * A number of a summary cell: empty is NaN, {@code inf} is +Infinity.
     *
     * @throws NumberFormatException when the text is no number
     */
    public static double number(String text) {
        if (text == null || text.isEmpty()) {
            return Double.NaN;
        }
        return switch (text) {
            case "inf" -> Double.POSITIVE_INFINITY;
            case "-inf" -> Double.NEGATIVE_INFINITY;
            default -> Double.parseDouble(text);
        };
    }
}

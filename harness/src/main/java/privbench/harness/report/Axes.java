package privbench.harness.report;

import privbench.harness.results.Columns;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import privbench.harness.experiment.FigureSpec;
import privbench.harness.tables.CsvTable;
import privbench.harness.tables.GroupLabels;
import privbench.harness.tables.SummaryLayout;

/**
 * How a figure reads summary rows: the columns of x, y, series and panel, the error bar, and which
 * other varying settings split the rows into panels.
 *
 * @param spec        the figure
 * @param xColumn     the summary column of x (null when x is the learner configuration)
 * @param yColumn     the summary column of the plotted mean
 * @param autoPanels  varying setting columns on no axis, each giving panels
 * @param labels      group labels of the run
 * @param onAxes      parameter names shown on an axis, left out of configuration labels
 * @param configPanel true when the learner configuration is on no axis and varies: it then names panels
 */
record Axes(FigureSpec spec, String xColumn, String yColumn, List<String> autoPanels, GroupLabels labels,
            Set<String> onAxes, boolean configPanel) {

    private static final Map<String, String> TITLES = Map.ofEntries(
            Map.entry("epsilon", "privacy budget ε"), Map.entry("delta", "δ"), Map.entry("n", "training rows n"),
            Map.entry("d", "dimension d"), Map.entry("epsilon_spent", "ε spent"), Map.entry(Columns.FIT_SECONDS, "fit time (s)"),
            Map.entry("accuracy", "test accuracy"), Map.entry("error_rate", "test error rate"), Map.entry("auc", "test AUC"),
            Map.entry("balanced_accuracy", "balanced accuracy"), Map.entry("train_accuracy", "training accuracy"),
            Map.entry("train_margin_violation", "training margin violations"));

    static Axes of(FigureSpec spec, CsvTable summary, GroupLabels labels) {
        List<String> header = summary.header();
        String x = spec.x().equals("learner") ? null : column(spec.x(), header);
        String y = switch (spec.y()) {
            case "epsilon_spent" -> SummaryLayout.EPSILON_SPENT;
            case Columns.FIT_SECONDS -> SummaryLayout.FIT_SECONDS;
            default -> column(SummaryLayout.mean(spec.y()), header);
        };
        Set<String> named = new HashSet<>(List.of(spec.x(), spec.series()));
        spec.panel().ifPresent(named::add);
        Set<String> namedColumns = new HashSet<>();
        for (String n : named) {
            namedColumns.add(n);
            namedColumns.add("param_" + n);
        }
        List<String> auto = labels.varyingSettings().stream().filter(c -> !namedColumns.contains(c)).toList();
        long configurations = GroupLabels.rows(summary).stream().map(r -> labels.configuration(r, named)).distinct()
                .count();
        boolean configPanel = !named.contains("learner") && configurations > 1;
        return new Axes(spec, x, y, auto, labels, named, configPanel);
    }

    /** The summary column holding an axis (a parameter axis may be prefixed with param_). */
    static String column(String axis, List<String> header) {
        if (header.contains(axis)) {
            return axis;
        }
        if (header.contains("param_" + axis)) {
            return "param_" + axis;
        }
        throw new IllegalArgumentException("the summary has no column '" + axis + "'");
    }

    /** A readable axis title. */
    static String title(String name) {
        return TITLES.getOrDefault(name, name);
    }

    String xTitle() {
        return title(spec.x());
    }

    String yTitle() {
        return title(spec.y());
    }

    /** True when some x value is not a number. */
    boolean categorical(CsvTable summary) {
        if (xColumn == null) {
            return true;
        }
        int i = summary.column(xColumn);
        for (List<String> r : summary.rows()) {
            try {
                SummaryLayout.number(r.get(i));
            } catch (NumberFormatException e) {
                return true;
            }
        }
        return false;
    }

    String x(Map<String, String> row) {
        return xColumn == null ? labels.configuration(row, onAxes) : row.get(xColumn);
    }

    String series(Map<String, String> row) {
        return switch (spec.series()) {
            case "none" -> title(spec.y());
            case "learner" -> labels.configuration(row, onAxes);
            default -> spec.series() + " = " + row.get(column(spec.series(), List.copyOf(row.keySet())));
        };
    }

    String panel(Map<String, String> row) {
        StringBuilder sb = new StringBuilder();
        if (configPanel) {
            append(sb, labels.configuration(row, onAxes));
        }
        spec.panel().ifPresent(p -> append(sb, p.equals("learner") ? labels.configuration(row, onAxes)
                : p + " = " + valueOrAny(row.get(column(p, List.copyOf(row.keySet()))))));
        for (String c : autoPanels) {
            append(sb, c + " = " + valueOrAny(row.get(c)));
        }
        return sb.toString();
    }

    /**
     * Stands for an empty panel value: a row without the setting (a non-private reference has no
     * accounting mode) belongs in every panel that agrees with it on the other settings.
     */
    static final String ANY = "\u2217";

    private static String valueOrAny(String value) {
        return value == null || value.isEmpty() ? ANY : value;
    }

    /** The half-length of the error bar: half the 95% interval, one sd, or 0. */
    double error(Map<String, String> row) {
        if (!yColumn.endsWith("_mean") || yColumn.equals(SummaryLayout.EPSILON_SPENT)
                || yColumn.equals(SummaryLayout.FIT_SECONDS)) {
            return 0;
        }
        String m = spec.y();
        return switch (spec.errorbars()) {
            case CI -> (SummaryLayout.number(row.get(SummaryLayout.ciHigh(m)))
                    - SummaryLayout.number(row.get(SummaryLayout.ciLow(m)))) / 2;
            case STD -> SummaryLayout.number(row.get(SummaryLayout.std(m)));
            case NONE -> 0;
        };
    }

    private static void append(StringBuilder sb, String part) {
        sb.append(sb.length() == 0 ? "" : ", ").append(part);
    }
}

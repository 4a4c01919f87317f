package privbench.harness.papertables;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import privbench.evaluation.Metric;
import privbench.evaluation.Metrics;
import privbench.harness.results.Columns;
import privbench.harness.tables.CsvTable;
import privbench.harness.tables.GroupLabels;
import privbench.harness.tables.SummaryLayout;
import privbench.harness.tuning.TunedTable;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Pivots a run's summary (and its tuned readings) to a {@link PivotTable}: one row per learner configuration (and any
 * other row column), one column per value of the column setting, every other setting fixed by {@code where} or
 * refused, so that no cell silently averages or drops groups.
 *
 * <p>Tablesaw holds the groups: the summary and tuned.csv are read into one table of text columns (tuned.csv's
 * rows appended as rows labelled "tuned privately" and "best of grid, not private", the join on the setting
 * columns they share) and {@code where} is a Tablesaw selection.
 */
public final class Pivot {

    /** The label column the pivot adds to the Tablesaw table. */
    private static final String ROW_LABEL = "row_label";
    private static final String REFERENCE = "reference";
    private static final String MEAN = "value_mean";
    private static final String LOW = "value_ci_low";
    private static final String HIGH = "value_ci_high";

    private Pivot() {
    }

    /**
     * The table.
     *
     * @param summary    summary.csv
     * @param layout     its columns
     * @param cells      the cells that pair repetitions for the marks (cells.csv and tuned-cells.csv), when kept
     * @param tuned      tuned.csv, when the run tuned
     * @throws IllegalArgumentException naming the option and the values it could take when the request does not fit
     */
    public static PivotTable of(CsvTable summary, SummaryLayout layout, List<CsvTable> cells, Optional<CsvTable> tuned,
                                PivotRequest request) {
        check(layout, request);
        String metric = request.metric();
        List<Map<String, String>> groups = GroupLabels.rows(summary);
        GroupLabels labels = GroupLabels.of(layout.settingColumns(), groups);
        Table t = groups(groups, labels, metric);
        List<String> notes = new ArrayList<>();
        if (request.tuned() && tuned.isPresent()) {
            Table readings = tunedRows(tuned.get(), metric, request, notes);
            if (readings.rowCount() > 0) {
                t = align(t, readings).append(align(readings, t));
            }
        }
        for (Map.Entry<String, String> w : request.where().entrySet()) {
            t = where(t, w.getKey(), w.getValue());
        }
        List<Map<String, String>> kept = rows(t);
        refuseUnshown(kept, layout, request);

        List<String> columns = columnValues(kept, request.columns());
        Map<List<String>, Map<String, Map<String, String>>> grid = new LinkedHashMap<>();
        for (Map<String, String> g : kept) {
            List<String> key = new ArrayList<>();
            for (String r : request.rows()) {
                key.add(r.equals(PivotRequest.LEARNER) ? g.get(ROW_LABEL) : g.getOrDefault(r, ""));
            }
            Map<String, String> earlier = grid.computeIfAbsent(key, k -> new LinkedHashMap<>())
                    .put(g.get(request.columns()), g);
            if (earlier != null) {
                throw new IllegalArgumentException("two groups share the row " + key + " and " + request.columns()
                        + " = " + g.get(request.columns()) + ": add the setting that tells them apart to --rows");
            }
        }
        boolean higher = Metrics.byId(metric).map(Metric::higherIsBetter).orElse(true);
        List<PivotTable.Row> rows = new ArrayList<>();
        for (Map.Entry<List<String>, Map<String, Map<String, String>>> e : grid.entrySet()) {
            List<PivotTable.Cell> line = new ArrayList<>();
            boolean reference = true;
            for (String c : columns) {
                Map<String, String> g = e.getValue().get(c);
                line.add(g == null ? PivotTable.Cell.absent() : cell(g));
                reference &= g == null || isReference(g);
            }
            rows.add(new PivotTable.Row(e.getKey(), line, reference));
        }
        rows = SignificantBest.mark(rows, grid, columns, cells, metric, higher, notes);
        List<String> headers = new ArrayList<>(request.rows());
        // a learner without the column's setting (a parameter another learner has) gets a column that says so
        List<String> columnLabels = columns.stream()
                .map(c -> c.isEmpty() ? request.columns() + " not set" : request.columns() + " = " + c).toList();
        notes.add(0, "Each value is the mean " + metric + " over the repetitions"
                + (request.interval() ? " ± half the width of its 95% Student-t interval" : "") + ".");
        if (kept.stream().anyMatch(g -> isReference(g) && !groupId(g).isEmpty())) {
            notes.add("Italics: a non-private reference (epsilon spent inf), not ranked.");
        }
        String fixed = fixed(kept, layout, request);
        if (!fixed.isEmpty()) {
            notes.add(1, "Every row: " + fixed + ".");
        }
        return new PivotTable(metric, headers, columnLabels, rows, notes);
    }

    private static void check(SummaryLayout layout, PivotRequest request) {
        if (!layout.metrics().contains(request.metric())) {
            throw new IllegalArgumentException("--metric " + request.metric() + " is not in this run; it has "
                    + String.join(", ", layout.metrics()));
        }
        List<String> settings = layout.settingColumns();
        if (!settings.contains(request.columns())) {
            throw new IllegalArgumentException("--cols " + request.columns() + " is not a setting of this run; it has "
                    + String.join(", ", settings));
        }
        for (String r : request.rows()) {
            if (!r.equals(PivotRequest.LEARNER) && !settings.contains(r)) {
                throw new IllegalArgumentException("--rows " + r + " is not a setting of this run; use learner or one of "
                        + String.join(", ", settings));
            }
        }
        for (String w : request.where().keySet()) {
            if (!settings.contains(w) && !w.equals(PivotRequest.LEARNER)) {
                throw new IllegalArgumentException("--where " + w + " is not a setting of this run; it has "
                        + String.join(", ", settings));
            }
        }
    }

    /** The summary's groups as a Tablesaw table of text, with the row label, the reference flag and the values. */
    private static Table groups(List<Map<String, String>> groups, GroupLabels labels, String metric) {
        Set<String> names = new LinkedHashSet<>(groups.isEmpty() ? List.of() : groups.get(0).keySet());
        names.addAll(List.of(ROW_LABEL, REFERENCE, MEAN, LOW, HIGH));
        Table t = Table.create("summary");
        for (String n : names) {
            t.addColumns(StringColumn.create(n));
        }
        for (Map<String, String> g : groups) {
            Map<String, String> v = new LinkedHashMap<>(g);
            v.put(ROW_LABEL, labels.configuration(g));
            v.put(REFERENCE, Boolean.toString("inf".equals(g.get(SummaryLayout.EPSILON_SPENT))));
            v.put(MEAN, g.get(SummaryLayout.mean(metric)));
            v.put(LOW, g.get(SummaryLayout.ciLow(metric)));
            v.put(HIGH, g.get(SummaryLayout.ciHigh(metric)));
            append(t, v);
        }
        return t;
    }

    /**
     * tuned.csv's two readings of each row, when the rows are learners: the private selection, and the best of grid
     * (its selection not private, so a reference: no group id to pair, never ranked).
     */
    private static Table tunedRows(CsvTable tuned, String metric, PivotRequest request, List<String> notes) {
        Table t = Table.create("tuned");
        for (String n : tuned.header()) {
            t.addColumns(StringColumn.create(n));
        }
        for (String n : List.of(ROW_LABEL, REFERENCE, MEAN, LOW, HIGH)) {
            t.addColumns(StringColumn.create(n));
        }
        if (tuned.column(SummaryLayout.mean(metric)) < 0 || !request.rows().contains(PivotRequest.LEARNER)) {
            return t;
        }
        for (Map<String, String> r : GroupLabels.rows(tuned)) {
            append(t, reading(r, "tuned privately", false, metric, c -> c));
            append(t, reading(r, "best of grid, not private", true, metric, TunedTable::bestOfGrid));
        }
        notes.add("Tuned rows (tuned.csv): \"tuned privately\" chose among the learner's settings inside the budget; "
                + "\"best of grid, not private\" is the setting with the best test result, picked after seeing them all"
                + " (tuning cost excluded), in italics, not ranked.");
        return t;
    }

    /** One reading of a tuned.csv row: its label, whether it is a reference, and where its mean and interval are. */
    private static Map<String, String> reading(Map<String, String> r, String label, boolean reference, String metric,
                                               UnaryOperator<String> column) {
        Map<String, String> v = new LinkedHashMap<>(r);
        if (reference) {
            v.put(Columns.GROUP_ID, "");
        }
        v.put(ROW_LABEL, r.get(PivotRequest.LEARNER) + " (" + label + ")");
        v.put(REFERENCE, Boolean.toString(reference));
        v.put(MEAN, r.get(column.apply(SummaryLayout.mean(metric))));
        v.put(LOW, r.get(column.apply(SummaryLayout.ciLow(metric))));
        v.put(HIGH, r.get(column.apply(SummaryLayout.ciHigh(metric))));
        return v;
    }

    private static void append(Table t, Map<String, String> values) {
        for (String c : t.columnNames()) {
            t.stringColumn(c).append(values.getOrDefault(c, ""));
        }
    }

    /**
     * A copy of {@code t} with every column {@code other} has and it lacks, empty, in a fixed (sorted) order: Tablesaw
     * appends tables column by column, so both sides of the join must list the same columns in the same order.
     */
    private static Table align(Table t, Table other) {
        Table out = t.copy();
        for (String c : other.columnNames()) {
            if (!out.containsColumn(c)) {
                StringColumn empty = StringColumn.create(c);
                for (int i = 0; i < out.rowCount(); i++) {
                    empty.append("");
                }
                out.addColumns(empty);
            }
        }
        return out.reorderColumns(names(t, other));
    }

    private static String[] names(Table first, Table second) {
        Set<String> all = new LinkedHashSet<>(first.columnNames());
        all.addAll(second.columnNames());
        List<String> sorted = new ArrayList<>(all);
        sorted.sort(Comparator.naturalOrder());
        return sorted.toArray(String[]::new);
    }

    private static Table where(Table t, String column, String value) {
        Table kept = t.where(t.stringColumn(column).isEqualTo(value));
        if (kept.rowCount() == 0) {
            Set<String> values = new LinkedHashSet<>(t.stringColumn(column).asList());
            throw new IllegalArgumentException("--where " + column + "=" + value + " keeps no group; " + column
                    + " takes " + String.join(", ", values));
        }
        return kept;
    }

    private static List<Map<String, String>> rows(Table t) {
        List<Map<String, String>> out = new ArrayList<>();
        for (int i = 0; i < t.rowCount(); i++) {
            Map<String, String> m = new LinkedHashMap<>();
            for (String c : t.columnNames()) {
                m.put(c, t.stringColumn(c).get(i));
            }
            out.add(m);
        }
        return out;
    }

    /** A setting that still varies but is neither a row nor the column would make cells that mix groups. */
    private static void refuseUnshown(List<Map<String, String>> kept, SummaryLayout layout, PivotRequest request) {
        List<Map<String, String>> summaryRows = kept.stream().filter(g -> !g.get(Columns.GROUP_ID).isEmpty()
                && g.containsKey("params") && !g.get("params").isEmpty()).toList();
        List<String> varying = GroupLabels.of(layout.settingColumns(), summaryRows).varyingSettings();
        for (String v : varying) {
            if (!request.rows().contains(v) && !v.equals(request.columns())) {
                Set<String> values = new LinkedHashSet<>();
                summaryRows.forEach(g -> values.add(g.getOrDefault(v, "")));
                throw new IllegalArgumentException(v + " varies (" + String.join(", ", values) + ") but is neither a"
                        + " --rows column nor --cols: add --where " + v + "=" + values.iterator().next()
                        + " or --rows " + String.join(",", request.rows()) + "," + v);
            }
        }
    }

    /** The column's values, in numeric order when they are all numbers, else in order of appearance. */
    private static List<String> columnValues(List<Map<String, String>> kept, String column) {
        List<String> values = new ArrayList<>(new LinkedHashSet<>(kept.stream().map(g -> g.get(column)).toList()));
        try {
            values.sort(Comparator.comparingDouble(SummaryLayout::number));
        } catch (NumberFormatException notNumbers) {
            // text values (a dataset name) keep the summary's order
        }
        return values;
    }

    private static PivotTable.Cell cell(Map<String, String> g) {
        double mean = SummaryLayout.number(g.get(MEAN));
        double half = (SummaryLayout.number(g.get(HIGH)) - SummaryLayout.number(g.get(LOW))) / 2;
        return new PivotTable.Cell(mean, half, isReference(g) ? PivotTable.Mark.REFERENCE : PivotTable.Mark.PLAIN);
    }

    private static String fixed(List<Map<String, String>> kept, SummaryLayout layout, PivotRequest request) {
        List<String> parts = new ArrayList<>();
        for (String c : layout.settingColumns()) {
            if (request.rows().contains(c) || c.equals(request.columns())) {
                continue;
            }
            Set<String> values = new LinkedHashSet<>();
            kept.forEach(g -> values.add(g.getOrDefault(c, "")));
            values.remove("");
            if (values.size() == 1) {
                parts.add(c + " = " + values.iterator().next());
            }
        }
        return String.join(", ", parts);
    }

    /** The group id of a grid entry, for the marks; empty for a reading no cells hold. */
    static String groupId(Map<String, String> g) {
        return g.getOrDefault(Columns.GROUP_ID, "");
    }

    /** Whether a grid entry is a reference (never ranked). */
    static boolean isReference(Map<String, String> g) {
        return "true".equals(g.get(REFERENCE));
    }

    /** The grid entry's mean. */
    static double mean(Map<String, String> g) {
        return SummaryLayout.number(g.get(MEAN));
    }
}

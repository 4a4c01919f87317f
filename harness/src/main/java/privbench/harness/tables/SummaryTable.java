package privbench.harness.tables;

import privbench.harness.results.Columns;
import static tech.tablesaw.aggregate.AggregateFunctions.count;
import static tech.tablesaw.aggregate.AggregateFunctions.mean;
import static tech.tablesaw.aggregate.AggregateFunctions.stdDev;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.commons.math3.distribution.TDistribution;
import privbench.canonical.Canonical;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * summary.csv: one row per cell group (every column of the cell but its repetition and seed), with the
 * number of successful repetitions and, for every metric, the mean, the sample standard deviation and
 * a 95% confidence interval of the mean.
 *
 * <p>The interval is mean +- t(0.975, r - 1) x sd / sqrt(r) over the r successful repetitions (Student t,
 * as repetitions are few); it is left empty when r < 2. Cells are sorted by cell id before grouping, so
 * sums run in one order whatever order the cells finished in.
 */
public final class SummaryTable {

    /** Tablesaw's aggregate column prefixes and the suffixes summary.csv uses instead. */
    private static final Map<String, String> RENAMES = Map.of("Mean", "mean", "Std. Deviation", "std", "Count", "count");

    private SummaryTable() {
    }

    /**
     * Summarises cells.csv rows.
     *
     * @param cells        the rows of cells.csv
     * @param groupColumns the columns that identify a group, in sort order (group_id among them)
     * @param metrics      the metric columns
     */
    public static CsvTable of(CsvTable cells, List<String> groupColumns, List<String> metrics) {
        List<List<String>> sorted = new ArrayList<>(cells.rows());
        sorted.sort(Comparator.comparing(r -> cells.get(r, Columns.CELL_ID)));
        List<String> values = new ArrayList<>(metrics);
        values.addAll(List.of("epsilon_spent", Columns.FIT_SECONDS));
        Map<String, Map<String, Double>> stats = stats(cells, sorted, values);
        List<String> header = new ArrayList<>(groupColumns);
        header.addAll(List.of("n_reps", "n_errors"));
        for (String m : metrics) {
            header.addAll(List.of(m + "_mean", m + "_std", m + "_ci_low", m + "_ci_high"));
        }
        header.addAll(List.of("epsilon_spent_mean", "fit_seconds_mean"));
        header.addAll(Group.LABELS);
        List<List<String>> out = new ArrayList<>();
        for (Group g : groups(cells, sorted).values()) {
            out.add(row(cells, g, stats.get(g.id), groupColumns, metrics));
        }
        out.sort(groupOrder(header, groupColumns));
        return new CsvTable(header, out);
    }

    /** What a group's summary needs besides the statistics: its first row, errors and labels. */
    private static final class Group {
        static final List<String> LABELS = List.of("accountant", "neighbouring", "caveat");

        final String id;
        final List<String> first;
        int errors;
        boolean unbounded;
        final Map<String, Set<String>> labels = new LinkedHashMap<>();

        Group(String id, List<String> first) {
            this.id = id;
            this.first = first;
        }
    }

    private static Map<String, Group> groups(CsvTable cells, List<List<String>> sorted) {
        Map<String, Group> groups = new LinkedHashMap<>();
        for (List<String> r : sorted) {
            Group g = groups.computeIfAbsent(cells.get(r, Columns.GROUP_ID), id -> new Group(id, r));
            if (!cells.get(r, Columns.STATUS).equals("ok")) {
                g.errors++;
                continue;
            }
            g.unbounded |= cells.get(r, "epsilon_spent").equals("inf");
            for (String c : Group.LABELS) {
                g.labels.computeIfAbsent(c, k -> new LinkedHashSet<>()).add(cells.get(r, c));
            }
        }
        return groups;
    }

    private static List<String> row(CsvTable cells, Group g, Map<String, Double> s, List<String> groupColumns, List<String> metrics) {
        List<String> row = new ArrayList<>();
        for (String c : groupColumns) {
            row.add(cells.get(g.first, c));
        }
        int reps = s == null ? 0 : s.get((metrics.isEmpty() ? "epsilon_spent" : metrics.get(0)) + "_count").intValue();
        row.add(Integer.toString(reps));
        row.add(Integer.toString(g.errors));
        for (String m : metrics) {
            row.addAll(interval(s, m, reps));
        }
        // a mean over guarantees including "none" (infinite epsilon) is no guarantee either
        row.add(s == null ? "" : g.unbounded ? "inf" : number(s.get("epsilon_spent_mean")));
        // fit times published as none (run --fit-times none) leave the mean empty, not 0
        Double fit = s == null ? null : s.get("fit_seconds_mean");
        row.add(fit == null || Double.isNaN(fit) ? "" : number(Math.round(fit * 1e6) / 1e6));
        for (String c : Group.LABELS) {
            row.add(String.join(" | ", g.labels.getOrDefault(c, Set.of()).stream().filter(v -> !v.isEmpty()).toList()));
        }
        return row;
    }

    /** Mean, sd and count of every value column per group, from the successful rows, via Tablesaw. */
    private static Map<String, Map<String, Double>> stats(CsvTable cells, List<List<String>> sorted, List<String> values) {
        Table t = Table.create("cells");
        StringColumn group = StringColumn.create(Columns.GROUP_ID);
        t.addColumns(group);
        for (String v : values) {
            t.addColumns(DoubleColumn.create(v));
        }
        for (List<String> r : sorted) {
            if (!cells.get(r, Columns.STATUS).equals("ok")) {
                continue;
            }
            group.append(cells.get(r, Columns.GROUP_ID));
            for (String v : values) {
                t.doubleColumn(v).append(parse(cells.get(r, v)));
            }
        }
        Map<String, Map<String, Double>> out = new LinkedHashMap<>();
        if (t.rowCount() == 0) {
            return out;
        }
        Table s = t.summarize(values, mean, stdDev, count).by(Columns.GROUP_ID);
        renameAggregates(s);
        // Tablesaw's Row is a cursor that moves on: copy each row's values before the next step
        for (Row row : s) {
            Map<String, Double> copy = new LinkedHashMap<>();
            for (String c : s.columnNames()) {
                if (!c.equals(Columns.GROUP_ID)) {
                    copy.put(c, row.getNumber(c));
                }
            }
            out.put(row.getString(Columns.GROUP_ID), copy);
        }
        return out;
    }

    /** The one place where Tablesaw's {@code Mean [x]} names become {@code x_mean}. */
    private static void renameAggregates(Table s) {
        for (String name : s.columnNames()) {
            int open = name.indexOf(" [");
            if (open > 0 && name.endsWith("]")) {
                String fn = RENAMES.get(name.substring(0, open));
                if (fn == null) {
                    throw new IllegalStateException("unexpected Tablesaw aggregate column " + name);
                }
                s.column(name).setName(name.substring(open + 2, name.length() - 1) + "_" + fn);
            }
        }
    }

    private static List<String> interval(Map<String, Double> s, String m, int reps) {
        if (s == null || reps == 0) {
            return List.of("", "", "", "");
        }
        double mean = s.get(m + "_mean");
        if (reps < 2) {
            return List.of(number(mean), "", "", "");
        }
        double sd = s.get(m + "_std");
        double t = new TDistribution(null, reps - 1).inverseCumulativeProbability(0.975);
        double half = t * sd / Math.sqrt(reps);
        return List.of(number(mean), number(sd), number(mean - half), number(mean + half));
    }

    private static double parse(String v) {
        if (v.isEmpty()) {
            return Double.NaN;
        }
        return v.equals("inf") ? Double.POSITIVE_INFINITY : Double.parseDouble(v);
    }

    private static String number(double v) {
        return Double.isNaN(v) ? "" : Canonical.number(v);
    }

    /** Rows by their group columns in order (the group id, a hash, last), numbers compared as numbers. */
    private static Comparator<List<String>> groupOrder(List<String> header, List<String> groupColumns) {
        Comparator<List<String>> c = (a, b) -> 0;
        List<String> order = new ArrayList<>(groupColumns);
        if (order.remove(Columns.GROUP_ID)) {
            order.add(Columns.GROUP_ID);
        }
        for (String col : order) {
            int i = header.indexOf(col);
            c = c.thenComparing((a, b) -> compareValues(a.get(i), b.get(i)));
        }
        return c;
    }

    private static int compareValues(String a, String b) {
        Double x = number(a);
        Double y = number(b);
        if (x != null && y != null) {
            return Double.compare(x, y);
        }
        return a.compareTo(b);
    }

    private static Double number(String s) {
        if (s.equals("inf")) {
            return Double.POSITIVE_INFINITY;
        }
        try {
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}

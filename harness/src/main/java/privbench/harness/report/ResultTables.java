package privbench.harness.report;

import privbench.harness.results.Columns;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import privbench.evaluation.Metric;
import privbench.evaluation.Metrics;
import privbench.harness.tables.GroupLabels;
import privbench.harness.tables.ReadableNumber;
import privbench.harness.tables.SummaryLayout;

/**
 * The summary as paper-style tables: one table per metric (and for fit time), a row per learner
 * configuration, a column per value of the main swept axis (epsilon when it varies), one table per value
 * of the other varying settings. The best private value of each column is bold; non-private references
 * are in italics and not ranked.
 */
final class ResultTables {

    private final List<Map<String, String>> rows;
    private final SummaryLayout layout;
    private final GroupLabels labels;
    private final String columnAxis;
    private final List<String> blockAxes;

    ResultTables(List<Map<String, String>> rows, SummaryLayout layout, GroupLabels labels) {
        this.rows = rows;
        this.layout = layout;
        this.labels = labels;
        List<String> varying = labels.varyingSettings();
        this.columnAxis = varying.contains("epsilon") ? "epsilon" : varying.isEmpty() ? null : varying.get(0);
        this.blockAxes = varying.stream().filter(c -> !c.equals(columnAxis)).toList();
    }

    /** The blocks of the results section. */
    List<Block> blocks() {
        List<Block> out = new ArrayList<>();
        String fixed = fixedSettings();
        if (!fixed.isEmpty()) {
            out.add(Block.Paragraph.of(Span.plain("Every row: " + fixed + ".")));
        }
        out.add(Block.Paragraph.of(Span.plain("Each cell is the mean over the successful repetitions ± half the width "
                + "of its 95% Student-t interval (no interval with one repetition). "), Span.bold("Bold"),
                Span.plain(": the best private learner of the column. "), Span.italic("Italics"),
                Span.plain(": a non-private reference (or epsilon = inf), not ranked.")));
        for (String m : layout.metrics()) {
            boolean higher = Metrics.byId(m).map(Metric::higherIsBetter).orElse(true);
            out.add(new Block.Heading(3, Axes.title(m)));
            out.addAll(tables(m, SummaryLayout.mean(m), higher, true));
        }
        out.add(new Block.Heading(3, "fit time (s)"));
        out.addAll(tables(Columns.FIT_SECONDS, SummaryLayout.FIT_SECONDS, false, false));
        return out;
    }

    /**
     * The privacy each configuration spent: accountants, neighbouring relations, the range of the mean
     * epsilon spent over its groups, and caveats.
     */
    Block.Table privacy() {
        Map<String, List<Map<String, String>>> byConfiguration = new LinkedHashMap<>();
        rows.forEach(r -> byConfiguration.computeIfAbsent(labels.configuration(r), k -> new ArrayList<>()).add(r));
        List<List<Span>> out = new ArrayList<>();
        for (Map.Entry<String, List<Map<String, String>>> e : byConfiguration.entrySet()) {
            double lo = Double.POSITIVE_INFINITY;
            double hi = Double.NEGATIVE_INFINITY;
            for (Map<String, String> g : e.getValue()) {
                double v = SummaryLayout.number(g.get(SummaryLayout.EPSILON_SPENT));
                if (!Double.isNaN(v)) {
                    lo = Math.min(lo, v);
                    hi = Math.max(hi, v);
                }
            }
            String spent = lo > hi ? "" : lo == hi ? ReadableNumber.of(lo) : ReadableNumber.of(lo) + " to " + ReadableNumber.of(hi);
            out.add(List.of(Span.plain(e.getKey()), Span.plain(joined(e.getValue(), "accountant")),
                    Span.plain(joined(e.getValue(), "neighbouring")), Span.plain(spent),
                    Span.plain(joined(e.getValue(), "caveat"))));
        }
        return new Block.Table(List.of("learner", "accountant", "neighbouring", "epsilon spent", "caveat"), out,
                List.of(false, false, false, true, false));
    }

    private static String joined(List<Map<String, String>> groups, String column) {
        Set<String> values = new LinkedHashSet<>();
        for (Map<String, String> g : groups) {
            for (String v : g.getOrDefault(column, "").split(" \\| ")) {
                if (!v.isBlank()) {
                    values.add(v.strip());
                }
            }
        }
        return String.join("; ", values);
    }

    private String fixedSettings() {
        List<String> parts = new ArrayList<>();
        for (String c : layout.settingColumns()) {
            Set<String> values = new LinkedHashSet<>();
            rows.forEach(r -> values.add(r.getOrDefault(c, "")));
            if (values.size() == 1 && !values.iterator().next().isEmpty()) {
                parts.add(c + " = " + values.iterator().next());
            }
        }
        return String.join(", ", parts);
    }

    private List<Block> tables(String quantity, String meanColumn, boolean higherIsBetter, boolean interval) {
        Map<String, List<Map<String, String>>> blocks = new LinkedHashMap<>();
        for (Map<String, String> r : rows) {
            blocks.computeIfAbsent(key(r, blockAxes), k -> new ArrayList<>()).add(r);
        }
        List<Block> out = new ArrayList<>();
        for (Map.Entry<String, List<Map<String, String>>> b : blocks.entrySet()) {
            if (!b.getKey().isEmpty()) {
                out.add(Block.Paragraph.of(Span.bold(b.getKey())));
            }
            out.add(table(b.getValue(), quantity, meanColumn, higherIsBetter, interval));
        }
        return out;
    }

    private Block.Table table(List<Map<String, String>> block, String quantity, String meanColumn,
                              boolean higherIsBetter, boolean interval) {
        List<String> columns = new ArrayList<>(new LinkedHashSet<>(block.stream()
                .map(r -> columnAxis == null ? quantity : r.get(columnAxis)).toList()));
        Map<String, Map<String, Map<String, String>>> grid = new LinkedHashMap<>();
        for (Map<String, String> r : block) {
            grid.computeIfAbsent(labels.configuration(r), k -> new LinkedHashMap<>())
                    .put(columnAxis == null ? quantity : r.get(columnAxis), r);
        }
        Map<String, Double> best = best(grid, columns, meanColumn, higherIsBetter);
        List<String> header = new ArrayList<>();
        header.add("learner");
        columns.forEach(c -> header.add(columnAxis == null ? c : columnAxis + " = " + c));
        List<List<Span>> out = new ArrayList<>();
        for (Map.Entry<String, Map<String, Map<String, String>>> e : grid.entrySet()) {
            List<Span> cells = new ArrayList<>();
            cells.add(Span.plain(e.getKey()));
            for (String c : columns) {
                Map<String, String> g = e.getValue().get(c);
                cells.add(g == null ? Span.plain("–") : cell(g, quantity, meanColumn, interval, best.get(c)));
            }
            out.add(cells);
        }
        List<Boolean> numeric = new ArrayList<>();
        numeric.add(false);
        columns.forEach(c -> numeric.add(true));
        return new Block.Table(header, out, numeric);
    }

    /** The best mean of each column over private groups (over all groups when none is private). */
    private static Map<String, Double> best(Map<String, Map<String, Map<String, String>>> grid, List<String> columns,
                                            String meanColumn, boolean higherIsBetter) {
        Map<String, Double> best = new LinkedHashMap<>();
        for (String c : columns) {
            List<Map<String, String>> column = grid.values().stream().map(m -> m.get(c)).filter(g -> g != null).toList();
            List<Map<String, String>> ranked = column.stream().filter(g -> !nonPrivate(g)).toList();
            double b = Double.NaN;
            for (Map<String, String> g : ranked.isEmpty() ? column : ranked) {
                double v = SummaryLayout.number(g.get(meanColumn));
                if (!Double.isNaN(v) && (Double.isNaN(b) || (higherIsBetter ? v > b : v < b))) {
                    b = v;
                }
            }
            best.put(c, b);
        }
        return best;
    }

    private static Span cell(Map<String, String> g, String quantity, String meanColumn, boolean interval, double best) {
        double mean = SummaryLayout.number(g.get(meanColumn));
        if (Double.isNaN(mean)) {
            return Span.plain("failed (" + g.get(SummaryLayout.ERRORS) + ")");
        }
        String text = ReadableNumber.of(mean);
        if (interval) {
            double half = (SummaryLayout.number(g.get(SummaryLayout.ciHigh(quantity)))
                    - SummaryLayout.number(g.get(SummaryLayout.ciLow(quantity)))) / 2;
            text += Double.isNaN(half) ? "" : " ± " + ReadableNumber.of(half, 2);
        }
        String errors = g.getOrDefault(SummaryLayout.ERRORS, "0");
        if (!errors.equals("0") && !errors.isEmpty()) {
            text += " (" + errors + " failed)";
        }
        if (nonPrivate(g)) {
            return Span.italic(text);
        }
        return mean == best ? Span.bold(text) : Span.plain(text);
    }

    private static boolean nonPrivate(Map<String, String> g) {
        return "inf".equals(g.get(SummaryLayout.EPSILON_SPENT));
    }

    private static String key(Map<String, String> r, List<String> columns) {
        List<String> parts = new ArrayList<>();
        for (String c : columns) {
            parts.add(c + " = " + r.get(c));
        }
        return String.join(", ", parts);
    }
}

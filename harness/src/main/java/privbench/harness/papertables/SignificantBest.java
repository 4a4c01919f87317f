package privbench.harness.papertables;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import privbench.harness.compare.PairedRepetitions;
import privbench.harness.results.Columns;
import privbench.harness.tables.CsvTable;

/**
 * Marks the best private value of each column, and only where it is best by more than chance: the best and the
 * runner-up are paired by repetition (the same data draw and split, the verdict rule of results/reference/README.md)
 * and the best is bold only when the paired 95% interval of their difference excludes 0. Bold for a lead the
 * repetitions cannot separate would be the unpaired "clearly" a paper reader cannot check.
 */
final class SignificantBest {

    private SignificantBest() {
    }

    static List<PivotTable.Row> mark(List<PivotTable.Row> rows, Map<List<String>, Map<String, Map<String, String>>> grid,
                                     List<String> columns, List<CsvTable> cells, String metric, boolean higher,
                                     List<String> notes) {
        Map<String, Map<String, Double>> byGroup = index(cells, metric);
        List<List<String>> keys = new ArrayList<>(grid.keySet());
        List<List<PivotTable.Cell>> out = new ArrayList<>();
        rows.forEach(r -> out.add(new ArrayList<>(r.cells())));
        int marked = 0;
        int tied = 0;
        for (int c = 0; c < columns.size(); c++) {
            int best = -1;
            int second = -1;
            for (int r = 0; r < keys.size(); r++) {
                Map<String, String> g = grid.get(keys.get(r)).get(columns.get(c));
                if (g == null || Pivot.isReference(g) || Double.isNaN(Pivot.mean(g))) {
                    continue;
                }
                double v = (higher ? 1 : -1) * Pivot.mean(g);
                if (best < 0 || v > signed(grid, keys, best, columns.get(c), higher)) {
                    second = best;
                    best = r;
                } else if (second < 0 || v > signed(grid, keys, second, columns.get(c), higher)) {
                    second = r;
                }
            }
            if (best < 0 || second < 0) {
                continue;
            }
            Map<String, String> a = grid.get(keys.get(best)).get(columns.get(c));
            Map<String, String> b = grid.get(keys.get(second)).get(columns.get(c));
            double[] diffs = differences(byGroup.get(Pivot.groupId(a)), byGroup.get(Pivot.groupId(b)), higher);
            if (diffs.length >= 2) {
                PairedRepetitions.Result p = PairedRepetitions.Result.of(diffs);
                if (p.meanDifference() - p.detectable(0.05) > 0) {
                    out.get(best).set(c, out.get(best).get(c).marked(PivotTable.Mark.BEST));
                    marked++;
                    continue;
                }
            }
            tied++;
        }
        notes.add(byGroup.isEmpty() ? "No cells to pair repetitions: no value is marked best."
                : "Bold: the best private value of its column, ahead of the runner-up by a paired 95% interval "
                + "(same repetitions) that excludes 0; " + marked + " column" + (marked == 1 ? "" : "s") + " marked, "
                + tied + " where the best is not separated from the runner-up.");
        List<PivotTable.Row> marks = new ArrayList<>();
        for (int r = 0; r < rows.size(); r++) {
            marks.add(new PivotTable.Row(rows.get(r).labels(), out.get(r), rows.get(r).reference()));
        }
        return marks;
    }

    private static double signed(Map<List<String>, Map<String, Map<String, String>>> grid, List<List<String>> keys,
                                 int r, String column, boolean higher) {
        return (higher ? 1 : -1) * Pivot.mean(grid.get(keys.get(r)).get(column));
    }

    /** group id -> repetition -> the metric of its ok cell. */
    private static Map<String, Map<String, Double>> index(List<CsvTable> cells, String metric) {
        Map<String, Map<String, Double>> out = new HashMap<>();
        for (CsvTable t : cells) {
            int m = t.column(metric);
            if (m < 0 || t.column(Columns.GROUP_ID) < 0) {
                continue;
            }
            for (List<String> row : t.rows()) {
                if (t.get(row, Columns.STATUS).equals("ok") && !row.get(m).isEmpty()) {
                    out.computeIfAbsent(t.get(row, Columns.GROUP_ID), k -> new HashMap<>())
                            .put(t.get(row, "repetition"), Double.parseDouble(row.get(m)));
                }
            }
        }
        return out;
    }

    /** best - runner-up per repetition both have, in the direction where larger is better. */
    private static double[] differences(Map<String, Double> a, Map<String, Double> b, boolean higher) {
        if (a == null || b == null) {
            return new double[0];
        }
        List<Double> d = new ArrayList<>();
        a.forEach((rep, v) -> {
            Double w = b.get(rep);
            if (w != null) {
                d.add((higher ? 1 : -1) * (v - w));
            }
        });
        return d.stream().mapToDouble(Double::doubleValue).toArray();
    }
}

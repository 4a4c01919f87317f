package privbench.harness.tuning;

import privbench.harness.results.Columns;
import privbench.harness.results.RunFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import privbench.canonical.Canonical;
import privbench.evaluation.Metric;
import privbench.harness.experiment.TuningSpec;
import privbench.harness.tables.CsvTable;
import privbench.harness.tables.SummaryTable;

/**
 * tuned.csv: per learner and target (epsilon, delta), the privately tuned reading (the selection inside the
 * budget, {@code <metric>_mean} with its 95% interval over repetitions) beside the best-of-grid reading at the same
 * target ({@code best_of_grid_<metric>_*}: the best setting's summary.csv row, chosen after seeing every setting's
 * test metric, so neither its selection nor its cost is private; {@code best_of_grid_reading} says so on every
 * row).
 */
public final class TunedTable {

    /** The file name. */
    public static final String FILE = "tuned.csv";

    /** The label of every best-of-grid value. */
    public static final String BEST_OF_GRID = "selection not private, tuning cost excluded";

    private TunedTable() {
    }

    /** The best-of-grid column of a summary column ({@code accuracy_mean} to {@code best_of_grid_accuracy_mean}). */
    public static String bestOfGrid(String summaryColumn) {
        return "best_of_grid_" + summaryColumn;
    }

    static void write(Path folder, TunedCellsLayout layout, List<Metric> metrics, TuningSpec spec) throws IOException {
        CsvTable cells = CsvTable.read(folder.resolve(TunedCellsLayout.FILE));
        List<String> ids = metrics.stream().map(Metric::id).toList();
        CsvTable tuned = SummaryTable.of(cells, layout.groupColumns(), ids);
        CsvTable summary = CsvTable.read(folder.resolve(RunFiles.SUMMARY));
        List<String> header = new ArrayList<>(layout.groupColumns());
        header.addAll(List.of("n_reps", "n_errors", "grid", "candidates_expected", "candidates_mean",
                "epsilon_spent", "delta_spent", "accountant", "neighbouring", "caveat"));
        for (Metric m : metrics) {
            String id = m.id();
            header.addAll(List.of(id + "_mean", id + "_std", id + "_ci_low", id + "_ci_high",
                    bestOfGrid(id + "_mean"), bestOfGrid(id + "_ci_low"), bestOfGrid(id + "_ci_high"),
                    bestOfGrid(id + "_params")));
        }
        header.addAll(List.of("best_of_grid_reading", "tuning"));
        List<List<String>> rows = new ArrayList<>();
        for (List<String> t : tuned.rows()) {
            Map<String, String> v = new LinkedHashMap<>();
            for (String c : layout.groupColumns()) {
                v.put(c, tuned.get(t, c));
            }
            v.put("n_reps", tuned.get(t, "n_reps"));
            v.put("n_errors", tuned.get(t, "n_errors"));
            Group g = group(cells, tuned.get(t, Columns.GROUP_ID));
            v.put("grid", g.grid);
            v.put("candidates_expected", Canonical.number(spec.mean()));
            v.put("candidates_mean", g.runs == 0 ? "" : Canonical.number(g.candidates / g.runs));
            v.put("epsilon_spent", g.epsilonSpent);
            v.put("delta_spent", g.deltaSpent);
            for (String c : List.of("accountant", "neighbouring", "caveat")) {
                v.put(c, tuned.get(t, c));
            }
            List<List<String>> grid = bestOfGridRows(summary, tuned, t, layout);
            for (Metric m : metrics) {
                String id = m.id();
                for (String s : List.of("_mean", "_std", "_ci_low", "_ci_high")) {
                    v.put(id + s, tuned.get(t, id + s));
                }
                List<String> best = best(summary, grid, id, m.higherIsBetter());
                if (best != null) {
                    v.put(bestOfGrid(id + "_mean"), summary.get(best, id + "_mean"));
                    v.put(bestOfGrid(id + "_ci_low"), summary.get(best, id + "_ci_low"));
                    v.put(bestOfGrid(id + "_ci_high"), summary.get(best, id + "_ci_high"));
                    v.put(bestOfGrid(id + "_params"), summary.get(best, "params"));
                }
            }
            v.put("best_of_grid_reading", BEST_OF_GRID);
            v.put("tuning", spec.describe());
            List<String> row = new ArrayList<>();
            for (String c : header) {
                row.add(v.getOrDefault(c, ""));
            }
            rows.add(row);
        }
        new CsvTable(header, rows).write(folder.resolve(FILE));
    }

    /** What a group's successful selections share or average. */
    private record Group(String grid, double candidates, int runs, String epsilonSpent, String deltaSpent) {
    }

    private static Group group(CsvTable cells, String groupId) {
        String grid = "";
        String eps = "";
        String delta = "";
        double k = 0;
        int runs = 0;
        for (List<String> r : cells.rows()) {
            if (!cells.get(r, Columns.GROUP_ID).equals(groupId)) {
                continue;
            }
            grid = cells.get(r, "grid");
            eps = cells.get(r, "epsilon_spent");
            delta = cells.get(r, "delta_spent");
            if (cells.get(r, Columns.STATUS).equals("ok")) {
                k += Double.parseDouble(cells.get(r, "candidates"));
                runs++;
            }
        }
        return new Group(grid, k, runs, eps, delta);
    }

    /** The summary.csv rows of the same learner, data and target: its grid's settings. */
    private static List<List<String>> bestOfGridRows(CsvTable summary, CsvTable tuned, List<String> t,
                                                     TunedCellsLayout layout) {
        List<String> match = new ArrayList<>(layout.groupColumns());
        match.remove(Columns.GROUP_ID);
        List<List<String>> out = new ArrayList<>();
        for (List<String> s : summary.rows()) {
            boolean same = true;
            for (String c : match) {
                same &= summary.column(c) >= 0 && summary.get(s, c).equals(tuned.get(t, c));
            }
            if (same) {
                out.add(s);
            }
        }
        return out;
    }

    private static List<String> best(CsvTable summary, List<List<String>> grid, String metric, boolean higher) {
        List<String> best = null;
        double bestValue = Double.NaN;
        for (List<String> s : grid) {
            String text = summary.get(s, metric + "_mean");
            if (text.isEmpty()) {
                continue;
            }
            double v = Double.parseDouble(text);
            if (best == null || (higher ? v > bestValue : v < bestValue)) {
                best = s;
                bestValue = v;
            }
        }
        return best;
    }
}

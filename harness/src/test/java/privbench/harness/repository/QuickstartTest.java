package privbench.harness.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.datasets.DataDirectory;
import privbench.harness.experiment.schema.ExperimentReader;
import privbench.harness.report.FigureData;
import privbench.harness.report.Report;
import privbench.harness.sweep.ExperimentRun;
import privbench.harness.sweep.Progress;
import privbench.harness.sweep.Shard;
import privbench.harness.tables.CsvTable;
import privbench.harness.testing.Cli;
import privbench.harness.tuning.TuningStage;
import privbench.harness.tables.GroupLabels;
import privbench.harness.tables.RunFolder;
import privbench.learners.Learners;

/**
 * The README's quickstart, run for real: utility columns are bit-identical across thread counts and
 * change with the seed; dp-gd's accuracy grows with the budget; the non-private reference bounds every
 * private learner.
 */
class QuickstartTest {

    private static final List<String> UTILITY = List.of("accuracy", "auc", "epsilon_spent", "delta_spent", "status");

    @TempDir
    static Path tmp;

    private static Path quickstart;
    private static Path serial;

    @BeforeAll
    static void runSerially() throws IOException {
        quickstart = RepositoryPaths.root().resolve("experiments/quickstart.yaml");
        serial = run(quickstart, "t1", 1);
    }

    private static Path run(Path file, String name, int threads) throws IOException {
        Path out = tmp.resolve(name);
        var runner = new ExperimentRun(Learners.ALL, new DataDirectory(Optional.empty(), Map.of()), Progress.silent())
                .withStage(TuningStage::prepare);
        var result = runner.run(ExperimentRun.Request.of(file, tmp).out(out).threads(threads).fresh(true)
                .commandLine(List.of("run", file.toString())).build());
        assertEquals(0, result.failed(), "no quickstart cell may fail");
        assertEquals(0, result.stageFailed(), "no quickstart selection may fail");
        return out;
    }

    /** selection id -> its row of tuned-cells.csv without the wall time. */
    private static Map<String, List<String>> selections(Path folder) throws IOException {
        CsvTable t = CsvTable.read(folder.resolve("tuned-cells.csv"));
        Map<String, List<String>> out = new TreeMap<>();
        for (List<String> row : t.rows()) {
            List<String> v = new ArrayList<>(row);
            v.set(t.column("fit_seconds"), "");
            out.put(t.get(row, "cell_id"), v);
        }
        return out;
    }

    /** cell id -> the utility and privacy columns of that cell. */
    private static Map<String, List<String>> utility(Path folder) throws IOException {
        CsvTable t = CsvTable.read(folder.resolve("cells.csv"));
        Map<String, List<String>> out = new TreeMap<>();
        for (List<String> row : t.rows()) {
            List<String> v = new ArrayList<>();
            for (String c : UTILITY) {
                v.add(t.get(row, c));
            }
            out.put(t.get(row, "cell_id"), v);
        }
        return out;
    }

    @Test
    void report_drawsAccuracyAgainstEpsilon_withOneNamedSeriesPerLearnerSetting() throws IOException {
        var report = Report.write(serial, Optional.empty(), Learners.ALL);
        for (String f : List.of("REPORT.md", "report.html", "figures/fig1-accuracy-vs-epsilon.png",
                "figures/fig1-accuracy-vs-epsilon.svg")) {
            assertTrue(Files.isRegularFile(serial.resolve(f)), f);
        }
        assertEquals(List.of(), report.notes());
        String md = Files.readString(serial.resolve("REPORT.md"));
        for (String learner : List.of("dp-gd", "output-perturbation", "objective-perturbation", "non-private-logistic")) {
            assertTrue(md.contains("| " + learner + " |"), learner + " in the results tables");
        }
        assertTrue(md.contains("Reference: Chaudhuri, Monteleoni and Sarwate (2011)"), "the caption carries the reference");
        // what the PNG draws: one panel, one series per learner (the legend's names), error bars from the intervals
        RunFolder run = RunFolder.read(serial);
        FigureData data = FigureData.of(run.summary(), GroupLabels.ofSummaries(run.layout(), List.of(run.summary())),
                ExperimentReader.read(quickstart).figures().get(0));
        assertEquals(1, data.panels().size());
        assertEquals(List.of("dp-gd (iterations=50)", "dp-gd (iterations=200)", "non-private-logistic",
                "objective-perturbation", "output-perturbation"), data.seriesNames());
        assertTrue(md.contains("## Private tuning") && md.contains("figures/tuned-accuracy.png"),
                "the report has the tuning section and its figure");
        FigureData.Point dpgdAtSmallestEpsilon = data.panels().get(0).curves().get(0).points().get(0);
        assertEquals(0.1, dpgdAtSmallestEpsilon.x());
        assertTrue(dpgdAtSmallestEpsilon.error() > 0, "error bar of dp-gd at epsilon 0.1");
    }

    @Test
    void twoThreads_giveBitIdenticalUtility() throws IOException {
        Map<String, List<String>> one = utility(serial);
        assertEquals(125, one.size());
        Path two = run(quickstart, "t2", 2);
        assertEquals(one, utility(two));
        assertEquals(selections(serial), selections(two), "the private selections too");
    }

    @Test
    void anotherSeed_givesOtherUtility() throws IOException {
        Path other = Files.writeString(tmp.resolve("quickstart-seed.yaml"),
                Files.readString(quickstart).replaceFirst("(?m)^seed: .*$", "seed: 1"));
        List<String> a = new ArrayList<>(utility(serial).values().stream().map(v -> v.get(0)).toList());
        List<String> b = new ArrayList<>(utility(run(other, "seed", 2)).values().stream().map(v -> v.get(0)).toList());
        a.sort(null);
        b.sort(null);
        assertNotEquals(a, b, "the sorted accuracies of two seeds coincide");
    }

    @Test
    void dpGd_improvesWithBudget_andTheReferenceBoundsEveryLearner() throws IOException {
        CsvTable s = CsvTable.read(serial.resolve("summary.csv"));
        Map<String, Double> dpgd = new TreeMap<>();
        double reference = Double.NaN;
        double bestPrivate = 0;
        for (List<String> row : s.rows()) {
            double acc = Double.parseDouble(s.get(row, "accuracy_mean"));
            String learner = s.get(row, "learner");
            if (learner.equals("non-private-logistic")) {
                reference = Double.isNaN(reference) ? acc : Math.min(reference, acc);
            } else {
                bestPrivate = Math.max(bestPrivate, acc);
            }
            if (learner.equals("dp-gd")) {
                dpgd.put(s.get(row, "epsilon"), acc);
            }
        }
        // at epsilon 0.1 the noise is 80 times that at 8; on 1333 test rows the accuracy sd is at most
        // sqrt(0.25/1333) = 0.014, so a gap above 0.05 over 5 repetitions is far beyond sampling noise
        assertTrue(dpgd.get("8") > dpgd.get("0.1") + 0.05, "dp-gd accuracy by epsilon: " + dpgd);
        assertTrue(reference >= bestPrivate, "non-private reference " + reference + " < a private learner's " + bestPrivate);
    }

    /**
     * The README's worked example is this run, as {@code privbench table --ci} prints it: the table and its notes are
     * in the README's section verbatim, every value is summary.csv's or tuned.csv's mean and 95% half-width to three
     * decimals (rebuilt here independently of the table code), and {@code --format latex} prints the same rows as a
     * booktabs {@code tabular}.
     */
    @Test
    void readmeWorkedExample_isWhatTableCommandPrints_forThisRun() throws IOException {
        String readme = Files.readString(RepositoryPaths.root().resolve("README.md"));
        String section = readme.substring(readme.indexOf("## A worked example"),
                readme.indexOf("## Reproducing the papers"));
        var md = new Cli(tmp).run("table", serial.toString(), "--ci");
        assertEquals(0, md.exit(), md.err());
        assertTrue(section.contains(md.out()), "README's worked example is not what `privbench table "
                + "results/runs/quickstart --ci` prints; paste:\n" + md.out());
        List<String> epsilons = List.of("0.1", "0.5", "1", "2", "8");
        CsvTable s = CsvTable.read(serial.resolve("summary.csv"));
        Map<String, Map<String, String>> rows = new TreeMap<>();
        for (List<String> r : s.rows()) {
            String learner = s.get(r, "learner");
            String label = learner.equals("dp-gd") ? "dp-gd (iterations=" + s.get(r, "iterations") + ")" : learner;
            rows.computeIfAbsent(label, k -> new TreeMap<>()).put(s.get(r, "epsilon"), interval(s, r, "accuracy_"));
        }
        CsvTable t = CsvTable.read(serial.resolve("tuned.csv"));
        for (String[] reading : new String[][] {{"dp-gd (tuned privately)", "accuracy_"},
                {"dp-gd (best of grid, not private)", "best_of_grid_accuracy_"}}) {
            for (List<String> r : t.rows()) {
                rows.computeIfAbsent(reading[0], k -> new TreeMap<>()).put(t.get(r, "epsilon"),
                        interval(t, r, reading[1]));
            }
        }
        assertEquals(7, rows.size(), "rows: " + rows.keySet());
        var tex = new Cli(tmp).run("table", serial.toString(), "--ci", "--format", "latex");
        assertEquals(0, tex.exit(), tex.err());
        assertTrue(tex.out().contains("\\begin{tabular}{lrrrrr}\n\\toprule\nlearner & $\\varepsilon = 0.1$"),
                tex.out());
        for (Map.Entry<String, Map<String, String>> e : rows.entrySet()) {
            List<String> values = epsilons.stream().map(eps -> e.getValue().get(eps)).toList();
            String plain = e.getKey() + " | " + String.join(" | ", values);
            assertTrue(md.out().lines().anyMatch(l -> l.replace("*", "").equals("| " + plain + " |")),
                    "the Markdown table lacks the row\n" + plain + "\n" + md.out());
            String texRow = String.join(" & ", values).replace("\u00b1", "$\\pm$");
            assertTrue(tex.out().lines().anyMatch(l -> l.replaceAll("\\\\text(bf|it)\\{([^}]*)}", "$2")
                    .equals(e.getKey() + " & " + texRow + " \\\\")), "the LaTeX table lacks the row\n" + texRow
                    + "\n" + tex.out());
        }
        var bad = new Cli(tmp).run("table", serial.toString(), "--metric", "recall");
        assertEquals(2, bad.exit());
        assertTrue(bad.err().contains("--metric recall is not in this run; it has accuracy, auc"), bad.err());
    }

    private static String interval(CsvTable t, List<String> r, String prefix) {
        double mean = Double.parseDouble(t.get(r, prefix + "mean"));
        double half = Double.parseDouble(t.get(r, prefix + "ci_high")) - mean;
        return String.format(java.util.Locale.ROOT, "%.3f \u00b1 %.3f", mean, half);
    }
}

package privbench.harness.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.datasets.DataDirectory;
import privbench.harness.input.InputException;
import privbench.harness.sweep.ExperimentRun;
import privbench.harness.sweep.Progress;
import privbench.harness.sweep.Shard;
import privbench.harness.compare.CompareRule;
import privbench.harness.compare.Finding;
import privbench.harness.compare.RunComparator;
import privbench.harness.tables.CsvTable;
import privbench.harness.tables.RunFolder;
import privbench.learners.Learners;

/**
 * Runs experiments with a {@code tuning:} section end to end: tuned.csv's guarantee never exceeds its target, the
 * realised number of candidates follows the declared law, the honest reading is not above best-of-grid, and the
 * numbers do not depend on the thread count.
 */
class TuningRunTest {

    @TempDir
    Path tmp;

    private static String experiment(String name, int n, int d, int reps, String epsilons) {
        return String.join("\n",
                "name: " + name,
                "seed: 31",
                "repetitions: " + reps,
                "dataset:",
                "  synthetic: {generator: margin-halfspace, n: " + n + ", d: " + d + ", margin: 0.1}",
                "split: {test: 0.25}",
                "sweep: {epsilon: " + epsilons + ", delta: 1e-5}",
                "learners:",
                "  - id: dp-gd",
                "    params: {iterations: [3, 30, 100]}",
                "  - id: output-perturbation",
                "    params: {lambda: [0.001, 0.01, 0.1]}",
                "  - id: non-private-logistic",
                "metrics: [accuracy]",
                "tuning: {mean: 10, validation: 0.2}", "");
    }

    private Path run(String yaml, String out, int threads) throws IOException {
        Path file = Files.writeString(tmp.resolve(out + ".yaml"), yaml);
        Path folder = tmp.resolve(out);
        new ExperimentRun(Learners.ALL, new DataDirectory(Optional.empty(), Map.of()), Progress.silent())
                .withStage(TuningStage::prepare)
                .run(ExperimentRun.Request.of(file, tmp).out(folder).threads(threads).fresh(true)
                        .commandLine(List.of("run")).build());
        return folder;
    }

    /**
     * 2 learners x 3 targets x 12 repetitions = 72 selections with K ~ TNB(1, mean 10): the realised mean is within
     * 3 standard errors of 10 (sd of a geometric law with mean m: sqrt(m (m - 1))), and no spend exceeds its target.
     */
    @Test
    void tunedCsvStaysWithinTheTargetAndTheRunCountFollowsItsLaw() throws IOException {
        Path folder = run(experiment("tuned-law", 600, 10, 12, "[0.5, 1, 4]"), "law", 2);
        CsvTable tuned = CsvTable.read(folder.resolve(TunedTable.FILE));
        assertEquals(6, tuned.rows().size(), "one row per tuned learner and epsilon");
        for (List<String> r : tuned.rows()) {
            double target = Double.parseDouble(tuned.get(r, "epsilon"));
            double spent = Double.parseDouble(tuned.get(r, "epsilon_spent"));
            assertTrue(spent <= target, "spent " + spent + " > target " + target);
            assertTrue(spent > 0.95 * target, "the search leaves budget unused: " + spent + " of " + target);
            assertEquals("3", tuned.get(r, "grid"));
            assertEquals(TunedTable.BEST_OF_GRID, tuned.get(r, "best_of_grid_reading"));
            assertFalse(tuned.get(r, "best_of_grid_accuracy_mean").isEmpty());
        }
        CsvTable cells = CsvTable.read(folder.resolve(TunedCellsLayout.FILE));
        assertEquals(72, cells.rows().size());
        double sum = 0;
        for (List<String> r : cells.rows()) {
            assertEquals("ok", cells.get(r, "status"), cells.get(r, "error"));
            sum += Double.parseDouble(cells.get(r, "candidates"));
        }
        double mean = sum / cells.rows().size();
        double se = Math.sqrt(10 * 9.0 / cells.rows().size());
        assertTrue(Math.abs(mean - 10) <= 3 * se, "realised mean " + mean + ", 3 SE = " + 3 * se);
    }

    /**
     * On quickstart-size data (4000 x 200, margin 0.1) the honest reading is at or below best-of-grid at every
     * epsilon: the mean over 8 repetitions of (tuned - best-of-grid) is below 2 of its standard errors (a one-sided
     * check; best-of-grid picks the best test mean after the fact, so in expectation it cannot be beaten).
     */
    @Test
    void privatelyTunedIsNotAboveBestOfGrid() throws IOException {
        Path folder = run(experiment("tuned-quickstart", 4000, 200, 8, "[0.5, 2]"), "qs", 2);
        CsvTable tuned = CsvTable.read(folder.resolve(TunedTable.FILE));
        for (List<String> r : tuned.rows()) {
            double t = Double.parseDouble(tuned.get(r, "accuracy_mean"));
            double sd = Double.parseDouble(tuned.get(r, "accuracy_std"));
            double best = Double.parseDouble(tuned.get(r, "best_of_grid_accuracy_mean"));
            assertTrue(t - best <= 2 * sd / Math.sqrt(8) + 1e-12, tuned.get(r, "learner") + " at epsilon "
                    + tuned.get(r, "epsilon") + ": tuned " + t + " above best-of-grid " + best);
        }
    }

    /** Selections are seeded by their ids: one thread or two give the same file, row for row once sorted. */
    @Test
    void theNumbersDoNotDependOnTheThreadCount() throws IOException {
        String yaml = experiment("tuned-threads", 400, 8, 3, "[1]");
        List<String> one = sortedRows(run(yaml, "one", 1));
        List<String> two = sortedRows(run(yaml, "two", 2));
        assertEquals(one, two);
    }

    /**
     * compare judges the selections: a copy of the run is clean, and a copy whose tuned accuracy drops by 0.1 in every
     * repetition of one learner (the cells untouched) is a regression named "tuned accuracy".
     */
    @Test
    void compareCatchesADropInTheTunedReadingOnly() throws IOException {
        Path base = run(experiment("tuned-compare", 500, 8, 6, "[1]"), "base", 2);
        Path same = tmp.resolve("same");
        Path worse = tmp.resolve("worse");
        for (Path copy : List.of(same, worse)) {
            Files.createDirectories(copy);
            try (var files = Files.list(base)) {
                for (Path f : files.filter(Files::isRegularFile).toList()) {
                    Files.copy(f, copy.resolve(f.getFileName()));
                }
            }
        }
        CsvTable cells = CsvTable.read(worse.resolve(TunedCellsLayout.FILE));
        List<List<String>> rows = new ArrayList<>();
        for (List<String> r : cells.rows()) {
            List<String> changed = new ArrayList<>(r);
            if (cells.get(r, "learner").equals("dp-gd")) {
                int c = cells.column("accuracy");
                changed.set(c, Double.toString(Double.parseDouble(r.get(c)) - 0.1));
            }
            rows.add(changed);
        }
        new CsvTable(cells.header(), rows).write(worse.resolve(TunedCellsLayout.FILE));
        var comparator = new RunComparator(CompareRule.DEFAULT);
        var clean = comparator.compare(RunFolder.read(base), RunFolder.read(same));
        assertFalse(clean.failed(), clean.failures().toString());
        var caught = comparator.compare(RunFolder.read(base), RunFolder.read(worse));
        assertTrue(caught.failures().stream().anyMatch(f -> f.kind() == Finding.Kind.REGRESSION
                && f.quantity().equals("tuned accuracy") && f.configuration().contains("dp-gd")),
                caught.failures().toString());
        assertTrue(caught.failures().stream().allMatch(f -> f.quantity().startsWith("tuned ")),
                "only the tuned reading changed: " + caught.failures());
    }

    /** A learner whose runs no bound here covers is refused before anything runs: exit 2, nothing written. */
    @Test
    void aLearnerNoBoundCoversIsRefusedWithNothingWritten() throws IOException {
        String yaml = String.join("\n",
                "name: refused",
                "seed: 3",
                "dataset:",
                "  builtin: {name: breast-cancer, positive: M}",
                "split: {test: 0.2}",
                "preprocess: [log1p, unit-norm]",
                "sweep: {epsilon: [1], delta: 1e-5}",
                "learners:",
                "  - id: auc-output-perturbation",
                "    params: {guarantee: approx, lambda: [0.01, 0.1]}",
                "metrics: [auc]",
                "tuning: {}", "");
        var e = assertThrows(InputException.class, () -> run(yaml, "refused", 1));
        assertTrue(e.getMessage().contains(":12:") && e.getMessage().contains("no RDP curve")
                && e.getMessage().contains("auc-output-perturbation"), e.getMessage());
        assertFalse(Files.exists(tmp.resolve("refused")), "nothing may be written");
    }

    private static List<String> sortedRows(Path folder) throws IOException {
        CsvTable t = CsvTable.read(folder.resolve(TunedCellsLayout.FILE));
        List<String> out = new ArrayList<>();
        for (List<String> r : t.rows()) {
            List<String> kept = new ArrayList<>(r);
            kept.set(t.column("fit_seconds"), "");
            out.add(String.join(",", kept));
        }
        out.sort(String::compareTo);
        return out;
    }
}

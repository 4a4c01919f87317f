package privbench.harness.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.datasets.DataDirectory;
import privbench.harness.input.InputException;
import privbench.harness.tables.CsvTable;
import privbench.harness.testing.CellsWithoutTimes;
import privbench.harness.testing.Resources;
import privbench.harness.testing.TestLearners;

class SweepRunTest {

    @TempDir
    Path tmp;

    private static final Path TINY = Resources.path("experiments/tiny.yaml");
    private static final Path BLOCKS = Resources.path("experiments/blocks.yaml");

    private ExperimentRun.Result run(Path file, Path out, int threads, Shard shard, boolean fresh) throws IOException {
        var runner = new ExperimentRun(TestLearners.ALL, new DataDirectory(Optional.empty(), Map.of()),
                Progress.silent());
        return runner.run(ExperimentRun.Request.of(file, tmp).out(out).threads(threads).shard(shard).fresh(fresh)
                .commandLine(List.of("run", file.toString())).build());
    }

    @Nested
    class Determinism {

        @Test
        void threadsAndShards_giveBitIdenticalResults() throws IOException {
            run(TINY, tmp.resolve("t1"), 1, Shard.all(), false);
            run(TINY, tmp.resolve("t2"), 2, Shard.all(), false);
            run(TINY, tmp.resolve("s1"), 2, new Shard(1, 2), false);
            run(TINY, tmp.resolve("s2"), 1, new Shard(2, 2), false);
            RunMerger.merge(List.of(tmp.resolve("s1"), tmp.resolve("s2")), tmp.resolve("merged"), List.of());
            Map<String, List<String>> serial = CellsWithoutTimes.of(tmp.resolve("t1"));
            assertEquals(36, serial.size());
            assertEquals(serial, CellsWithoutTimes.of(tmp.resolve("t2")));
            assertEquals(serial, CellsWithoutTimes.of(tmp.resolve("merged")));
            assertTrue(CellsWithoutTimes.of(tmp.resolve("s1")).size() < 36, "a shard holds part of the cells");
            assertEquals(summaryWithoutTimes(tmp.resolve("t1")), summaryWithoutTimes(tmp.resolve("merged")));
        }

        /**
         * The data of a run are prepared on all its threads (rows over three RowBlocks, 5% outliers): the cells are
         * the same on one and on two threads, in float64 and in float32 with preprocessing rounded block by block.
         */
        @Test
        void dataPreparedOnTheRunsThreads_giveBitIdenticalCells_float64AndFloat32() throws IOException {
            Path f32 = Files.writeString(tmp.resolve("blocks-f32.yaml"), Files.readString(BLOCKS)
                    + "\nprecision: float32\npreprocess: [{clip-norm: 0.5}, append-bias]\n");
            for (Path file : List.of(BLOCKS, f32)) {
                String name = file.getFileName().toString();
                assertEquals(0, run(file, tmp.resolve(name + "-t1"), 1, Shard.all(), false).failed(), name);
                assertEquals(0, run(file, tmp.resolve(name + "-t2"), 2, Shard.all(), false).failed(), name);
                Map<String, List<String>> serial = CellsWithoutTimes.of(tmp.resolve(name + "-t1"));
                assertEquals(2, serial.size(), name);
                assertEquals(serial, CellsWithoutTimes.of(tmp.resolve(name + "-t2")), name);
            }
            assertNotEquals(column(tmp.resolve("blocks.yaml-t1"), "accuracy"),
                    column(tmp.resolve("blocks-f32.yaml-t1"), "accuracy"), "the float32 file must prepare other rows");
        }

        /** SweepRunner hands the preparation of every key the run's threads (all of them are free before cells). */
        @Test
        void everyKey_isPreparedOnAllTheRunsThreads() throws IOException {
            SweepPlan plan = SweepPlan.of(BLOCKS, false, TestLearners.ALL,
                    new DataDirectory(Optional.empty(), Map.of()));
            List<Integer> seen = java.util.Collections.synchronizedList(new ArrayList<>());
            var outcome = new SweepRunner(2, Progress.silent()).run(plan.cells(), (key, threads) -> {
                seen.add(threads.threads());
                return plan.preparation().prepare(key, threads);
            }, new CellRunner(plan.experiment().seed(), List.of()), r -> { }, 0);
            assertEquals(0, outcome.failed());
            assertEquals(List.of(2), seen, "one key, prepared once, on both threads");
        }

        @Test
        void anotherSeed_givesOtherResults() throws IOException {
            Path other = Files.writeString(tmp.resolve("tiny.yaml"), Files.readString(TINY).replace("seed: 7", "seed: 8")
                    .replace("n: 400, d: 5", "n: 400, d: 5"));
            run(TINY, tmp.resolve("a"), 2, Shard.all(), false);
            run(other, tmp.resolve("b"), 2, Shard.all(), false);
            List<String> accA = column(tmp.resolve("a"), "accuracy");
            List<String> accB = column(tmp.resolve("b"), "accuracy");
            assertNotEquals(accA, accB);
        }
    }

    private static List<List<String>> summaryWithoutTimes(Path folder) throws IOException {
        CsvTable t = CsvTable.read(folder.resolve("summary.csv"));
        int fit = t.column("fit_seconds_mean");
        List<List<String>> out = new ArrayList<>();
        for (List<String> row : t.rows()) {
            List<String> r = new ArrayList<>(row);
            r.remove(fit);
            out.add(r);
        }
        return out;
    }

    private static List<String> column(Path folder, String name) throws IOException {
        CsvTable t = CsvTable.read(folder.resolve("cells.csv"));
        List<List<String>> rows = new ArrayList<>(t.rows());
        rows.sort((a, b) -> t.get(a, "cell_id").compareTo(t.get(b, "cell_id")));
        return rows.stream().map(r -> t.get(r, name)).toList();
    }

    @Nested
    class Resume {

        @Test
        void secondRun_skipsEveryDoneCell() throws IOException {
            Path out = tmp.resolve("r");
            var first = run(TINY, out, 2, Shard.all(), false);
            assertEquals(36, first.run());
            var second = run(TINY, out, 2, Shard.all(), false);
            assertEquals(0, second.run());
            assertEquals(36, second.skipped());
            assertEquals(36, CsvTable.read(out.resolve("cells.csv")).rows().size());
        }

        @Test
        void interruptedRun_runsOnlyWhatIsMissing_andDropsAHalfWrittenLine() throws IOException {
            Path out = tmp.resolve("r");
            run(TINY, out, 2, Shard.all(), false);
            Map<String, List<String>> complete = CellsWithoutTimes.of(out);
            List<String> lines = Files.readAllLines(out.resolve("cells.csv"));
            // keep the header and 20 rows, then half of the next row, as a kill during a write would
            String cut = String.join("\n", lines.subList(0, 21)) + "\n" + lines.get(21).substring(0, 30);
            Files.writeString(out.resolve("cells.csv"), cut);
            var again = run(TINY, out, 1, Shard.all(), false);
            assertEquals(16, again.run());
            assertEquals(complete, CellsWithoutTimes.of(out), "resumed results equal an uninterrupted run");
        }

        @Test
        void otherColumns_areRefusedAndLeftIntact_unlessFresh() throws IOException {
            Path out = tmp.resolve("r");
            run(TINY, out, 2, Shard.all(), false);
            String before = Files.readString(out.resolve("cells.csv"));
            Path changed = Files.writeString(tmp.resolve("tiny.yaml"), Files.readString(TINY)
                    .replace("metrics: [accuracy, auc, train_accuracy]", "metrics: [accuracy]")
                    .replace("y: auc", "y: accuracy"));
            var e = assertThrows(InputException.class, () -> run(changed, out, 1, Shard.all(), false));
            assertTrue(e.problem().contains("--fresh"), e.problem());
            assertEquals(before, Files.readString(out.resolve("cells.csv")), "bad input leaves results intact");
            var fresh = run(changed, out, 2, Shard.all(), true);
            assertEquals(36, fresh.run());
        }

        @Test
        void anotherSeed_isRefusedInTheSameFolder() throws IOException {
            Path out = tmp.resolve("r");
            run(TINY, out, 2, Shard.all(), false);
            Path other = Files.writeString(tmp.resolve("tiny.yaml"), Files.readString(TINY).replace("seed: 7", "seed: 70"));
            var e = assertThrows(InputException.class, () -> run(other, out, 1, Shard.all(), false));
            assertTrue(e.problem().contains("seed 7"), e.problem());
        }
    }

    @Nested
    class Failures {

        @Test
        void failingCells_areErrorRows_andTheSweepGoesOn_andTheyRunAgainOnResume() throws IOException {
            Path out = tmp.resolve("f");
            Path file = Resources.path("experiments/failing.yaml");
            var r = run(file, out, 2, Shard.all(), false);
            // 3 learners x 3 epsilon x 2 repetitions; fails-at-epsilon fails at epsilon 2 (2 cells) and the
            // overspender's claims exceed every budget (6 cells)
            assertEquals(18, r.run());
            assertEquals(8, r.failed());
            CsvTable t = CsvTable.read(out.resolve("cells.csv"));
            for (List<String> row : t.rows()) {
                String learner = t.get(row, "learner");
                boolean shouldFail = learner.equals("overspender")
                        || (learner.equals("fails-at-epsilon") && t.get(row, "epsilon").equals("2"));
                assertEquals(shouldFail ? "error" : "ok", t.get(row, "status"), row.toString());
                if (shouldFail) {
                    assertEquals("", t.get(row, "accuracy"));
                    assertTrue(t.get(row, "error").contains(learner.equals("overspender") ? "exceeds budget"
                            : "deliberate failure at epsilon 2"), t.get(row, "error"));
                } else {
                    assertTrue(Double.parseDouble(t.get(row, "accuracy")) > 0.5, row.toString());
                }
            }
            var again = run(file, out, 2, Shard.all(), false);
            assertEquals(8, again.run(), "only the failed cells run again");
            assertEquals(18, CsvTable.read(out.resolve("cells.csv")).rows().size());
            CsvTable summary = CsvTable.read(out.resolve("summary.csv"));
            assertEquals(9, summary.rows().size());
            for (List<String> row : summary.rows()) {
                int errors = Integer.parseInt(summary.get(row, "n_errors"));
                assertEquals(2, Integer.parseInt(summary.get(row, "n_reps")) + errors);
            }
        }
    }

    @Test
    void runFolder_holdsTheContractFiles() throws IOException {
        Path out = tmp.resolve("c");
        run(TINY, out, 2, Shard.all(), false);
        CsvTable cells = CsvTable.read(out.resolve("cells.csv"));
        assertEquals(List.of("cell_id", "group_id", "learner", "params", "dataset", "n", "d", "epsilon", "delta",
                "repetition", "seed", "jitter", "accuracy", "auc", "train_accuracy", "epsilon_spent", "delta_spent",
                "accountant", "neighbouring", "caveat", "noise", "fit_seconds", "status", "error", "diagnostics",
                "mu", "tpr_at_fpr_0.01", "tpr_at_fpr_0.001"),
                cells.header());
        List<String> row = cells.rows().get(0);
        assertTrue(cells.get(row, "params").startsWith("{\"jitter\":"), "params is canonical JSON");
        assertEquals("inf", cells.get(row, "epsilon_spent"), "the test learner claims no privacy");
        assertEquals("none", cells.get(row, "accountant"));
        String manifest = Files.readString(out.resolve("manifest.json"));
        for (String key : List.of("\"experiment_sha256\"", "\"git_commit\"", "\"git_dirty\"", "\"java\"", "\"os\"",
                "\"threads\" : 2", "\"started_at\"", "\"finished_at\"", "\"project_version\" : \"0.1",
                "\"tablesaw-core\" : \"0.44.4\"", "\"cells_run\" : 36")) {
            assertTrue(manifest.contains(key), key + " in " + manifest);
        }
    }
}

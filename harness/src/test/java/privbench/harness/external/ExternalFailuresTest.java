package privbench.harness.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.datasets.DataDirectory;
import privbench.harness.sweep.ExperimentRun;
import privbench.harness.sweep.Progress;
import privbench.harness.sweep.Shard;
import privbench.harness.tables.CsvTable;
import privbench.harness.tables.Manifest;
import privbench.harness.testing.Cli;
import privbench.harness.testing.TestLearners;

/**
 * External learners that answer wrongly each fail only their own cells, with a message naming the learner, the
 * cell and what was wrong; a correct one and a built-in learner in the same sweep are untouched. The learners are
 * POSIX shell scripts, so this runs wherever the build does (no Python needed).
 */
class ExternalFailuresTest {

    @TempDir
    Path tmp;

    /** Writes the first feature of each test row as its score and claims exactly the cell's budget. */
    static final String GOOD = """
            eps=$(sed -n 's/^ *"epsilon" : \\([^,]*\\),*$/\\1/p' request.json)
            delta=$(sed -n 's/^ *"delta" : \\([^,]*\\),*$/\\1/p' request.json)
            tail -n +2 test.csv | cut -d, -f1 > scores.csv
            printf '{"protocol": 1, "scores": "scores.csv", "spent": {"epsilon": %s, "delta": %s, "accountant": \
            "test", "relation": "replace-one"}}' "$eps" "$delta" > response.json
            """;

    private static final Map<String, String> BROKEN = Map.of(
            "malformed", "printf '{\"protocol\": 1, \"scores\": ' > response.json\n",
            "no-spent", "tail -n +2 test.csv | cut -d, -f1 > scores.csv\n"
                    + "printf '{\"protocol\": 1, \"scores\": \"scores.csv\"}' > response.json\n",
            "over-budget", "tail -n +2 test.csv | cut -d, -f1 > scores.csv\n"
                    + "printf '{\"protocol\": 1, \"scores\": \"scores.csv\", \"spent\": {\"epsilon\": 1000, "
                    + "\"delta\": 0, \"accountant\": \"test\", \"relation\": \"replace-one\"}}' > response.json\n",
            "crash", "echo 'Traceback: the learner fell over (boom)' >&2\nexit 3\n",
            "slow", "sleep 30\n");

    /** What each broken learner's cells must say. */
    private static final Map<String, String> SAYS = Map.of(
            "malformed", "response.json is not JSON",
            "no-spent", "has no \"spent\"",
            "over-budget", "above the cell's budget",
            "crash", "exited with code 3",
            "slow", "did not finish within 1 s");

    private Path experiment;

    @BeforeEach
    void writeLearners() throws IOException {
        StringBuilder learners = new StringBuilder("""
                  - id: mean-difference
                    params: {jitter: 0.1}
                """);
        script("good", GOOD);
        learners.append(entry("good", 60));
        for (var e : new TreeMap<>(BROKEN).entrySet()) {
            script(e.getKey(), e.getValue());
            learners.append(entry(e.getKey(), e.getKey().equals("slow") ? 1 : 60));
        }
        experiment = Files.writeString(tmp.resolve("external.yaml"), """
                name: external-failures
                seed: 5
                repetitions: 2
                dataset:
                  synthetic: {generator: margin-halfspace, n: 200, d: 4, margin: 0.2}
                split: {test: 0.25}
                sweep:
                  epsilon: [1]
                  delta: 1e-5
                learners:
                """ + learners + "metrics: [accuracy, auc]\n");
    }

    private void script(String name, String body) throws IOException {
        Path p = Files.writeString(tmp.resolve(name + ".sh"), "#!/bin/sh\n" + body);
        assertTrue(p.toFile().setExecutable(true));
    }

    private static String entry(String name, int timeout) {
        return "  - id: external\n    name: " + name + "\n    command: [sh, " + name + ".sh]\n    timeout: "
                + timeout + "\n";
    }

    private ExperimentRun.Result run(Path out, int threads, Shard shard) throws IOException {
        return new ExperimentRun(TestLearners.ALL, new DataDirectory(Optional.empty(), Map.of()), Progress.silent())
                .run(ExperimentRun.Request.of(experiment, tmp).out(out).threads(threads).shard(shard)
                        .commandLine(List.of("run")).build());
    }

    @Test
    void eachWrongAnswer_failsOnlyItsCells_namingLearnerCellAndProblem() throws IOException {
        Path out = tmp.resolve("run");
        ExperimentRun.Result r = run(out, 2, Shard.all());
        assertEquals(2 * BROKEN.size(), r.failed(), "two repetitions of each broken learner");
        CsvTable cells = CsvTable.read(out.resolve("cells.csv"));
        assertEquals(2 * (BROKEN.size() + 2), cells.rows().size());
        for (List<String> row : cells.rows()) {
            String learner = cells.get(row, "learner");
            String error = cells.get(row, "error");
            if (learner.equals("mean-difference") || learner.equals("good")) {
                assertEquals("ok", cells.get(row, "status"), learner + ": " + error);
                continue;
            }
            assertEquals("error", cells.get(row, "status"), learner);
            assertEquals(privbench.learners.LearnerSpec.PROGRAM_NOISE, cells.get(row, "noise"),
                    learner + ": a failed program's noise was still its own, never privbench's");
            assertTrue(error.contains("external learner " + learner + " in cell " + cells.get(row, "cell_id")),
                    learner + " names learner and cell: " + error);
            assertTrue(error.contains(SAYS.get(learner)), learner + " says what was wrong: " + error);
        }
        String crashCell = cells.rows().stream().filter(row -> cells.get(row, "learner").equals("crash"))
                .map(row -> cells.get(row, "cell_id")).findFirst().orElseThrow();
        Path log = out.resolve(ExternalLogs.FOLDER).resolve(crashCell + ".txt");
        assertTrue(Files.readString(log).contains("the learner fell over (boom)"), "the stderr tail is kept");
        assertFalse(Files.readString(out.resolve("cells.csv")).contains("boom"),
                "the program's own output stays out of cells.csv");
    }

    @Test
    void goodProgram_isLabelledClaimed_andItsDigestIsInTheManifest() throws IOException {
        Path out = tmp.resolve("run");
        run(out, 1, Shard.all());
        CsvTable cells = CsvTable.read(out.resolve("cells.csv"));
        List<String> good = cells.rows().stream().filter(row -> cells.get(row, "learner").equals("good")).findFirst()
                .orElseThrow();
        assertEquals("claimed:test", cells.get(good, "accountant"));
        assertEquals(ExternalLearner.CAVEAT, cells.get(good, "caveat"));
        assertTrue(cells.get(good, "params").contains("\"program_sha256\""), cells.get(good, "params"));
        Manifest m = Manifest.read(out.resolve(Manifest.FILE));
        Manifest.ExternalProgram p = m.externalPrograms().stream().filter(e -> e.learner().equals("good"))
                .findFirst().orElseThrow();
        assertEquals(tmp.resolve("good.sh").toRealPath(), Path.of(p.program()).toRealPath());
        assertEquals(List.of("sh", "good.sh"), p.command());
        assertEquals(privbench.harness.input.FileDigest.sha256(tmp.resolve("good.sh")), p.sha256());
        assertTrue(cells.get(good, "params").contains(p.sha256().substring(0, 16)));
    }

    @Test
    void shardsAndMerge_andResume_giveTheUnshardedCells() throws IOException {
        run(tmp.resolve("all"), 2, Shard.all());
        run(tmp.resolve("s1"), 1, new Shard(1, 2));
        run(tmp.resolve("s2"), 2, new Shard(2, 2));
        privbench.harness.sweep.RunMerger.merge(List.of(tmp.resolve("s1"), tmp.resolve("s2")), tmp.resolve("merged"),
                List.of());
        Map<String, List<String>> all = okCells(tmp.resolve("all"));
        assertEquals(4, all.size());
        assertEquals(all, okCells(tmp.resolve("merged")));
        // a kill: the folder keeps the header and two rows; the resumed run fills in the rest, the same cells
        Path cut = tmp.resolve("all").resolve("cells.csv");
        List<String> lines = Files.readAllLines(cut);
        Files.writeString(cut, String.join("\n", lines.subList(0, 3)) + "\n");
        run(tmp.resolve("all"), 1, Shard.all());
        assertEquals(all, okCells(tmp.resolve("all")));
    }

    @Test
    void validate_namesAMissingProgram_atItsLine() throws IOException {
        Files.writeString(experiment, Files.readString(experiment).replace("[sh, good.sh]", "[./absent.sh]"));
        Cli.Outcome o = new Cli(tmp).run("validate", experiment.toString());
        assertEquals(2, o.exit(), o.err());
        assertTrue(o.err().contains("external.yaml:") && o.err().contains("absent.sh, which does not exist"), o.err());
    }

    /** The ok cells by id, every column but the fit time. */
    static Map<String, List<String>> okCells(Path folder) throws IOException {
        CsvTable t = CsvTable.read(folder.resolve("cells.csv"));
        Map<String, List<String>> out = new TreeMap<>();
        Set<String> volatileColumns = Set.of("fit_seconds");
        for (List<String> row : t.rows()) {
            if (!t.get(row, "status").equals("ok")) {
                continue;
            }
            List<String> kept = new java.util.ArrayList<>();
            for (String c : t.header()) {
                if (!volatileColumns.contains(c)) {
                    kept.add(t.get(row, c));
                }
            }
            out.put(t.get(row, "cell_id"), kept);
        }
        return out;
    }
}

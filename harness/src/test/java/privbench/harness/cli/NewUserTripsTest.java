package privbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import privbench.harness.testing.Resources;

/**
 * What a new user tripped on, each as the user met it (issue 17): merge over another run, merge of an
 * incomplete shard set, one error per validate round, the top-level usage line, verbs without suggestions,
 * run --version, help pages without exit codes.
 */
class NewUserTripsTest extends CliInTempRoot {

    @Test
    void merge_refusesAnIncompleteSetOfShards_unlessPartial() throws IOException {
        assertEquals(0, run("run", Resources.tinyExperiment(), "--shard", "1/2", "--no-report").exit());
        Path shard1 = root.resolve("results/runs/tiny/shard-1-of-2");
        Path out = root.resolve("merged");
        var refused = run("merge", shard1.toString(), "--out", out.toString(), "--no-report");
        assertEquals(2, refused.exit(), refused.err());
        assertTrue(refused.err().contains("shard 2/2 is missing (1 of 2 given)"), refused.err());
        assertTrue(refused.err().contains("--partial"), refused.err());
        assertFalse(Files.exists(out.resolve("cells.csv")), "nothing is written when the merge is refused");
        var partial = run("merge", shard1.toString(), "--out", out.toString(), "--no-report", "--partial");
        assertEquals(0, partial.exit(), partial.err());
        assertTrue(Files.readString(out.resolve("manifest.json")).contains("partial: shard 2/2 is missing"));
    }

    @Test
    void merge_refusesAnOutputFolderHoldingAnotherRun() throws IOException {
        Path other = root.resolve("other.yaml");
        Files.writeString(other, Files.readString(Path.of(Resources.tinyExperiment())).replace("seed: 7", "seed: 8"));
        Files.copy(Path.of(Resources.tinyExperiment()), root.resolve("tiny.yaml"));
        assertEquals(0, run("run", other.toString(), "--out", root.resolve("old").toString(), "--no-report").exit());
        assertEquals(0, run("run", Resources.tinyExperiment(), "--out", root.resolve("a").toString(), "--no-report").exit());
        String before = Files.readString(root.resolve("old/cells.csv"));
        var refused = run("merge", root.resolve("a").toString(), "--out", root.resolve("old").toString());
        assertEquals(2, refused.exit(), refused.err());
        assertTrue(refused.err().contains("holds another run (experiment tiny, seed 8"), refused.err());
        assertEquals(before, Files.readString(root.resolve("old/cells.csv")), "the other run is left intact");
    }

    @Test
    void validate_reportsEveryErrorInOnePass() throws IOException {
        Path bad = root.resolve("bad.yaml");
        Files.writeString(bad, """
                name: Bad Name
                seed: 1
                repetitons: 3
                dataset:
                  synthetic: {generator: margin-halfspace, n: 400, d: 5, margin: 0.1}
                split: {test: 0.25}
                sweep: {epsilon: [0, 1], delta: 1e-5}
                learners:
                  - id: mean-diference
                metrics: [accuracy, acc]
                """);
        var out = run("validate", bad.toString());
        assertEquals(2, out.exit());
        var lines = out.err().strip().lines().toList();
        assertEquals("5 errors", lines.get(lines.size() - 1), out.err());
        for (String expected : new String[] {":1:7: name must match", ":3:1: unknown key 'repetitons' (did you mean "
                + "'repetitions'?)", ":7:19: sweep.epsilon[0] must be > 0", ":9:9: learners[0].id names an unknown "
                + "learner 'mean-diference' (did you mean 'mean-difference'?)", ":10:21: metrics[1] names an unknown "
                + "metric 'acc'"}) {
            assertTrue(lines.stream().anyMatch(l -> l.contains(expected)), expected + " in\n" + out.err());
        }
    }

    @Test
    void anExperimentOutsideTheRepository_recordsTheCommitOfTheCodeThatRan() throws IOException {
        // the code under test runs from this checkout's target/classes; without git here there is nothing to check
        var git = privbench.harness.tables.Provenance.git(Path.of("").toAbsolutePath());
        org.junit.jupiter.api.Assumptions.assumeTrue(git.commit() != null, "the tests do not run from a git checkout");
        Path outside = root.resolve("elsewhere/tiny.yaml");
        Files.createDirectories(outside.getParent());
        Files.copy(Path.of(Resources.tinyExperiment()), outside);
        assertEquals(0, run("run", outside.toString(), "--out", root.resolve("o").toString(), "--no-report").exit());
        String manifest = Files.readString(root.resolve("o/manifest.json"));
        assertTrue(manifest.contains("\"git_commit\" : \"" + git.commit() + "\""), manifest);
    }

    @Test
    void noArguments_namesTheCommandsOnce() {
        var out = run();
        assertEquals(2, out.exit());
        assertTrue(out.err().startsWith("privbench: name a command: run, validate, list"), out.err());
        assertFalse(out.err().contains("privbench privbench"), out.err());
    }

    @Test
    void unknownVerbsAndListTargets_getASuggestion() {
        var verb = run("rum", Resources.tinyExperiment());
        assertEquals(2, verb.exit());
        assertTrue(verb.err().contains("unknown command 'rum' (did you mean 'run'?)"), verb.err());
        var target = run("list", "learner");
        assertEquals(2, target.exit());
        assertTrue(target.err().contains("cannot list 'learner' (did you mean 'learners'?)"), target.err());
    }

    @Test
    void everyVerb_answersVersionAndStatesItsExitCodes() {
        for (String verb : new String[] {"run", "validate", "list", "merge", "report", "compare", "bench", "audit",
            "accountant", "removal-margin"}) {
            var version = run(verb, "--version");
            assertEquals(0, version.exit(), verb);
            assertTrue(version.out().startsWith("privbench "), verb + " --version: " + version.out());
            var help = run(verb, "--help");
            assertTrue(help.out().contains("Exit codes:") && help.out().contains("  2   bad input"),
                    verb + " --help:\n" + help.out());
            // one ordering everywhere: the verb's own options as declared, then -h and -V last
            var optionLines = help.out().lines().filter(l -> l.matches("\\s+(-\\w, )?--[\\w-]+.*")).toList();
            assertTrue(optionLines.get(optionLines.size() - 1).contains("--version"), verb + ":\n" + help.out());
        }
    }
}

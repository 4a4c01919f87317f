package privbench.harness.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import java.util.ArrayList;
import java.util.Map;
import privbench.harness.tables.CsvTable;
import privbench.harness.testing.Cli;
import privbench.harness.testing.FalseClaim;
import privbench.harness.testing.TestLearners;
import privbench.learners.LearnerSpec;

/**
 * The delta rule (issue 11 item 5): validate and run refuse a private cell whose delta is at least 1/n of its
 * private training rows, pointing at the delta's line and naming delta, 1/n and n, unless the experiment sets
 * allow_large_delta: true, in which case every such cell's caveat says so and the other cells carry none.
 */
class LargeDeltaRuleTest {

    @TempDir
    Path root;

    /** The test learners plus false-claim, which claims (epsilon, 0)-DP: a private learner the rule applies to. */
    private Cli cli() {
        List<LearnerSpec<?>> catalogue = new ArrayList<>(TestLearners.ALL);
        catalogue.add(LearnerSpec.of(FalseClaim.class));
        return new Cli(root, catalogue, Map.of());
    }

    private Path experiment(String delta, boolean allow) throws IOException {
        return Files.writeString(root.resolve("large-delta.yaml"), """
                name: large-delta
                seed: 5
                dataset: {synthetic: {generator: margin-halfspace, n: 200, d: 4, margin: 0.2}}
                split: {test: 0.25}
                sweep:
                  epsilon: [1, .inf]
                  delta: %s
                  n: [50, 200]
                learners: [false-claim, mean-difference]
                %s""".formatted(delta, allow ? "allow_large_delta: true\n" : ""));
    }

    @Test
    void deltaAtLeastOneOverN_isRefusedAtItsLine_byValidateAndRun() throws IOException {
        // 0.03 is at least 1/n for n = 50 (0.02) and n = 200 (0.005): the first such cell is named
        Path file = experiment("[1e-5, 0.03]", false);
        for (String verb : List.of("validate", "run")) {
            var out = verb.equals("run") ? cli().run("run", file.toString(), "--out",
                    root.resolve("out").toString(), "--no-report") : cli().run("validate", file.toString());
            assertEquals(2, out.exit(), verb + ": " + out.err());
            assertTrue(out.err().contains("large-delta.yaml:7:"), verb + " names the delta's line: " + out.err());
            assertTrue(out.err().contains("delta = 0.03 >= 1/n = 0.02 for n = 50 private training rows (false-claim"),
                    out.err());
            assertTrue(out.err().contains("allow_large_delta: true"), out.err());
        }
        assertTrue(Files.notExists(root.resolve("out/cells.csv")), "nothing ran");
    }

    @Test
    void theInverseNRule_isRefusedToo_andOneOverNSquaredIsNot() throws IOException {
        var refused = cli().run("validate", experiment("\"1/n\"", false).toString());
        assertEquals(2, refused.exit(), refused.err());
        assertTrue(refused.err().contains("delta = 0.02 >= 1/n = 0.02 for n = 50"), refused.err());
        var fine = cli().run("validate", experiment("\"1/n^2\"", false).toString());
        assertEquals(0, fine.exit(), fine.err());
    }

    @Test
    void allowLargeDelta_runsThoseCells_withACaveatOnEachOfThem() throws IOException {
        Path file = experiment("[1e-5, 0.01]", true);
        var out = cli().run("run", file.toString(), "--out", root.resolve("out").toString(), "--no-report");
        assertEquals(0, out.exit(), out.err());
        CsvTable cells = CsvTable.read(root.resolve("out/cells.csv"));
        int caveated = 0;
        for (List<String> r : cells.rows()) {
            // the non-private reference and the .inf budget claim nothing, so nothing is weakened there
            boolean large = cells.get(r, "delta").equals("0.01") && cells.get(r, "n").equals("200")
                    && cells.get(r, "epsilon").equals("1") && cells.get(r, "learner").equals("false-claim");
            String caveat = cells.get(r, "caveat");
            assertEquals(large, caveat.contains("allow_large_delta: delta = 0.01 >= 1/n = 0.005 (n = 200)"),
                    "cell " + r + ": " + caveat);
            caveated += large ? 1 : 0;
        }
        assertEquals(1, caveated);
    }
}

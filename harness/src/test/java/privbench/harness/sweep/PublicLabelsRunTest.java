package privbench.harness.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.datasets.DataDirectory;
import privbench.harness.tables.CsvTable;
import privbench.harness.testing.TestLearners;

/**
 * A learner that reads public labels without declaring needsPublicLabels is refused by the seam, and the
 * run records the refusal: an error cell naming the declaration, the sweep going on around it.
 */
class PublicLabelsRunTest {

    @TempDir
    Path tmp;

    @Test
    void undeclaredPublicLabelAccess_isAnErrorCell_whileDeclaredUsesRun() throws IOException {
        Path yaml = Files.writeString(tmp.resolve("peek.yaml"), String.join("\n",
                "name: peek",
                "seed: 5",
                "dataset:",
                "  synthetic: {generator: margin-halfspace, n: 300, d: 5}",
                "split: {test: 0.25}",
                "public: {fraction: 0.2}",
                "sweep: {epsilon: [1], delta: 1e-5}",
                "learners: [peeks-at-public-labels, public-centred]", ""));
        var run = new ExperimentRun(TestLearners.ALL, new DataDirectory(Optional.empty(), Map.of()), Progress.silent());
        var result = run.run(ExperimentRun.Request.of(yaml, tmp).out(tmp.resolve("out")).threads(1)
                .commandLine(List.of()).build());
        assertEquals(1, result.failed());
        CsvTable t = CsvTable.read(tmp.resolve("out/cells.csv"));
        for (List<String> row : t.rows()) {
            if (t.get(row, "learner").equals("peeks-at-public-labels")) {
                assertEquals("error", t.get(row, "status"));
                assertTrue(t.get(row, "error").contains("needsPublicLabels"), t.get(row, "error"));
            } else {
                assertEquals("ok", t.get(row, "status"));
            }
        }
    }
}

package privbench.harness.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.input.InputException;
import privbench.harness.input.Location;
import privbench.harness.repository.RepositoryPaths;
import privbench.harness.testing.Cli;

/**
 * Sizes are checked before any work starts (issue 17, item 5): the array limit, the heap, and a confirmation
 * for very large sweeps.
 */
class SweepSizeTest {

    @TempDir
    Path tmp;

    private Cli cli() {
        return new Cli(tmp, privbench.learners.Learners.ALL, java.util.Map.of());
    }

    private Path quickstartWith(String sizes) throws IOException {
        String text = Files.readString(RepositoryPaths.root().resolve("experiments/quickstart.yaml"))
                .replace("n: 4000, d: 200", sizes);
        Path file = tmp.resolve("q.yaml");
        Files.writeString(file, text);
        return file;
    }

    @Test
    void validate_ofTheQuickstartAtABillionRows_exits2WithTheMemoryItWouldNeed() throws IOException {
        var out = cli().run("validate", quickstartWith("n: 1000000000, d: 200").toString());
        assertEquals(2, out.exit(), out.err());
        // 10^9 private rows + 1/3 of that as test rows (split 0.25), 200 doubles each, plus a training copy:
        // (1.333e9 + 1e9) x 200 x 8 B = 3.73e12 B = 3.4 TiB per cell, two cells at once on 2 threads or more
        assertTrue(out.err().contains("1333333333 rows x 200 features"), out.err());
        assertTrue(out.err().contains("beyond Java's array limit"), out.err());
        assertTrue(out.err().matches("(?s).*would also need about \\d+\\.\\d TiB of memory.*"), out.err());
        assertEquals("", out.out());
    }

    @Test
    void run_ofAMatrixBeyondTheArrayLimit_isRefusedBeforeAnythingIsWritten() throws IOException {
        // the case seen as a NegativeArraySizeException: n = 200,000, d = 20,000
        Path out = tmp.resolve("out");
        var run = cli().run("run", quickstartWith("n: 200000, d: 20000").toString(), "--out", out.toString());
        assertEquals(2, run.exit(), run.err());
        assertTrue(run.err().contains("266667 rows x 20000 features = 5333340000 doubles"), run.err());
        assertFalse(Files.exists(out), "nothing written");
    }

    @Test
    void aSweepThatCannotFitTheHeap_isRefusedWithTheNumbersAndTheOptionToTry() {
        // 4 threads x (1e6 + 1e6 rows) x 100 x 8 B = 6.4e9 B against a 1 GiB heap
        SweepSize size = new SweepSize(10, 1_000_000, 100, 4L * 2_000_000 * 100 * 8, 1L << 30, 100, 4);
        var e = assertThrows(InputException.class, () -> size.require(new Location("x.yaml", 0, 0)));
        assertTrue(e.problem().startsWith("needs about 6.0 GiB of memory (4 cells at once"), e.problem());
        assertTrue(e.problem().contains("at most 1.0 GiB"), e.problem());
        assertTrue(e.problem().contains("PRIVBENCH_JAVA_OPTS=-Xmx12g"), e.problem());
        // the same sweep fits once the heap holds it: the check is not a blanket refusal
        new SweepSize(10, 1_000_000, 100, 4L * 2_000_000 * 100 * 8, 8L << 30, 100, 4).require(
                new Location("x.yaml", 0, 0));
    }

    @Test
    void aSweepOfMoreThan100000Cells_asksForYes() throws IOException {
        String epsilons = IntStream.rangeClosed(1, 1001).mapToObj(i -> Double.toString(i / 100.0))
                .collect(Collectors.joining(", "));
        Path file = tmp.resolve("many.yaml");
        Files.writeString(file, """
                name: many
                seed: 1
                repetitions: 100
                dataset:
                  synthetic: {generator: margin-halfspace, n: 40, d: 2, margin: 0.1}
                split: {test: 0.25}
                sweep: {epsilon: [%s], delta: 1e-5}
                learners: [dp-gd]
                """.formatted(epsilons));
        var validate = cli().run("validate", file.toString());
        assertEquals(0, validate.exit(), validate.err());
        assertTrue(validate.out().contains("estimate: 100100 cells"), validate.out());
        assertTrue(validate.out().contains("run will ask for --yes"), validate.out());
        Path out = tmp.resolve("many-out");
        var run = cli().run("run", file.toString(), "--out", out.toString());
        assertEquals(2, run.exit(), run.err());
        assertTrue(run.err().contains("expands to 100100 cells") && run.err().contains("--yes"), run.err());
        assertFalse(Files.exists(out));
    }

    @Test
    void anEstimateWithin20PercentOfTheHeap_warnsAndNamesTheFix_andOneWellBelowDoesNot() {
        long data = 4L * 2_000_000 * 100 * 8;
        SweepSize tight = new SweepSize(10, 1_000_000, 100, data, (long) (data / 0.9), 100, 4);
        assertTrue(tight.tight());
        assertTrue(tight.describe().contains("WARNING: within 20% of the heap")
                && tight.describe().contains("PRIVBENCH_JAVA_OPTS=-Xmx"), tight.describe());
        SweepSize roomy = new SweepSize(10, 1_000_000, 100, data, data * 2, 100, 4);
        assertTrue(!roomy.tight() && !roomy.describe().contains("WARNING"), roomy.describe());
    }
}

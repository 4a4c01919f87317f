package privbench.harness.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.testing.Cli;
import privbench.harness.testing.Resources;

/**
 * {@code audit --experiment} audits an outside program black-box: the numpy DP-GD of examples/external is not
 * caught, and the same program with its noise scaled by 0.1 while claiming the budget (the negative control,
 * src/test/resources/external/broken_dpgd.py) is: its true mu is ten times the claim's (about 2.7 against 0.27 at
 * epsilon 1), which 2 x 40 runs of the gradient-wedge attack certify above epsilon 1 (1.68 measured). Needs
 * python3 with numpy; skipped, saying so, without it.
 */
class ExternalAuditTest {

    @TempDir
    Path tmp;

    private Path experiment;

    @BeforeEach
    void needsNumpy() throws IOException, InterruptedException {
        boolean numpy;
        try {
            Process p = new ProcessBuilder("python3", "-c", "import numpy").redirectErrorStream(true).start();
            numpy = p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            numpy = false;
        }
        Assumptions.assumeTrue(numpy, "skipped: the external audit runs examples/external/dpgd.py, which needs "
                + "python3 with numpy on PATH (apt-get install python3-numpy)");
        Path dpgd = Path.of("..", "examples", "external", "dpgd.py").toAbsolutePath().normalize();
        Path broken = Resources.path("external/broken_dpgd.py");
        experiment = Files.writeString(tmp.resolve("audit.yaml"), """
                name: external-audit
                seed: 1
                repetitions: 2
                dataset:
                  synthetic: {generator: margin-halfspace, n: 400, d: 5, margin: 0.1}
                split: {test: 0.25}
                sweep:
                  epsilon: [1]
                  delta: 1e-5
                learners:
                  - id: external
                    name: numpy-dp-gd
                    command: [python3, %s]
                    params: {iterations: [20, 50]}
                    audit: full-batch-gradient
                  - id: external
                    name: broken-dp-gd
                    command: [python3, %s]
                    params: {iterations: 20}
                    audit: full-batch-gradient
                metrics: [accuracy]
                """.formatted(dpgd, broken));
    }

    private Cli.Outcome audit(String learner) {
        return new Cli(tmp).run("audit", "--experiment", experiment.toString(), "--learner", learner, "--epsilon", "1",
                "--delta", "1e-5", "--runs", "40", "--threads", "2", "--params", "iterations=20",
                "--out", tmp.resolve(learner).toString());
    }

    @Test
    void brokenProgram_isCaught() {
        Cli.Outcome o = audit("broken-dp-gd");
        assertEquals(1, o.exit(), o.out() + o.err());
        assertTrue(o.out().contains("VIOLATION") && o.out().contains("claimed:gdp"), o.out());
    }

    @Test
    void numpyDpGd_isNotCaught() throws IOException {
        Cli.Outcome o = audit("numpy-dp-gd");
        assertEquals(0, o.exit(), o.out() + o.err());
        assertTrue(Files.readString(tmp.resolve("numpy-dp-gd").resolve("audit.json")).contains("numpy-dp-gd"));
    }

    @Test
    void unknownName_isExit2_namingTheFileAndItsExternalLearners() {
        Cli.Outcome o = audit("no-such");
        assertEquals(2, o.exit(), o.err());
        assertTrue(o.err().contains("audit.yaml") && o.err().contains("numpy-dp-gd, broken-dp-gd"), o.err());
    }
}

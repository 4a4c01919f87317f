package privbench.harness.experiment.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.experiment.Experiment;
import privbench.harness.experiment.TuningSpec;
import privbench.harness.input.InputException;

class TuningSectionTest {

    @TempDir
    Path tmp;

    private Path file(String tuning) throws IOException {
        return Files.writeString(tmp.resolve("t.yaml"), String.join("\n",
                "name: t",
                "seed: 1",
                "dataset:",
                "  synthetic: {generator: margin-halfspace, n: 400, d: 5, margin: 0.1}",
                "split: {test: 0.25}",
                "sweep: {epsilon: [1], delta: 1e-5}",
                "learners:",
                "  - id: dp-gd",
                "    params: {iterations: [3, 30]}",
                "metrics: [accuracy]",
                tuning, ""));
    }

    @Test
    void defaultsAreTheIssuesExample() throws IOException {
        Experiment e = ExperimentReader.read(file("tuning: {}"));
        TuningSpec t = e.tuning().orElseThrow();
        assertEquals(TuningSpec.RANDOM_STOPPING, t.method());
        assertEquals(TuningSpec.Distribution.TRUNCATED_NEGATIVE_BINOMIAL, t.distribution());
        assertEquals(1.0, t.eta());
        assertEquals(10.0, t.mean());
        assertEquals(0.2, t.validation());
        assertEquals("accuracy", t.score());
        assertTrue(ExperimentReader.read(file("")).tuning().isEmpty());
    }

    /** One pass names every mistake, each at its line. */
    @Test
    void everyMistakeIsReportedInOnePass() throws IOException {
        Path f = file(String.join("\n",
                "tuning:",
                "  method: grid",
                "  mean: 0.5",
                "  validation: 1.5",
                "  score: auc",
                "  learners: [dp-sgd]",
                "  colour: red"));
        var e = assertThrows(InputException.class, () -> ExperimentReader.read(f));
        String m = e.getMessage();
        for (String part : new String[] {"method", "mean", "validation", "score", "dp-sgd", "colour"}) {
            assertTrue(m.contains(part), "missing " + part + " in: " + m);
        }
        assertTrue(m.contains(":12:") && m.contains(":17:"), m);
    }

    @Test
    void liuTalwarIsTheGeometricCase() throws IOException {
        assertEquals(1.0, ExperimentReader.read(file("tuning: {method: liu-talwar}")).tuning().orElseThrow().eta());
        var e = assertThrows(InputException.class, () -> ExperimentReader.read(file(
                "tuning: {method: liu-talwar, eta: 2}")));
        assertTrue(e.getMessage().contains("liu-talwar"), e.getMessage());
    }
}

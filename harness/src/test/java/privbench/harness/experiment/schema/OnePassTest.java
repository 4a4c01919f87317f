package privbench.harness.experiment.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.testing.Cli;
import privbench.learners.Learners;

/**
 * One {@code validate} pass lists every independent error of a file that has one of each kind: every bad sweep
 * value, every bad figure key, the data source's columns, unknown learners and parameters, metrics and tuning keys.
 */
class OnePassTest {

    @TempDir
    Path tmp;

    @Test
    void validateListsEveryErrorOfAFileWithOneOfEachKind() throws IOException {
        Files.writeString(tmp.resolve("d.csv"), "a,b,label\n1,2,x\n3,4,y\n5,6,x\n7,8,y\n");
        Path file = Files.writeString(tmp.resolve("bad.yaml"), String.join("\n",
                "name: Bad_Name",
                "seed: 1",
                "repetitions: -2",
                "dataset:",
                "  csv: {path: d.csv, label: lable}",
                "split: {test: 1.5}",
                "preprocess: [unit-norm, standardise]",
                "sweep:",
                "  epsilon: [-1, 0.5, abc]",
                "  delta: 2",
                "learners:",
                "  - id: dp-gdd",
                "  - id: dp-gd",
                "    params: {iterations: -3, colour: red}",
                "metrics: [accuracy, acc]",
                "figures:",
                "  - {x: epsilonn, y: accuracy, series: learner}",
                "  - {x: epsilon, y: aucc, series: learnerr}",
                "tuning: {mean: 0}", ""));
        var outcome = new Cli(tmp, Learners.ALL, java.util.Map.of()).run("validate", file.toString());
        assertEquals(2, outcome.exit());
        String text = outcome.err();
        List<String> expected = List.of(":1:7: name", ":3:14: repetitions", ":5:29: dataset.csv.label",
                ":6:15: split.test", ":7:25: preprocess[1]", ":9:13: sweep.epsilon[0]", ":9:22: sweep.epsilon[2]",
                ":10:10: sweep.delta", ":12:9: learners[0].id", ":14:26: learners[1].params.iterations",
                "got -3\n", ":14:30: learners[1].params.colour", ":15:21: metrics[1]", ":17:9: figures[0].x",
                ":18:21: figures[1].y", ":18:35: figures[1].series", ":19:16: tuning.mean", "16 errors");
        for (String e : expected) {
            assertTrue(text.contains(e), "missing '" + e + "' in:\n" + text);
        }
    }
}

package privbench.harness.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.datasets.DataDirectory;
import privbench.harness.tables.CsvTable;
import privbench.harness.testing.Resources;
import privbench.harness.testing.TestLearners;

/**
 * End-to-end runs on file data: builtin (binary with public rows, multiclass), CSV with a test file, LIBSVM.
 */
class FileDataRunTest {

    @TempDir
    Path tmp;

    @ParameterizedTest
    @CsvSource({
        // file, cells, dataset column, test rows, smallest acceptable accuracy
        // sonar: 2 learners x 2 repetitions, 52 = round(0.25 x 208) test rows; no accuracy is claimed for
        // class means on sonar, whose 52-row test sets vary widely
        "experiments/sonar.yaml, 4, sonar, 52, 0",
        // digits: 2 n x 1 repetition, 539 = round(0.3 x 1797) test rows; nearest class means are a classic
        // ~0.9 classifier of these digits, far above the 0.1 of chance
        "experiments/digits.yaml, 2, digits, 539, 0.8",
        // 4 test rows from their own file, separated by the sign of the first feature, as are the training
        // rows: the class means find that direction
        "experiments/csv.yaml, 1, tiny.csv, 4, 1",
        "experiments/libsvm.yaml, 1, tiny.libsvm, 2, 0"
    })
    void fileData_runsEndToEnd(String file, int cells, String dataset, int testRows, double minAccuracy)
            throws IOException {
        var run = new ExperimentRun(TestLearners.ALL, new DataDirectory(Optional.empty(), Map.of()), Progress.silent());
        var result = run.run(ExperimentRun.Request.of(Resources.path(file), tmp).out(tmp).threads(2)
                .commandLine(List.of()).build());
        CsvTable t = CsvTable.read(tmp.resolve("cells.csv"));
        assertEquals(cells, result.run());
        assertEquals(0, result.failed(), t.rows().toString());
        for (List<String> row : t.rows()) {
            assertEquals(dataset, t.get(row, "dataset"));
            double acc = Double.parseDouble(t.get(row, "accuracy"));
            assertEquals(Math.rint(acc * testRows), acc * testRows, 1e-9, "accuracy is a count of the test rows");
            assertTrue(acc >= minAccuracy, file + ": accuracy " + acc);
        }
    }
}

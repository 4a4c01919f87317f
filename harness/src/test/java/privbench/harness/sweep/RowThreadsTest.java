package privbench.harness.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.datasets.DataDirectory;
import privbench.harness.tables.CsvTable;
import privbench.learners.Learners;

class RowThreadsTest {

    @TempDir
    Path tmp;

    @Test
    void cellsComeFirst_thenRows() {
        assertEquals(1, RowThreads.perCell(2, 36));
        assertEquals(1, RowThreads.perCell(2, 2));
        assertEquals(2, RowThreads.perCell(2, 1));
        assertEquals(4, RowThreads.perCell(8, 2));
        assertEquals(1, RowThreads.perCell(1, 1));
    }

    @Test
    void everyTaskRunsOnce_andAFailureReachesTheCaller() {
        try (RowThreads t = new RowThreads(2)) {
            AtomicIntegerArray runs = new AtomicIntegerArray(100);
            t.forEach(100, runs::incrementAndGet);
            for (int i = 0; i < 100; i++) {
                assertEquals(1, runs.get(i), "task " + i);
            }
            var e = assertThrows(IllegalStateException.class, () -> t.forEach(10, i -> {
                if (i == 7) {
                    throw new IllegalStateException("task 7");
                }
            }));
            assertEquals("task 7", e.getMessage());
        }
    }

    /** One cell per learner on two threads: each cell gets both as row threads, and the bits are those of one. */
    @Test
    void oneCellOnTwoThreads_givesTheBitsOfOneThread() throws IOException {
        Path file = Files.writeString(tmp.resolve("one.yaml"), String.join("\n",
                "name: one-cell",
                "seed: 11",
                "dataset:",
                "  synthetic: {generator: margin-halfspace, n: 2400, d: 12, margin: 0.1}",
                "split: {test: 0.25}",
                "sweep: {epsilon: [1], delta: 1e-5}",
                "learners:",
                "  - id: dp-gd",
                "    params: {iterations: 20}",
                "metrics: [accuracy, auc]", ""));
        for (String learner : List.of("dp-gd")) {
            List<String> one = accuracy(file, tmp.resolve(learner + "-1"), 1);
            List<String> two = accuracy(file, tmp.resolve(learner + "-2"), 2);
            assertEquals(one, two);
        }
    }

    private static List<String> accuracy(Path file, Path out, int threads) throws IOException {
        var runner = new ExperimentRun(Learners.ALL, new DataDirectory(Optional.empty(), Map.of()), Progress.silent());
        runner.run(ExperimentRun.Request.of(file, out.getParent()).out(out).threads(threads).fresh(true)
                .commandLine(List.of("run")).build());
        CsvTable t = CsvTable.read(out.resolve("cells.csv"));
        List<String> v = new ArrayList<>();
        for (List<String> row : t.rows()) {
            v.add(t.get(row, "accuracy") + " " + t.get(row, "auc") + " " + t.get(row, "status"));
        }
        return v;
    }
}

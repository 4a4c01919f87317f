package privbench.harness.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.datasets.DataDirectory;
import privbench.harness.tables.CsvTable;
import privbench.harness.testing.CellsWithoutTimes;
import privbench.harness.testing.Resources;
import privbench.harness.testing.TestLearners;

/**
 * {@code run --fit-times}: fit times read the private data, so a run may publish them rounded to a power of two or
 * not at all; everything else in the cells stays as it is.
 */
class FitTimesTest {

    @TempDir
    Path tmp;

    private static final Path TINY = Resources.path("experiments/tiny.yaml");

    @Test
    void rounded_isTheNearestPowerOfTwo_exactIsAsMeasured_noneIsEmpty() {
        assertEquals(0.25, FitTimes.ROUNDED.published(0.3), 0.0);
        assertEquals(0.5, FitTimes.ROUNDED.published(0.36), 0.0);
        assertEquals(4, FitTimes.ROUNDED.published(3), 0.0);
        assertEquals(0.123456, FitTimes.EXACT.published(0.123456), 0.0);
        assertTrue(Double.isNaN(FitTimes.NONE.published(0.3)));
        assertTrue(Double.isNaN(FitTimes.ROUNDED.published(Double.NaN)), "a failed cell has no time in any mode");
    }

    private Path run(FitTimes times, String name) throws IOException {
        Path out = tmp.resolve(name);
        new ExperimentRun(TestLearners.ALL, new DataDirectory(Optional.empty(), Map.of()), Progress.silent())
                .run(ExperimentRun.Request.of(TINY, tmp).out(out).threads(2)
                        .commandLine(List.of("run", TINY.toString())).fitTimes(times).build());
        return out;
    }

    @Test
    void noneLeavesTheColumnAndTheSummaryMeanEmpty_andChangesNothingElse() throws IOException {
        Path exact = run(FitTimes.EXACT, "exact");
        Path none = run(FitTimes.NONE, "none");
        Path rounded = run(FitTimes.ROUNDED, "rounded");
        assertEquals(CellsWithoutTimes.of(exact), CellsWithoutTimes.of(none));
        assertEquals(CellsWithoutTimes.of(exact), CellsWithoutTimes.of(rounded));
        CsvTable cells = CsvTable.read(none.resolve("cells.csv"));
        assertTrue(cells.rows().stream().allMatch(r -> cells.get(r, "fit_seconds").isEmpty()));
        CsvTable summary = CsvTable.read(none.resolve("summary.csv"));
        assertTrue(summary.rows().stream().allMatch(r -> summary.get(r, "fit_seconds_mean").isEmpty()));
        CsvTable r = CsvTable.read(rounded.resolve("cells.csv"));
        for (List<String> row : r.rows()) {
            double t = Double.parseDouble(r.get(row, "fit_seconds"));
            if (t >= 1e-3) {
                // below a millisecond the column's six decimals no longer hold a power of two exactly
                double log2 = Math.log(t) / Math.log(2);
                assertEquals(Math.rint(log2), log2, 1e-3, "a power of two: " + t);
            }
        }
    }
}

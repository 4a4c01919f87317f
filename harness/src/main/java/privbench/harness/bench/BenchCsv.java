package privbench.harness.bench;

import privbench.harness.results.Columns;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import privbench.canonical.Canonical;
import privbench.harness.sweep.Cell;
import privbench.harness.tables.CsvTable;

/**
 * bench.csv: one row per timed learner setting and thread count, with the cell's definition (as in cells.csv)
 * and JMH's score, error (half-width of the 99.9% interval), unit and number of samples; for a full-batch
 * learner with a fixed number of steps also the feature bytes one step reads and the bandwidth that makes.
 */
final class BenchCsv {

    /** The file name in a bench folder. */
    static final String FILE = "bench.csv";

    /** The columns, in order. */
    static final List<String> HEADER = List.of("learner", "params", "dataset", "n", "d", "epsilon", "delta", "mode",
            "score", "error", "unit", "samples", Columns.CELL_ID, "threads", "precision", "bytes_per_step", "gb_per_s", "peak_resident_bytes",
            "peak_heap_bytes", "feature_bytes", "prepare_seconds");

    private BenchCsv() {
    }

    static void write(Path file, List<Timing> timings, String precision) throws IOException {
        write(file, timings, precision, java.util.Map.of());
    }

    /** The training features' bytes of a cell: n x d x 8, or x 4 with float32 storage. */
    static long featureBytes(Cell c, String precision) {
        return (long) c.n() * c.d() * ("float32".equals(precision) ? 4 : 8);
    }

    /**
     * As {@link #write(Path, List, String)} with each setting's peak memory ({@link MemoryPeak}, by
     * {@link MemoryPeak#key}); empty cells where none was recorded.
     */
    static void write(Path file, List<Timing> timings, String precision, java.util.Map<String, MemoryPeak> memory)
            throws IOException {
        List<List<String>> rows = new ArrayList<>();
        for (Timing t : timings) {
            Cell c = t.cell();
            var steps = FullBatchSteps.of(c, precision);
            MemoryPeak m = memory.get(MemoryPeak.key(c.id(), t.threads()));
            rows.add(List.of(c.learner().spec().id(), c.binding().paramsJson(), c.dataset(), String.valueOf(c.n()),
                    String.valueOf(c.d()), Canonical.number(c.epsilon()),
                    Canonical.number(c.deltaValue()), t.mode(), number(t.score()), number(t.error()),
                    t.unit(), String.valueOf(t.samples()), c.id(), String.valueOf(t.threads()), precision,
                    steps.map(s -> String.valueOf(s.bytesPerStep())).orElse(""),
                    steps.map(s -> number(s.gbPerSecond(t.seconds()))).orElse(""),
                    m == null || m.residentBytes() < 0 ? "" : String.valueOf(m.residentBytes()),
                    m == null ? "" : String.valueOf(m.heapBytes()), String.valueOf(featureBytes(c, precision)),
                    m == null ? "" : number(m.prepareSeconds())));
        }
        new CsvTable(HEADER, rows).write(file);
    }

    private static String number(double v) {
        return Double.isNaN(v) ? "" : Double.toString(v);
    }
}

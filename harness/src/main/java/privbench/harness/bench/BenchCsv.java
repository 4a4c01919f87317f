package privbench.harness.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import privbench.canonical.Canonical;
import privbench.harness.sweep.Cell;
import privbench.harness.tables.CsvTable;

/**
 * bench.csv: one row per timed learner setting, with the cell's definition (as in cells.csv) and JMH's
 * score, error (half-width of the 99.9% interval), unit and number of samples.
 */
final class BenchCsv {

    /** The file name in a bench folder. */
    static final String FILE = "bench.csv";

    /** The columns, in order. */
    static final List<String> HEADER = List.of("learner", "params", "dataset", "n", "d", "epsilon", "delta", "mode",
            "score", "error", "unit", "samples", "cell_id");

    private BenchCsv() {
    }

    static void write(Path file, List<Timing> timings) throws IOException {
        List<List<String>> rows = new ArrayList<>();
        for (Timing t : timings) {
            Cell c = t.cell();
            rows.add(List.of(c.learner().spec().id(), c.binding().paramsJson(), c.dataset(), String.valueOf(c.n()),
                    String.valueOf(c.d()), Canonical.number(c.epsilon()),
                    Canonical.number(c.deltaValue()), t.mode(), number(t.score()), number(t.error()),
                    t.unit(), String.valueOf(t.samples()), c.id()));
        }
        new CsvTable(HEADER, rows).write(file);
    }

    private static String number(double v) {
        return Double.isNaN(v) ? "" : Double.toString(v);
    }
}

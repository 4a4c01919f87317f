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
 * learner with a fixed number of steps also the feature bytes one step reads and the bandwidth that makes; for
 * every learner whose fit runs fused passes over its rows, the bytes those passes read per fit (counted in the fork
 * that timed it, {@link FitReads}), their bandwidth, and that bandwidth as a fraction of the in-JVM read probe at
 * the setting's thread count and of the STREAM triad (empty where the bench ran no peers).
 */
final class BenchCsv {

    /** The file name in a bench folder. */
    static final String FILE = "bench.csv";

    /** The columns, in order. */
    static final List<String> HEADER = List.of("learner", "params", "dataset", "n", "d", "epsilon", "delta", "mode",
            "score", "error", "unit", "samples", Columns.CELL_ID, "threads", "precision", "bytes_per_step", "gb_per_s", "peak_resident_bytes",
            "peak_heap_bytes", "feature_bytes", "prepare_seconds", "pass_bytes_per_fit", "pass_gb_per_s",
            "pass_fraction_of_probe", "pass_fraction_of_triad");

    private BenchCsv() {
    }

    static void write(Path file, List<Timing> timings, String precision) throws IOException {
        write(file, timings, precision, java.util.Map.of(), Reads.NONE);
    }

    /**
     * What the fits read and what to compare it with.
     *
     * @param perSetting the fused passes' reads per setting ({@link MemoryPeak#key})
     * @param probe      the read probes' GB/s ({@link DpgdRatios.ProbeKey}; the 4096-double probe at row 0)
     * @param triad      the STREAM triad's GB/s, NaN when not run
     */
    record Reads(java.util.Map<String, FitReads> perSetting, java.util.Map<DpgdRatios.ProbeKey, Double> probe,
                 double triad) {

        static final Reads NONE = new Reads(java.util.Map.of(), java.util.Map.of(), Double.NaN);

        Reads {
            perSetting = java.util.Map.copyOf(perSetting);
            probe = java.util.Map.copyOf(probe);
        }

        /** The setting's reads, if its fits ran fused passes. */
        java.util.Optional<FitReads> of(Timing t) {
            return FitReads.of(perSetting, t);
        }

        /** The 4096-double probe at the timing's thread count, NaN when not run. */
        double probeGbPerSecond(Timing t) {
            return probe.getOrDefault(new DpgdRatios.ProbeKey(t.threads(), 0), Double.NaN);
        }

        /** One progress line for a setting whose fits ran fused passes (its {@link #of} reads). */
        String describe(Timing t, FitReads f) {
            double gb = f.gbPerSecond(t.seconds());
            return String.format(java.util.Locale.ROOT, "%s, %d thread(s): fused passes read %.0f bytes a fit, "
                            + "%.3g GB/s = %s of the read probe and %s of the triad", BenchPlan.label(t.cell()),
                    t.threads(), f.bytesPerFit(), gb, fraction(gb, probeGbPerSecond(t)), fraction(gb, triad));
        }

        private static String fraction(double gb, double limit) {
            return Double.isNaN(limit) ? "n/a" : String.format(java.util.Locale.ROOT, "%.3g", gb / limit);
        }
    }

    /** The training features' bytes of a cell: n x d x 8, or x 4 with float32 storage. */
    static long featureBytes(Cell c, String precision) {
        return (long) c.n() * c.d() * ("float32".equals(precision) ? 4 : 8);
    }

    /**
     * As {@link #write(Path, List, String)} with each setting's peak memory ({@link MemoryPeak}, by
     * {@link MemoryPeak#key}) and its fits' reads; empty cells where none was recorded.
     */
    static void write(Path file, List<Timing> timings, String precision, java.util.Map<String, MemoryPeak> memory,
                      Reads reads) throws IOException {
        List<List<String>> rows = new ArrayList<>();
        for (Timing t : timings) {
            Cell c = t.cell();
            var steps = FullBatchSteps.of(c, precision);
            MemoryPeak m = memory.get(MemoryPeak.key(c.id(), t.threads()));
            var read = reads.of(t);
            rows.add(List.of(c.learner().spec().id(), c.binding().paramsJson(), c.dataset(), String.valueOf(c.n()),
                    String.valueOf(c.d()), Canonical.number(c.epsilon()),
                    Canonical.number(c.deltaValue()), t.mode(), number(t.score()), number(t.error()),
                    t.unit(), String.valueOf(t.samples()), c.id(), String.valueOf(t.threads()), precision,
                    steps.map(s -> String.valueOf(s.bytesPerStep())).orElse(""),
                    steps.map(s -> number(s.gbPerSecond(t.seconds()))).orElse(""),
                    m == null || m.residentBytes() < 0 ? "" : String.valueOf(m.residentBytes()),
                    m == null ? "" : String.valueOf(m.heapBytes()), String.valueOf(featureBytes(c, precision)),
                    m == null ? "" : number(m.prepareSeconds()),
                    read.map(f -> number(f.bytesPerFit())).orElse(""),
                    read.map(f -> number(f.gbPerSecond(t.seconds()))).orElse(""),
                    read.map(f -> number(f.gbPerSecond(t.seconds()) / reads.probeGbPerSecond(t))).orElse(""),
                    read.map(f -> number(f.gbPerSecond(t.seconds()) / reads.triad())).orElse("")));
        }
        new CsvTable(HEADER, rows).write(file);
    }

    private static String number(double v) {
        return Double.isNaN(v) ? "" : Double.toString(v);
    }
}

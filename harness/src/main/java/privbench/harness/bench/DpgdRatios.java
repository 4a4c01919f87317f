package privbench.harness.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import privbench.harness.bench.peers.DpgdShape;
import privbench.harness.bench.peers.PeerRun;
import privbench.harness.bench.peers.PeerTiming;
import privbench.harness.experiment.BenchSpec;
import privbench.harness.sweep.Cell;
import privbench.harness.tables.CsvTable;

/**
 * dp-gd against its peers, per dp-gd setting and thread count timed: Java seconds / numpy seconds on the same
 * (n, d, T) and threads, and the bandwidth of each DP-GD loop as a fraction of the STREAM triad's and of the
 * read-bandwidth probe's (run in the bench's own JVM, {@link ReadBandwidthProbe}), all measured in one run.
 *
 * <p>Bytes per iteration: privbench's fused loop reads the n x d features once (8 n d bytes, 4 n d with
 * {@code precision: float32}), the numpy peer its float64 matrix twice (X w, then X^T r). Times are means
 * (JMH's score, the mean of the numpy repeats); the triad's and the probes' bandwidths are their best repeats.
 * Two probes: rows of 4096 doubles (the JVM's read limit on long rows) and rows of the cell's own d in its
 * storage (the read limit of that shape, which on some machines is well below the first).
 */
final class DpgdRatios {

    /** The file name in a bench folder. */
    static final String FILE = "ratios.csv";

    /** The learner the peers are compared with. */
    static final String DP_GD = "dp-gd";

    /** One dp-gd setting against its peers; NaN where a peer did not run. */
    record Ratio(int n, int d, int iterations, double javaSeconds, double javaError, double numpySeconds,
                 double triadGbPerSecond, int threads, long bytesPerStep, double probeGbPerSecond,
                 double shapeProbeGbPerSecond) {

        Ratio(int n, int d, int iterations, double javaSeconds, double javaError, double numpySeconds,
              double triadGbPerSecond) {
            this(n, d, iterations, javaSeconds, javaError, numpySeconds, triadGbPerSecond, 1, 8L * n * d, Double.NaN,
                    Double.NaN);
        }

        double javaOverNumpy() {
            return javaSeconds / numpySeconds;
        }

        /** How many times faster than numpy (numpy seconds / Java seconds). */
        double speedup() {
            return numpySeconds / javaSeconds;
        }

        double javaGbPerSecond() {
            return (double) bytesPerStep * iterations / javaSeconds / 1e9;
        }

        double numpyGbPerSecond() {
            return 2 * 8.0 * n * d * iterations / numpySeconds / 1e9;
        }
    }

    private DpgdRatios() {
    }

    /** The peer problem of a dp-gd cell, or empty when T is not fixed by its parameters (horizon: paper). */
    static Optional<DpgdShape> shape(Cell c) {
        var params = c.binding().axisValues();
        if (!c.learner().spec().id().equals(DP_GD) || !"fixed".equals(params.get("horizon"))
                || !Double.isFinite(c.epsilon())) {
            return Optional.empty();
        }
        return Optional.of(new DpgdShape(c.n(), c.d(), Integer.parseInt(params.get("iterations")), c.epsilon(),
                c.deltaValue()));
    }

    /** A probe's key: its thread count and row length (0 for the 4096-double probe, which is one per thread count). */
    record ProbeKey(int threads, int row) {
    }

    /** A ratio per timed dp-gd setting with a fixed T (one thread, float64, no probe). */
    static List<Ratio> of(List<Timing> timings, PeerRun.Outcome peers) {
        return of(timings, peers, "float64", java.util.Map.of());
    }

    /**
     * A ratio per timed dp-gd setting with a fixed T and thread count, against numpy with as many BLAS threads.
     *
     * @param probe the read-bandwidth probes' GB/s: the 4096-double probe at row 0, the cell's row length at d
     *              (missing: NaN)
     */
    static List<Ratio> of(List<Timing> timings, PeerRun.Outcome peers, String precision,
                          java.util.Map<ProbeKey, Double> probe) {
        double triad = peers.triad().map(PeerTiming::gbPerSecond).orElse(Double.NaN);
        List<Ratio> out = new ArrayList<>();
        for (Timing t : timings) {
            Optional<DpgdShape> s = shape(t.cell());
            if (s.isEmpty()) {
                continue;
            }
            DpgdShape shape = s.get();
            double numpy = peers.numpy().stream()
                    .filter(p -> p.peer().equals(BenchSpec.NUMPY_DPGD) && p.n() == shape.n() && p.d() == shape.d() && p.iterations() == shape.iterations()
                            && p.threads() == t.threads())
                    .mapToDouble(PeerTiming::seconds).findFirst().orElse(Double.NaN);
            long bytes = FullBatchSteps.of(t.cell(), precision).map(FullBatchSteps::bytesPerStep)
                    .orElse(8L * shape.n() * shape.d());
            out.add(new Ratio(shape.n(), shape.d(), shape.iterations(), t.seconds(), t.error(), numpy, triad,
                    t.threads(), bytes, probe.getOrDefault(new ProbeKey(t.threads(), 0), Double.NaN),
                    probe.getOrDefault(new ProbeKey(t.threads(), shape.d()), Double.NaN)));
        }
        return out;
    }

    static void write(Path file, List<Ratio> ratios) throws IOException {
        List<List<String>> rows = new ArrayList<>();
        for (Ratio r : ratios) {
            rows.add(List.of(String.valueOf(r.n()), String.valueOf(r.d()), String.valueOf(r.iterations()),
                    csv(r.javaSeconds()), csv(r.javaError()), csv(r.numpySeconds()), csv(r.javaOverNumpy()),
                    csv(r.javaGbPerSecond()), csv(r.numpyGbPerSecond()), csv(r.triadGbPerSecond()),
                    csv(r.javaGbPerSecond() / r.triadGbPerSecond()), csv(r.numpyGbPerSecond() / r.triadGbPerSecond()),
                    String.valueOf(r.threads()), String.valueOf(r.bytesPerStep()), csv(r.probeGbPerSecond()),
                    csv(r.javaGbPerSecond() / r.probeGbPerSecond()), csv(r.speedup()),
                    csv(r.shapeProbeGbPerSecond()), csv(r.javaGbPerSecond() / r.shapeProbeGbPerSecond())));
        }
        new CsvTable(List.of("n", "d", "iterations", "java_seconds", "java_error", "numpy_seconds", "java_over_numpy",
                "java_gb_per_s", "numpy_gb_per_s", "triad_gb_per_s", "java_fraction_of_triad",
                "numpy_fraction_of_triad", "threads", "bytes_per_step", "probe_gb_per_s", "java_fraction_of_probe",
                "speedup_over_numpy", "shape_probe_gb_per_s", "java_fraction_of_shape_probe"), rows).write(file);
    }

    /** One line per ratio for the end of the run. */
    static String describe(Ratio r) {
        return String.format(Locale.ROOT,
                "dp-gd %d x %d, T = %d, %d thread(s): Java %.4g s, numpy %s s, Java/numpy %s (%s); "
                        + "%d bytes read per step, Java loop %.3g GB/s = %s of the in-JVM read probe's %s GB/s "
                        + "and %s of the triad's %s GB/s; %s of a read of rows of %d (%s GB/s)",
                r.n(), r.d(), r.iterations(), r.threads(), r.javaSeconds(), num(r.numpySeconds()),
                num(r.javaOverNumpy()), Speedup.phrase(r.speedup()), r.bytesPerStep(), r.javaGbPerSecond(),
                num(r.javaGbPerSecond() / r.probeGbPerSecond()), num(r.probeGbPerSecond()),
                num(r.javaGbPerSecond() / r.triadGbPerSecond()), num(r.triadGbPerSecond()),
                num(r.javaGbPerSecond() / r.shapeProbeGbPerSecond()), r.d(), num(r.shapeProbeGbPerSecond()));
    }

    private static String csv(double v) {
        return Double.isNaN(v) ? "" : Double.toString(v);
    }

    private static String num(double v) {
        return Double.isNaN(v) ? "n/a" : String.format(Locale.ROOT, "%.3g", v);
    }
}

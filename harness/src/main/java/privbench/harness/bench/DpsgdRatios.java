package privbench.harness.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import privbench.harness.bench.peers.DpsgdShape;
import privbench.harness.bench.peers.PeerTiming;
import privbench.harness.experiment.BenchSpec;
import privbench.harness.sweep.Cell;
import privbench.harness.tables.CsvTable;

/**
 * dpsgd-full against the numpy DP-SGD peer, per setting and thread count timed: milliseconds per step of each,
 * Java / numpy and the speed-up, measured in one run. The peer fixes 10 classes, B = 256, C = 1 and sigma = 1;
 * a dpsgd-full setting is compared when its batch size is 256 (the experiment gives it 10 classes).
 *
 * <p>Java's time is JMH's mean per {@code fit()} over T steps: it includes sigma's calibration and the model,
 * so a run of a few hundred steps or more keeps those to a few percent; numpy's is its loop only (best of the
 * script's three repeats), so the ratio favours numpy; the best columns set Java's best measured iteration
 * against it, like against like.
 */
final class DpsgdRatios {

    /** The file name in a bench folder (ratios.csv holds dp-gd's, in its own columns). */
    static final String FILE = "ratios-dpsgd.csv";

    /** The learner the peer is compared with. */
    static final String DPSGD_FULL = "dpsgd-full";

    /** One dpsgd-full setting against the peer; numpy NaN where the peer did not run. */
    record Ratio(int n, int d, int steps, int threads, double javaSeconds, double javaError, double numpySeconds,
                 double javaBestSeconds) {

        /** Java's best measured iteration over numpy's best repeat: like against like, less sensitive to load. */
        double bestSpeedup() {
            return numpySeconds / javaBestSeconds;
        }

        double javaMsPerStep() {
            return 1000 * javaSeconds / steps;
        }

        double numpyMsPerStep() {
            return 1000 * numpySeconds / steps;
        }

        /** How many times faster than numpy (numpy seconds / Java seconds). */
        double speedup() {
            return numpySeconds / javaSeconds;
        }
    }

    private DpsgdRatios() {
    }

    /** The peer problem of a dpsgd-full cell at a finite epsilon with batch size 256, else empty. */
    static Optional<DpsgdShape> shape(Cell c) {
        var params = c.binding().axisValues();
        if (!c.learner().spec().id().equals(DPSGD_FULL) || !Double.isFinite(c.epsilon())
                || !"256".equals(params.get("batchSize")) || params.get("steps") == null) {
            return Optional.empty();
        }
        return Optional.of(new DpsgdShape(c.n(), c.d(), Integer.parseInt(params.get("steps"))));
    }

    /**
     * The best (lowest) measured iteration of each benchmark in JMH's JSON, by {@link MemoryPeak#key} (cell id,
     * row threads); empty when the file is missing or unreadable.
     */
    static java.util.Map<String, Double> bestSeconds(Path json) {
        java.util.Map<String, Double> out = new java.util.HashMap<>();
        try {
            for (var b : new com.fasterxml.jackson.databind.ObjectMapper().readTree(json.toFile())) {
                var params = b.path("params");
                double best = Double.POSITIVE_INFINITY;
                for (var fork : b.path("primaryMetric").path("rawData")) {
                    for (var it : fork) {
                        best = Math.min(best, it.asDouble());
                    }
                }
                if (Double.isFinite(best)) {
                    out.put(MemoryPeak.key(params.path("cell").asText(), params.path("rowThreads").asInt(1)), best);
                }
            }
        } catch (IOException | RuntimeException unreadable) {
            return java.util.Map.of();
        }
        return out;
    }

    /** A ratio per timed dpsgd-full setting with a peer shape, against the peer with as many BLAS threads. */
    static List<Ratio> of(List<Timing> timings, List<PeerTiming> peers) {
        return of(timings, peers, java.util.Map.of());
    }

    /** As {@link #of(List, List)} with each setting's best iteration (NaN where missing). */
    static List<Ratio> of(List<Timing> timings, List<PeerTiming> peers, java.util.Map<String, Double> best) {
        List<Ratio> out = new ArrayList<>();
        for (Timing t : timings) {
            Optional<DpsgdShape> s = shape(t.cell());
            if (s.isEmpty()) {
                continue;
            }
            DpsgdShape shape = s.get();
            double numpy = peers.stream()
                    .filter(p -> p.peer().equals(BenchSpec.NUMPY_DPSGD) && p.n() == shape.n() && p.d() == shape.d()
                            && p.iterations() == shape.steps() && p.threads() == t.threads())
                    .mapToDouble(PeerTiming::seconds).findFirst().orElse(Double.NaN);
            out.add(new Ratio(shape.n(), shape.d(), shape.steps(), t.threads(), t.seconds(), t.error(), numpy,
                    best.getOrDefault(MemoryPeak.key(t.cell().id(), t.threads()), Double.NaN)));
        }
        return out;
    }

    static void write(Path file, List<Ratio> ratios) throws IOException {
        List<List<String>> rows = new ArrayList<>();
        for (Ratio r : ratios) {
            rows.add(List.of(String.valueOf(r.n()), String.valueOf(r.d()), String.valueOf(r.steps()),
                    String.valueOf(r.threads()), csv(r.javaSeconds()), csv(r.javaError()), csv(r.javaMsPerStep()),
                    csv(r.numpySeconds()), csv(r.numpyMsPerStep()), csv(r.javaSeconds() / r.numpySeconds()),
                    csv(r.speedup()), csv(1000 * r.javaBestSeconds() / r.steps()), csv(r.bestSpeedup())));
        }
        new CsvTable(List.of("n", "d", "steps", "threads", "java_seconds", "java_error", "java_ms_per_step",
                "numpy_seconds", "numpy_ms_per_step", "java_over_numpy", "speedup_over_numpy", "java_best_ms_per_step",
                "best_speedup_over_numpy"), rows).write(file);
    }

    /** One line per ratio for the end of the run. */
    static String describe(Ratio r) {
        return String.format(Locale.ROOT,
                "dpsgd-full %d x %d, T = %d, %d thread(s): Java %.4g ms per step (mean fit %.4g s), numpy %s ms per "
                        + "step (best of 3): %s; Java's best iteration %s ms per step: %s",
                r.n(), r.d(), r.steps(), r.threads(), r.javaMsPerStep(), r.javaSeconds(), num(r.numpyMsPerStep()),
                Speedup.phrase(r.speedup()), num(1000 * r.javaBestSeconds() / r.steps()), Speedup.phrase(r.bestSpeedup()));
    }

    private static String csv(double v) {
        return Double.isNaN(v) ? "" : Double.toString(v);
    }

    private static String num(double v) {
        return Double.isNaN(v) ? "n/a" : String.format(Locale.ROOT, "%.3g", v);
    }
}

package privbench.harness.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.openjdk.jmh.runner.RunnerException;
import privbench.canonical.Canonical;
import privbench.harness.bench.peers.DpgdShape;
import privbench.harness.bench.peers.DpsgdShape;
import privbench.harness.bench.peers.PeerTiming;
import privbench.harness.bench.peers.PeerRun;
import privbench.harness.datasets.DataDirectory;
import privbench.harness.input.FileDigest;
import privbench.harness.experiment.BenchSpec;
import privbench.harness.experiment.Experiment;
import privbench.harness.input.InputException;
import privbench.harness.input.Location;
import privbench.harness.sweep.Cell;
import privbench.harness.sweep.Shard;
import privbench.harness.sweep.SweepPlan;
import privbench.harness.tables.Manifest;
import privbench.harness.tables.Provenance;
import privbench.learners.LearnerSpec;

/**
 * One {@code bench}: plan which learner settings to time (nothing is written if the experiment is refused),
 * measure the peers the experiment asks for, time every setting with JMH, and write bench.csv, bench.json,
 * peers.csv, ratios.csv and manifest.json into the output folder.
 */
public final class BenchRun {

    /** JMH's JSON results in a bench folder. */
    static final String JSON = "bench.json";

    /** The array the read-bandwidth probe reads: larger than the caches of the machines we run on. */
    static final int PROBE_MEGABYTES = 512;

    /**
     * What to time.
     *
     * @param file        the experiment file
     * @param full        time its full variant
     * @param out         the output folder; absent means {@code <root>/results/bench/<name>/}
     * @param root        the repository root (or working directory)
     * @param epsilon     the epsilon to time at, if given on the command line
     * @param jmh         how JMH measures
     * @param peers       how peers run
     * @param runPeers    false to skip the experiment's peers
     * @param verbose     pass JMH's own output through
     * @param commandLine the arguments, for the manifest
     */
    public record Request(Path file, boolean full, Optional<Path> out, Path root, Optional<Double> epsilon,
                          JmhSettings jmh, PeerRun.Settings peers, boolean runPeers, boolean verbose,
                          List<String> commandLine) {
        public Request {
            commandLine = List.copyOf(commandLine);
        }
    }

    /** What a bench did: the folder, the settings planned and timed, and the peers' notes. */
    public record Result(Path folder, int planned, int timed, List<String> notes) {
        public Result {
            notes = List.copyOf(notes);
        }
    }

    private final List<LearnerSpec<?>> catalogue;
    private final DataDirectory directory;
    private final PrintStream progress;

    public BenchRun(List<LearnerSpec<?>> catalogue, DataDirectory directory, PrintStream progress) {
        this.catalogue = List.copyOf(catalogue);
        this.directory = directory;
        this.progress = progress;
    }

    public Result run(Request r) throws IOException, RunnerException {
        SweepPlan sweep = SweepPlan.of(r.file(), r.full(), catalogue, directory);
        BenchPlan plan = BenchPlan.of(sweep, r.epsilon());
        Experiment e = sweep.experiment();
        if (plan.cells().isEmpty()) {
            throw new InputException(Location.of(r.file()), "has no learner setting to time at epsilon "
                    + Canonical.number(plan.epsilon()));
        }
        Path folder = r.out().orElse(r.root().resolve("results").resolve("bench").resolve(e.name()));
        if (Files.exists(folder) && !Files.isDirectory(folder)) {
            throw new InputException(Location.of(folder), "is a file; --out must name a folder");
        }
        Files.createDirectories(folder);
        for (String stale : List.of(BenchCsv.FILE, JSON, PeerRun.FILE, DpgdRatios.FILE, DpsgdRatios.FILE, MemoryPeak.FILE,
                FitReads.FILE)) {
            // a file left by an earlier bench would pass for this run's
            Files.deleteIfExists(folder.resolve(stale));
        }
        Manifest manifest = manifest(r, e, plan.cells().size());
        manifest.write(folder);
        progress.println("bench " + e.name() + ": " + plan.cells().size() + " learner settings at epsilon "
                + Canonical.number(plan.epsilon()) + "; JMH " + r.jmh().describe());

        PeerRun.Outcome peers = peers(r, e, plan, folder);
        List<Timing> timings = new LearnerTimings(r.jmh(), progress, r.verbose())
                .run(plan, dataDir(r.file()), folder.resolve(JSON));
        java.util.Map<String, MemoryPeak> memory = MemoryPeak.read(folder.resolve(MemoryPeak.FILE));
        Files.deleteIfExists(folder.resolve(MemoryPeak.FILE));
        java.util.Map<String, FitReads> reads = FitReads.read(folder.resolve(FitReads.FILE));
        Files.deleteIfExists(folder.resolve(FitReads.FILE));
        boolean peersRun = !e.bench().peers().isEmpty() && r.runPeers();
        // the probes run where peers do: a bench that asks for none is a timing, not a bandwidth study
        java.util.Map<DpgdRatios.ProbeKey, Double> probe = peersRun ? probes(r, e, timings, reads) : java.util.Map.of();
        double triad = peers.triad().map(PeerTiming::gbPerSecond).orElse(Double.NaN);
        BenchCsv.Reads fitReads = new BenchCsv.Reads(reads, probe, triad);
        BenchCsv.write(folder.resolve(BenchCsv.FILE), timings, e.precision(), memory, fitReads);
        for (Timing t : timings) {
            MemoryPeak m = memory.get(MemoryPeak.key(t.cell().id(), t.threads()));
            if (m != null) {
                progress.println(BenchPlan.label(t.cell()) + ", " + t.threads() + " thread(s): "
                        + m.describe(BenchCsv.featureBytes(t.cell(), e.precision())));
            }
        }
        for (Timing t : timings) {
            FullBatchSteps.of(t.cell(), e.precision()).ifPresent(s -> progress.println(String.format(
                    java.util.Locale.ROOT, "%s, %d thread(s): %d bytes read per step, %.3g GB/s", BenchPlan.label(t.cell()),
                    t.threads(), s.bytesPerStep(), s.gbPerSecond(t.seconds()))));
        }
        for (Timing t : timings) {
            fitReads.of(t).ifPresent(f -> progress.println(fitReads.describe(t, f)));
        }
        if (peersRun) {
            PeerRun.write(folder.resolve(PeerRun.FILE), peers);
            List<DpgdRatios.Ratio> ratios = DpgdRatios.of(timings, peers, e.precision(), probe);
            if (!ratios.isEmpty()) {
                DpgdRatios.write(folder.resolve(DpgdRatios.FILE), ratios);
                ratios.forEach(x -> progress.println(DpgdRatios.describe(x)));
            }
            if (e.bench().wants(BenchSpec.NUMPY_DPSGD)) {
                List<DpsgdRatios.Ratio> sgd = DpsgdRatios.of(timings, peers.numpy(),
                        DpsgdRatios.bestSeconds(folder.resolve(JSON)));
                if (!sgd.isEmpty()) {
                    DpsgdRatios.write(folder.resolve(DpsgdRatios.FILE), sgd);
                    sgd.forEach(x -> progress.println(DpsgdRatios.describe(x)));
                }
            }
        }
        int failed = plan.cells().size() - timings.size();
        manifest.finished(Instant.now().toString(), timings.size(), failed).write(folder);
        return new Result(folder, plan.cells().size(), timings.size(), peers.notes());
    }

    private PeerRun.Outcome peers(Request r, Experiment e, BenchPlan plan, Path folder) throws IOException {
        BenchSpec bench = e.bench();
        if (bench.peers().isEmpty() || !r.runPeers()) {
            return new PeerRun.Outcome(List.of(), Optional.empty(), List.of());
        }
        List<DpgdShape> shapes = new ArrayList<>();
        if (bench.wants(BenchSpec.NUMPY_DPGD)) {
            for (Cell c : plan.cells()) {
                DpgdRatios.shape(c).filter(s -> !shapes.contains(s)).ifPresent(shapes::add);
            }
        }
        PeerRun run = new PeerRun(r.peers(), progress);
        PeerRun.Outcome o = run.run(bench.wants(BenchSpec.STREAM_TRIAD), shapes, r.jmh().threads(),
                folder.resolve("peers"));
        List<DpsgdShape> sgdShapes = new ArrayList<>();
        if (bench.wants(BenchSpec.NUMPY_DPSGD)) {
            for (Cell c : plan.cells()) {
                DpsgdRatios.shape(c).filter(s -> !sgdShapes.contains(s)).ifPresent(sgdShapes::add);
            }
        }
        if (sgdShapes.isEmpty()) {
            return o;
        }
        List<String> notes = new ArrayList<>(o.notes());
        List<PeerTiming> timed = new ArrayList<>(o.numpy());
        timed.addAll(run.dpsgd(sgdShapes, r.jmh().threads(), folder.resolve("peers"), notes));
        return new PeerRun.Outcome(timed, o.triad(), notes);
    }

    /** The builtin data folder resolved here, so that forked JVMs read the same one; else "search". */
    private String dataDir(Path file) {
        try {
            return directory.locate(file).toAbsolutePath().toString();
        } catch (InputException notNeededOrNotFound) {
            return LearnerFitBenchmark.SEARCH;
        }
    }

    private static Manifest manifest(Request r, Experiment e, int cells) throws IOException {
        Provenance.Git git = Provenance.code(r.file().toAbsolutePath().getParent());
        return Manifest.builder().experiment(Location.display(r.file()), FileDigest.sha256(r.file()), e.name(),
                        e.seed(), r.full())
                .code(git.commit(), git.dirty(), Provenance.projectVersion(), Provenance.dependencies())
                .thisMachine().execution(1, Shard.all().toString(), r.commandLine())
                .startedAt(Instant.now().toString()).counts(cells, 0, 0, 0).precision(e.precision()).build();
    }

    /**
     * The read-bandwidth probes for the full-batch settings timed (a fixed step count, or fused passes counted in
     * their fits): rows of 4096 doubles per thread count, and rows of each fixed-step setting's d in the
     * experiment's storage, each in this JVM.
     */
    private java.util.Map<DpgdRatios.ProbeKey, Double> probes(Request r, Experiment e, List<Timing> timings,
                                                               java.util.Map<String, FitReads> reads) {
        java.util.Map<DpgdRatios.ProbeKey, Double> probe = new java.util.LinkedHashMap<>();
        java.util.SortedSet<Integer> rows = new java.util.TreeSet<>();
        boolean passes = false;
        for (Timing t : timings) {
            if (FullBatchSteps.of(t.cell(), e.precision()).isPresent()) {
                rows.add(t.cell().d());
            }
            passes |= FitReads.of(reads, t).isPresent();
        }
        if (rows.isEmpty() && !passes) {
            return probe;
        }
        boolean float32 = "float32".equals(e.precision());
        for (int th : r.jmh().threads()) {
            double gb = ReadBandwidthProbe.gbPerSecond(PROBE_MEGABYTES, th, 5);
            probe.put(new DpgdRatios.ProbeKey(th, 0), gb);
            progress.println(String.format(java.util.Locale.ROOT,
                    "read-bandwidth probe (this JVM, %d MB, %d thread(s)): %.3g GB/s", PROBE_MEGABYTES, th, gb));
            for (int d : rows) {
                double shaped = ReadBandwidthProbe.gbPerSecond(PROBE_MEGABYTES, th, 5, d, float32);
                probe.put(new DpgdRatios.ProbeKey(th, d), shaped);
                progress.println(String.format(java.util.Locale.ROOT,
                        "read-bandwidth probe in rows of %d %s (%d MB, %d thread(s)): %.3g GB/s", d,
                        float32 ? "float32" : "float64", PROBE_MEGABYTES, th, shaped));
            }
        }
        return probe;
    }
}

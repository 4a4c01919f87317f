package privbench.harness.bench;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import privbench.harness.sweep.Cell;

/**
 * Times the cells of a bench plan with JMH (Runner API, {@link LearnerFitBenchmark}), writing JMH's own
 * JSON, and returns one timing per cell that JMH measured (a cell whose benchmark failed has none).
 */
final class LearnerTimings {

    private final JmhSettings settings;
    private final PrintStream progress;
    private final boolean verbose;

    LearnerTimings(JmhSettings settings, PrintStream progress, boolean verbose) {
        this.settings = settings;
        this.progress = progress;
        this.verbose = verbose;
    }

    /**
     * Runs the benchmarks.
     *
     * @param plan    what to time
     * @param dataDir the builtin data folder, or {@link LearnerFitBenchmark#SEARCH}
     * @param json    where JMH writes its JSON results
     */
    List<Timing> run(BenchPlan plan, String dataDir, Path json) throws RunnerException {
        Map<String, Cell> byId = new LinkedHashMap<>();
        Map<String, String> labels = new LinkedHashMap<>();
        List<Cell> external = plan.cells().stream().filter(c -> c.learner().spec().passesThrough()).toList();
        List<Timing> processes = ProcessTimings.run(plan.sweep(), external, settings, progress);
        if (external.size() == plan.cells().size()) {
            return processes;
        }
        for (Cell c : plan.cells()) {
            if (external.contains(c)) {
                continue;
            }
            byId.put(c.id(), c);
            labels.put(c.id(), BenchPlan.label(c));
        }
        String learners = plan.sweep().learners().stream().filter(l -> !l.spec().passesThrough())
                .map(l -> l.spec().learnerClass().getName()).distinct()
                .collect(Collectors.joining(","));
        long iterationMillis = Math.round(settings.iterationSeconds() * 1000);
        ChainedOptionsBuilder options = new OptionsBuilder()
                .include("^" + Pattern.quote(LearnerFitBenchmark.class.getName()) + "\\.fit$")
                .param("experiment", plan.sweep().experiment().file().toAbsolutePath().toString())
                .param("full", String.valueOf(plan.sweep().experiment().full()))
                .param("dataDir", dataDir)
                .param("memoryFile", json.toAbsolutePath().resolveSibling(MemoryPeak.FILE).toString())
                .param("readsFile", json.toAbsolutePath().resolveSibling(FitReads.FILE).toString())
                .param("learners", learners)
                .param("cell", byId.keySet().toArray(new String[0]))
                .param("rowThreads", settings.threads().stream().map(String::valueOf).toArray(String[]::new))
                // the SIMD row kernels; a fork without the module gets the same bits, slower
                .jvmArgsPrepend("--add-modules", "jdk.incubator.vector")
                .forks(settings.forks())
                .warmupIterations(settings.warmupIterations())
                .measurementIterations(settings.iterations())
                .warmupTime(TimeValue.milliseconds(iterationMillis))
                .measurementTime(TimeValue.milliseconds(iterationMillis))
                .mode(settings.jmhMode())
                .timeUnit(TimeUnit.SECONDS)
                .threads(1)
                .shouldFailOnError(false)
                .resultFormat(ResultFormatType.JSON)
                .result(json.toAbsolutePath().toString());
        if (!settings.jvmArgs().isEmpty()) {
            options.jvmArgsAppend(settings.jvmArgs().toArray(new String[0]));
        }
        Collection<RunResult> results;
        try {
            results = new Runner(options.build(), new BenchProgress(progress, labels, verbose, settings.threads().size())).run();
        } catch (RunnerException e) {
            if (String.valueOf(e.getMessage()).contains("JMH lock")) {
                // two benchmarks at once would time each other: JMH's guard is right, say it plainly
                throw new IllegalStateException("another JMH run holds /tmp/jmh.lock: wait until it ends (or set "
                        + "PRIVBENCH_JAVA_OPTS=-Djmh.ignoreLock=true to run anyway, knowing the two will time each "
                        + "other)", e);
            }
            throw e;
        }
        List<Timing> out = new ArrayList<>(processes);
        for (RunResult r : results) {
            Cell cell = byId.get(r.getParams().getParam("cell"));
            Result<?> primary = r.getPrimaryResult();
            out.add(new Timing(cell, r.getParams().getMode().shortLabel(), primary.getScore(), primary.getScoreError(),
                    primary.getScoreUnit(), primary.getSampleCount(),
                    Integer.parseInt(r.getParams().getParam("rowThreads"))));
        }
        // JMH orders results by its own sort; keep the plan's order, then the thread counts' order
        List<String> order = plan.cells().stream().map(Cell::id).toList();
        out.sort((a, b) -> a.cell().id().equals(b.cell().id())
                ? Integer.compare(settings.threads().indexOf(a.threads()), settings.threads().indexOf(b.threads()))
                : Integer.compare(order.indexOf(a.cell().id()), order.indexOf(b.cell().id())));
        return out;
    }
}

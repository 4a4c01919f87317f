package privbench.harness.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import privbench.harness.datasets.DataDirectory;
import privbench.harness.sweep.Cell;
import privbench.harness.sweep.CellInput;
import privbench.harness.sweep.RowThreads;
import privbench.harness.sweep.SweepPlan;
import privbench.learners.Fit;
import privbench.learners.LearnerSpec;
import privbench.learners.Learners;
import privbench.learners.PrivateLearner;
import privbench.linalg.Parallelism;
import privbench.linalg.PassReads;

/**
 * The JMH benchmark of one learner's {@code fit()}: the {@code cell} parameter names a cell of an experiment,
 * whose rows are prepared in {@link #prepare} exactly as {@code run} prepares them (the experiment's sweep
 * plan, its data preparation and {@link CellInput}); each invocation fits with the cell's seeded noise.
 *
 * <p>The parameters are plain strings because JMH passes them to forked JVMs: the experiment file, its
 * full variant, the data folder, the learner classes of the catalogue the experiment needs, and the cell id.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.SECONDS)
public class LearnerFitBenchmark {

    /** The value of {@link #dataDir} meaning: search as {@code run} does. */
    static final String SEARCH = "search";

    /** The default of the parameters the bench verb always sets (JMH requires a default). */
    static final String UNSET = "unset";

    /** Absolute path of the experiment file. */
    @Param(UNSET)
    public String experiment;

    /** "true" for the experiment's full variant. */
    @Param("false")
    public String full;

    /** The builtin data folder, or {@value #SEARCH}. */
    @Param(SEARCH)
    public String dataDir;

    /** Comma-separated class names of the learners the experiment uses. */
    @Param(UNSET)
    public String learners;

    /** The id of the cell to time. */
    @Param(UNSET)
    public String cell;

    /** The threads the fit's passes over rows may use (the bits do not depend on them). */
    @Param("1")
    public String rowThreads;

    /** Where to append this JVM's peak memory after the trial ({@link MemoryPeak#FILE}), or unset for nowhere. */
    @Param(UNSET)
    public String memoryFile;

    /** Where to append what each fit read ({@link FitReads#FILE}), or unset for nowhere. */
    @Param(UNSET)
    public String readsFile;

    private CellInput input;
    private Parallelism threads = Parallelism.SEQUENTIAL;
    private Cell target;
    private long seed;
    private double prepareSeconds = Double.NaN;
    private long readsBefore;
    private long fits;

    /** Reads the experiment and prepares the cell's rows (not timed by JMH; the seconds go to prepare_seconds). */
    @Setup(Level.Trial)
    public void prepare() throws ClassNotFoundException {
        if (experiment.equals(UNSET) || learners.equals(UNSET) || cell.equals(UNSET)) {
            throw new IllegalStateException("run this benchmark through privbench bench, which sets experiment, "
                    + "learners and cell");
        }
        DataDirectory dirs = new DataDirectory(dataDir.equals(SEARCH) ? Optional.empty() : Optional.of(Path.of(dataDir)),
                System.getenv());
        SweepPlan plan = SweepPlan.of(Path.of(experiment), Boolean.parseBoolean(full), catalogue(learners), dirs);
        target = plan.cells().stream().filter(c -> c.id().equals(cell)).findFirst()
                .orElseThrow(() -> new IllegalStateException("experiment " + experiment + " has no cell " + cell));
        seed = plan.experiment().seed();
        threads = RowThreads.of(Integer.parseInt(rowThreads));
        // JIT warm-up first, so that prepare_seconds times the data alone
        plan.preparation().warmUp(target.data());
        long start = System.nanoTime();
        // the rows are generated on the fit's row threads (the same bits on any number of them)
        var prepared = plan.preparation().prepare(target.data(), threads);
        prepareSeconds = (System.nanoTime() - start) / 1e9;
        input = CellInput.of(target, prepared, threads);
        // after the warm-ups and the preparation: from here on the passes are the fits'
        readsBefore = PassReads.total();
        fits = 0;
    }

    /** Stops the row threads and records the JVM's peak memory, the data preparation's seconds and the fits' reads. */
    @TearDown(Level.Trial)
    public void stop() throws java.io.IOException {
        if (threads instanceof RowThreads r) {
            r.close();
        }
        if (!memoryFile.equals(UNSET)) {
            MemoryPeak.ofThisJvm(prepareSeconds).append(Path.of(memoryFile), cell, Integer.parseInt(rowThreads));
        }
        if (!readsFile.equals(UNSET) && fits > 0) {
            FitReads.since(readsBefore, fits).append(Path.of(readsFile), cell, Integer.parseInt(rowThreads));
        }
    }

    /** One fit, as a cell of {@code run} makes it. */
    @Benchmark
    public Fit fit() {
        fits++;
        return input.fit(CellInput.noise(seed, target));
    }

    /**
     * The learner declarations of the given classes: every catalogue entry of each (a class may be registered under
     * several ids, as dp-gd and its alias noisy-gd-full), or its own declaration for a class outside the catalogue
     * (the tests' learners).
     */
    static List<LearnerSpec<?>> catalogue(String classNames) throws ClassNotFoundException {
        List<LearnerSpec<?>> out = new ArrayList<>();
        for (String name : classNames.split(",")) {
            Class<? extends PrivateLearner> c = Class.forName(name.trim()).asSubclass(PrivateLearner.class);
            List<LearnerSpec<?>> registered = Learners.ALL.stream().filter(l -> l.learnerClass() == c).toList();
            if (registered.isEmpty()) {
                out.add(LearnerSpec.of(c));
            } else {
                out.addAll(registered);
            }
        }
        return out;
    }
}

package privbench.harness.sweep;

import privbench.harness.results.Columns;
import privbench.harness.results.RunFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import privbench.evaluation.Metric;
import privbench.evaluation.Metrics;
import privbench.harness.datasets.DataDirectory;
import privbench.harness.input.FileDigest;
import privbench.harness.input.InputException;
import privbench.harness.experiment.NoiseMode;
import privbench.harness.experiment.Experiment;
import privbench.harness.experiment.LearnerEntry;
import privbench.harness.external.ExternalLogs;
import privbench.harness.external.ExternalProgram;
import privbench.harness.input.Location;
import privbench.harness.tables.CsvTable;
import privbench.harness.tables.Manifest;
import privbench.harness.tables.Provenance;
import privbench.harness.tables.RunFolder;
import privbench.harness.tables.SummaryTable;
import privbench.learners.LearnerSpec;
import privbench.privacy.noise.NoiseSource;

/**
 * One {@code run}: plan the experiment (nothing is written if it is refused), open or resume cells.csv,
 * run the cells that are not done, then write summary.csv and manifest.json.
 */
public final class ExperimentRun {

    /**
     * What to run.
     *
     * @param file        the experiment file
     * @param full        run its full variant
     * @param out         the output folder; absent means {@code <root>/results/runs/<name>/} (plus
     *                    {@code shard-I-of-N/} for a shard)
     * @param root        the repository root (or working directory)
     * @param threads     threads
     * @param shard       the shard to run
     * @param fresh       discard earlier results in the folder
     * @param commandLine the arguments, for the manifest
     * @param privateDiagnostics also write the undeclared (data-dependent) diagnostics to private-diagnostics.csv
     * @param noise       {@code --noise}, overriding the file's {@code noise:} when present
     * @param skipRefused {@code --skip-refused}: a secure run drops the learners that refuse secure noise
     *                    instead of failing
     * @param confirmed   the user confirmed a sweep of more than {@link SweepSize#CONFIRM_CELLS} cells (--yes)
     */
    public record Request(Path file, boolean full, Optional<Path> out, Path root, int threads, Shard shard,
                         boolean fresh, List<String> commandLine, boolean privateDiagnostics,
                         Optional<NoiseMode> noise, boolean skipRefused, boolean confirmed, FitTimes fitTimes) {

        /** A request for the experiment file, relative paths resolved against {@code root}: set the rest by name. */
        public static Builder of(Path file, Path root) {
            return new Builder(file, root);
        }

        /**
         * The request's optional parts, by name; the defaults are {@code run}'s: the small variant, the default
         * output folder, one thread, every shard, resuming, the file's noise mode, only public diagnostics, exact
         * fit times.
         */
        public static final class Builder {
            private final Path file;
            private final Path root;
            private boolean full;
            private Optional<Path> out = Optional.empty();
            private int threads = 1;
            private Shard shard = Shard.all();
            private boolean fresh;
            private List<String> commandLine = List.of();
            private boolean privateDiagnostics;
            private Optional<NoiseMode> noise = Optional.empty();
            private boolean skipRefused;
            private boolean confirmed;
            private FitTimes fitTimes = FitTimes.EXACT;

            private Builder(Path file, Path root) {
                this.file = file;
                this.root = root;
            }

            /** The {@code full:} variant. */
            public Builder full(boolean v) {
                full = v;
                return this;
            }

            public Builder out(Path v) {
                out = Optional.of(v);
                return this;
            }

            public Builder out(Optional<Path> v) {
                out = v;
                return this;
            }

            public Builder threads(int v) {
                threads = v;
                return this;
            }

            public Builder shard(Shard v) {
                shard = v;
                return this;
            }

            /** Start over instead of resuming from the cells already in the folder. */
            public Builder fresh(boolean v) {
                fresh = v;
                return this;
            }

            /** The command line the manifest records. */
            public Builder commandLine(List<String> v) {
                commandLine = v;
                return this;
            }

            public Builder privateDiagnostics(boolean v) {
                privateDiagnostics = v;
                return this;
            }

            public Builder noise(NoiseMode v) {
                noise = Optional.of(v);
                return this;
            }

            public Builder noise(Optional<NoiseMode> v) {
                noise = v;
                return this;
            }

            public Builder skipRefused(boolean v) {
                skipRefused = v;
                return this;
            }

            /** Confirms a sweep above the large-sweep limit. */
            public Builder confirmed(boolean v) {
                confirmed = v;
                return this;
            }

            public Builder fitTimes(FitTimes v) {
                fitTimes = v;
                return this;
            }

            public Request build() {
                return new Request(file, full, out, root, threads, shard, fresh, commandLine, privateDiagnostics, noise,
                        skipRefused, confirmed, fitTimes);
            }
        }
    }

    /**
     * What a run did ({@code skipped} counts cells already done; {@code skippedLearners} the learners a
     * secure run dropped by {@code --skip-refused}, each as "id (N cells)").
     */
    public record Result(Path folder, int cells, int skipped, int run, int failed, List<String> skippedLearners,
                         int stageFailed) {
    }

    private final List<LearnerSpec<?>> catalogue;
    private final DataDirectory directory;
    private final Progress progress;
    private final UnaryOperator<NoiseSource> noiseDecorator;
    private final RunStage.Planner stages;

    public ExperimentRun(List<LearnerSpec<?>> catalogue, DataDirectory directory, Progress progress) {
        this(catalogue, directory, progress, UnaryOperator.identity(), RunStage.Planner.NONE);
    }

    /** This run with a stage after the cells (e.g. {@code tuning:}), planned before anything is written. */
    public ExperimentRun withStage(RunStage.Planner planner) {
        return new ExperimentRun(catalogue, directory, progress, noiseDecorator, planner);
    }

    /** With a decorator on every cell's noise: for negative controls in tests only (e.g. noise scaled up). */
    ExperimentRun(List<LearnerSpec<?>> catalogue, DataDirectory directory, Progress progress,
                  UnaryOperator<NoiseSource> noiseDecorator) {
        this(catalogue, directory, progress, noiseDecorator, RunStage.Planner.NONE);
    }

    private ExperimentRun(List<LearnerSpec<?>> catalogue, DataDirectory directory, Progress progress,
                          UnaryOperator<NoiseSource> noiseDecorator, RunStage.Planner stages) {
        this.catalogue = List.copyOf(catalogue);
        this.directory = directory;
        this.progress = progress;
        this.noiseDecorator = noiseDecorator;
        this.stages = stages;
    }

    public Result run(Request r) throws IOException {
        SweepPlan plan = SweepPlan.of(r.file(), r.full(), catalogue, directory, r.noise(), r.skipRefused());

        long seed = plan.experiment().seed();
        Path folder = folder(r, plan.experiment().name());
        List<Cell> cells = plan.cells(r.shard());
        // sizes are checked before anything is written: a sweep that cannot fit fails now, not in an hour
        SweepSize.of(plan, cells, r.threads(), Runtime.getRuntime().maxMemory()).require(Location.of(r.file()));
        plan.checkDeltaRule();
        if (cells.size() > SweepSize.CONFIRM_CELLS && !r.confirmed()) {
            throw new InputException(Location.of(r.file()), "expands to " + cells.size() + " cells (more than "
                    + SweepSize.CONFIRM_CELLS + "); check the sweep lists (privbench validate says how long it "
                    + "would take), then run again with --yes");
        }
        // every selection is priced before anything is written: a learner no bound covers is refused now
        Optional<? extends RunStage> stage = r.shard().isAll() ? stages.plan(plan) : Optional.empty();
        Set<String> planned = cells.stream().map(Cell::id).collect(Collectors.toSet());
        Manifest manifest = manifest(r, plan, cells.size()).withPrivateDiagnostics(r.privateDiagnostics());
        SweepRunner.Outcome outcome;
        int skipped;
        try (CellsCsv csv = CellsCsv.open(folder, plan.layout(), seed, planned, r.fresh(), plan.noise());
             PrivateDiagnosticsCsv priv = PrivateDiagnosticsCsv.open(folder, csv.done(), r.privateDiagnostics())) {
            List<Cell> todo = cells.stream().filter(c -> !csv.done().contains(c.id())).toList();
            skipped = cells.size() - todo.size();
            manifest = withSkipped(manifest, skipped);
            manifest.write(folder);
            keepExperiment(r.file(), folder);
            List<Metric> metrics = plan.experiment().metricIds().stream().map(m -> Metrics.byId(m).orElseThrow()).toList();
            outcome = new SweepRunner(r.threads(), progress).run(todo, plan.preparation()::prepare,
                    new CellRunner(seed, metrics, noiseDecorator, plan.noise())
                            .keepingFailures((cell, t) -> keepProgramOutput(folder, cell, t)), res -> {
                        // private rows first: a cell whose cells.csv row is missing runs again and its rows go
                        if (priv != null) {
                            priv.append(res);
                        }
                        csv.append(res.withFitSeconds(r.fitTimes().published(res.fitSeconds())).row(plan.layout(),
                                seed));
                    }, skipped);
        }
        writeSummary(folder, plan.layout());
        int stageFailed = stage.isPresent() ? stage.get().run(folder, r.threads(), r.fresh()) : 0;
        manifest.finished(Instant.now().toString(), outcome.run(), outcome.failed()).write(folder);
        return new Result(folder, cells.size(), skipped, outcome.run(), outcome.failed(), plan.skippedLearners(),
                stageFailed);
    }

    /** An external program's stderr tail beside cells.csv ({@link ExternalLogs}); a failure to keep it is not fatal. */
    private void keepProgramOutput(Path folder, Cell cell, Throwable t) {
        try {
            ExternalLogs.keep(folder, cell.id(), t);
        } catch (IOException e) {
            // the cell's error row still names the failure; only the program's own words are lost
        }
    }

    /** Keeps a copy of the experiment file beside the results, so the report can draw its figures later. */
    private static void keepExperiment(Path file, Path folder) throws IOException {
        Path copy = folder.resolve(RunFolder.EXPERIMENT_COPY);
        if (!file.toAbsolutePath().normalize().equals(copy.toAbsolutePath().normalize())) {
            Files.copy(file, copy, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Writes summary.csv from the folder's cells.csv. */
    static void writeSummary(Path folder, CellsLayout layout) throws IOException {
        CsvTable cells = CsvTable.read(folder.resolve(CellsCsv.FILE));
        List<String> groups = new ArrayList<>(List.of(Columns.GROUP_ID));
        groups.addAll(layout.groupColumns().stream().filter(c -> !c.equals(Columns.GROUP_ID)).toList());
        SummaryTable.of(cells, groups, layout.metrics()).write(folder.resolve(RunFiles.SUMMARY));
    }

    private static Path folder(Request r, String name) {
        if (r.out().isPresent()) {
            return r.out().get();
        }
        Path base = r.root().resolve("results").resolve("runs").resolve(name);
        return r.shard().isAll() ? base : base.resolve("shard-" + r.shard().index() + "-of-" + r.shard().count());
    }

    private static Manifest manifest(Request r, SweepPlan plan, int cells) throws IOException {
        Provenance.Git git = Provenance.code(r.root(), r.file().toAbsolutePath().getParent());
        return Manifest.builder()
                .experiment(Location.display(r.file()), FileDigest.sha256(r.file()), plan.experiment().name(),
                        plan.experiment().seed(), r.full())
                .code(git.commit(), git.dirty(), Provenance.projectVersion(), Provenance.dependencies())
                .thisMachine().execution(r.threads(), r.shard().toString(), r.commandLine())
                .startedAt(Instant.now().toString()).counts(cells, 0, 0, 0)
                .noise(plan.noise()).skippedLearners(plan.skippedLearners()).precision(plan.experiment().precision())
                .externalPrograms(externalPrograms(plan.experiment())).build();
    }

    /** Each external learner's program file and its full SHA-256 (the params column carries 16 hex digits). */
    private static List<Manifest.ExternalProgram> externalPrograms(Experiment e) {
        List<Manifest.ExternalProgram> out = new ArrayList<>();
        for (LearnerEntry l : e.learners()) {
            if (l.external().isPresent()) {
                ExternalProgram p = ExternalProgram.resolve(l.external().get());
                // the command as declared and the program as displayed (relative under the working folder), so a
                // committed manifest names no machine's paths
                out.add(new Manifest.ExternalProgram(p.name(),
                        l.external().get().command().stream().map(c -> c.value()).toList(),
                        Location.display(p.program()), p.sha256()));
            }
        }
        return out;
    }

    private static Manifest withSkipped(Manifest m, int skipped) {
        return m.toBuilder().counts(m.cells(), m.cellsRun(), skipped, m.cellsFailed()).build();
    }
}

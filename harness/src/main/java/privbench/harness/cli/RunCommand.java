package privbench.harness.cli;

import java.nio.file.Files;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine;
import privbench.harness.input.Location;
import privbench.harness.sweep.ExperimentRun;
import privbench.harness.sweep.FitTimes;
import privbench.harness.sweep.Shard;
import privbench.harness.tables.CellsFile;
import privbench.harness.tables.RunFolder;
import privbench.harness.tuning.TunedCellsLayout;
import privbench.harness.tuning.TunedTable;
import privbench.harness.tuning.TuningStage;

/**
 * {@code privbench run FILE.yaml}: runs a sweep, resuming from the cells already in the output folder.
 */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Runs an experiment's sweep and writes cells.csv, summary.csv and manifest.json, then the "
            + "report (figures, REPORT.md, report.html) unless --no-report.",
            "Resumes by default: cells already done in the output folder are skipped, failed ones run again."})
public final class RunCommand extends Verb {

    @Mixin
    private ResultsFolder out;

    @Mixin
    private WorkerThreads threads;

    @Option(names = "--shard", paramLabel = "I/N", converter = ShardConverter.class,
            description = "run shard I of N (cells are assigned by id; merge the shards with: privbench merge)")
    private Shard shard = Shard.all();

    @Option(names = "--fresh", description = "discard the results already in the output folder")
    private boolean fresh;

    @Mixin
    private ExperimentFile experiment;

    @Option(names = "--private-diagnostics",
            description = "also write data-dependent diagnostics (outside the guarantee) to private-diagnostics.csv; "
                    + "without it, cells.csv's diagnostics carry only values the learner declares public")
    private boolean privateDiagnostics;

    @Mixin
    private NoiseOption noise;

    @Option(names = "--skip-refused", description = "with --noise secure: drop the learners that refuse secure noise "
            + "(one stderr line names them and their cells; the manifest lists them in skipped_learners) instead of "
            + "exiting 2")
    private boolean skipRefused;

    @Option(names = "--fit-times", paramLabel = "exact|rounded|none", converter = FitTimesConverter.class,
            description = "how cells.csv publishes fit times, which read the private data and lie outside every "
                    + "guarantee: exact (default, microseconds), rounded (nearest power of two seconds) or none")
    private FitTimes fitTimes = FitTimes.EXACT;

    @Option(names = "--yes", description = "run a sweep of more than 100,000 cells (without it, run asks for this)")
    private boolean yes;

    @Mixin
    private RunFolderFinish finish;

    @Option(names = "--progress", paramLabel = "auto|bar|lines|none", converter = ProgressMode.Converter.class,
            description = "a progress bar on a terminal, periodic lines in logs (default: auto, which picks one)")
    private ProgressMode progress = ProgressMode.AUTO;

    @Override
    public Integer call() throws Exception {
        var request = ExperimentRun.Request.of(experiment.file(), context().root()).full(experiment.full())
                .out(out.given()).threads(threads.count()).shard(shard).fresh(fresh).commandLine(recordedArgs())
                .privateDiagnostics(privateDiagnostics).noise(noise.given()).skipRefused(skipRefused).confirmed(yes)
                .fitTimes(fitTimes).build();
        var result = new ExperimentRun(context().learners(), experiment.directory(context()),
                progress.create(context().err())).withStage(TuningStage::prepare).run(request);
        if (!result.skippedLearners().isEmpty()) {
            context().err().println("noise: secure: skipped " + result.skippedLearners().size() + " learner(s) that "
                    + "refuse secure noise (--skip-refused): " + String.join(", ", result.skippedLearners()));
        }
        String cells = finish.compress(result.folder());
        context().out().println("results: " + Location.display(result.folder()) + " (" + cells
                + ", summary.csv, manifest.json)");
        if (privateDiagnostics) {
            context().err().println("warning: " + RunFolder.PRIVATE_DIAGNOSTICS + " holds values outside the privacy "
                    + "guarantee; do not publish it");
        }
        int exit = finish.report(context(), result.folder());
        if (Files.exists(result.folder().resolve(TunedTable.FILE))) {
            context().out().println("tuning: " + TunedTable.FILE + " and " + TunedCellsLayout.FILE
                    + " (privately tuned beside best-of-grid)");
        }
        if (result.stageFailed() > 0) {
            context().err().println(result.stageFailed() + " private selections failed; see the rows with "
                    + "status=error in " + Location.display(result.folder().resolve(TunedCellsLayout.FILE)));
        }
        if (result.failed() > 0 || result.stageFailed() > 0) {
            context().err().println(result.failed() + " of " + result.run() + " cells failed; see the rows with "
                    + "status=error in " + Location.display(CellsFile.in(result.folder())));
            return ErrorMapper.FAILED;
        }
        return exit;
    }

    /** Reads {@code I/N}. */
    static final class ShardConverter implements CommandLine.ITypeConverter<Shard> {
        @Override
        public Shard convert(String value) {
            try {
                return Shard.parse(value);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }

    /** Reads exact, rounded or none. */
    static final class FitTimesConverter implements CommandLine.ITypeConverter<FitTimes> {
        @Override
        public FitTimes convert(String value) {
            try {
                return FitTimes.valueOf(value.toUpperCase(java.util.Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException("must be exact, rounded or none, got '" + value + "'");
            }
        }
    }
}

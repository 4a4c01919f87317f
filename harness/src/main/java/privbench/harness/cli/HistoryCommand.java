package privbench.harness.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import privbench.harness.input.Location;
import privbench.harness.history.HistoryDb;
import privbench.harness.history.HistoryTrends;
import privbench.harness.tables.RunFolder;

/**
 * {@code privbench history record|show}: the results history in a SQLite file.
 */
@Command(name = "history", mixinStandardHelpOptions = true,
        description = {"Results history: record runs into a SQLite database, show every group's metrics across "
            + "commits with the commits where they moved (compare's rule), and draw trend figures."},
        subcommands = {HistoryCommand.Record.class, HistoryCommand.Show.class})
public final class HistoryCommand implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "name a subcommand: record or show");
    }

    /** {@code history record DIR... [--db FILE]}. */
    @Command(name = "record", mixinStandardHelpOptions = true,
            description = {"Records run folders (manifest, every group's metrics with intervals, epsilon spent, fit "
                + "time) into the history database; a run already recorded is skipped."})
    static final class Record extends Verb {
        @Parameters(arity = "1..*", paramLabel = "DIR", description = "run folders (summary.csv and manifest.json)")
        private List<Path> folders;

        @Mixin
        private HistoryDbOption db;

        @Override
        public Integer call() throws Exception {
            List<RunFolder> runs = new ArrayList<>();
            for (Path f : folders) {
                runs.add(RunFolder.read(f));   // every folder is checked before anything is written
            }
            Path file = db.file(context());
            try (HistoryDb h = HistoryDb.open(file, true)) {
                for (RunFolder r : runs) {
                    boolean added = h.record(r);
                    context().out().println((added ? "recorded " : "already recorded ") + Location.display(r.dir())
                            + " into " + Location.display(file));
                }
            }
            return ErrorMapper.OK;
        }
    }

    /** {@code history show [--db FILE] [--learner ID] [--metric M] [--group G] [--out DIR]}. */
    @Command(name = "show", mixinStandardHelpOptions = true,
            description = {"Prints a table per group across the recorded runs (oldest first), marking with * the "
                + "runs where a metric moved significantly from the run before (Welch/Holm, as compare); with --out, "
                + "writes a trend figure per group and metric (PNG and SVG)."})
    static final class Show extends Verb {
        @Mixin
        private HistoryDbOption db;

        @Option(names = "--learner", paramLabel = "ID", description = "only this learner's groups")
        private String learner;

        @Option(names = "--metric", paramLabel = "M", split = ",", description = "only these metrics")
        private List<String> metrics = new ArrayList<>();

        @Option(names = "--group", paramLabel = "G", split = ",",
                description = "only groups whose id starts with G or whose label contains G")
        private List<String> groups = new ArrayList<>();

        @Option(names = "--out", paramLabel = "DIR", description = "write trend figures (PNG and SVG) here")
        private Path out;

        @Override
        public Integer call() throws Exception {
            try (HistoryDb h = HistoryDb.open(db.file(context()), false)) {
                var shown = new HistoryTrends(learner, metrics, groups)
                        .show(h, context().out(), Optional.ofNullable(out));
                if (out != null) {
                    context().out().println("figures: " + shown.figures().size() + " trend figures (PNG and SVG) in "
                            + Location.display(out));
                }
            }
            return ErrorMapper.OK;
        }
    }
}

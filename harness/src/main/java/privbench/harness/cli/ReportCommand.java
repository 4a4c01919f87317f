package privbench.harness.cli;

import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import privbench.harness.input.Location;
import privbench.harness.tables.ReadableNumber;
import privbench.harness.report.Report;

/**
 * {@code privbench report DIR}: figures, REPORT.md and report.html of a run folder.
 */
@Command(name = "report", mixinStandardHelpOptions = true,
        description = {"Draws a run's figures (PNG and SVG in DIR/figures) and writes DIR/REPORT.md and a "
            + "self-contained DIR/report.html: the experiment, its provenance, the results with the best values "
            + "marked, the figures and the failed cells."})
public final class ReportCommand extends Verb {

    @Parameters(index = "0", paramLabel = "DIR", description = "a run folder (summary.csv, cells.csv, manifest.json)")
    private Path dir;

    @Option(names = "--experiment", paramLabel = "FILE.yaml",
            description = "take figures and descriptions from this file (default: the copy the run kept)")
    private Path experiment;

    @Override
    public Integer call() throws Exception {
        print(context(), Report.write(dir, Optional.ofNullable(experiment), context().learners()));
        return ErrorMapper.OK;
    }

    /** Prints where a report went and what it could not do. */
    static void print(CliContext context, Report.Result r) {
        context.out().println("report: " + Location.display(r.markdown()) + ", " + Location.display(r.html())
                + " and " + ReadableNumber.count(r.figures().size() / 2, "figure") + " (PNG and SVG) in "
                + Location.display(r.markdown().resolveSibling("figures")));
        r.notes().forEach(n -> context.err().println("report: " + n));
    }
}

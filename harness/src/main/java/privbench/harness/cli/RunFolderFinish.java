package privbench.harness.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine.Option;
import privbench.harness.input.Location;
import privbench.harness.report.Report;
import privbench.harness.tables.CellsFile;

/**
 * How a verb that leaves a run folder (run, merge) finishes it: {@code --gzip-cells} compresses cells.csv,
 * and, unless {@code --no-report}, the report is written. Both verbs end the same way, so the options and the
 * rule that a failing report leaves the results intact (exit 1, with the command that retries it) live here.
 */
final class RunFolderFinish {

    @Option(names = "--gzip-cells", description = "at the end, compress cells.csv into cells.csv.gz (for committed "
            + "reference results; every verb reads either form; a resumed run expands it and compresses again only "
            + "with this flag)")
    private boolean gzipCells;

    @Option(names = "--no-report", description = "do not write the figures, REPORT.md and report.html at the end")
    private boolean noReport;

    /** Compresses the folder's cells when asked; returns the cells file's name as it now is. */
    String compress(Path folder) throws IOException {
        if (gzipCells) {
            CellsFile.gzip(folder);
        }
        return gzipCells ? CellsFile.GZIP : CellsFile.PLAIN;
    }

    /**
     * Writes the folder's report unless --no-report. The results are already written: a report that fails is
     * said on standard error and fails the command (exit 1), it does not undo them.
     */
    int report(CliContext context, Path folder) {
        if (noReport) {
            return ErrorMapper.OK;
        }
        try {
            ReportCommand.print(context, Report.write(folder, Optional.empty(), context.learners()));
            return ErrorMapper.OK;
        } catch (IOException | RuntimeException e) {
            context.err().println("report: failed (" + e + "); the results are intact; retry with: "
                    + "privbench report " + Location.display(folder));
            return ErrorMapper.FAILED;
        }
    }
}

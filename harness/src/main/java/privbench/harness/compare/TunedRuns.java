package privbench.harness.compare;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import privbench.harness.input.InputException;
import privbench.harness.input.Location;
import privbench.harness.tables.CsvTable;
import privbench.harness.tables.RunFolder;
import privbench.harness.tables.SummaryLayout;
import privbench.harness.tables.SummaryTable;
import privbench.harness.tuning.TunedCellsLayout;

/**
 * A run's private selections seen as a run of their own: tuned-cells.csv as its cells and their summary (the same
 * statistics as summary.csv) as its summary, so that {@code compare} judges the tuned reading with the rules, pairing
 * and correction it uses for cells.
 */
final class TunedRuns {

    private TunedRuns() {
    }

    /** The view, or empty when the folder has no tuned-cells.csv. */
    static Optional<RunFolder> of(RunFolder run) {
        Path file = run.dir().resolve(TunedCellsLayout.FILE);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        CsvTable cells;
        TunedCellsLayout layout;
        try {
            cells = CsvTable.read(file);
            layout = TunedCellsLayout.fromHeader(cells.header());
        } catch (IOException | IllegalArgumentException e) {
            throw new InputException(Location.of(file), "cannot be read as private selections: " + e.getMessage());
        }
        CsvTable summary = SummaryTable.of(cells, layout.groupColumns(), layout.metrics());
        return Optional.of(new RunFolder(run.dir(), summary, SummaryLayout.of(summary.header()), run.manifest(),
                Optional.of(cells)));
    }
}

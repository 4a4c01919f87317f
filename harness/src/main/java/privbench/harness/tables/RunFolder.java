package privbench.harness.tables;

import privbench.harness.results.RunFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import privbench.harness.input.InputException;
import privbench.harness.input.Location;

/**
 * A run folder read back for reports and comparisons: its summary (required), its manifest and cells
 * (when present), and the copy of the experiment file the run kept.
 *
 * @param dir      the folder
 * @param summary  summary.csv
 * @param layout   the columns of summary.csv
 * @param manifest manifest.json, when present
 * @param cells    cells.csv or cells.csv.gz, when present (baselines may keep only the summary)
 */
public record RunFolder(Path dir, CsvTable summary, SummaryLayout layout, Optional<Manifest> manifest,
                        Optional<CsvTable> cells) {

    /** The summary file name. */
    public static final String SUMMARY = RunFiles.SUMMARY;
    /** The cells file name. */
    public static final String CELLS = RunFiles.CELLS;
    /** Diagnostics outside the guarantee, written only by {@code run --private-diagnostics}. */
    public static final String PRIVATE_DIAGNOSTICS = "private-diagnostics.csv";
    /** The copy of the experiment file a run keeps beside its results. */
    public static final String EXPERIMENT_COPY = "experiment.yaml";

    /**
     * Reads a run folder.
     *
     * @throws InputException when the folder, its summary or its manifest cannot be read as such
     */
    public static RunFolder read(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new InputException(Location.of(dir), "is not a folder; name a run folder holding summary.csv");
        }
        Path summaryFile = dir.resolve(SUMMARY);
        if (!Files.isRegularFile(summaryFile)) {
            throw new InputException(Location.of(summaryFile), "does not exist; is " + Location.display(dir)
                    + " a run folder?");
        }
        CsvTable summary = CsvTable.read(summaryFile);
        SummaryLayout layout;
        try {
            layout = SummaryLayout.of(summary.header());
        } catch (IllegalArgumentException e) {
            throw new InputException(Location.of(summaryFile), e.getMessage());
        }
        if (summary.malformed() > 0) {
            throw new InputException(Location.of(summaryFile), summary.malformed()
                    + " lines do not have one field per column; the file is damaged");
        }
        Optional<Path> cellsFile = CellsFile.find(dir);
        Optional<CsvTable> cells = cellsFile.isPresent() ? Optional.of(CellsFile.read(cellsFile.get())) : Optional.empty();
        return new RunFolder(dir, summary, layout, manifest(dir.resolve(Manifest.FILE)), cells);
    }

    private static Optional<Manifest> manifest(Path file) {
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            return Optional.of(Manifest.read(file));
        } catch (IOException e) {
            throw new InputException(Location.of(file), "cannot be read as a run manifest ("
                    + String.valueOf(e.getMessage()).lines().findFirst().orElse("") + ")");
        }
    }

    /** The experiment copy kept in the folder, when there is one. */
    public Optional<Path> experimentCopy() {
        Path p = dir.resolve(EXPERIMENT_COPY);
        return Files.isRegularFile(p) ? Optional.of(p) : Optional.empty();
    }
}

package privbench.harness.sweep;

import privbench.harness.results.Columns;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import privbench.harness.input.InputException;
import privbench.harness.input.Location;
import privbench.harness.tables.CsvTable;
import privbench.harness.tables.RunFolder;

/**
 * private-diagnostics.csv of a run folder made with {@code run --private-diagnostics}: the diagnostics a learner
 * does not declare public (exact validation scores, noise norms, clipped fractions, solver state), one row per
 * (cell, key), so that the file appends per cell and merges by concatenation. None of these values is covered by
 * the cell's guarantee.
 *
 * <p>A folder is either run with the flag or without it, never both: resuming in the other mode is refused
 * (the file would cover only some cells, or the folder would hold values its manifest does not own up to).
 */
public final class PrivateDiagnosticsCsv implements AutoCloseable {

    /** The file name. */
    public static final String FILE = RunFolder.PRIVATE_DIAGNOSTICS;
    /** Its columns. */
    public static final List<String> HEADER = List.of(Columns.CELL_ID, "learner", "key", "value");

    private final AppendedCsv csv;

    private PrivateDiagnosticsCsv(AppendedCsv csv) {
        this.csv = csv;
    }

    /**
     * Prepares the file of a folder whose cells.csv is open.
     *
     * @param done    the cells already done in cells.csv (empty for a fresh folder)
     * @param enabled true under --private-diagnostics
     * @return the open file when enabled; null otherwise (the file is then absent)
     * @throws InputException when the folder's finished cells were run in the other mode
     */
    public static PrivateDiagnosticsCsv open(Path dir, Set<String> done, boolean enabled) throws IOException {
        Path file = dir.resolve(FILE);
        boolean exists = Files.exists(file);
        if (!done.isEmpty() && exists != enabled) {
            throw new InputException(Location.of(dir), enabled
                    ? "holds " + done.size() + " finished cells run without --private-diagnostics; run with --fresh "
                    + "to start over, or give another --out folder"
                    : "was run with --private-diagnostics (it holds " + FILE + "); resume it with "
                    + "--private-diagnostics, or run with --fresh to start over without it");
        }
        if (!enabled) {
            Files.deleteIfExists(file);
            return null;
        }
        List<List<String>> kept = new ArrayList<>();
        if (exists) {
            CsvTable old = CsvTable.read(file);
            if (!old.header().equals(HEADER)) {
                throw new InputException(Location.of(file), "has columns " + old.header() + ", expected " + HEADER);
            }
            for (List<String> row : old.rows()) {
                if (done.contains(old.get(row, Columns.CELL_ID))) {
                    kept.add(row);
                }
            }
        }
        return new PrivateDiagnosticsCsv(AppendedCsv.rewrite(file, HEADER, kept));
    }

    /** The rows of one result. */
    public static List<List<String>> rows(CellResult result) {
        List<List<String>> out = new ArrayList<>();
        for (Map.Entry<String, Double> e : result.privateDiagnostics().entrySet()) {
            out.add(List.of(result.cell().id(), result.cell().learner().spec().id(), e.getKey(),
                    CellResult.number(e.getValue())));
        }
        return out;
    }

    /** Appends the private diagnostics of one result and flushes. */
    public void append(CellResult result) throws IOException {
        csv.append(rows(result));
    }

    @Override
    public void close() throws IOException {
        csv.close();
    }
}

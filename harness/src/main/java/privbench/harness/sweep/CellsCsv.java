package privbench.harness.sweep;

import privbench.harness.results.Columns;
import privbench.harness.results.RunFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import privbench.harness.input.InputException;
import privbench.harness.input.Location;
import privbench.harness.experiment.NoiseMode;
import privbench.harness.tables.CellsFile;
import privbench.harness.tables.CsvTable;

/**
 * cells.csv of a run folder, open for appending one row per finished cell (flushed per row).
 *
 * <p>Opening resumes by default: the rows of cells that succeeded are kept and their ids reported as
 * done; failed cells and any half-written last line are dropped so they run again, and so are rows of
 * cells the experiment no longer has. A file written by a
 * different experiment layout or seed is refused rather than mixed.
 */
public final class CellsCsv implements AutoCloseable {

    /** The file name. */
    public static final String FILE = RunFiles.CELLS;

    private final AppendedCsv csv;
    private final Set<String> done;

    private CellsCsv(AppendedCsv csv, Set<String> done) {
        this.csv = csv;
        this.done = Set.copyOf(done);
    }

    /**
     * Opens (creating or resuming) the cells.csv of a folder.
     *
     * @param planned ids of every cell of the experiment: rows of other cells (left by an earlier version of
     *                the experiment) are dropped
     * @param fresh   true to start over, discarding earlier rows
     * @throws InputException when an existing file has other columns or another seed
     */
    public static CellsCsv open(Path dir, CellsLayout layout, long seed, Set<String> planned, boolean fresh)
            throws IOException {
        return open(dir, layout, seed, planned, fresh, null);
    }

    /**
     * As above, refusing to resume a folder whose cells were drawn with the other noise mode: seeded cells
     * replay and secure ones do not, so a folder holds one kind only.
     *
     * @param noise the run's mode (null: not checked)
     */
    public static CellsCsv open(Path dir, CellsLayout layout, long seed, Set<String> planned, boolean fresh,
                                NoiseMode noise) throws IOException {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new InputException(Location.of(dir), "is a file, not a folder for results");
        }
        Files.createDirectories(dir);
        Path file = dir.resolve(FILE);
        Set<String> done = new HashSet<>();
        List<List<String>> kept = new ArrayList<>();
        if (fresh) {
            Files.deleteIfExists(file);
            Files.deleteIfExists(dir.resolve(CellsFile.GZIP));
        } else {
            CellsFile.expand(dir); // rows are appended one at a time: a compressed folder resumes as plain text
        }
        if (Files.exists(file)) {
            CsvTable old = CsvTable.read(file);
            if (!old.header().equals(layout.header())) {
                throw new InputException(Location.of(file), "was written for different columns ("
                        + difference(old.header(), layout.header()) + "); run with --fresh to start over, or "
                        + "give another --out folder");
            }
            for (List<String> row : old.rows()) {
                if (!old.get(row, "seed").equals(Long.toString(seed))) {
                    throw new InputException(Location.of(file), "holds cells of seed " + old.get(row, "seed")
                            + ", this experiment has seed " + seed + "; run with --fresh to start over, or give "
                            + "another --out folder");
                }
                if (noise != null && isSecure(old.get(row, "noise")) != (noise == NoiseMode.SECURE)) {
                    throw new InputException(Location.of(file), "holds cells drawn with " + old.get(row, "noise")
                            + " noise, this run uses noise: " + noise.id() + "; seeded and secure cells are not mixed "
                            + "in one folder: run with --fresh to start over, or give another --out folder");
                }
                String id = old.get(row, Columns.CELL_ID);
                if (old.get(row, Columns.STATUS).equals("ok") && planned.contains(id) && done.add(id)) {
                    kept.add(row);
                }
            }
        }
        return new CellsCsv(AppendedCsv.rewrite(file, layout.header(), kept), done);
    }

    private static boolean isSecure(String noiseColumn) {
        return noiseColumn.startsWith(NoiseMode.SECURE.id());
    }

    /** Ids of the cells already done (status ok) when the file was opened. */
    public Set<String> done() {
        return done;
    }

    /** Appends one row and flushes it. */
    public void append(List<String> row) throws IOException {
        csv.append(List.of(row));
    }

    @Override
    public void close() throws IOException {
        csv.close();
    }

    private static String difference(List<String> was, List<String> now) {
        for (int i = 0; i < Math.min(was.size(), now.size()); i++) {
            if (!was.get(i).equals(now.get(i))) {
                return "column " + (i + 1) + " is '" + was.get(i) + "', this experiment writes '" + now.get(i) + "'";
            }
        }
        return was.size() + " columns, this experiment writes " + now.size();
    }
}

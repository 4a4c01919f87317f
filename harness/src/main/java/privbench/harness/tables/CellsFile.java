package privbench.harness.tables;

import privbench.harness.results.RunFiles;
import java.io.EOFException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.zip.ZipException;
import privbench.harness.input.InputException;
import privbench.harness.input.Location;

/**
 * Where a run folder keeps its cells: {@code cells.csv}, or {@code cells.csv.gz} when the run was written with
 * {@code run --gzip-cells} (reference results at paper scale run to tens of megabytes of text, a tenth of that
 * compressed). Every reader of a run folder (report, compare, merge, history, sample-complexity) finds the file
 * here, so either form reads the same; {@code run} expands a compressed file before resuming, because rows are
 * appended one by one while a sweep runs.
 */
public final class CellsFile {

    /** The plain file name, the one a running sweep appends to. */
    public static final String PLAIN = RunFiles.CELLS;
    /** The compressed file name. */
    public static final String GZIP = "cells.csv.gz";

    private CellsFile() {
    }

    /**
     * The cells file of a folder, when it has one.
     *
     * @throws InputException when the folder holds both forms: which one is current cannot be told
     */
    public static Optional<Path> find(Path dir) {
        Path plain = dir.resolve(PLAIN);
        Path gzip = dir.resolve(GZIP);
        boolean hasPlain = Files.isRegularFile(plain);
        boolean hasGzip = Files.isRegularFile(gzip);
        if (hasPlain && hasGzip) {
            throw new InputException(Location.of(gzip), "exists beside " + PLAIN + "; a run folder keeps its cells in "
                    + "one of the two: delete the stale one (the older file), then retry");
        }
        return hasPlain ? Optional.of(plain) : hasGzip ? Optional.of(gzip) : Optional.empty();
    }

    /** The cells file of a folder, or {@code dir/cells.csv} (to name in a message) when there is none. */
    public static Path in(Path dir) {
        return find(dir).orElse(dir.resolve(PLAIN));
    }

    /**
     * Reads a cells file of either form.
     *
     * @throws InputException when a compressed file is damaged (truncated or not gzip)
     */
    public static CsvTable read(Path file) throws IOException {
        try {
            return CsvTable.read(file);
        } catch (ZipException | EOFException e) {
            throw new InputException(Location.of(file), "is not a complete gzip file (" + e.getMessage()
                    + "); restore it from version control or rerun the experiment");
        }
    }

    /**
     * Compresses a folder's cells.csv into cells.csv.gz and removes cells.csv. A folder already compressed is
     * left as it is.
     *
     * @return the compressed file
     * @throws InputException when the folder has no cells
     */
    public static Path gzip(Path dir) throws IOException {
        Path file = find(dir).orElseThrow(() -> new InputException(Location.of(dir.resolve(PLAIN)),
                "does not exist; there are no cells to compress"));
        if (CsvTable.isGzip(file)) {
            return file;
        }
        Path gz = dir.resolve(GZIP);
        read(file).write(gz);
        Files.delete(file);
        return gz;
    }

    /**
     * Expands a folder's cells.csv.gz into cells.csv (and removes the compressed file), so that a sweep can
     * resume appending to it. A folder with a plain file or none is left as it is.
     */
    public static void expand(Path dir) throws IOException {
        Optional<Path> file = find(dir);
        if (file.isPresent() && CsvTable.isGzip(file.get())) {
            CsvTable cells = read(file.get());
            if (cells.malformed() > 0) {
                throw new InputException(Location.of(file.get()), cells.malformed() + " lines do not have one field "
                        + "per column; a compressed file is written whole, so it is damaged");
            }
            cells.write(dir.resolve(PLAIN));
            Files.delete(file.get());
        }
    }
}

package privbench.harness.tables;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * A CSV file held as text: a header and rows of fields, read and written with {@link CsvLines}.
 *
 * @param header    column names
 * @param rows      rows, each with one field per column
 * @param malformed lines that were skipped on reading because they were not rows of this table
 *                  (e.g. the last line of an interrupted write)
 */
public record CsvTable(List<String> header, List<List<String>> rows, int malformed) {

    public CsvTable {
        header = List.copyOf(header);
        rows = List.copyOf(rows);
    }

    public CsvTable(List<String> header, List<List<String>> rows) {
        this(header, rows, 0);
    }

    /** The index of a column, or -1. */
    public int column(String name) {
        return header.indexOf(name);
    }

    /** The value of a column in a row. */
    public String get(List<String> row, String column) {
        int i = column(column);
        if (i < 0) {
            throw new IllegalArgumentException("no column '" + column + "' in " + header);
        }
        return row.get(i);
    }

    /**
     * Reads a file; lines with the wrong number of fields or bad quoting are counted and skipped. A name ending
     * in {@code .gz} is read through gzip (committed reference cells may be compressed: {@link CellsFile}).
     */
    public static CsvTable read(Path file) throws IOException {
        try (BufferedReader in = reader(file)) {
            String first = in.readLine();
            if (first == null) {
                return new CsvTable(List.of(), List.of(), 0);
            }
            List<String> header = CsvLines.split(first);
            List<List<String>> rows = new ArrayList<>();
            int malformed = 0;
            String line;
            while ((line = in.readLine()) != null) {
                if (line.isEmpty()) {
                    continue;
                }
                try {
                    List<String> f = CsvLines.split(line);
                    if (f.size() == header.size()) {
                        rows.add(f);
                        continue;
                    }
                } catch (IllegalArgumentException e) {
                    // counted below
                }
                malformed++;
            }
            return new CsvTable(header, rows, malformed);
        }
    }

    /**
     * Writes the table through a temporary file and a rename, so a reader never sees half a file; a name ending
     * in {@code .gz} is written gzip-compressed (Java's gzip header carries no time stamp, so equal tables give
     * equal bytes).
     */
    public void write(Path file) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try (BufferedWriter w = writer(tmp, isGzip(file))) {
            w.write(CsvLines.join(header));
            w.write('\n');
            for (List<String> r : rows) {
                w.write(CsvLines.join(r));
                w.write('\n');
            }
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** True for a name ending in {@code .gz}. */
    static boolean isGzip(Path file) {
        return file.getFileName().toString().endsWith(".gz");
    }

    private static BufferedReader reader(Path file) throws IOException {
        if (!isGzip(file)) {
            return Files.newBufferedReader(file, StandardCharsets.UTF_8);
        }
        return new BufferedReader(new InputStreamReader(new GZIPInputStream(Files.newInputStream(file), 1 << 16),
                StandardCharsets.UTF_8));
    }

    private static BufferedWriter writer(Path file, boolean gzip) throws IOException {
        if (!gzip) {
            return Files.newBufferedWriter(file, StandardCharsets.UTF_8);
        }
        return new BufferedWriter(new OutputStreamWriter(new GZIPOutputStream(Files.newOutputStream(file), 1 << 16),
                StandardCharsets.UTF_8));
    }
}

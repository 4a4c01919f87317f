package privbench.harness.tables;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

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

    /** Reads a file; lines with the wrong number of fields or bad quoting are counted and skipped. */
    public static CsvTable read(Path file) throws IOException {
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
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

    /** Writes the table through a temporary file and a rename, so a reader never sees half a file. */
    public void write(Path file) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try (BufferedWriter w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
            w.write(CsvLines.join(header));
            w.write('\n');
            for (List<String> r : rows) {
                w.write(CsvLines.join(r));
                w.write('\n');
            }
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}

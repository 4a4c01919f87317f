package privbench.harness.sweep;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import privbench.harness.tables.CsvLines;
import privbench.harness.tables.CsvTable;

/**
 * A run folder's CSV file that grows while cells finish: rewritten with the header and the rows a resumed run
 * keeps, then open for appending, each call's rows flushed together so that a crash leaves at most one half
 * line. cells.csv and private-diagnostics.csv both resume this way; they differ only in which rows they keep.
 */
public final class AppendedCsv implements AutoCloseable {

    private final BufferedWriter writer;

    private AppendedCsv(BufferedWriter writer) {
        this.writer = writer;
    }

    /** Writes {@code header} and {@code kept} to {@code file} (replacing it) and opens it for appending. */
    public static AppendedCsv rewrite(Path file, List<String> header, List<List<String>> kept) throws IOException {
        new CsvTable(header, kept).write(file);
        return new AppendedCsv(Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.APPEND));
    }

    /** Appends the rows and flushes them; callers on several threads append whole calls, never mixed. */
    public synchronized void append(List<List<String>> rows) throws IOException {
        for (List<String> row : rows) {
            writer.write(CsvLines.join(row));
            writer.write('\n');
        }
        writer.flush();
    }

    @Override
    public synchronized void close() throws IOException {
        writer.close();
    }
}

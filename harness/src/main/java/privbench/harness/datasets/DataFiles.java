package privbench.harness.datasets;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import privbench.harness.input.InputException;
import privbench.harness.input.Located;

/**
 * Opens data files for reading: plain or gzipped ({@code *.gz}) UTF-8 text; a missing file is an
 * InputException at the experiment line that named it.
 */
final class DataFiles {

    private DataFiles() {
    }

    static BufferedReader open(Located<Path> file) throws IOException {
        Path p = file.value();
        if (!Files.isRegularFile(p)) {
            throw file.error("names a file that does not exist: " + p);
        }
        try {
            var in = Files.newInputStream(p);
            var stream = p.getFileName().toString().endsWith(".gz") ? new GZIPInputStream(in) : in;
            return new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8));
        } catch (NoSuchFileException e) {
            throw file.error("names a file that does not exist: " + p);
        }
    }

    /** A finite number, or null. */
    static Double number(String text) {
        String s = text.trim();
        if (s.isEmpty()) {
            return null;
        }
        try {
            double v = Double.parseDouble(s);
            return Double.isFinite(v) ? v : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** An unreadable file as an InputException at the line that named it. */
    static InputException unreadable(Located<Path> file, IOException e) {
        return file.error("names a file that cannot be read: " + file.value() + " (" + e.getMessage() + ")");
    }
}

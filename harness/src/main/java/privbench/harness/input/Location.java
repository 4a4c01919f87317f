package privbench.harness.input;

import java.nio.file.Path;

/**
 * Where a value came from: a file as shown to the user, and a 1-based line and column (0 when the
 * problem concerns the whole file).
 */
public record Location(String file, int line, int column) {

    /** The whole file, with no line. */
    public static Location of(Path file) {
        return new Location(display(file), 0, 0);
    }

    /** A line and column in a file. */
    public static Location of(Path file, int line, int column) {
        return new Location(display(file), line, column);
    }

    /** The path relative to the working directory when it lies below it, else absolute. */
    public static String display(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        Path cwd = Path.of("").toAbsolutePath().normalize();
        return abs.startsWith(cwd) && !abs.equals(cwd) ? cwd.relativize(abs).toString() : abs.toString();
    }

    /** {@code file:line:column}, or {@code file} alone when there is no line. */
    @Override
    public String toString() {
        if (line <= 0) {
            return file;
        }
        return file + ":" + line + ":" + column;
    }
}

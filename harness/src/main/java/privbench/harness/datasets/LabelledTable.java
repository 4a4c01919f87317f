package privbench.harness.datasets;

import java.nio.file.Path;
import java.util.Arrays;

/**
 * Rows as read from a data file, before classes are assigned: row-major features, the raw label text of
 * each row (absent for unlabelled public files), and the file line of each row for messages.
 */
public final class LabelledTable {

    private final Path file;
    private final double[] x;
    private final int rows;
    private final int cols;
    private final String[] labels;
    private final int[] lines;

    LabelledTable(Path file, double[] x, int rows, int cols, String[] labels, int[] lines) {
        this.file = file;
        this.x = x;
        this.rows = rows;
        this.cols = cols;
        this.labels = labels;
        this.lines = lines;
    }

    public Path file() {
        return file;
    }

    /** Row-major features (the array itself). */
    double[] x() {
        return x;
    }

    public int rows() {
        return rows;
    }

    public int cols() {
        return cols;
    }

    /** The raw label of row i. */
    String label(int i) {
        return labels[i];
    }

    /** True when the file had labels. */
    public boolean hasLabels() {
        return labels != null;
    }

    /** The file line of row i. */
    int line(int i) {
        return lines[i];
    }

    @Override
    public String toString() {
        return "LabelledTable[" + file + ", " + rows + " x " + cols + (labels == null ? ", unlabelled" : "") + "]";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LabelledTable t && file.equals(t.file) && rows == t.rows && cols == t.cols
                && Arrays.equals(x, t.x) && Arrays.equals(labels, t.labels);
    }

    @Override
    public int hashCode() {
        return 31 * file.hashCode() + Arrays.hashCode(x);
    }
}

package privbench.data;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A labelled (or, for public rows, possibly unlabelled) table of n rows by d features, row-major.
 *
 * <p>{@link #x()} returns the backing array itself: it is never copied and a learner must never write
 * to it. Labels are class indices 0..k-1; for a binary task class 1 is the positive class and
 * {@link #sign(int)} maps it to +1. {@link #normBound()} is a bound on every row's L2 norm that
 * data-independent preprocessing declared (e.g. {@code unit-norm}); it is never measured on the
 * data, and is +Infinity when nothing was declared.
 */
public final class Dataset {

    private final String name;
    private final double[] x;
    private final int rows;
    private final int cols;
    private final int[] labels;
    private final List<String> classNames;
    private final double normBound;

    private Dataset(String name, double[] x, int rows, int cols, int[] labels, List<String> classNames,
                    double normBound) {
        this.name = Objects.requireNonNull(name, "name");
        this.x = Objects.requireNonNull(x, "x");
        this.rows = rows;
        this.cols = cols;
        this.labels = labels;
        this.classNames = List.copyOf(classNames);
        this.normBound = normBound;
        if (rows < 0 || cols < 1 || (long) rows * cols != x.length) {
            throw new IllegalArgumentException("x must hold rows x cols = " + rows + " x " + cols
                    + " values, got " + x.length);
        }
        if (labels != null) {
            if (labels.length != rows) {
                throw new IllegalArgumentException("labels must have " + rows + " entries, got " + labels.length);
            }
            for (int i = 0; i < rows; i++) {
                if (labels[i] < 0 || labels[i] >= classNames.size()) {
                    throw new IllegalArgumentException("label of row " + i + " must be in [0, "
                            + classNames.size() + "), got " + labels[i]);
                }
            }
        }
        if (!(normBound > 0)) {
            throw new IllegalArgumentException("normBound must be > 0 (or +Infinity), got " + normBound);
        }
    }

    /** A labelled dataset; the arrays are taken, not copied. */
    public static Dataset labelled(String name, double[] x, int rows, int cols, int[] labels,
                                   List<String> classNames, double normBound) {
        return new Dataset(name, x, rows, cols, Objects.requireNonNull(labels, "labels"), classNames, normBound);
    }

    /** An unlabelled dataset (public rows shown to a learner that did not ask for labels). */
    public static Dataset unlabelled(String name, double[] x, int rows, int cols, List<String> classNames,
                                     double normBound) {
        return new Dataset(name, x, rows, cols, null, classNames, normBound);
    }

    /** An empty dataset with the given shape of columns and classes. */
    public static Dataset empty(String name, int cols, List<String> classNames) {
        return new Dataset(name, new double[0], 0, cols, new int[0], classNames, Double.POSITIVE_INFINITY);
    }

    public String name() {
        return name;
    }

    /** The row-major n x d feature array itself (read only by convention). */
    public double[] x() {
        return x;
    }

    /** n, the number of rows. */
    public int rows() {
        return rows;
    }

    /** d, the number of features. */
    public int cols() {
        return cols;
    }

    /** Number of classes k (2 for a binary task). */
    public int classes() {
        return classNames.size();
    }

    public List<String> classNames() {
        return classNames;
    }

    public boolean isBinary() {
        return classNames.size() == 2;
    }

    public boolean hasLabels() {
        return labels != null;
    }

    /** The class index of row i. */
    public int label(int i) {
        return requireLabels()[i];
    }

    /** The class indices, the backing array itself (read only by convention). */
    public int[] labels() {
        return requireLabels();
    }

    /** +1 for the positive class (index 1) of a binary task, -1 otherwise. */
    public double sign(int i) {
        if (!isBinary()) {
            throw new IllegalStateException("sign() needs a binary task; dataset " + name + " has "
                    + classes() + " classes");
        }
        return requireLabels()[i] == 1 ? 1.0 : -1.0;
    }

    /** The declared bound on every row's L2 norm; +Infinity when none was declared. */
    public double normBound() {
        return normBound;
    }

    public boolean hasNormBound() {
        return Double.isFinite(normBound);
    }

    /** The rows at the given indices, copied, in that order. */
    public Dataset rows(int[] index) {
        double[] nx = new double[index.length * cols];
        int[] nl = labels == null ? null : new int[index.length];
        for (int r = 0; r < index.length; r++) {
            System.arraycopy(x, index[r] * cols, nx, r * cols, cols);
            if (nl != null) {
                nl[r] = labels[index[r]];
            }
        }
        return new Dataset(name, nx, index.length, cols, nl, classNames, normBound);
    }

    /** The same rows without labels. */
    public Dataset withoutLabels() {
        return new Dataset(name, x, rows, cols, null, classNames, normBound);
    }

    /** The same data under a new name. */
    public Dataset named(String newName) {
        return new Dataset(newName, x, rows, cols, labels, classNames, normBound);
    }

    /** A copy with transformed features and the bound the transformation declares. */
    public Dataset withFeatures(double[] newX, int newCols, double newNormBound) {
        return new Dataset(name, newX, rows, newCols, labels, classNames, newNormBound);
    }

    /** The squared L2 norm of row i. */
    public double rowNormSquared(int i) {
        double s = 0;
        int off = i * cols;
        for (int j = 0; j < cols; j++) {
            s += x[off + j] * x[off + j];
        }
        return s;
    }

    private int[] requireLabels() {
        if (labels == null) {
            throw new IllegalStateException("dataset " + name + " is unlabelled here: a learner sees public "
                    + "labels only when its @Learner declares needsPublicLabels = true");
        }
        return labels;
    }

    @Override
    public String toString() {
        return "Dataset[" + name + ", " + rows + " x " + cols + ", " + classes() + " classes"
                + (labels == null ? ", unlabelled" : "") + ", normBound=" + normBound + "]";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Dataset other && name.equals(other.name) && rows == other.rows && cols == other.cols
                && normBound == other.normBound && Arrays.equals(x, other.x) && Arrays.equals(labels, other.labels)
                && classNames.equals(other.classNames);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, rows, cols, Arrays.hashCode(x), Arrays.hashCode(labels), classNames);
    }
}

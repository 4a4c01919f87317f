package privbench.data;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import privbench.linalg.Parallelism;
import privbench.linalg.RowNorms;

/**
 * A labelled (or, for public rows, possibly unlabelled) table of n rows by d features, row-major.
 *
 * <p>{@link #x()} returns the backing array itself: it is never copied and a learner must never write
 * to it. Labels are class indices 0..k-1; for a binary task class 1 is the positive class and
 * {@link #sign(int)} maps it to +1. {@link #normBound()} is a bound on every row's L2 norm that
 * data-independent preprocessing declared (e.g. {@code unit-norm}); it is never measured on the
 * data, and is +Infinity when nothing was declared.
 *
 * <p>Features are stored as float64, or as float32 ({@link #toFloat32()}, the experiment's
 * {@code precision: float32}) to halve the bytes a full-batch pass reads; arithmetic is in double either way.
 * A float32 dataset's {@link #x()} is its exact widening, made on first use and kept, so every learner sees
 * the same (rounded) values; the fused gradient pass reads {@link #xFloat()} directly. A dataset also carries
 * the threads its row passes may use ({@link #rowParallelism()}), which never changes a result.
 */
public final class Dataset {

    private final String name;
    private final double[] x;
    private final float[] xf;
    // the exact widening of xf, made on first use and shared by every view of the same float32 rows
    private final double[][] widened;
    // every row's L2 norm, computed on first use and shared by every view of the same features
    private final double[][] norms;
    private final Parallelism rowParallelism;
    private final int rows;
    private final int cols;
    private final int[] labels;
    private final List<String> classNames;
    private final double normBound;

    private Dataset(String name, double[] x, int rows, int cols, int[] labels, List<String> classNames,
                    double normBound) {
        this(name, Objects.requireNonNull(x, "x"), null, null, null, rows, cols, labels, classNames, normBound,
                Parallelism.SEQUENTIAL);
    }

    private Dataset(String name, double[] x, float[] xf, double[][] widened, double[][] norms, int rows, int cols,
                    int[] labels, List<String> classNames, double normBound, Parallelism rowParallelism) {
        this.name = Objects.requireNonNull(name, "name");
        if ((x == null) == (xf == null)) {
            throw new IllegalArgumentException("a dataset stores its features as float64 or float32, exactly one");
        }
        this.x = x;
        this.xf = xf;
        this.widened = xf == null ? null : widened != null ? widened : new double[1][];
        this.norms = norms != null ? norms : new double[1][];
        this.rowParallelism = Objects.requireNonNull(rowParallelism, "rowParallelism");
        this.rows = rows;
        this.cols = cols;
        this.labels = labels;
        this.classNames = List.copyOf(classNames);
        this.normBound = normBound;
        long length = x != null ? x.length : xf.length;
        if (rows < 0 || cols < 1 || (long) rows * cols != length) {
            throw new IllegalArgumentException("x must hold rows x cols = " + rows + " x " + cols
                    + " values, got " + length);
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

    /**
     * A labelled dataset stored as float32 (the arrays are taken, not copied): rows already rounded, e.g. block by
     * block by {@link #narrowInto}, the same values {@link #toFloat32()} gives.
     */
    public static Dataset labelledFloat32(String name, float[] xf, int rows, int cols, int[] labels,
                                          List<String> classNames, double normBound) {
        return new Dataset(name, null, Objects.requireNonNull(xf, "xf"), null, null, rows, cols,
                Objects.requireNonNull(labels, "labels"), classNames, normBound, Parallelism.SEQUENTIAL);
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

    /**
     * The row-major n x d feature array itself (read only by convention); for float32 storage its exact
     * widening, made once on first use.
     */
    public double[] x() {
        if (x != null) {
            return x;
        }
        synchronized (widened) {
            if (widened[0] == null) {
                double[] v = new double[xf.length];
                for (int k = 0; k < v.length; k++) {
                    v[k] = xf[k];
                }
                widened[0] = v;
            }
            return widened[0];
        }
    }

    /** True when the features are stored as float32. */
    public boolean isFloat32() {
        return xf != null;
    }

    /** The float32 features themselves (read only by convention); only for float32 storage. */
    public float[] xFloat() {
        if (xf == null) {
            throw new IllegalStateException("dataset " + name + " stores float64 features; xFloat() needs float32");
        }
        return xf;
    }

    /** "float64" or "float32": how the features are stored. */
    public String precision() {
        return xf != null ? "float32" : "float64";
    }

    /**
     * The same rows with features rounded to float32 (round to nearest); this dataset when it already is.
     * Arithmetic on them stays in double.
     */
    public Dataset toFloat32() {
        if (xf != null) {
            return this;
        }
        float[] f = new float[x.length];
        narrowInto(x, f, 0);
        return new Dataset(name, null, f, null, null, rows, cols, labels, classNames, normBound, rowParallelism);
    }

    /**
     * Rounds every value of {@code from} to float32 into {@code to} from {@code offset} on: the one rounding
     * float32 storage makes ({@code (float)} rounds to nearest), shared by {@link #toFloat32()} and by callers that
     * round rows block by block.
     */
    public static void narrowInto(double[] from, float[] to, int offset) {
        for (int k = 0; k < from.length; k++) {
            to[offset + k] = (float) from[k];
        }
    }

    /** The threads a pass over these rows may use (never changes a result). */
    public Parallelism rowParallelism() {
        return rowParallelism;
    }

    /** The same data whose row passes may use the given threads. */
    public Dataset withRowParallelism(Parallelism threads) {
        return new Dataset(name, x, xf, widened, norms, rows, cols, labels, classNames, normBound, threads);
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
        double[] nx = xf == null ? new double[index.length * cols] : null;
        float[] nf = xf == null ? null : new float[index.length * cols];
        int[] nl = labels == null ? null : new int[index.length];
        for (int r = 0; r < index.length; r++) {
            if (nf == null) {
                System.arraycopy(x, index[r] * cols, nx, r * cols, cols);
            } else {
                System.arraycopy(xf, index[r] * cols, nf, r * cols, cols);
            }
            if (nl != null) {
                nl[r] = labels[index[r]];
            }
        }
        return new Dataset(name, nx, nf, null, null, index.length, cols, nl, classNames, normBound, rowParallelism);
    }

    /** The same rows without labels. */
    public Dataset withoutLabels() {
        return new Dataset(name, x, xf, widened, norms, rows, cols, null, classNames, normBound, rowParallelism);
    }

    /** The same features (float64 or float32, not copied) with other labels. */
    public Dataset withLabels(int[] newLabels) {
        return new Dataset(name, x, xf, widened, norms, rows, cols, Objects.requireNonNull(newLabels, "labels"),
                classNames, normBound, rowParallelism);
    }

    /** The same data under a new name. */
    public Dataset named(String newName) {
        return new Dataset(newName, x, xf, widened, norms, rows, cols, labels, classNames, normBound, rowParallelism);
    }

    /** A copy with transformed features and the bound the transformation declares. */
    public Dataset withFeatures(double[] newX, int newCols, double newNormBound) {
        return new Dataset(name, newX, null, null, null, rows, newCols, labels, classNames, newNormBound,
                rowParallelism);
    }

    /**
     * The L2 norm of every row, summed as {@link privbench.linalg.Vectors#norm} sums a row (float32 values
     * widened exactly): made once, on the first call's row threads, and shared by every view of the same
     * features, so that the fits of a sweep do not each re-read the matrix for it. The array itself: read only
     * by convention.
     */
    public double[] rowNorms() {
        synchronized (norms) {
            if (norms[0] == null) {
                norms[0] = xf != null ? RowNorms.of(xf, rows, cols, rowParallelism)
                        : RowNorms.of(x, rows, cols, rowParallelism);
            }
            return norms[0];
        }
    }

    /** The squared L2 norm of row i. */
    public double rowNormSquared(int i) {
        double s = 0;
        int off = i * cols;
        if (xf != null) {
            for (int j = 0; j < cols; j++) {
                double v = xf[off + j];
                s += v * v;
            }
            return s;
        }
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
        return "Dataset[" + name + ", " + rows + " x " + cols + (xf != null ? " float32" : "") + ", " + classes() + " classes"
                + (labels == null ? ", unlabelled" : "") + ", normBound=" + normBound + "]";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Dataset other && name.equals(other.name) && rows == other.rows && cols == other.cols
                && normBound == other.normBound && Arrays.equals(x(), other.x()) && Arrays.equals(labels, other.labels)
                && classNames.equals(other.classNames);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, rows, cols, Arrays.hashCode(x()), Arrays.hashCode(labels), classNames);
    }
}

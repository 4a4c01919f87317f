package privbench.harness.audit.attack;

import java.util.Arrays;
import java.util.List;
import privbench.data.Dataset;

/** Small builders for the audit's synthetic rows (binary classes "0" and "1", declared norm bound 1). */
final class Rows {

    static final List<String> CLASSES = List.of("0", "1");

    private Rows() {
    }

    /** {@code count} copies of one row with one label, declared norm bound 1. */
    static Dataset copies(String name, double[] x, int label, int count) {
        return copies(name, x, label, count, 1.0);
    }

    /** {@code count} copies of one row with one label and a declared norm bound. */
    static Dataset copies(String name, double[] x, int label, int count, double normBound) {
        int d = x.length;
        double[] all = new double[count * d];
        for (int i = 0; i < count; i++) {
            System.arraycopy(x, 0, all, i * d, d);
        }
        int[] labels = new int[count];
        Arrays.fill(labels, label);
        return Dataset.labelled(name, all, count, d, labels, CLASSES, normBound);
    }

    /** The rows of {@code base} followed by one more. */
    static Dataset plus(Dataset base, double[] x, int label, String name) {
        int n = base.rows();
        int d = base.cols();
        double[] nx = Arrays.copyOf(base.x(), (n + 1) * d);
        System.arraycopy(x, 0, nx, n * d, d);
        int[] labels = Arrays.copyOf(base.labels(), n + 1);
        labels[n] = label;
        return Dataset.labelled(name, nx, n + 1, d, labels, base.classNames(), base.normBound());
    }

    /** The rows of a followed by those of b. */
    static Dataset concat(Dataset a, Dataset b, String name) {
        int d = a.cols();
        double[] x = Arrays.copyOf(a.x(), (a.rows() + b.rows()) * d);
        System.arraycopy(b.x(), 0, x, a.rows() * d, b.rows() * d);
        int[] labels = Arrays.copyOf(a.labels(), a.rows() + b.rows());
        System.arraycopy(b.labels(), 0, labels, a.rows(), b.rows());
        return Dataset.labelled(name, x, a.rows() + b.rows(), d, labels, a.classNames(), a.normBound());
    }

    /** The rows with zero columns appended up to d. */
    static Dataset padded(Dataset rows, int d) {
        int n = rows.rows();
        int k = rows.cols();
        double[] x = new double[n * d];
        for (int i = 0; i < n; i++) {
            System.arraycopy(rows.x(), i * k, x, i * d, k);
        }
        return rows.withFeatures(x, d, rows.normBound());
    }

    /** The unit vector along axis j in d dimensions, times a length. */
    static double[] axis(int d, int j, double length) {
        double[] v = new double[d];
        v[j] = length;
        return v;
    }
}

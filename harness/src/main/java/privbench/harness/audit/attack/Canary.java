package privbench.harness.audit.attack;

import java.util.Arrays;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.EigenDecomposition;
import org.apache.commons.math3.linear.RealVector;
import privbench.data.Dataset;

/**
 * Where the audit puts its canary record: always at the data's declared norm bound, the largest influence a
 * row may have on a linear learner (anchors section C), in a direction chosen by the auditor, who may look at
 * the base data (the audit releases nothing).
 */
public enum Canary {

    /**
     * Along the direction of least variance of the base rows, labelled positive: the data barely pulls the
     * model that way, so the canary's push is not damped (Jagielski, Ullman and Oprea 2020, ClipBKD).
     */
    CLIPBKD("clipbkd"),

    /**
     * Along the difference of the class means, labelled negative: a mislabelled point the data pulls against,
     * so its loss (and gradient) stays large for the whole fit.
     */
    MISLABELLED("mislabelled");

    /** A canary record: its features (norm = the declared bound) and its class. */
    public record Point(double[] x, int label) {

        public Point {
            x = x.clone();
        }

        @Override
        public double[] x() {
            return x.clone();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Point p && Arrays.equals(x, p.x) && label == p.label;
        }

        @Override
        public int hashCode() {
            return 31 * Arrays.hashCode(x) + label;
        }

        @Override
        public String toString() {
            return "Canary.Point[d=" + x.length + ", label=" + label + "]";
        }
    }

    private final String id;

    Canary(String id) {
        this.id = id;
    }

    /** The kebab-case name used on the command line and in audit.json. */
    public String id() {
        return id;
    }

    /** The canary with the given id. */
    public static Canary byId(String id) {
        for (Canary c : values()) {
            if (c.id.equals(id)) {
                return c;
            }
        }
        throw new IllegalArgumentException("--canary must be one of clipbkd, mislabelled; got " + id);
    }

    /** The canary record for a base dataset with a declared norm bound and two classes. */
    public Point place(Dataset base) {
        if (!base.hasNormBound()) {
            throw new IllegalArgumentException("the audit data must declare a norm bound, got " + base);
        }
        double[] u = this == CLIPBKD ? leastVarianceDirection(base) : meanDifference(base);
        double[] x = new double[u.length];
        for (int j = 0; j < u.length; j++) {
            x[j] = base.normBound() * u[j];
        }
        return new Point(x, this == CLIPBKD ? 1 : 0);
    }

    /** The unit eigenvector of X^T X with the smallest eigenvalue, its sign fixed (first non-zero entry > 0). */
    static double[] leastVarianceDirection(Dataset base) {
        int d = base.cols();
        double[][] gram = new double[d][d];
        double[] x = base.x();
        for (int i = 0; i < base.rows(); i++) {
            for (int a = 0; a < d; a++) {
                double xa = x[i * d + a];
                for (int b = 0; b < d; b++) {
                    gram[a][b] += xa * x[i * d + b];
                }
            }
        }
        EigenDecomposition eig = new EigenDecomposition(new Array2DRowRealMatrix(gram, false));
        double[] values = eig.getRealEigenvalues();
        int min = 0;
        for (int k = 1; k < values.length; k++) {
            if (values[k] < values[min]) {
                min = k;
            }
        }
        RealVector v = eig.getEigenvector(min);
        return signFixed(v.unitVector().toArray());
    }

    /** The unit difference of the class means (class 1 minus class 0); the first axis when they coincide. */
    static double[] meanDifference(Dataset base) {
        int d = base.cols();
        double[] diff = new double[d];
        int[] counts = new int[2];
        double[] x = base.x();
        for (int i = 0; i < base.rows(); i++) {
            counts[base.label(i) == 1 ? 1 : 0]++;
        }
        for (int i = 0; i < base.rows(); i++) {
            int c = base.label(i) == 1 ? 1 : 0;
            double w = (c == 1 ? 1.0 : -1.0) / Math.max(1, counts[c]);
            for (int j = 0; j < d; j++) {
                diff[j] += w * x[i * d + j];
            }
        }
        double norm = Math.sqrt(Arrays.stream(diff).map(v -> v * v).sum());
        if (!(norm > 0)) {
            double[] axis = new double[d];
            axis[0] = 1;
            return axis;
        }
        for (int j = 0; j < d; j++) {
            diff[j] /= norm;
        }
        return diff;
    }

    private static double[] signFixed(double[] v) {
        for (double c : v) {
            if (c != 0) {
                if (c < 0) {
                    for (int j = 0; j < v.length; j++) {
                        v[j] = -v[j];
                    }
                }
                break;
            }
        }
        return v;
    }
}

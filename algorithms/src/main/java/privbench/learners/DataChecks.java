package privbench.learners;

import privbench.data.Dataset;

/**
 * The one home of checks on the data a learner is given; messages name the value and what was expected.
 */
public final class DataChecks {

    private DataChecks() {
    }

    /**
     * The private rows, checked: at least one row, labels present, at least two classes, every feature
     * finite.
     *
     * @throws IllegalArgumentException naming the first problem found
     */
    public static Dataset labelled(TrainingData data) {
        Dataset s = data.sensitive();
        if (s.rows() < 1) {
            throw new IllegalArgumentException("training data must have at least one row, got 0");
        }
        if (!s.hasLabels()) {
            throw new IllegalArgumentException("training data must be labelled, got unlabelled rows");
        }
        if (s.classes() < 2) {
            throw new IllegalArgumentException("training data must have at least 2 classes, got " + s.classes());
        }
        requireFinite(s);
        return s;
    }

    /** As {@link #labelled}, and the task must be binary. */
    public static Dataset binary(TrainingData data, String learner) {
        Dataset s = labelled(data);
        if (!s.isBinary()) {
            throw new IllegalArgumentException(learner + " needs a binary task (2 classes), got " + s.classes()
                    + " classes");
        }
        return s;
    }

    /** Every feature must be finite; the message names the first offending row and column. */
    public static void requireFinite(Dataset data) {
        if (data.isFloat32()) {
            // read the float32 rows themselves: widening them here would double the memory of the fit
            float[] f = data.xFloat();
            for (int k = 0; k < f.length; k++) {
                if (!Float.isFinite(f[k])) {
                    throw new IllegalArgumentException("feature [row " + k / data.cols() + ", column "
                            + k % data.cols() + "] of " + data.name() + " must be finite, got " + f[k]);
                }
            }
            return;
        }
        double[] x = data.x();
        for (int k = 0; k < x.length; k++) {
            if (!Double.isFinite(x[k])) {
                throw new IllegalArgumentException("feature [row " + k / data.cols() + ", column " + k % data.cols()
                        + "] of " + data.name() + " must be finite, got " + x[k]);
            }
        }
    }
}

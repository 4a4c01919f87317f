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

    /**
     * Every feature must be finite; the message names the first offending row and column. A row whose norm
     * ({@link Dataset#rowNorms}, kept by the dataset) is finite has only finite values, so only rows with a
     * non-finite norm (a non-finite value, or squares too large for a double) are read again: after a
     * dataset's first fit the check costs no pass over the matrix.
     */
    public static void requireFinite(Dataset data) {
        double[] norms = data.rowNorms();
        int d = data.cols();
        for (int i = 0; i < norms.length; i++) {
            if (Double.isFinite(norms[i])) {
                continue;
            }
            for (int j = 0; j < d; j++) {
                // the float32 rows themselves: widening them here would double the memory of the fit
                double v = data.isFloat32() ? data.xFloat()[i * d + j] : data.x()[i * d + j];
                if (!Double.isFinite(v)) {
                    throw new IllegalArgumentException("feature [row " + i + ", column " + j + "] of " + data.name()
                            + " must be finite, got " + v);
                }
            }
            // finite values whose squares overflow: w.x could reach inf - inf = NaN, which no clip catches
            throw new IllegalArgumentException("row " + i + " of " + data.name() + " has a norm too large for a "
                    + "double (its squares overflow); rescale the features (e.g. public-bounds or unit-norm)");
        }
    }
}

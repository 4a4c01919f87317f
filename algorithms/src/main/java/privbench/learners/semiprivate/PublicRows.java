package privbench.learners.semiprivate;

import privbench.data.Dataset;
import privbench.learners.DataChecks;
import privbench.learners.TrainingData;

/**
 * The checks on the public rows a semi-private learner is given.
 */
final class PublicRows {

    private PublicRows() {
    }

    /** The public rows, required present and finite; the message names the learner. */
    static Dataset required(TrainingData data, String learner) {
        Dataset pub = data.publicRows();
        if (pub.rows() < 1) {
            throw new IllegalArgumentException(learner + " needs public rows (public: in the experiment), got none");
        }
        DataChecks.requireFinite(pub);
        return pub;
    }
}

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

    /** The caveat of every guarantee that used public rows: they are outside its protection. */
    static final String CAVEAT = "public rows are treated as non-sensitive (not covered by the guarantee)";

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

package privbench.learners;

import privbench.data.Dataset;
import privbench.evaluation.Scorer;

/**
 * A fitted classifier: a {@link Scorer} with a fixed number of features.
 *
 * <p>Binary models (two classes) produce one real score per row, larger meaning more likely class 1;
 * multiclass models produce k scores per row, row-major.
 */
public interface Model extends Scorer {

    /** Number of features the model expects. */
    int features();

    /** Scores per row written to out: n values (binary) or n x k row-major (multiclass). */
    void scores(Dataset data, double[] out);

    /** Scores per row in a new array. */
    default double[] scores(Dataset data) {
        double[] out = new double[data.rows() * scoresPerRow()];
        scores(data, out);
        return out;
    }

    /** Predicted class index per row: score > 0 means class 1 for binary models (ties go to class 0). */
    default int[] predict(Dataset data) {
        return Scorer.classesOf(scores(data), data.rows(), scoresPerRow());
    }
}

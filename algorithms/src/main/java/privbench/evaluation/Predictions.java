package privbench.evaluation;

import java.util.Objects;
import privbench.data.Dataset;

/**
 * A model's scores and predicted classes on one labelled set of rows, computed once and shared by
 * every metric.
 */
public final class Predictions {

    private final Dataset rows;
    private final double[] scores;
    private final int[] predicted;
    private final int scoresPerRow;

    private Predictions(Dataset rows, double[] scores, int[] predicted, int scoresPerRow) {
        this.rows = rows;
        this.scores = scores;
        this.predicted = predicted;
        this.scoresPerRow = scoresPerRow;
    }

    /**
     * Scores the rows with the model.
     *
     * @throws IllegalArgumentException when the rows are unlabelled or empty, or a score is not finite
     */
    public static Predictions of(Scorer model, Dataset rows) {
        Objects.requireNonNull(model, "model");
        if (!rows.hasLabels()) {
            throw new IllegalArgumentException("evaluation rows must be labelled, got " + rows);
        }
        if (rows.rows() == 0) {
            throw new IllegalArgumentException("evaluation rows must not be empty, got " + rows);
        }
        if (model.classes() != rows.classes()) {
            throw new IllegalArgumentException("model must have " + rows.classes() + " classes, got "
                    + model.classes());
        }
        double[] scores = model.scores(rows);
        for (int i = 0; i < scores.length; i++) {
            if (!Double.isFinite(scores[i])) {
                throw new IllegalArgumentException("score " + i + " must be finite, got " + scores[i]);
            }
        }
        int k = model.scoresPerRow();
        return new Predictions(rows, scores, Scorer.classesOf(scores, rows.rows(), k), k);
    }

    /** The rows that were scored. */
    public Dataset rows() {
        return rows;
    }

    /** Number of rows n. */
    public int size() {
        return rows.rows();
    }

    /** True label (class index) of row i. */
    public int label(int i) {
        return rows.label(i);
    }

    /** Predicted class index of row i. */
    public int predicted(int i) {
        return predicted[i];
    }

    /** The binary score of row i (larger means more likely class 1). */
    public double score(int i) {
        if (scoresPerRow != 1) {
            throw new IllegalStateException("a single score per row needs a binary model; this one has "
                    + scoresPerRow + " scores per row");
        }
        return scores[i];
    }

    /** True when the model gives one score per row (two classes). */
    public boolean isBinary() {
        return scoresPerRow == 1;
    }

    /** Number of classes k. */
    public int classes() {
        return rows.classes();
    }
}

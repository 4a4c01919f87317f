package privbench.learners;

import privbench.data.Dataset;

/**
 * A fitted classifier.
 *
 * <p>Binary models (two classes) produce one real score per row, larger meaning more likely class 1;
 * multiclass models produce k scores per row, row-major.
 */
public interface Model {

    /** Number of classes k. */
    int classes();

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

    /** 1 for binary models, k otherwise. */
    default int scoresPerRow() {
        return classes() == 2 ? 1 : classes();
    }

    /** Predicted class index per row: score > 0 means class 1 for binary models (ties go to class 0). */
    default int[] predict(Dataset data) {
        return classesOf(scores(data), data.rows(), scoresPerRow());
    }

    /**
     * The prediction rule for scores laid out as {@link #scores}: with one score per row, score > 0 is class 1
     * (ties go to class 0); with k per row, the first largest score.
     */
    static int[] classesOf(double[] s, int n, int k) {
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            if (k == 1) {
                out[i] = s[i] > 0 ? 1 : 0;
                continue;
            }
            int best = 0;
            for (int c = 1; c < k; c++) {
                if (s[i * k + c] > s[i * k + best]) {
                    best = c;
                }
            }
            out[i] = best;
        }
        return out;
    }
}

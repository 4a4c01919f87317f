package privbench.evaluation;

import privbench.data.Dataset;

/**
 * What metrics need of a fitted model: its scores on labelled rows. Binary scorers (two classes) give one real
 * score per row, larger meaning more likely class 1; multiclass scorers give k scores per row, row-major.
 * ({@code privbench.learners.Model} is one; evaluation does not depend on the learners.)
 */
public interface Scorer {

    /** Number of classes k. */
    int classes();

    /** Scores per row in a new array: n values (binary) or n x k row-major (multiclass). */
    double[] scores(Dataset data);

    /** 1 for binary scorers, k otherwise. */
    default int scoresPerRow() {
        return classes() == 2 ? 1 : classes();
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

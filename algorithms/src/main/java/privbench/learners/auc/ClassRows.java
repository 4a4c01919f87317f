package privbench.learners.auc;

import privbench.privacy.RowClipping;
import privbench.data.Dataset;
import privbench.linalg.Parallelism;
import privbench.linalg.Vectors;

/**
 * The private rows of a binary task split by class (positives I, negatives J), each row put inside the
 * ball of a public radius R, so that any two rows are within D_X = 2R of each other.
 *
 * <p>R is the bound declared by data-independent preprocessing ({@link Dataset#normBound()}) when there
 * is one, otherwise the learner's {@code clip} parameter; it is never measured on the data (spec-004
 * pitfall P3). A row longer than R is scaled back to norm R. That depends on the row alone, so a
 * replaced row changes one row here; with an honest declaration no row changes at all, and a wrong
 * declaration cannot break the bound the proofs use. The class counts n+ and n- are treated as public
 * (label-preserving replacement, spec-004 pitfall P4).
 */
final class ClassRows {

    private final double[] positives;
    private final double[] negatives;
    private final int nPos;
    private final int nNeg;
    private final int d;
    private final double radius;
    private final Parallelism threads;

    private ClassRows(double[] positives, int nPos, double[] negatives, int nNeg, int d, double radius,
                      Parallelism threads) {
        this.positives = positives;
        this.negatives = negatives;
        this.nPos = nPos;
        this.nNeg = nNeg;
        this.d = d;
        this.radius = radius;
        this.threads = threads;
    }

    /** The radius R for a dataset: its declared norm bound, or the clip radius when none is declared. */
    static double radius(Dataset data, double clip) {
        return data.hasNormBound() ? data.normBound() : clip;
    }

    /**
     * Splits a binary dataset (class 1 positive) into clipped positive and negative rows.
     *
     * @param learner the learner's id, for the message when a class is missing
     * @throws IllegalArgumentException when either class has no rows (the pairwise risk is undefined)
     */
    static ClassRows of(Dataset data, double clip, String learner) {
        int n = data.rows();
        int d = data.cols();
        int nPos = 0;
        for (int i = 0; i < n; i++) {
            nPos += data.label(i) == 1 ? 1 : 0;
        }
        int nNeg = n - nPos;
        if (nPos < 1 || nNeg < 1) {
            // the counts stay out of the message: under relation: replace-one they are private
            throw new IllegalArgumentException(learner + " needs at least one positive and one negative row (pairwise "
                    + "loss)");
        }
        double r = radius(data, clip);
        double[] pos = new double[nPos * d];
        double[] neg = new double[nNeg * d];
        double[] x = data.x();
        int p = 0;
        int q = 0;
        for (int i = 0; i < n; i++) {
            double norm = Vectors.norm(x, i * d, d);
            double f = RowClipping.factor(norm, r);
            double[] target = data.label(i) == 1 ? pos : neg;
            int row = data.label(i) == 1 ? p++ : q++;
            for (int k = 0; k < d; k++) {
                target[row * d + k] = f * x[i * d + k];
            }
        }
        return new ClassRows(pos, nPos, neg, nNeg, d, r, data.rowParallelism());
    }

    /** Positive rows, row-major n+ x d (the backing array). */
    double[] positives() {
        return positives;
    }

    /** Negative rows, row-major n- x d (the backing array). */
    double[] negatives() {
        return negatives;
    }

    int positiveCount() {
        return nPos;
    }

    int negativeCount() {
        return nNeg;
    }

    /** n = n+ + n-. */
    int rows() {
        return nPos + nNeg;
    }

    int cols() {
        return d;
    }

    /** R, the public bound on every row's norm. */
    double radius() {
        return radius;
    }

    /** The threads the cell's passes over these rows may use (they never change a result). */
    Parallelism threads() {
        return threads;
    }

    /** D_X = 2R, the public diameter of the input space. */
    double diameter() {
        return 2 * radius;
    }
}

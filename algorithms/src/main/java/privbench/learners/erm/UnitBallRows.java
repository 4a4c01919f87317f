package privbench.learners.erm;

import privbench.privacy.RowClipping;
import privbench.data.Dataset;

/**
 * The per-row factors that put every row in the unit ball without looking at the data as a whole:
 * s_i = min(1, R / ||x_i||) / R, with R the declared norm bound when there is one (then, for honest data,
 * a plain rescaling by 1/R) and otherwise the learner's clip radius. Each factor depends on its own row
 * only, so replacing a row changes one factor: the sensitivity proofs that assume ||x|| <= 1 hold.
 * A model fitted on the scaled rows has weights w; on raw rows it scores with w / R.
 */
public final class UnitBallRows {

    private UnitBallRows() {
    }

    /** The radius R the rows are divided by. */
    public static double radius(Dataset data, double clip) {
        return data.hasNormBound() ? data.normBound() : clip;
    }

    /**
     * The factors s_i.
     *
     * @param clipRows false only in negative controls: rows are divided by R but not clipped
     */
    public static double[] factors(Dataset data, double clip, boolean clipRows) {
        double r = radius(data, clip);
        double[] norms = data.rowNorms();
        double[] s = new double[norms.length];
        for (int i = 0; i < s.length; i++) {
            s[i] = clipRows ? RowClipping.unitBallFactor(norms[i], r) : 1.0 / r;
        }
        return s;
    }
}

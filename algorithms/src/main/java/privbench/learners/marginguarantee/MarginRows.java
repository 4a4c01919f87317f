package privbench.learners.marginguarantee;

import privbench.privacy.RowClipping;
import privbench.data.Dataset;
import privbench.learners.erm.UnitBallRows;
import privbench.optim.ClippedMarginGradient;

/**
 * A binary dataset put in B^d(r) with r = 1 (spec-002 pitfall 2): every row divided by the public radius R (the
 * declared norm bound, else the learner's {@code clip}) and clipped to it, one row at a time, so neighbours stay
 * neighbours. Labels as +-1.
 *
 * @param factors the per-row factors s_i (x_i s_i lies in the unit ball)
 * @param signs   y_i in {-1, +1}
 * @param radius  R: a model w on scaled rows scores raw rows as w / R
 */
record MarginRows(Dataset data, double[] factors, double[] signs, double radius) {

    static MarginRows of(Dataset data, double clip) {
        return new MarginRows(data, UnitBallRows.factors(data, clip, true), ClippedMarginGradient.signs(data),
                UnitBallRows.radius(data, clip));
    }

    int n() {
        return data.rows();
    }

    int d() {
        return data.cols();
    }

    /** z_i = Proj_{B(clipRadius)}(Phi (s_i x_i)), row-major n x k; clipRadius +Infinity for no clipping. */
    double[] embed(Sketch phi, double clipRadius) {
        double[] z = new double[n() * phi.rows()];
        phi.project(data.x(), n(), factors, z);
        if (Double.isFinite(clipRadius)) {
            RowClipping.rows(z, n(), phi.rows(), clipRadius);
        }
        return z;
    }
}

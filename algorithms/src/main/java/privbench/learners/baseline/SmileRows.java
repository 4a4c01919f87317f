package privbench.learners.baseline;

import privbench.privacy.RowClipping;
import java.util.function.ToDoubleFunction;
import privbench.data.Dataset;
import privbench.learners.Model;

/**
 * Rows of a dataset as Smile's double[][] (copies), each put in the unit ball by the same public per-row factor the
 * BMS22 learners use (divide by the declared bound, else 1, and clip), so a bandwidth means the same for both.
 */
final class SmileRows {

    private SmileRows() {
    }

    static double[][] of(Dataset data) {
        double r = data.hasNormBound() ? data.normBound() : 1.0;
        double[][] out = new double[data.rows()][];
        double[] x = data.x();
        int d = data.cols();
        for (int i = 0; i < out.length; i++) {
            double norm = Math.sqrt(data.rowNormSquared(i));
            double s = RowClipping.unitBallFactor(norm, r);
            out[i] = new double[d];
            for (int j = 0; j < d; j++) {
                out[i][j] = s * x[i * d + j];
            }
        }
        return out;
    }

    /** A binary model scoring rows through a function of the scaled row. */
    record Scored(int features, ToDoubleFunction<double[]> score) implements Model {
        @Override
        public int classes() {
            return 2;
        }

        @Override
        public void scores(Dataset data, double[] out) {
            if (data.cols() != features) {
                throw new IllegalArgumentException("model has " + features + " features, data has " + data.cols());
            }
            double[][] rows = of(data);
            for (int i = 0; i < rows.length; i++) {
                out[i] = score.applyAsDouble(rows[i]);
            }
        }
    }
}

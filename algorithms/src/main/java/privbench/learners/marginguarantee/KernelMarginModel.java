package privbench.learners.marginguarantee;

import privbench.privacy.RowClipping;
import privbench.data.Dataset;
import privbench.learners.Model;

/**
 * h(x) = <w, psi(s(x) x)>: a linear model on a seeded random feature map, with x first put in the unit ball by the
 * same public per-row factor as in training (s(x) = min(1, R/||x||) / R). Margins use the unclipped features'
 * inner product, as Alg. 3 step 6 does.
 */
final class KernelMarginModel implements Model {

    private final FeatureMap map;
    private final double[] w;
    private final double radius;

    KernelMarginModel(FeatureMap map, double[] w, double radius) {
        if (w.length != map.dimension()) {
            throw new IllegalArgumentException("w must have " + map.dimension() + " entries, got " + w.length);
        }
        for (double v : w) {
            if (!Double.isFinite(v)) {
                throw new IllegalArgumentException("weights must be finite, got " + v);
            }
        }
        this.map = map;
        this.w = w.clone();
        this.radius = radius;
    }

    /** The seeded feature map (for tests: it must not depend on the data). */
    FeatureMap map() {
        return map;
    }

    @Override
    public int classes() {
        return 2;
    }

    @Override
    public int features() {
        return map.inputs();
    }

    @Override
    public void scores(Dataset data, double[] out) {
        if (data.cols() != map.inputs()) {
            throw new IllegalArgumentException("model has " + map.inputs() + " features, data has " + data.cols());
        }
        double[] psi = new double[map.dimension()];
        double[] x = data.x();
        int d = data.cols();
        for (int i = 0; i < data.rows(); i++) {
            double norm = Math.sqrt(data.rowNormSquared(i));
            double s = RowClipping.unitBallFactor(norm, radius);
            map.map(x, i * d, s, psi, 0);
            double score = 0;
            for (int j = 0; j < psi.length; j++) {
                score += w[j] * psi[j];
            }
            out[i] = score;
        }
    }
}

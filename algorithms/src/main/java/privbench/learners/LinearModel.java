package privbench.learners;

import java.util.Arrays;
import privbench.data.Dataset;
import privbench.linalg.Vectors;

/**
 * A binary linear classifier: score = w . x + bias.
 */
public record LinearModel(double[] weights, double bias) implements Model {

    public LinearModel {
        weights = weights.clone();
        for (double v : weights) {
            if (!Double.isFinite(v)) {
                throw new IllegalArgumentException("weights must be finite, got " + v);
            }
        }
        if (!Double.isFinite(bias)) {
            throw new IllegalArgumentException("bias must be finite, got " + bias);
        }
    }

    /** A homogeneous classifier (no bias). */
    public static LinearModel of(double[] w) {
        return new LinearModel(w, 0.0);
    }

    @Override
    public double[] weights() {
        return weights.clone();
    }

    @Override
    public int classes() {
        return 2;
    }

    @Override
    public int features() {
        return weights.length;
    }

    @Override
    public void scores(Dataset data, double[] out) {
        requireFeatures(data);
        double[] x = data.x();
        int d = weights.length;
        for (int i = 0, n = data.rows(); i < n; i++) {
            out[i] = Vectors.dot(x, i * d, weights, 0, d) + bias;
        }
    }

    private void requireFeatures(Dataset data) {
        if (data.cols() != weights.length) {
            throw new IllegalArgumentException("model has " + weights.length + " features, data has " + data.cols());
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LinearModel m && Arrays.equals(weights, m.weights)
                && Double.compare(bias, m.bias) == 0;
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(weights) + Double.hashCode(bias);
    }

    @Override
    public String toString() {
        return "LinearModel[d=" + weights.length + ", |w|=" + Vectors.norm(weights) + ", bias=" + bias + "]";
    }
}

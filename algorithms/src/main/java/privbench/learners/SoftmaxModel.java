package privbench.learners;

import java.util.Arrays;
import privbench.data.Dataset;
import privbench.linalg.Vectors;

/**
 * A multiclass linear classifier: scores_c = W_c . x + b_c, with W stored k x d row-major.
 */
public record SoftmaxModel(double[] weights, double[] biases, int classes, int features) implements Model {

    public SoftmaxModel {
        if (classes < 2 || features < 1 || weights.length != classes * features || biases.length != classes) {
            throw new IllegalArgumentException("SoftmaxModel needs k x d weights and k biases; got k=" + classes
                    + ", d=" + features + ", |W|=" + weights.length + ", |b|=" + biases.length);
        }
        weights = weights.clone();
        biases = biases.clone();
        for (double v : weights) {
            if (!Double.isFinite(v)) {
                throw new IllegalArgumentException("weights must be finite, got " + v);
            }
        }
    }

    @Override
    public double[] weights() {
        return weights.clone();
    }

    @Override
    public double[] biases() {
        return biases.clone();
    }

    @Override
    public int scoresPerRow() {
        return classes == 2 ? 1 : classes;
    }

    @Override
    public void scores(Dataset data, double[] out) {
        if (data.cols() != features) {
            throw new IllegalArgumentException("model has " + features + " features, data has " + data.cols());
        }
        double[] x = data.x();
        int d = features;
        for (int i = 0, n = data.rows(); i < n; i++) {
            if (classes == 2) {
                // the binary score is the logit difference, so that score > 0 means class 1
                out[i] = Vectors.dot(x, i * d, weights, d, d) + biases[1]
                        - Vectors.dot(x, i * d, weights, 0, d) - biases[0];
                continue;
            }
            for (int c = 0; c < classes; c++) {
                out[i * classes + c] = Vectors.dot(x, i * d, weights, c * d, d) + biases[c];
            }
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SoftmaxModel m && classes == m.classes && features == m.features
                && Arrays.equals(weights, m.weights) && Arrays.equals(biases, m.biases);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(weights) + Arrays.hashCode(biases);
    }

    @Override
    public String toString() {
        return "SoftmaxModel[k=" + classes + ", d=" + features + "]";
    }
}

package privbench.data.synthetic;

import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import privbench.data.Dataset;
import privbench.privacy.noise.Gaussians;

/**
 * Two tight Gaussian clusters at +-s e_1 with isotropic noise: a stand-in for pre-trained ("neurally
 * collapsed") features of two classes.
 *
 * <p>Wang, Zhu and Wang (2024), App. N, as the surrogate of spec-000 section 5.1 (CIFAR-10 features cannot
 * be computed here): class means +-{@code separation} e_1 in d dimensions, noise sd {@code noise} per
 * coordinate; 0.03 stands for ViT-like features, 0.08 for ResNet-like, 1.0 for raw pixels. Labels are +-1
 * with probability 1/2 each; label noise (the spec's 0.1% flipped labels) is the experiment's {@code outliers}.
 * No norm bound is declared.
 */
public final class NeuralCollapse implements Generator {

    @Override
    public String id() {
        return "neural-collapse";
    }

    @Override
    public String summary() {
        return "two Gaussian clusters at +-s e1 with isotropic noise (WZW24 App. N surrogate of pre-trained features)";
    }

    @Override
    public Map<String, Double> defaults() {
        return Map.of("separation", 0.5, "noise", 0.03);
    }

    @Override
    public Dataset generate(int rows, int d, Map<String, Double> params, RandomGenerator structure,
                            RandomGenerator sample) {
        double s = param(params, "separation");
        double sd = param(params, "noise");
        if (!(s > 0) || Double.isInfinite(s) || !(sd >= 0) || Double.isInfinite(sd)) {
            throw new IllegalArgumentException("separation must be finite and > 0 and noise finite and >= 0, got "
                    + s + " and " + sd);
        }
        double[] x = new double[rows * d];
        int[] labels = new int[rows];
        for (int i = 0; i < rows; i++) {
            int label = Gaussians.uniform(sample) < 0.5 ? 0 : 1;
            Gaussians.fillStandard(sample, x, i * d, d);
            for (int j = 0; j < d; j++) {
                x[i * d + j] *= sd;
            }
            x[i * d] += label == 1 ? s : -s;
            labels[i] = label;
        }
        return Dataset.labelled(id(), x, rows, d, labels, List.of("-1", "+1"), Double.POSITIVE_INFINITY);
    }
}

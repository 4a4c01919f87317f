package privbench.learners.semiprivate;

import privbench.learners.SoftmaxModel;

/**
 * The privacy-noise check shared by the learner tests: run one DP-SGD step (zero start, lr 1) with seeded
 * noise and with zero noise on the same batches, and compare the sum of squared weight differences with its
 * expectation dof x s^2, s = sigma C / (q n) the noise sd of one step's update.
 */
final class NoiseScale {

    private NoiseScale() {
    }

    /** Measured over expected variance of the weight difference. */
    static double ratio(SoftmaxModel seeded, SoftmaxModel zero, int dof, double s) {
        double[] a = seeded.weights();
        double[] b = zero.weights();
        double ss = 0;
        for (int j = 0; j < a.length; j++) {
            ss += (a[j] - b[j]) * (a[j] - b[j]);
        }
        return ss / (dof * s * s);
    }
}

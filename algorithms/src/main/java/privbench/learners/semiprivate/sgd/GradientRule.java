package privbench.learners.semiprivate.sgd;

import privbench.privacy.noise.NoiseSource;

/**
 * The private part of one DP-SGD step: how each sampled example's softmax gradient is clipped and summed,
 * and how the sum is noised. The loop ({@link DpSgd}) owns sampling, the residuals and the update.
 *
 * <p>Parameters are laid out as [W (C x k, row-major), b (C)]; example i's gradient of the natural-log
 * cross-entropy is r_i z_i^T for W and r_i for b, with r_i = softmax(W z_i + b) - onehot(y_i).
 * Implementations keep their own accumulators and are not for concurrent use.
 */
public interface GradientRule {

    /**
     * Called before each step with the current parameters, for work on PUBLIC data only (GEP's gradient
     * basis, AdaDPS's preconditioner).
     */
    default void beforeStep(int step, double[] params) {
    }

    /** Clears the accumulators. */
    void begin();

    /** Adds the clipped gradient of one example with features x[off .. off+k) and residual r (length C). */
    void add(double[] x, int off, double[] residual);

    /**
     * Adds four examples in row order: the same sum, to the bit, as four {@link #add} calls (a rule may do it in
     * one sweep over its accumulators).
     */
    default void add4(double[] x, int o0, int o1, int o2, int o3, double[] r0, double[] r1, double[] r2,
                      double[] r3) {
        add(x, o0, r0);
        add(x, o1, r1);
        add(x, o2, r2);
        add(x, o3, r3);
    }

    /** Writes the noisy clipped sum, in parameter space, to out. */
    void noisySum(double[] out, NoiseSource noise);

    /** How many sampled examples (over the whole run) had their gradient scaled down by the clip. */
    long clipped();
}

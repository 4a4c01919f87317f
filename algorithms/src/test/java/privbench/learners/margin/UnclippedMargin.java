package privbench.learners.margin;

import privbench.learners.PrivateLearner;

/**
 * Broken variants of the margin family for negative controls (test code only, reached through the
 * package-private constructors): per-example gradients (and projected rows) left unclipped, so that the
 * sensitivity Delta = 2 radius / c the noise is calibrated for no longer holds.
 */
public final class UnclippedMargin {

    private UnclippedMargin() {
    }

    /** ngd-noproj whose per-example hinge gradients are not clipped to 1/c. */
    public static PrivateLearner ngdNoproj(UnprojectedNoisyGradientDescent.Options options) {
        return new UnprojectedNoisyGradientDescent(options, false);
    }

    /** wzw-jlgd-oracle whose per-example gradients (and projected rows) are not clipped. */
    public static PrivateLearner jlgdOracle(JlNoisyGradientDescent.Options options) {
        return new JlNoisyGradientDescent(options, false);
    }
}

package privbench.learners.semiprivate;

import privbench.learners.PrivateLearner;

/**
 * Broken DP-SGD for negative controls (test code only, reached through the package-private constructor): no
 * per-example clipping, the noise still sigma C, so the sensitivity C the accountant prices no longer holds.
 */
public final class UnclippedSgd {

    private UnclippedSgd() {
    }

    /** dpsgd-full whose per-example gradients are not clipped to C. */
    public static PrivateLearner dpSgdFull(DpSgdFull.Options options) {
        return new DpSgdFull(options, false);
    }
}

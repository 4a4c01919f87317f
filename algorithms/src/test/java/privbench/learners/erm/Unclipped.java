package privbench.learners.erm;

import privbench.learners.PrivateLearner;

/**
 * Broken variants for negative controls (test code only, reached through the package-private constructors):
 * the learners with their per-example clipping removed, so that their sensitivity no longer holds.
 */
public final class Unclipped {

    private Unclipped() {
    }

    /** dp-gd whose per-example gradients are not clipped. */
    public static PrivateLearner dpGd(NoisyGradientDescent.Options options) {
        return new NoisyGradientDescent(options, false);
    }

    /** output-perturbation whose rows are not clipped to the unit ball. */
    public static PrivateLearner outputPerturbation(OutputPerturbation.Options options) {
        return new OutputPerturbation(options, false);
    }
}

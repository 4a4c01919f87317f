package privbench.harness.testing;

import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.Learner;
import privbench.learners.PrivateLearner;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.Guarantee;
import privbench.privacy.noise.NoiseSource;

/**
 * A test learner that throws at one epsilon and behaves like {@link MeanDifference} elsewhere: a failing
 * cell must become an error row while the sweep goes on.
 */
@Learner(id = "fails-at-epsilon", summary = "mean difference that throws at one epsilon (test learner)",
        paper = "test fixture", nonPrivate = true)
public final class FailsAtEpsilon implements PrivateLearner {

    public record Options(@Hyperparam(min = 0, minOpen = true, doc = "the epsilon at which fit throws") double failAt) {
        public static final Options DEFAULTS = new Options(1.0);
    }

    private final Options opt;

    public FailsAtEpsilon(Options opt) {
        this.opt = opt;
    }

    @Override
    public Fit fit(TrainingData data, Budget budget, NoiseSource noise) {
        if (budget.epsilon() == opt.failAt()) {
            throw new IllegalStateException("deliberate failure at epsilon " + opt.failAt());
        }
        return Fit.of(MeanDifference.separator(data.sensitive(), 0.0, 0.0, noise), Guarantee.nonPrivate());
    }
}

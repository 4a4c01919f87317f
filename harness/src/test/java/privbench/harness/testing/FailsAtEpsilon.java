package privbench.harness.testing;

import privbench.learners.AuditFamily;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.Learner;
import privbench.learners.OptionsLearner;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.Guarantee;
import privbench.privacy.noise.NoiseSource;

/**
 * A test learner that throws at one epsilon and behaves like {@link MeanDifference} elsewhere: a failing
 * cell must become an error row while the sweep goes on.
 */
@Learner(id = "fails-at-epsilon", summary = "mean difference that throws at one epsilon (test learner)",
        paper = "test fixture", nonPrivate = true,
        audit = AuditFamily.FROM_GUARANTEE)
public final class FailsAtEpsilon extends OptionsLearner<FailsAtEpsilon.Options> {

    public record Options(@Hyperparam(min = 0, minOpen = true, doc = "the epsilon at which fit throws") double failAt) {
        public static final Options DEFAULTS = new Options(1.0);
    }

    public FailsAtEpsilon(Options opt) {
        super(opt);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        if (budget.epsilon() == opt.failAt()) {
            throw new IllegalStateException("deliberate failure at epsilon " + opt.failAt());
        }
        return Fit.of(MeanDifference.separator(train, 0.0, 0.0, noise), Guarantee.nonPrivate());
    }
}

package privbench.harness.testing;

import privbench.learners.AuditFamily;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.Learner;
import privbench.learners.OptionsLearner;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.Neighbouring;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.Accountants;
import privbench.privacy.noise.NoiseSource;

/**
 * A broken test learner for audits: it releases the noise-free difference of class means yet claims the whole
 * budget as pure DP under replace-one. An audit must call this a violation.
 */
@Learner(id = "false-claim", summary = "noise-free class-mean difference that claims (epsilon, 0)-DP (test learner)",
        paper = "test fixture",
        audit = AuditFamily.FROM_GUARANTEE)
public final class FalseClaim extends OptionsLearner<FalseClaim.Options> {

    public record Options(@Hyperparam(min = 0, max = 1, doc = "shrinkage of the weights") double shrink) {
        public static final Options DEFAULTS = new Options(0.0);
    }

    public FalseClaim(Options opt) {
        super(opt);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        var model = MeanDifference.separator(train, 0, opt.shrink(), noise);
        return Fit.of(model, Accountants.PURE.guarantee(new PrivacyEvent.PureDp(budget.epsilon()), 0,
                Neighbouring.REPLACE_ONE));
    }
}

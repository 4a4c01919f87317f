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
import privbench.privacy.Neighbouring;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.noise.NoiseSource;

/**
 * A broken "private" test learner that reports spending twice its epsilon: the runner must refuse its
 * results (negative control for the budget check).
 */
@Learner(id = "overspender", summary = "claims twice its epsilon (test learner, negative control)",
        paper = "test fixture",
        audit = AuditFamily.FROM_GUARANTEE)
public final class Overspender extends OptionsLearner<Overspender.Options> {

    public record Options(@Hyperparam(min = 1, doc = "factor of overspending") double factor) {
        public static final Options DEFAULTS = new Options(2.0);
    }

    public Overspender(Options opt) {
        super(opt);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        double eps = budget.epsilon() * opt.factor();
        var spent = new Guarantee(eps, budget.delta(), "pure", Neighbouring.ADD_REMOVE, new PrivacyEvent.PureDp(eps), "");
        return Fit.of(MeanDifference.separator(train, 0.0, 0.0, noise), spent);
    }
}

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
 * A test learner that needs public rows (it refuses to run without them) and must not see their labels.
 */
@Learner(id = "public-centred", summary = "mean difference that requires public rows (test learner)",
        paper = "test fixture", needsPublic = true, nonPrivate = true,
        audit = AuditFamily.FROM_GUARANTEE)
public final class PublicCentred extends OptionsLearner<PublicCentred.Options> {

    public record Options(@Hyperparam(min = 0, doc = "sd of the jitter") double jitter) {
        public static final Options DEFAULTS = new Options(0.0);
    }

    public PublicCentred(Options opt) {
        super(opt);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        if (!data.hasPublic()) {
            throw new IllegalArgumentException("public rows must be given, got none");
        }
        if (data.publicRows().hasLabels()) {
            throw new IllegalStateException("public labels must be hidden from a learner that did not ask for them");
        }
        return Fit.of(MeanDifference.separator(train, opt.jitter(), 0.0, noise), Guarantee.nonPrivate());
    }
}

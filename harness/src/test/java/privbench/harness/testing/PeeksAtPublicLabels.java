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
 * A broken test learner: it reads the public rows' labels without declaring needsPublicLabels. The seam
 * must refuse it (the label access throws), and a run must record the refusal as an error cell.
 */
@Learner(id = "peeks-at-public-labels", summary = "reads public labels it did not declare (test learner)",
        paper = "test fixture", needsPublic = true, nonPrivate = true,
        audit = AuditFamily.FROM_GUARANTEE)
public final class PeeksAtPublicLabels extends OptionsLearner<PeeksAtPublicLabels.Options> {

    public record Options(@Hyperparam(min = 0, doc = "unused") double unused) {
        public static final Options DEFAULTS = new Options(0.0);
    }

    public PeeksAtPublicLabels(Options opt) {
        super(opt);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        data.publicRows().labels();
        return Fit.of(MeanDifference.separator(train, 0.0, 0.0, noise), Guarantee.nonPrivate());
    }
}

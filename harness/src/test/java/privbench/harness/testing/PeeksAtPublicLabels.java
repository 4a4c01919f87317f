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
 * A broken test learner: it reads the public rows' labels without declaring needsPublicLabels. The seam
 * must refuse it (the label access throws), and a run must record the refusal as an error cell.
 */
@Learner(id = "peeks-at-public-labels", summary = "reads public labels it did not declare (test learner)",
        paper = "test fixture", needsPublic = true, nonPrivate = true)
public final class PeeksAtPublicLabels implements PrivateLearner {

    public record Options(@Hyperparam(min = 0, doc = "unused") double unused) {
        public static final Options DEFAULTS = new Options(0.0);
    }

    public PeeksAtPublicLabels(Options opt) {
        // no options are used
    }

    @Override
    public Fit fit(TrainingData data, Budget budget, NoiseSource noise) {
        data.publicRows().labels();
        return Fit.of(MeanDifference.separator(data.sensitive(), 0.0, 0.0, noise), Guarantee.nonPrivate());
    }
}

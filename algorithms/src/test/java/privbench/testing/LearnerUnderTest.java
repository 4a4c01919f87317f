package privbench.testing;

import java.util.Map;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.LearnerSpec;
import privbench.learners.PrivateLearner;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.noise.NoiseSource;

/**
 * A learner class under test, named once: each fit binds its parameters as the YAML layer does
 * ({@link LearnerSpec#create(Map)}, so a test exercises the declared names, defaults and ranges) and runs on private
 * rows only, as the harness runs a cell without public data. The margin and halfspace learners' tests all fit this
 * way; this is the one place that says how.
 */
public record LearnerUnderTest(LearnerSpec<?> spec) {

    public static LearnerUnderTest of(Class<? extends PrivateLearner> learner) {
        return new LearnerUnderTest(LearnerSpec.of(learner));
    }

    /** The learner bound from params, fitted on data (private rows only) at budget with noise. */
    public Fit fit(Map<String, ?> params, Dataset data, Budget budget, NoiseSource noise) {
        return spec.create(params).fit(TrainingData.privateOnly(data), budget, noise);
    }
}

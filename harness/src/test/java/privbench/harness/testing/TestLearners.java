package privbench.harness.testing;

import java.util.List;
import privbench.learners.LearnerSpec;

/**
 * The learner catalogue harness tests run against, until (and besides) the real learners.
 */
public final class TestLearners {

    public static final List<LearnerSpec<?>> ALL = List.of(
            LearnerSpec.of(MeanDifference.class),
            LearnerSpec.of(FailsAtEpsilon.class),
            LearnerSpec.of(Overspender.class),
            LearnerSpec.of(PublicCentred.class),
            LearnerSpec.of(NearestCentroid.class),
            LearnerSpec.of(PeeksAtPublicLabels.class)
    );

    private TestLearners() {
    }
}

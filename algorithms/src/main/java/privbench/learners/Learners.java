package privbench.learners;

import java.util.List;
import java.util.Optional;
import privbench.learners.baseline.NonPrivateLogistic;
import privbench.learners.baseline.NonPrivateSvm;
import privbench.learners.erm.NoisyGradientDescent;
import privbench.learners.erm.ObjectivePerturbation;
import privbench.learners.erm.OutputPerturbation;
import privbench.learners.margin.AdaptiveMargin;
import privbench.learners.margin.AdaptiveMarginPrivTune;
import privbench.learners.margin.JlNoisyGradientDescent;
import privbench.learners.margin.UnprojectedNoisyGradientDescent;

/**
 * The catalogue of every learner; adding one is one line here.
 */
public final class Learners {

    /** Every learner, in the order `list learners` prints them. */
    public static final List<LearnerSpec<?>> ALL = List.of(
            LearnerSpec.of(NonPrivateLogistic.class),
            LearnerSpec.of(NonPrivateSvm.class),
            LearnerSpec.of(NoisyGradientDescent.class),
            LearnerSpec.of(OutputPerturbation.class),
            LearnerSpec.of(ObjectivePerturbation.class),
            LearnerSpec.of(AdaptiveMargin.class),
            LearnerSpec.of(AdaptiveMarginPrivTune.class),
            LearnerSpec.of(JlNoisyGradientDescent.class),
            LearnerSpec.of(UnprojectedNoisyGradientDescent.class)
    );

    private Learners() {
    }

    /** The learner with the given id. */
    public static Optional<LearnerSpec<?>> byId(String id) {
        return ALL.stream().filter(s -> s.id().equals(id)).findFirst();
    }
}

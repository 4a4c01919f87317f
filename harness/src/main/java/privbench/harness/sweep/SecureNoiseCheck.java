package privbench.harness.sweep;

import java.util.List;
import java.util.Optional;
import privbench.harness.experiment.BoundLearner;
import privbench.harness.experiment.InputException;
import privbench.learners.PrivateLearner;

/**
 * Refuses a secure run before anything runs when one of its learners (or one of a learner's option
 * settings) cannot draw all its noise from exact samplers: {@code @Learner(secureNoise = false)}, or
 * {@link PrivateLearner#secureNoiseRefusal()} for the options bound.
 */
final class SecureNoiseCheck {

    private SecureNoiseCheck() {
    }

    /** @throws InputException naming the learner entry, its location and why */
    static void check(List<BoundLearner> learners) {
        for (BoundLearner l : learners) {
            String id = l.spec().id();
            if (!l.spec().secureNoise()) {
                throw new InputException(l.entry().at(), "learner '" + id + "' does not support noise: secure (its "
                        + "privacy proof needs continuous noise that no exact discrete sampler replaces); run it "
                        + "with noise: seeded or remove it from this experiment");
            }
            for (BoundLearner.Binding b : l.bindings()) {
                Optional<String> why = l.spec().create(b.options()).secureNoiseRefusal();
                if (why.isPresent()) {
                    throw new InputException(l.entry().at(), "learner '" + id + "' with " + b.paramsJson()
                            + " does not support noise: secure: " + why.get());
                }
            }
        }
    }
}

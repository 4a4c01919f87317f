package privbench.harness.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import privbench.harness.experiment.BoundLearner;
import privbench.harness.input.InputException;
import privbench.harness.input.Location;
import privbench.learners.PrivateLearner;

/**
 * Refuses a secure run before anything runs when one of its learners (or one of a learner's option
 * settings) cannot draw all its noise from exact samplers: {@code @Learner(secureNoise = false)}, or
 * {@link PrivateLearner#secureNoiseRefusal()} for the options bound.
 */
final class SecureNoiseCheck {

    private SecureNoiseCheck() {
    }

    /** The learner entries that refuse secure noise (for {@code --skip-refused}). */
    static List<BoundLearner> refusing(List<BoundLearner> learners) {
        return learners.stream().filter(l -> why(l) != null).toList();
    }

    /** @throws InputException naming every refusing learner entry (at the first one's location) and why */
    static void check(List<BoundLearner> learners) {
        List<String> refusals = new ArrayList<>();
        Location first = null;
        for (BoundLearner l : learners) {
            String why = why(l);
            if (why != null) {
                refusals.add(why + " at " + l.entry().at());
                first = first == null ? l.entry().at() : first;
            }
        }
        if (first != null) {
            throw new InputException(first, "noise: secure is refused for " + String.join("; ", refusals)
                    + ". Run these learners with noise: seeded, remove them from the experiment, or pass "
                    + "--skip-refused to run the others");
        }
    }

    /** Why the entry refuses secure noise, or null when it runs with it. */
    private static String why(BoundLearner l) {
        String id = l.spec().id();
        if (!l.spec().secureNoise()) {
            return "learner '" + id + "' (its privacy proof needs continuous noise that no exact discrete sampler "
                    + "replaces)";
        }
        for (BoundLearner.Binding b : l.bindings()) {
            Optional<String> r = l.spec().create(b.options()).secureNoiseRefusal();
            if (r.isPresent()) {
                return "learner '" + id + "' with " + b.paramsJson() + " (" + r.get() + ")";
            }
        }
        return null;
    }
}

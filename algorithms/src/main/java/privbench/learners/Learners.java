package privbench.learners;

import java.util.List;
import java.util.Optional;

/**
 * The catalogue of every learner; adding one is one line here.
 */
public final class Learners {

    /** Every learner, in the order `list learners` prints them. */
    public static final List<LearnerSpec<?>> ALL = List.of(
    );

    private Learners() {
    }

    /** The learner with the given id. */
    public static Optional<LearnerSpec<?>> byId(String id) {
        return ALL.stream().filter(s -> s.id().equals(id)).findFirst();
    }
}

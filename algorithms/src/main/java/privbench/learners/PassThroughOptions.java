package privbench.learners;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * The options of a learner outside this repository (an outside program): its parameters as written in the
 * experiment, passed through unread, since only the program knows what they mean. Sorted by name, so that the
 * {@code params} column does not depend on the order they were written in.
 *
 * @param values each parameter's plain value (number, boolean or text)
 */
public record PassThroughOptions(Map<String, Object> values) {

    public PassThroughOptions {
        values = Collections.unmodifiableMap(new TreeMap<>(values));
    }
}

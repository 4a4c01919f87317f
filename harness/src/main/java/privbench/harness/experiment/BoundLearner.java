package privbench.harness.experiment;

import java.util.List;
import java.util.Map;
import privbench.learners.LearnerSpec;

/**
 * A learner entry checked against the catalogue: its spec and every combination of its parameter values
 * bound to Options.
 *
 * @param spec     the learner's declaration
 * @param entry    the entry as written
 * @param bindings one per combination of list-valued parameters, in file order
 */
public record BoundLearner(LearnerSpec<?> spec, LearnerEntry entry, List<Binding> bindings) {

    /**
     * One combination.
     *
     * @param options    the bound Options record
     * @param paramsJson canonical JSON of every parameter (the {@code params} column)
     * @param axisValues canonical text of every parameter of the learner (so list-valued ones can fill their columns)
     */
    public record Binding(Record options, String paramsJson, Map<String, String> axisValues) {
        public Binding {
            axisValues = Map.copyOf(axisValues);
        }
    }

    public BoundLearner {
        bindings = List.copyOf(bindings);
    }
}

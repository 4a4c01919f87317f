package privbench.harness.experiment;

import java.util.List;
import java.util.Optional;
import privbench.harness.external.ExternalEntry;
import privbench.harness.input.InputException;
import privbench.harness.input.Located;
import privbench.harness.input.Location;

/**
 * One entry of an experiment's {@code learners:} list: a learner id and its parameters, where a list
 * of values makes the parameter a sweep axis.
 *
 * @param id     the learner id as written
 * @param params the parameters in file order
 * @param at     where the entry starts
 * @param path   its path, e.g. {@code learners[2]}
 * @param external for {@code id: external}, the program and what it declares of itself; else empty
 */
public record LearnerEntry(Located<String> id, List<ParamAxis> params, Location at, String path,
                           Optional<ExternalEntry> external) {

    /**
     * One parameter with one or more values (plain Java values: Double, Boolean or String).
     *
     * @param listed true when written as a list, which makes it a column of cells.csv
     */
    public record ParamAxis(String name, Location keyAt, String path, List<Located<Object>> values, boolean listed) {
        public ParamAxis {
            values = List.copyOf(values);
        }
    }

    public LearnerEntry {
        params = List.copyOf(params);
    }

    /** An entry of a learner of the catalogue. */
    public LearnerEntry(Located<String> id, List<ParamAxis> params, Location at, String path) {
        this(id, params, at, path, Optional.empty());
    }

    /** The learner's label in every output: the catalogue id, or an external learner's name. */
    public String label() {
        return external.map(e -> e.name().value()).orElse(id.value());
    }

    /** An error about this entry at its start. */
    public InputException error(String problem) {
        return new InputException(at, path + " " + problem);
    }
}

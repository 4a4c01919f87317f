package privbench.harness.experiment.yaml;

import java.util.List;
import privbench.harness.input.InputException;
import privbench.harness.input.Location;

/**
 * One node of a located YAML tree: a mapping, a list or a scalar.
 */
public sealed interface YamlNode permits YamlMap, YamlList, YamlScalar {

    /** Where the node starts in the file. */
    Location at();

    /** Its path from the root, e.g. {@code learners[1].params.lambda}. */
    String path();

    /** What kind of node it is, for messages ("a mapping", "a list", "a number", ...). */
    String describe();

    /** An error about this node: {@code path problem} at its location. */
    default InputException error(String problem) {
        return new InputException(at(), (path().isEmpty() ? "the file" : path()) + " " + problem);
    }

    /** This node as a mapping, or an error saying a mapping was expected. */
    default YamlMap asMap() {
        if (this instanceof YamlMap m) {
            return m;
        }
        throw error("must be a mapping (key: value), got " + describe());
    }

    /** This node as a list, or an error saying a list was expected. */
    default YamlList asList() {
        if (this instanceof YamlList l) {
            return l;
        }
        throw error("must be a list, got " + describe());
    }

    /** This node as a scalar, or an error saying a single value was expected. */
    default YamlScalar asScalar() {
        if (this instanceof YamlScalar s) {
            return s;
        }
        throw error("must be a single value, got " + describe());
    }

    /** The items of a list, or this scalar alone (for keys that take one value or a list of them). */
    default List<YamlScalar> scalars() {
        if (this instanceof YamlList l) {
            return l.items().stream().map(YamlNode::asScalar).toList();
        }
        if (this instanceof YamlScalar s) {
            return List.of(s);
        }
        throw error("must be a value or a list of values, got " + describe());
    }

    /** True when this is a mapping. */
    default boolean isMap() {
        return this instanceof YamlMap;
    }

    /** True when this is a list (a sweep axis), false for a single value. */
    default boolean isList() {
        return this instanceof YamlList;
    }
}

package privbench.harness.experiment.schema;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import privbench.harness.experiment.yaml.YamlNode;
import privbench.harness.experiment.yaml.YamlScalar;
import privbench.harness.input.Located;

/**
 * Typed, range-checked values shared by the section readers; every error names the value's path.
 */
final class Values {

    private Values() {
    }

    static <T> Located<T> located(YamlScalar s, T value) {
        return new Located<>(value, s.at(), s.path());
    }

    static Located<Integer> positiveInt(YamlScalar s) {
        int v = s.asInt();
        if (v < 1) {
            throw s.error("must be a whole number >= 1, got " + s.text());
        }
        return located(s, v);
    }

    /** One value or a list of whole numbers >= 1, without repeats. */
    static List<Located<Integer>> positiveInts(YamlNode node) {
        List<Located<Integer>> out = new ArrayList<>();
        for (YamlScalar s : nonEmpty(node)) {
            out.add(positiveInt(s));
        }
        return noRepeats(out);
    }

    /** A number strictly between 0 and 1. */
    static Located<Double> openFraction(YamlScalar s) {
        double v = s.asDouble();
        if (!(v > 0 && v < 1)) {
            throw s.error("must be a fraction in (0, 1), got " + s.text());
        }
        return located(s, v);
    }

    /** The scalars of a value-or-list, refusing an empty list. */
    static List<YamlScalar> nonEmpty(YamlNode node) {
        List<YamlScalar> items = node.scalars();
        if (items.isEmpty()) {
            throw node.error("must not be an empty list");
        }
        for (YamlScalar s : items) {
            if (s.isNull()) {
                throw s.error("must have a value");
            }
        }
        return items;
    }

    /** Refuses a value that repeats an earlier one of the same list (it would repeat cells). */
    static <T> List<Located<T>> noRepeats(List<Located<T>> values) {
        Map<T, Located<T>> seen = new HashMap<>();
        for (Located<T> v : values) {
            Located<T> earlier = seen.putIfAbsent(v.value(), v);
            if (earlier != null) {
                throw v.error("repeats " + earlier.path() + " (" + v.value() + "); each value of a sweep must be distinct");
            }
        }
        return values;
    }
}

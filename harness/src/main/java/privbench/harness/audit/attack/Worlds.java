package privbench.harness.audit.attack;

import java.util.Objects;
import java.util.function.ToDoubleFunction;
import privbench.data.Dataset;
import privbench.learners.Model;

/**
 * The two neighbouring datasets of an audit and its test statistic.
 *
 * @param out         the world without the canary (or with the replaced row)
 * @param in          the world with the canary
 * @param score       the test statistic of a released model: larger means "the canary was in"
 * @param canaryLabel the canary's class
 * @param canaryNorm  the canary's norm (it may exceed the data's declared bound when the learner clips)
 * @param data        a public description of the base rows and the canary
 */
public record Worlds(Dataset out, Dataset in, ToDoubleFunction<Model> score, int canaryLabel, double canaryNorm,
                     String data) {

    public Worlds {
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(in, "in");
        Objects.requireNonNull(score, "score");
        Objects.requireNonNull(data, "data");
        if (out.cols() != in.cols()) {
            throw new IllegalArgumentException("both worlds need the same columns, got " + out.cols() + " and "
                    + in.cols());
        }
    }
}

package privbench.harness.audit.attack;

import java.util.Objects;
import java.util.function.Function;
import privbench.data.Dataset;
import privbench.learners.Model;

/**
 * A one-run audit's data: base rows, m canaries each included with probability 1/2, what stands in for an
 * excluded canary, and the canaries' scores under a released model.
 *
 * @param base      the rows every run has
 * @param canaries  the m canary rows (labelled)
 * @param standIn   the row that replaces an excluded canary (so that each inclusion bit changes one row, the
 *                  replace-one relation), or null to leave it out (add-remove)
 * @param scores    the m canary scores of a released model: larger means "included"
 * @param data      a public description
 */
public record OneRunDesign(Dataset base, Dataset canaries, double[] standIn, Function<Model, double[]> scores,
                           String data) {

    public OneRunDesign {
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(canaries, "canaries");
        Objects.requireNonNull(scores, "scores");
        Objects.requireNonNull(data, "data");
    }
}

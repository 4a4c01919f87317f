package privbench.harness.sweep;

import java.util.List;
import privbench.canonical.Canonical;
import privbench.harness.experiment.DeltaSpec;
import privbench.harness.experiment.Experiment;
import privbench.harness.input.InputException;
import privbench.harness.input.Located;
import privbench.learners.LearnerSpec;
import privbench.privacy.Guarantee;

/**
 * The delta rule: a private cell whose delta is at least 1/n (n its private training rows) is refused, since a
 * mechanism that publishes one row in the clear with probability delta meets (0, delta)-DP for every delta >= 1/n;
 * an experiment that sets {@code allow_large_delta: true} runs such cells, and their guarantee says so.
 * Cells without a guarantee to weaken (epsilon = +Infinity, non-private learners) are exempt.
 */
public final class LargeDeltaRule {

    private LargeDeltaRule() {
    }

    /** True when the cell claims a guarantee with delta >= 1/n. */
    public static boolean applies(Cell cell) {
        return Double.isFinite(cell.epsilon()) && !cell.learner().spec().nonPrivate()
                && cell.deltaValue() >= 1.0 / cell.n();
    }

    /**
     * Refuses the first cell the rule applies to, at the line of its delta, unless the experiment allows it.
     *
     * @throws InputException naming the delta as written, its value, 1/n and n
     */
    public static void check(Experiment e, List<Cell> cells) {
        if (e.allowLargeDelta()) {
            return;
        }
        for (Cell c : cells) {
            if (applies(c)) {
                Located<DeltaSpec> written = e.sweep().delta().stream().filter(d -> d.value().equals(c.delta()))
                        .findFirst().orElseThrow();
                throw written.error("gives delta = " + Canonical.number(c.deltaValue()) + " >= 1/n = "
                        + Canonical.number(1.0 / c.n()) + " for n = " + c.n() + " private training rows ("
                        + c.learner().spec().id() + " at epsilon " + Canonical.number(c.epsilon())
                        + "); such a delta allows publishing a row in the clear. Use a delta below 1/n (e.g. \"1/n^2\"),"
                        + " or set allow_large_delta: true at the top level to run it with a caveat");
            }
        }
    }

    /** The guarantee of a cell, with the caveat when the rule applies (the experiment allowed it). */
    public static Guarantee caveated(Cell cell, Guarantee spent) {
        if (!applies(cell)) {
            return spent;
        }
        return spent.withCaveat("allow_large_delta: delta = " + Canonical.number(cell.deltaValue())
                + " >= 1/n = " + Canonical.number(1.0 / cell.n()) + " (n = " + cell.n() + ")");
    }
}

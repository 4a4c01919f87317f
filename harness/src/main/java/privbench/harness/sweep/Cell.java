package privbench.harness.sweep;

import java.util.Map;
import privbench.canonical.Canonical;
import privbench.harness.datasets.DataKey;
import privbench.harness.experiment.BoundLearner;
import privbench.harness.experiment.DeltaSpec;

/**
 * One unit of work: a learner with bound parameters, on the rows of one data key subsampled to n,
 * under one (epsilon, delta), for one repetition.
 *
 * @param id         stable hash of the cell's definition (see {@link CellIdentity})
 * @param groupId    the same without the repetition: cells summarised together
 * @param learner    the learner and its entry
 * @param binding    the bound parameters
 * @param dataset    the {@code dataset} column
 * @param data       which rows
 * @param n          training size
 * @param epsilon    epsilon (+Infinity for no privacy)
 * @param delta      delta as written
 * @param axes       values of the extra swept columns, by axis name (empty text where an axis does not apply)
 */
public record Cell(String id, String groupId, BoundLearner learner, BoundLearner.Binding binding, String dataset,
                   DataKey data, int n, double epsilon, DeltaSpec delta, Map<String, String> axes) {

    public Cell {
        axes = Map.copyOf(axes);
    }

    /** The delta of this cell (rules such as 1/n^2 resolved with its n). */
    public double deltaValue() {
        return delta.resolve(n);
    }

    /** d of the cell's data. */
    public int d() {
        return data.d();
    }

    public int repetition() {
        return data.repetition();
    }

    /** A short description for progress lines. */
    public String describe() {
        return learner.spec().id() + " " + binding.paramsJson() + " n=" + n + " epsilon="
                + Canonical.number(epsilon) + " repetition=" + repetition();
    }
}

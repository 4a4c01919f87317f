package privbench.harness.bench;

import java.util.Optional;
import privbench.harness.experiment.Experiment;
import privbench.harness.sweep.Cell;

/**
 * The passes over the data of a full-batch learner whose number of steps its parameters fix (dp-gd with
 * {@code horizon: fixed}): each step reads the n x d features once in the fused pass, 8 bytes a value in
 * float64 storage and 4 in float32. Other learners' passes depend on the data (line searches, tuning) and
 * are not counted.
 *
 * @param steps        T
 * @param bytesPerStep n d times the bytes of one stored value
 */
record FullBatchSteps(int steps, long bytesPerStep) {

    static Optional<FullBatchSteps> of(Cell c, String precision) {
        // axisValues holds the canonical text of every parameter of the learner
        var params = c.binding().axisValues();
        if (!c.learner().spec().id().equals(DpgdRatios.DP_GD) || !"fixed".equals(params.get("horizon"))) {
            return Optional.empty();
        }
        int bytes = Experiment.FLOAT32.equals(precision) ? Float.BYTES : Double.BYTES;
        return Optional.of(new FullBatchSteps(Integer.parseInt(params.get("iterations")),
                (long) c.n() * c.d() * bytes));
    }

    /** GB/s (1e9 bytes) of the feature reads of a fit taking the given seconds. */
    double gbPerSecond(double seconds) {
        return (double) bytesPerStep * steps / seconds / 1e9;
    }
}

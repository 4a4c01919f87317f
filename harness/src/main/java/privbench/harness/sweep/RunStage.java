package privbench.harness.sweep;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Work a run does after its cells and summary.csv, planned before anything is written (so that a stage that refuses
 * the plan refuses it with nothing written), e.g. {@code tuning:}'s private selections. The seam keeps the sweep
 * free of the features built on it.
 */
public interface RunStage {

    /** Runs the stage into the run folder; returns how many of its units failed. */
    int run(Path folder, int threads, boolean fresh) throws IOException;

    /** Plans a stage for a sweep: empty when the experiment does not ask for it. */
    @FunctionalInterface
    interface Planner {
        /** No stage. */
        Planner NONE = plan -> Optional.empty();

        Optional<? extends RunStage> plan(SweepPlan plan);
    }
}

package privbench.harness.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import privbench.canonical.Canonical;
import privbench.harness.input.Location;
import privbench.harness.tuning.SelectionUnit;
import privbench.harness.sweep.SweepPlan;
import privbench.harness.sweep.SweepSize;

/**
 * {@code privbench validate FILE.yaml}: checks a file against the schema, the learner catalogue and its
 * data (read only as far as needed for classes and row counts); runs nothing, writes nothing.
 */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = {"Checks an experiment file (and its full: variant, if any) without running anything."})
public final class ValidateCommand extends Verb {

    @Mixin
    private ExperimentFile experiment;

    @Mixin
    private NoiseOption noise;

    @Override
    public Integer call() {
        var dirs = experiment.directory(context());
        boolean full = experiment.full();
        SweepPlan plan = SweepPlan.of(experiment.file(), full, context().learners(), dirs, noise.given());
        check(plan);
        if (!full && plan.experiment().hasFull()) {
            check(SweepPlan.of(experiment.file(), true, context().learners(), dirs, noise.given()));
        }
        return ErrorMapper.OK;
    }

    /**
     * Prints the plan and its size estimate; refuses (exit 2) one that cannot fit in this JVM even one cell at a
     * time (run checks again at its own thread count), then applies the delta rule.
     */
    private void check(SweepPlan plan) {
        int threads = Runtime.getRuntime().availableProcessors();
        long heap = Runtime.getRuntime().maxMemory();
        SweepSize.of(plan, plan.cells(), 1, heap).require(Location.of(experiment.file()));
        plan.checkDeltaRule();
        SweepSize size = SweepSize.of(plan, plan.cells(), threads, heap);
        context().out().println("ok " + plan.describe());
        context().out().println("   " + size.describe()
                + (size.cells() > SweepSize.CONFIRM_CELLS ? "; run will ask for --yes" : "")
                + (size.peakBytes() > heap ? "; " + threads + " cells at once would not fit in this JVM's heap: "
                + "run with fewer --threads or more memory (PRIVBENCH_JAVA_OPTS=-Xmx...)" : ""));
        plan.experiment().tuning().ifPresent(t -> {
            var units = SelectionUnit.of(plan.cells(), t);
            var learners = units.stream().map(SelectionUnit::learner).distinct().toList();
            context().out().println("   tuning: " + units.size() + " private selections ("
                    + (learners.isEmpty() ? "no learner has two or more settings" : String.join(", ", learners))
                    + "; " + t.describe() + "), each about " + Canonical.number(t.mean()) + " fits; run prices them "
                    + "before its first cell and refuses, with nothing written, a target no per-run budget meets");
        });
    }
}

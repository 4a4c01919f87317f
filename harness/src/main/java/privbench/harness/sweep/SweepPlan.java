package privbench.harness.sweep;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import privbench.harness.datasets.DataDirectory;
import privbench.harness.datasets.DataLoader;
import privbench.harness.datasets.DataPreparation;
import privbench.harness.datasets.LoadedData;
import privbench.harness.experiment.BoundLearner;
import privbench.harness.experiment.Experiment;
import privbench.harness.experiment.ExperimentReader;
import privbench.harness.experiment.ExperimentValidator;
import privbench.learners.LearnerSpec;

/**
 * An experiment read, checked and expanded: everything {@code validate} checks and {@code run} needs
 * before the first cell runs. Building a plan never writes anything.
 *
 * @param experiment  the experiment
 * @param data        its data source, read
 * @param learners    its learners, bound
 * @param preparation builds the rows of each data key
 * @param layout      the columns of cells.csv
 * @param cells       every cell, in run order
 */
public record SweepPlan(Experiment experiment, LoadedData data, List<BoundLearner> learners,
                        DataPreparation preparation, CellsLayout layout, List<Cell> cells) {

    public SweepPlan {
        learners = List.copyOf(learners);
        cells = List.copyOf(cells);
    }

    /**
     * Reads and checks an experiment file (or its full variant) against a learner catalogue.
     *
     * @throws privbench.harness.experiment.InputException for anything the file, its data or the catalogue refuse
     */
    public static SweepPlan of(Path file, boolean full, List<LearnerSpec<?>> catalogue, DataDirectory directory) {
        Experiment e = ExperimentReader.read(file, full);
        ExperimentValidator validator = new ExperimentValidator(catalogue);
        List<BoundLearner> learners = validator.bind(e);
        LoadedData data = new DataLoader(directory).load(e);
        validator.checkData(e, data.facts());
        DataPreparation prep = new DataPreparation(e.seed(), e, data);
        List<String> axes = new ArrayList<>(e.sweep().listedGeneratorAxes());
        for (String p : e.learnerAxes()) {
            if (!axes.contains(p)) {
                axes.add(p);
            }
        }
        if (e.float32()) {
            // a column only when not the default, so float64 runs keep the columns they always had
            axes.add(PRECISION);
        }
        CellsLayout layout = CellsLayout.of(axes, e.metricIds());
        return new SweepPlan(e, data, learners, prep, layout, CellExpansion.expand(e, data, prep, learners));
    }

    /** The cells.csv column recording {@code precision: float32}. */
    public static final String PRECISION = "precision";

    /** The cells of one shard, in run order. */
    public List<Cell> cells(Shard shard) {
        return cells.stream().filter(c -> shard.contains(c.id())).toList();
    }

    /** One line describing the plan, e.g. for {@code validate}. */
    public String describe() {
        Experiment e = experiment;
        return experiment.name() + ": " + cells.size() + " cells = " + learnerCombinations() + " learner settings x "
                + e.sweep().epsilon().size() + " epsilon x " + e.sweep().delta().size() + " delta x "
                + Math.max(1, e.sweep().n().size()) + " n x " + dataKeysPerRepetition() + " data settings x "
                + e.repetitions() + " repetitions; data " + data.label() + " (" + data.facts().classes()
                + " classes, " + data.facts().privateRows() + " private training rows: "
                + data.facts().rowsExplained() + ")";
    }

    private int learnerCombinations() {
        return learners.stream().mapToInt(l -> l.bindings().size()).sum();
    }

    private int dataKeysPerRepetition() {
        Experiment e = experiment;
        if (!e.isSynthetic()) {
            return 1;
        }
        return e.sweep().d().size() * e.sweep().parameterCombinations().size() * e.sweep().outlierFractions().size();
    }
}

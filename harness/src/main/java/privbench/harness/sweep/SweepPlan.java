package privbench.harness.sweep;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import privbench.harness.datasets.DataDirectory;
import privbench.harness.datasets.DataLoader;
import privbench.harness.datasets.DataPreparation;
import privbench.harness.datasets.LoadedData;
import privbench.harness.experiment.BoundLearner;
import privbench.harness.experiment.Experiment;
import privbench.harness.experiment.ExperimentValidator;
import privbench.harness.experiment.schema.ExperimentReader;
import privbench.harness.input.InputException;
import privbench.harness.experiment.NoiseMode;
import privbench.harness.experiment.Problems;
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
 * @param noise       the run's noise: the file's {@code noise:} unless the command line overrides it
 * @param skippedLearners learners dropped from a secure plan by {@code --skip-refused}, as "id (N cells)"
 */
public record SweepPlan(Experiment experiment, LoadedData data, List<BoundLearner> learners,
                        DataPreparation preparation, CellsLayout layout, List<Cell> cells, NoiseMode noise,
                        List<String> skippedLearners) {

    public SweepPlan {
        learners = List.copyOf(learners);
        cells = List.copyOf(cells);
        skippedLearners = List.copyOf(skippedLearners);
    }

    /**
     * Reads and checks an experiment file (or its full variant) against a learner catalogue.
     *
     * @throws privbench.harness.input.InputException for anything the file, its data or the catalogue refuse
     */
    public static SweepPlan of(Path file, boolean full, List<LearnerSpec<?>> catalogue, DataDirectory directory) {
        return of(file, full, catalogue, directory, Optional.empty());
    }

    /**
     * With the noise mode of the command line, if given (else the file's); a secure plan is refused when a
     * learner cannot run with secure noise ({@link SecureNoiseCheck}).
     */
    public static SweepPlan of(Path file, boolean full, List<LearnerSpec<?>> catalogue, DataDirectory directory,
                               Optional<NoiseMode> noiseOverride) {
        return of(file, full, catalogue, directory, noiseOverride, false);
    }

    /**
     * With {@code skipRefused} ({@code --skip-refused}): a secure plan drops the learner entries that refuse
     * secure noise (naming them and their cell counts in {@link #skippedLearners}) instead of refusing the plan.
     */
    public static SweepPlan of(Path file, boolean full, List<LearnerSpec<?>> catalogue, DataDirectory directory,
                               Optional<NoiseMode> noiseOverride, boolean skipRefused) {
        ExperimentValidator validator = new ExperimentValidator(catalogue);
        Experiment e;
        try {
            e = ExperimentReader.read(file, full);
        } catch (InputException ex) {
            // the file has errors: add those of its learners (ids, parameters) before reporting them all
            Problems problems = new Problems();
            problems.add(ex);
            problems.attempt(() -> validator.bind(ExperimentReader.learnerEntries(file, full)));
            problems.throwIfAny();
            throw ex;
        }
        // the learners and the data are checked independently, so that one pass reports the errors of both
        Problems problems = new Problems();
        List<BoundLearner> bound = problems.attempt(() -> validator.bind(e));
        LoadedData data = problems.attempt(() -> new DataLoader(directory).load(e));
        if (bound != null && data != null) {
            problems.check(() -> validator.checkData(e, data.facts()));
        }
        problems.throwIfAny();
        List<BoundLearner> learners = bound;
        NoiseMode noise = noiseOverride.orElse(e.noise());
        List<BoundLearner> refused = List.of();
        if (noise == NoiseMode.SECURE) {
            if (skipRefused) {
                refused = SecureNoiseCheck.refusing(learners);
                List<BoundLearner> kept = new ArrayList<>(learners);
                kept.removeAll(refused);
                if (kept.isEmpty()) {
                    SecureNoiseCheck.check(learners);   // nothing would run: refuse, naming them all
                }
                learners = kept;
            } else {
                SecureNoiseCheck.check(learners);
            }
        }
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
        List<String> skipped = new ArrayList<>();
        for (BoundLearner l : refused) {
            skipped.add(l.spec().id() + " (" + CellExpansion.expand(e, data, prep, List.of(l)).size() + " cells)");
        }
        List<Cell> cells = CellExpansion.expand(e, data, prep, learners);
        return new SweepPlan(e, data, learners, prep, layout, cells, noise, skipped);
    }

    /**
     * Refuses (exit 2) a private cell whose delta is at least 1/n of its private rows, unless the experiment allows
     * it ({@link LargeDeltaRule}). validate and run call it after the size check, so that a sweep too large to hold
     * is reported as such first.
     */
    public void checkDeltaRule() {
        LargeDeltaRule.check(experiment, cells);
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

package privbench.harness.sweep;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.UnaryOperator;
import privbench.data.Dataset;
import privbench.evaluation.Metric;
import privbench.evaluation.Predictions;
import privbench.harness.datasets.PreparedData;
import privbench.harness.experiment.NoiseMode;
import privbench.learners.Fit;
import privbench.learners.LearnerSpec;
import privbench.learners.SweepMemo;
import privbench.linalg.Parallelism;
import privbench.privacy.DpChecks;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SecurePricing;

/**
 * Runs one cell: fits the learner on the first n private rows under the cell's budget with noise
 * seeded by (experiment seed, cell id), checks the spent guarantee against the budget, and evaluates
 * the metrics. Any exception becomes an error result. The cells of one runner share a {@link SweepMemo}, so a
 * cell's recorded time excludes a calibration or public decomposition an earlier cell of the run made.
 */
public final class CellRunner {

    private final long seed;
    private final List<Metric> metrics;
    private final UnaryOperator<NoiseSource> noiseDecorator;
    private final NoiseMode mode;
    // one per run: what its cells compute alike from public inputs (SweepMemo), the same bits as computed afresh
    private final SweepMemo memo = SweepMemo.forRun();
    // what a failed fit leaves beside cells.csv (an external program's stderr); nothing by default
    private BiConsumer<Cell, Throwable> failures = (cell, t) -> { };

    public CellRunner(long seed, List<Metric> metrics) {
        this(seed, metrics, UnaryOperator.identity());
    }

    /** In a noise mode (seeded or secure). */
    public CellRunner(long seed, List<Metric> metrics, NoiseMode mode) {
        this(seed, metrics, UnaryOperator.identity(), mode);
    }

    /** With a decorator on every cell's noise: for negative controls in tests only (e.g. noise scaled up). */
    CellRunner(long seed, List<Metric> metrics, UnaryOperator<NoiseSource> noiseDecorator) {
        this(seed, metrics, noiseDecorator, NoiseMode.SEEDED);
    }

    CellRunner(long seed, List<Metric> metrics, UnaryOperator<NoiseSource> noiseDecorator, NoiseMode mode) {
        this.mode = mode;
        this.seed = seed;
        this.metrics = List.copyOf(metrics);
        this.noiseDecorator = noiseDecorator;
    }

    /** This runner, handing every failed fit's cause to the sink (before the cell's error row is written). */
    public CellRunner keepingFailures(BiConsumer<Cell, Throwable> sink) {
        this.failures = sink;
        return this;
    }

    public CellResult run(Cell cell, PreparedData data) {
        return run(cell, data, Parallelism.SEQUENTIAL);
    }

    /** Runs the cell, its passes over rows on the given threads (the bits do not depend on them). */
    public CellResult run(Cell cell, PreparedData data, Parallelism rowThreads) {
        NoiseSource noise = noiseDecorator.apply(CellInput.noise(seed, cell, mode));
        try {
            return fitAndEvaluate(cell, data, noise, rowThreads);
        } catch (VirtualMachineError e) {
            throw e;
        } catch (Exception | LinkageError | AssertionError e) {
            failures.accept(cell, e);
            return CellResult.failed(cell, e, noiseColumn(cell.learner().spec(), noise));
        }
    }

    private CellResult fitAndEvaluate(Cell cell, PreparedData data, NoiseSource noise, Parallelism rowThreads) {
        CellInput input = CellInput.of(cell, data, rowThreads, memo);
        Dataset train = input.train();
        long start = System.nanoTime();
        Fit fit = input.fit(noise);
        double seconds = (System.nanoTime() - start) / 1e9;
        if (mode == NoiseMode.SECURE) {
            fit = new Fit(fit.model(), SecurePricing.requireProved(fit.spent()), fit.diagnostics());
        }
        if (!input.spec().nonPrivate()) {
            DpChecks.requireWithin(fit.spent(), input.budget());
        }
        Predictions test = Predictions.of(fit.model(), data.test());
        Predictions onTrain = null;
        Map<String, Double> values = new LinkedHashMap<>();
        for (Metric m : metrics) {
            if (m.onTrainingRows()) {
                onTrain = onTrain == null ? Predictions.of(fit.model(), train) : onTrain;
                values.put(m.id(), m.value(onTrain));
            } else {
                values.put(m.id(), m.value(test));
            }
        }
        return new CellResult(cell, values, Optional.of(LargeDeltaRule.caveated(cell, fit.spent())),
                noiseColumn(input.spec(), noise), seconds,
                Optional.empty(), fit.diagnostics());
    }

    /** The noise column: an external program draws its own noise, failed or not; every other learner draws ours. */
    private static String noiseColumn(LearnerSpec<?> spec, NoiseSource noise) {
        return spec.passesThrough() ? LearnerSpec.PROGRAM_NOISE : noise.mode();
    }
}

package privbench.harness.sweep;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import privbench.data.Dataset;
import privbench.evaluation.Metric;
import privbench.evaluation.Predictions;
import privbench.harness.datasets.PreparedData;
import privbench.learners.Fit;
import privbench.linalg.Parallelism;
import privbench.privacy.DpChecks;
import privbench.privacy.noise.NoiseSource;

/**
 * Runs one cell: fits the learner on the first n private rows under the cell's budget with noise
 * seeded by (experiment seed, cell id), checks the spent guarantee against the budget, and evaluates
 * the metrics. Any exception becomes an error result.
 */
public final class CellRunner {

    private final long seed;
    private final List<Metric> metrics;
    private final UnaryOperator<NoiseSource> noiseDecorator;

    public CellRunner(long seed, List<Metric> metrics) {
        this(seed, metrics, UnaryOperator.identity());
    }

    /** With a decorator on every cell's noise: for negative controls in tests only (e.g. noise scaled up). */
    CellRunner(long seed, List<Metric> metrics, UnaryOperator<NoiseSource> noiseDecorator) {
        this.seed = seed;
        this.metrics = List.copyOf(metrics);
        this.noiseDecorator = noiseDecorator;
    }

    public CellResult run(Cell cell, PreparedData data) {
        return run(cell, data, Parallelism.SEQUENTIAL);
    }

    /** Runs the cell, its passes over rows on the given threads (the bits do not depend on them). */
    public CellResult run(Cell cell, PreparedData data, Parallelism rowThreads) {
        NoiseSource noise = noiseDecorator.apply(CellInput.noise(seed, cell));
        try {
            return fitAndEvaluate(cell, data, noise, rowThreads);
        } catch (VirtualMachineError e) {
            throw e;
        } catch (Exception | LinkageError | AssertionError e) {
            return CellResult.failed(cell, e, noise.mode());
        }
    }

    private CellResult fitAndEvaluate(Cell cell, PreparedData data, NoiseSource noise, Parallelism rowThreads) {
        CellInput input = CellInput.of(cell, data, rowThreads);
        Dataset train = input.train();
        long start = System.nanoTime();
        Fit fit = input.fit(noise);
        double seconds = (System.nanoTime() - start) / 1e9;
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
        return new CellResult(cell, values, java.util.Optional.of(fit.spent()), noise.mode(), seconds,
                java.util.Optional.empty(), fit.diagnostics());
    }
}

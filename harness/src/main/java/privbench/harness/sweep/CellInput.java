package privbench.harness.sweep;

import privbench.data.Dataset;
import privbench.harness.datasets.PreparedData;
import privbench.harness.experiment.NoiseMode;
import privbench.harness.external.ExternalLearner;
import privbench.learners.Fit;
import privbench.learners.LearnerSpec;
import privbench.learners.PrivateLearner;
import privbench.learners.SweepMemo;
import privbench.learners.TrainingData;
import privbench.linalg.Parallelism;
import privbench.privacy.Budget;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SecureNoise;
import privbench.privacy.noise.SeededNoise;

/**
 * What one cell's fit is given, built from its prepared rows: the learner with the cell's options, the
 * first n private rows (with the public rows the learner may see) and the cell's budget. {@code run} and
 * {@code bench} both build their fits here, so a timing measures exactly the fit a run makes.
 *
 * @param spec    the learner's declaration
 * @param learner the learner with the cell's options
 * @param train   the private training rows
 * @param data    what the learner is given
 * @param budget  the cell's (epsilon, delta)
 */
public record CellInput(LearnerSpec<?> spec, PrivateLearner learner, Dataset train, TrainingData data, Budget budget) {

    /** The inputs of a cell's fit on its prepared rows. */
    public static CellInput of(Cell cell, PreparedData prepared) {
        return of(cell, prepared, Parallelism.SEQUENTIAL);
    }

    /** As {@link #of(Cell, PreparedData)}, the training rows' passes allowed the given threads. */
    public static CellInput of(Cell cell, PreparedData prepared, Parallelism rowThreads) {
        return of(cell, prepared, rowThreads, SweepMemo.NONE);
    }

    /**
     * As {@link #of(Cell, PreparedData, Parallelism)}, sharing a run's memo (a run's cells calibrate DP-SGD and
     * decompose the public rows once; the bits are those of a fresh computation).
     */
    public static CellInput of(Cell cell, PreparedData prepared, Parallelism rowThreads, SweepMemo memo) {
        LearnerSpec<?> spec = cell.learner().spec();
        Dataset train = prepared.subsample(cell.n()).withRowParallelism(rowThreads);
        PrivateLearner learner = spec.create(cell.binding().options());
        if (learner instanceof ExternalLearner program) {
            // an outside program scores the test rows itself (it may answer with scores, not a model)
            learner = program.forCell(prepared.test(), cell.id());
        }
        return new CellInput(spec, learner, train,
                TrainingData.forLearner(spec, train, prepared.publicRows(), memo),
                new Budget(cell.epsilon(), cell.deltaValue()));
    }

    /** The cell's noise: seeded by (experiment seed, cell id), the same in every run of the cell. */
    public static NoiseSource noise(long experimentSeed, Cell cell) {
        return SeededNoise.forCell(experimentSeed, cell.id());
    }

    /** The cell's noise in a mode: seeded as above, or secure (a fresh DRBG per cell, never replayed). */
    public static NoiseSource noise(long experimentSeed, Cell cell, NoiseMode mode) {
        return mode == NoiseMode.SECURE ? SecureNoise.create() : noise(experimentSeed, cell);
    }

    /** Fits the learner once with the given noise. */
    public Fit fit(NoiseSource noise) {
        return learner.fit(data, budget, noise);
    }
}

package privbench.harness.tuning;

import privbench.data.Dataset;
import privbench.learners.LearnerSpec;
import privbench.learners.SweepMemo;
import privbench.learners.TrainingData;

/**
 * Public stand-in rows with a private training set's shape: the same rows, columns, classes and declared norm
 * bound, all-zero features and labels cycling through the classes. A learner's guarantee depends on its budget and
 * on public sizes only, so its fit here reports the event a private fit of the same shape will: the per-run budget
 * is searched on these fits, and nothing private is touched before the selection starts.
 */
final class StandInRows {

    private StandInRows() {
    }

    /** What a learner is given: stand-in rows like {@code shape} with {@code rows} rows, and the real public rows. */
    static TrainingData of(LearnerSpec<?> spec, Dataset shape, int rows, Dataset publicRows, SweepMemo memo) {
        int[] labels = new int[rows];
        for (int i = 0; i < rows; i++) {
            labels[i] = i % shape.classes();
        }
        Dataset standIn = Dataset.labelled("stand-in", new double[rows * shape.cols()], rows, shape.cols(), labels,
                shape.classNames(), shape.normBound());
        return TrainingData.forLearner(spec, standIn, publicRows, memo);
    }
}

package privbench.learners;

import java.util.Objects;
import privbench.data.Dataset;

/**
 * What a learner is given: the private (sensitive) rows it must protect, and public rows it may use
 * freely (empty when the experiment has no public split).
 *
 * <p>The memo holds what the cells of a run compute alike from public inputs ({@link SweepMemo}).
 *
 * <p>Public rows carry labels only for learners that declare {@code needsPublicLabels}; build
 * instances with {@link #forLearner} so that the declaration is enforced in one place.
 */
public record TrainingData(Dataset sensitive, Dataset publicRows, SweepMemo memo) {

    public TrainingData {
        Objects.requireNonNull(sensitive, "sensitive");
        Objects.requireNonNull(publicRows, "publicRows");
        Objects.requireNonNull(memo, "memo");
        if (publicRows.rows() > 0 && publicRows.cols() != sensitive.cols()) {
            throw new IllegalArgumentException("public rows have " + publicRows.cols()
                    + " features, private rows " + sensitive.cols());
        }
    }

    /** Rows with no memo shared with other cells. */
    public TrainingData(Dataset sensitive, Dataset publicRows) {
        this(sensitive, publicRows, SweepMemo.NONE);
    }

    /** Private rows only. */
    public static TrainingData privateOnly(Dataset sensitive) {
        return new TrainingData(sensitive, Dataset.empty(sensitive.name() + "/public", sensitive.cols(),
                sensitive.classNames()).withoutLabels());
    }

    /**
     * The data a given learner may see: public labels are stripped unless it declared needsPublicLabels.
     */
    public static TrainingData forLearner(LearnerSpec<?> spec, Dataset sensitive, Dataset publicRows) {
        return forLearner(spec, sensitive, publicRows, SweepMemo.NONE);
    }

    /** As {@link #forLearner(LearnerSpec, Dataset, Dataset)}, sharing a run's memo with its other cells. */
    public static TrainingData forLearner(LearnerSpec<?> spec, Dataset sensitive, Dataset publicRows, SweepMemo memo) {
        Dataset shown = spec.needsPublicLabels() || !publicRows.hasLabels() ? publicRows : publicRows.withoutLabels();
        return new TrainingData(sensitive, shown, memo);
    }

    /** True when public rows are present. */
    public boolean hasPublic() {
        return publicRows.rows() > 0;
    }
}

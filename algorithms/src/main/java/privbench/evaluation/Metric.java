package privbench.evaluation;

/**
 * A utility metric of a fitted model; one column of {@code cells.csv}, named by {@link #id()}.
 */
public interface Metric {

    /** Permanent snake_case id, as written in YAML and as the cells.csv column name. */
    String id();

    /** One line saying what the metric is. */
    String summary();

    /** True when larger values are better (accuracy, AUC); false for losses and error rates. */
    default boolean higherIsBetter() {
        return true;
    }

    /** True for metrics defined on two classes only (e.g. AUC). */
    default boolean binaryOnly() {
        return false;
    }

    /**
     * True when the metric is computed on the private training rows instead of the test rows. Such a
     * metric is a non-private evaluation: it describes the training data and is never released.
     */
    default boolean onTrainingRows() {
        return false;
    }

    /**
     * The metric's value on scored rows.
     *
     * @throws IllegalArgumentException when the metric is undefined on these rows (e.g. AUC with one class)
     */
    double value(Predictions p);
}

package privbench.harness.experiment;

import java.util.List;

/**
 * What the experiment checks need to know about its data once the source is read: classes, how many
 * private training rows there are for n, and the features.
 *
 * @param label           a short name of the data for messages and the {@code dataset} column
 * @param classNames      class names in class-index order (class 1 is the positive class of a binary task)
 * @param privateRows     rows available as private training data (the largest n)
 * @param rowsExplained   how privateRows was obtained, for messages (e.g. "208 rows - 52 test")
 * @param features        number of features of the source (for synthetic data: 0, d is swept)
 * @param publicLabelled  true when public rows exist and carry labels
 */
public record DataFacts(String label, List<String> classNames, int privateRows, String rowsExplained,
                        int features, boolean publicLabelled) {

    public DataFacts {
        classNames = List.copyOf(classNames);
    }

    /** Number of classes k. */
    public int classes() {
        return classNames.size();
    }
}

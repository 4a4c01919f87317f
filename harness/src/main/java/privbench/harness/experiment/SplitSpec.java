package privbench.harness.experiment;

import java.nio.file.Path;
import privbench.harness.input.Located;

/**
 * How the test rows are chosen.
 */
public sealed interface SplitSpec {

    /**
     * A stratified, seeded fraction of the rows (for synthetic data: test rows generated from the same
     * distribution, as many as this fraction of all rows generated).
     */
    record TestFraction(Located<Double> fraction) implements SplitSpec {
    }

    /** Test rows from their own file, in the same format as the training data. */
    record TestFile(Located<Path> path) implements SplitSpec {
    }
}

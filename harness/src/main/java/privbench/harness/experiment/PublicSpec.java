package privbench.harness.experiment;

import java.nio.file.Path;
import privbench.harness.input.Located;

/**
 * The public (non-sensitive) rows a semi-private learner may use freely.
 */
public sealed interface PublicSpec {

    /** No public rows. */
    record None() implements PublicSpec {
    }

    /**
     * A stratified, seeded fraction of the training pool, disjoint from the private and test rows, optionally
     * shifted by a data-independent corruption.
     */
    record Fraction(Located<Double> fraction, PublicShift shift) implements PublicSpec {
    }

    /** Rows from their own file (same format as the training data; the label column may be absent). */
    record File(Located<Path> path) implements PublicSpec {
    }
}

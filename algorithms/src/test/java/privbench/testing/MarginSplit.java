package privbench.testing;

import privbench.data.Dataset;
import privbench.learners.Fit;

/**
 * A training set and a test set drawn around one margin-halfspace separator (structure seed 1; sample seeds 2 for
 * training, 3 for test): the data every margin and halfspace learner's Utility group fits and scores on. Named once
 * so that a utility test says only its sizes and margin.
 */
public record MarginSplit(Dataset train, Dataset test) {

    /** trainRows and testRows unit-norm rows in d dimensions with margin gamma, one separator for both. */
    public static MarginSplit of(int trainRows, int testRows, int d, double gamma) {
        return new MarginSplit(Fixtures.marginData(trainRows, d, gamma, 1, 2),
                Fixtures.marginData(testRows, d, gamma, 1, 3));
    }

    /** The fit's accuracy on the test rows. */
    public double accuracy(Fit f) {
        return Fixtures.accuracy(f.model(), test);
    }

    /** The non-private linear SVM fitted on the training rows: the margin learners' reference. */
    public Fit nonPrivateSvm() {
        return Fixtures.nonPrivateSvm(train);
    }
}

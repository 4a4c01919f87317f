package privbench.evaluation;

/**
 * A metric defined on two classes only (the AUCs): it checks once that the model is binary and that both classes
 * are among the evaluation rows, naming itself in the refusal, and hands the class counts to the computation.
 */
abstract class BinaryMetric extends NamedMetric {

    BinaryMetric(String id, String summary) {
        super(id, summary);
    }

    @Override
    public final boolean binaryOnly() {
        return true;
    }

    @Override
    public final double value(Predictions p) {
        if (!p.isBinary()) {
            throw new IllegalArgumentException(id() + " needs a binary model, got " + p.classes() + " classes");
        }
        int n = p.size();
        int positives = 0;
        for (int i = 0; i < n; i++) {
            positives += p.label(i) == 1 ? 1 : 0;
        }
        int negatives = n - positives;
        if (positives == 0 || negatives == 0) {
            throw new IllegalArgumentException(id() + " needs both classes among the evaluation rows, got "
                    + positives + " positive and " + negatives + " negative");
        }
        return binaryValue(p, positives, negatives);
    }

    /** The value on rows holding both classes (label 1 positive), given their counts. */
    abstract double binaryValue(Predictions p, int positives, int negatives);
}

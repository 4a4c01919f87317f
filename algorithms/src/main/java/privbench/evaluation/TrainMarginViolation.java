package privbench.evaluation;

/**
 * The fraction of private training rows with y score < 1: for a model released in margin units (weights scaled so
 * that the margin threshold is 1, as {@code nuz20-pure} releases A^T w / (gamma/10)), the empirical violation
 * fraction that Nguyen, Ullman and Zakynthinou (2020), Eq. (5), bounds. Exact on unit-norm rows with A = I. A
 * non-private evaluation of the training data, never part of a release.
 */
public final class TrainMarginViolation extends NamedMetric {

    public TrainMarginViolation() {
        super("train_margin_violation",
                "fraction of training rows with y score < 1 (margin violations in margin units; "
                        + "non-private evaluation)");
    }

    @Override
    public boolean higherIsBetter() {
        return false;
    }

    @Override
    public boolean binaryOnly() {
        return true;
    }

    @Override
    public boolean onTrainingRows() {
        return true;
    }

    @Override
    public double value(Predictions p) {
        int violations = 0;
        for (int i = 0; i < p.size(); i++) {
            double y = p.label(i) == 1 ? 1 : -1;
            if (y * p.score(i) < 1) {
                violations++;
            }
        }
        return violations / (double) p.size();
    }
}

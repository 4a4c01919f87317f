package privbench.evaluation;

/**
 * Fraction of test rows misclassified (1 - accuracy, computed from counts so both are exact).
 */
public final class ErrorRate extends NamedMetric {

    public ErrorRate() {
        super("error_rate", "fraction of test rows misclassified");
    }

    @Override
    public boolean higherIsBetter() {
        return false;
    }

    @Override
    public double value(Predictions p) {
        return (p.size() - Accuracy.correct(p)) / (double) p.size();
    }
}

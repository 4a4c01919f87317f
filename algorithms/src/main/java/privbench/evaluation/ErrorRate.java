package privbench.evaluation;

/**
 * Fraction of test rows misclassified (1 - accuracy, computed from counts so both are exact).
 */
public final class ErrorRate implements Metric {

    @Override
    public String id() {
        return "error_rate";
    }

    @Override
    public String summary() {
        return "fraction of test rows misclassified";
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

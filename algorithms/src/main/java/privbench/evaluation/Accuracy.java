package privbench.evaluation;

/**
 * Fraction of test rows whose predicted class is the true class.
 */
public final class Accuracy extends NamedMetric {

    public Accuracy() {
        super("accuracy", "fraction of test rows classified correctly");
    }

    @Override
    public double value(Predictions p) {
        return correct(p) / (double) p.size();
    }

    /** Number of rows whose prediction equals the label. */
    static long correct(Predictions p) {
        long c = 0;
        for (int i = 0, n = p.size(); i < n; i++) {
            if (p.predicted(i) == p.label(i)) {
                c++;
            }
        }
        return c;
    }
}

package privbench.evaluation;

/**
 * Mean over classes of the recall (fraction of a class's rows predicted as that class), over the
 * classes present in the test rows; equals accuracy when the classes are balanced.
 */
public final class BalancedAccuracy extends NamedMetric {

    public BalancedAccuracy() {
        super("balanced_accuracy", "mean per-class recall over the classes present in the test rows");
    }

    @Override
    public double value(Predictions p) {
        int k = p.classes();
        long[] total = new long[k];
        long[] hit = new long[k];
        for (int i = 0, n = p.size(); i < n; i++) {
            int y = p.label(i);
            total[y]++;
            if (p.predicted(i) == y) {
                hit[y]++;
            }
        }
        double sum = 0;
        int present = 0;
        for (int c = 0; c < k; c++) {
            if (total[c] > 0) {
                sum += hit[c] / (double) total[c];
                present++;
            }
        }
        return sum / present;
    }
}

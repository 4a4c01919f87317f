package privbench.evaluation;

import java.util.Arrays;

/**
 * Area under the ROC curve with the strict convention of Wang, Yang, Lei, Ying and Zhang (2021), eq. (1): the
 * fraction of positive-negative pairs whose positive scores strictly higher, ties counting 0.
 *
 * <p>It differs from {@link Auc} (ties one half) only on tied scores: a constant scorer (w = 0) gets 0 here and
 * 1/2 there (spec-004 pitfall P11). Computed in O(n log n): the negative scores are sorted once and, for each
 * positive, the negatives strictly below it are counted by binary search.
 */
public final class AucStrict extends BinaryMetric {

    public AucStrict() {
        super("auc_strict", "area under the ROC curve, ties counting 0 (the strict eq. (1) of Wang et al. 2021); "
                + "binary tasks only");
    }

    @Override
    double binaryValue(Predictions p, int positives, int negatives) {
        int n = p.size();
        double[] neg = new double[negatives];
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (p.label(i) != 1) {
                neg[k++] = p.score(i);
            }
        }
        Arrays.sort(neg);
        long wins = 0;
        for (int i = 0; i < n; i++) {
            if (p.label(i) == 1) {
                wins += strictlyBelow(neg, p.score(i));
            }
        }
        return wins / ((double) positives * negatives);
    }

    /** The number of entries of the sorted array strictly less than s (the first index holding a value >= s). */
    private static int strictlyBelow(double[] sorted, double s) {
        int lo = 0;
        int hi = sorted.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted[mid] < s) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}

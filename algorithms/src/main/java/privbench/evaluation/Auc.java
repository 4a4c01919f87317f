package privbench.evaluation;

import java.util.Arrays;
import java.util.Comparator;

/**
 * Area under the ROC curve of a binary scorer: the probability that a random positive row scores above a
 * random negative row, ties counting one half (the Mann-Whitney U statistic divided by P x N).
 *
 * <p>Computed in O(n log n) by sorting the scores once and giving tied scores their average rank.
 */
public final class Auc extends BinaryMetric {

    public Auc() {
        super("auc", "area under the ROC curve of the binary score (ties count 1/2); binary tasks only");
    }

    @Override
    double binaryValue(Predictions p, int positives, int negatives) {
        int n = p.size();
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparingDouble(p::score));
        double positiveRankSum = 0;
        int i = 0;
        while (i < n) {
            int j = i;
            while (j + 1 < n && p.score(order[j + 1]) == p.score(order[i])) {
                j++;
            }
            // ranks i+1 .. j+1 are tied: each gets their mean
            double meanRank = (i + j + 2) / 2.0;
            for (int r = i; r <= j; r++) {
                if (p.label(order[r]) == 1) {
                    positiveRankSum += meanRank;
                }
            }
            i = j + 1;
        }
        double u = positiveRankSum - (long) positives * (positives + 1) / 2.0;
        return u / ((double) positives * negatives);
    }
}

package privbench.evaluation;

import java.util.Arrays;
import java.util.Comparator;

/**
 * Area under the ROC curve of a binary scorer: the probability that a random positive row scores above a
 * random negative row, ties counting one half (the Mann-Whitney U statistic divided by P x N).
 *
 * <p>Computed in O(n log n) by sorting the scores once and giving tied scores their average rank.
 */
public final class Auc implements Metric {

    @Override
    public String id() {
        return "auc";
    }

    @Override
    public String summary() {
        return "area under the ROC curve of the binary score (ties count 1/2); binary tasks only";
    }

    @Override
    public boolean binaryOnly() {
        return true;
    }

    @Override
    public double value(Predictions p) {
        if (!p.isBinary()) {
            throw new IllegalArgumentException("auc needs a binary model, got " + p.classes() + " classes");
        }
        int n = p.size();
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparingDouble(p::score));
        long positives = 0;
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
                    positives++;
                    positiveRankSum += meanRank;
                }
            }
            i = j + 1;
        }
        long negatives = n - positives;
        if (positives == 0 || negatives == 0) {
            throw new IllegalArgumentException("auc needs both classes among the evaluation rows, got "
                    + positives + " positive and " + negatives + " negative");
        }
        double u = positiveRankSum - positives * (positives + 1) / 2.0;
        return u / ((double) positives * negatives);
    }
}

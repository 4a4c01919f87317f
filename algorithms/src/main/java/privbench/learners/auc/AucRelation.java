package privbench.learners.auc;

import privbench.privacy.Neighbouring;

/**
 * The neighbouring relation an AUC learner's guarantee is for; written in YAML as {@code replace-one-same-label}
 * (the paper's, default) or {@code replace-one}.
 *
 * <p>Wang, Yang, Lei, Ying and Zhang (2021) prove their bounds for the replacement of one example by one with the
 * same label: n+ and n- are then equal in both neighbours and are published. That protects neither a label nor the
 * class counts: a neighbour that changes its label changes n+ and n-, on which the mean over the n+ n- pairs and the
 * calibration depend (one positive relabelled certified 3.38 against a claimed 1). Under {@code replace-one} a label
 * may change too: the pairwise risk is summed over the pairs and divided by the public n^2/4 (at least n+ n-, so
 * every bound of the mean form still holds), and the sensitivity is counted over the n - 1 pairs a replaced
 * example can leave and join, whatever its label ({@link AucOutputPerturbation#replaceOneSensitivity}).
 */
public enum AucRelation {
    /** The paper's: replacement by an example with the same label; n+ and n- public. */
    REPLACE_ONE_SAME_LABEL,
    /** Standard replace-one: features and label may change; n public, n+ and n- private. */
    REPLACE_ONE;

    /** The relation a guarantee records. */
    public Neighbouring neighbouring() {
        return this == REPLACE_ONE ? Neighbouring.REPLACE_ONE : Neighbouring.REPLACE_ONE_SAME_LABEL;
    }

    /** n^2/4, the public pair count the replace-one risk is divided by (n+ n- <= n^2/4 for n+ + n- = n). */
    static double publicPairs(int n) {
        return (double) n * n / 4;
    }
}

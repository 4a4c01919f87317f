package privbench.learners.auc;

/**
 * How the pairwise ERM is minimised; written in YAML as {@code exact} or {@code paper-sgd}.
 */
public enum SolverMode {
    /**
     * Closed form (least squares) or L-BFGS with exact pairwise gradients to the stated tolerance (logistic):
     * the minimiser the privacy proofs assume, up to that tolerance.
     */
    EXACT,
    /**
     * The paper's experimental protocol (Section 6.1): mini-batch SGD on 100 random positive-negative pairs
     * per step, step 0.001 / (lambda t + 1), started from the least-squares solution. Not the exact minimiser,
     * so the privacy theorems do not cover the output: every fit says "privacy not certified". Least squares
     * is always solved in closed form, as in the paper.
     */
    PAPER_SGD
}

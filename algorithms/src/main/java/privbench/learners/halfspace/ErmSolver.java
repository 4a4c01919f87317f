package privbench.learners.halfspace;

/** Procedure F of Nguyen, Ullman and Zakynthinou (2020), Algorithm 1 line 5: which private ERM runs. */
public enum ErmSolver {

    /** Appendix A (Algorithm 3 lines 7-16): R runs of BST14's noisy SGD, then an exponential-mechanism selection. */
    FAITHFUL,

    /** spec-001 section 3.4: one full-batch noisy projected gradient descent, exactly mu-GDP (practical F). */
    GDP_FULLBATCH
}

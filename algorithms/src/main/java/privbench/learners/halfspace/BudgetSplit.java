package privbench.learners.halfspace;

/** How the faithful F splits epsilon between its runs and its selection ({@link SelectionBudget}). */
public enum BudgetSplit {

    /** spec-001 CHOICE: epsilon/(2R) per run, epsilon/2 for the exponential mechanism. */
    SPEC,

    /** The paper's proportions (EM charged like one more run), scaled to fit: epsilon/(R+1) each. */
    PAPER_RESCALED;

    SelectionBudget of(double epsilon, double delta, int runs) {
        return this == SPEC ? SelectionBudget.spec(epsilon, delta, runs)
                : SelectionBudget.paperRescaled(epsilon, delta, runs);
    }
}

package privbench.learners.margin;

/**
 * The selection criterion U of Wang, Zhu and Wang (2024), Algorithm 3 (spec-000 section 3.4), on the
 * released classifier w: an error is y w.x <= 0, so ties count against w and w = 0 scores 1, not 0
 * (spec-000 pitfall 10: a degenerate run must not win).
 */
public enum Score {

    /** The empirical 0-1 risk (1/n) #errors (Thm 6.5): Delta_U = 1/n under replace-one. */
    ERM,

    /**
     * The penalised summed 0-1 loss #errors + (5/2)(k ln(2n) + ln(4/beta)) (Eq. 3, Thm 6.7), with k the
     * dimension A_NGD ran in: Delta_U = 1 (spec-000 pitfall 6: summed, not averaged).
     */
    POP;

    /** Delta_U for n rows. */
    public double sensitivity(int n) {
        return this == ERM ? 1.0 / n : 1.0;
    }

    /** U for a classifier with the given error count on n rows, trained in dimension k. */
    public double value(long errors, int n, int k) {
        return this == ERM ? (double) errors / n : errors + MarginGrid.populationPenalty(k, n);
    }
}

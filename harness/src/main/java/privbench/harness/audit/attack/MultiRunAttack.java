package privbench.harness.audit.attack;

/**
 * An attack that fits the learner many times in each of two neighbouring worlds and scores every release
 * (Jagielski, Ullman and Oprea 2020; Nasr et al. 2021 and 2023).
 */
public non-sealed interface MultiRunAttack extends Attack {

    /** Runs per world when the request does not say: enough for a useful bound at the claim's epsilon. */
    default int defaultRuns(double epsilon) {
        return 1000;
    }

    /**
     * True when the statistic is Gaussian in both worlds up to a shift (a Gaussian mechanism scored by its
     * sufficient statistic): the audit then fits each world's selection scores with a Gaussian to place two
     * thresholds and pools both tails ({@code PooledTailBound}); otherwise it picks one threshold from the
     * selection runs' empirical rates ({@code ThresholdBound}).
     */
    default boolean gaussianStatistic() {
        return false;
    }

    /** The share of each world's runs that choose the threshold when the request does not say. */
    default double defaultSelectionFraction() {
        return 0.1;
    }

    /** The two worlds and the score of a released model. */
    Worlds worlds(AttackContext context);
}

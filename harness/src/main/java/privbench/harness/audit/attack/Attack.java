package privbench.harness.audit.attack;

/**
 * How an audit distinguishes two neighbouring worlds for one family of mechanisms: which datasets, which
 * canary, and which test statistic on the released model. One implementation per family, registered in
 * {@link Attacks}; the audit runs whatever the registry returns (its Javadoc names the attack's source).
 */
public interface Attack {

    /** A short id written to audit.json, e.g. {@code gradient-wedge}. */
    String id();

    /** The literature the attack follows (one line, written to audit.json). */
    String source();

    /** Base rows the attack uses when the request does not say (the rows cost time in every fit). */
    default int defaultRows() {
        return 100;
    }

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

    /** Columns of the data when the request does not say (one-run attacks add a column per canary). */
    default int defaultCols(int canaries) {
        return 10;
    }

    /** Canaries of a one-run audit when the request does not say. */
    default int defaultCanaries() {
        return 0;
    }

    /** True when the audit is one training run with many canaries (Steinke, Nasr and Jagielski 2023). */
    default boolean oneRun() {
        return false;
    }

    /**
     * The two worlds of a multi-run audit and the score of a released model.
     *
     * @throws UnsupportedOperationException for one-run attacks
     */
    Worlds worlds(AttackContext context);

    /**
     * The data of a one-run audit with m canaries.
     *
     * @throws UnsupportedOperationException for multi-run attacks
     */
    default OneRunDesign oneRunDesign(AttackContext context, int canaries) {
        throw new UnsupportedOperationException(id() + " is a multi-run attack");
    }
}

package privbench.harness.compare;

/**
 * One line of a comparison: what was compared in which group, both values and the verdict.
 *
 * @param kind          the verdict
 * @param groupId       the group's id (the hash of its definition)
 * @param configuration the learner and the parameters telling its configurations apart
 * @param setting       the varying setting columns of the group ({@code epsilon=0.5, n=1000})
 * @param quantity      a metric id, {@code epsilon_spent}, {@code fit_seconds}, {@code n_errors}, a label
 *                      column, or {@code group}
 * @param baseline      the baseline value (NaN when there is none)
 * @param current       the current value (NaN when there is none)
 * @param baselineHalf  half-width of the baseline's 95% interval (NaN when there is none)
 * @param currentHalf   half-width of the current 95% interval (NaN when there is none)
 * @param pValue        the two-sided p-value before correction, paired or Welch (NaN when not tested)
 * @param note          why, in words
 */
public record Finding(Kind kind, String groupId, String configuration, String setting, String quantity,
                      double baseline, double current, double baselineHalf, double currentHalf, double pValue,
                      String note) {

    /** The verdicts; {@link #fails()} says which ones fail a comparison. */
    public enum Kind {
        /** A metric got worse beyond the rule. */
        REGRESSION(true),
        /** The group spends more privacy than in the baseline. */
        PRIVACY_REGRESSION(true),
        /** A baseline group is not in the current run. */
        MISSING(true),
        /** More repetitions failed than in the baseline. */
        ERRORS(true),
        /** The mean fit time grew beyond the rule (fails only when the rule says so). */
        SLOWER(true),
        /** A metric got better beyond the rule. */
        IMPROVEMENT(false),
        /** The mean fit time shrank beyond the rule. */
        FASTER(false),
        /** The group spends less privacy than in the baseline. */
        PRIVACY_IMPROVEMENT(false),
        /** A group only the current run has. */
        NEW(false),
        /** An accountant, neighbouring relation or caveat changed: read it. */
        CHANGED(false),
        /** A metric whose direction is not known, or a missing value: shown, not judged. */
        UNJUDGED(false),
        /** Within the rule. */
        UNCHANGED(false);

        private final boolean fails;

        Kind(boolean fails) {
            this.fails = fails;
        }

        /** True when this verdict fails the comparison (exit 1). */
        public boolean fails() {
            return fails;
        }
    }

    /** The change current - baseline. */
    public double change() {
        return current - baseline;
    }
}

package privbench.harness.audit.attack;

/**
 * How an audit distinguishes two neighbouring worlds for one family of mechanisms: which datasets, which
 * canary, and which test statistic on the released model. One implementation per family, registered in
 * {@link Attacks}; the audit runs whatever the registry returns (its Javadoc names the attack's source).
 * An attack is either a {@link MultiRunAttack} (two worlds, thousands of fits) or a {@link OneRunAttack}
 * (many canaries in one fit): the audit dispatches on which.
 */
public sealed interface Attack permits MultiRunAttack, OneRunAttack {

    /** A short id written to audit.json, e.g. {@code gradient-wedge}. */
    String id();

    /** The literature the attack follows (one line, written to audit.json). */
    String source();

    /**
     * The threat model the attack instantiates: {@code crafted} (the auditor chooses the base rows too, the
     * worst case the guarantee covers) unless the attack says otherwise ({@code natural-canary}).
     */
    default String threat() {
        return "crafted";
    }

    /** Base rows the attack uses when the request does not say (the rows cost time in every fit). */
    default int defaultRows() {
        return 100;
    }

    /** Columns of the data when the request does not say (one-run attacks add a column per canary). */
    default int defaultCols(int canaries) {
        return 10;
    }
}

package privbench.privacy;

/**
 * The neighbouring relation a guarantee holds for; an epsilon means nothing without it.
 */
public enum Neighbouring {
    /** Datasets differ by adding or removing one record (Opacus, dp_accounting default). */
    ADD_REMOVE("add-remove"),
    /** Datasets differ by replacing one record; n is public. */
    REPLACE_ONE("replace-one"),
    /** Replacing one record with one of the same label; class counts are public (pairwise AUC proofs). */
    REPLACE_ONE_SAME_LABEL("replace-one-same-label"),
    /** Only labels are private (label DP); features are public. */
    LABEL_ONLY("label-only"),
    /** No private data was touched, or no guarantee is claimed. */
    NONE("none");

    private final String id;

    Neighbouring(String id) {
        this.id = id;
    }

    /** The kebab-case name written to result files. */
    public String id() {
        return id;
    }
}

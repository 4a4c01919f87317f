package privbench.harness.sweep;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import privbench.canonical.Canonical;
import privbench.harness.experiment.DeltaSpec;
import privbench.harness.experiment.PublicShift;

/**
 * Every input of a cell's {@code group_id} and {@code cell_id}, in one value, and the only place the two ids
 * are built: the first 16 hex digits of the SHA-256 of a canonical definition.
 *
 * <p>The group definition is {@code learner=<id>|params=<canonical JSON>|data=<dataset identity>|n=<n>|d=<d>|
 * epsilon=<canonical>|delta=<as written>}; the cell definition adds {@code |repetition=<r>}. The dataset
 * identity names the source (with file digests), classes, split, public rows, preprocessing and generator
 * parameters, then the outlier fraction (synthetic data) and the public shift (when not none), so an id changes
 * exactly when what the cell computes changes. The text is the contract of resume and merge: changing it
 * orphans every earlier result ({@code CellIdentityTest} pins it).
 *
 * @param learner    the learner id
 * @param paramsJson the canonical JSON of every parameter (the {@code params} column)
 * @param data       the dataset identity, see {@link #data}
 * @param n          training size
 * @param d          features
 * @param epsilon    epsilon (+Infinity for no privacy)
 * @param delta      delta as written (a number or a rule in n)
 */
public record CellIdentity(String learner, String paramsJson, String data, int n, int d, double epsilon,
                           DeltaSpec delta) {

    /**
     * The dataset identity of a cell: the identity of the clean rows, the outlier fraction when the data are
     * synthetic (null otherwise) and the public shift when it is not none (null for no public fraction).
     */
    public static String data(String cleanRows, Double syntheticOutliers, PublicShift shift) {
        return cleanRows + (syntheticOutliers == null ? "" : "|outliers=" + Canonical.number(syntheticOutliers))
                + (shift == null || shift.isNone() ? "" : "|public-shift=" + shift.canonical());
    }

    /** The definition of the group (the cell without its repetition). */
    public String groupDefinition() {
        return "learner=" + learner + "|params=" + paramsJson + "|data=" + data + "|n=" + n + "|d=" + d
                + "|epsilon=" + Canonical.number(epsilon) + "|delta=" + delta.canonical();
    }

    /** The definition of the cell of one repetition. */
    public String cellDefinition(int repetition) {
        return groupDefinition() + "|repetition=" + repetition;
    }

    /** The {@code group_id}: cells summarised together. */
    public String groupId() {
        return hash(groupDefinition());
    }

    /** The {@code cell_id} of one repetition (also what the cell's noise is seeded from). */
    public String cellId(int repetition) {
        return hash(cellDefinition(repetition));
    }

    /** The first 16 hex digits of the SHA-256 of the text. */
    public static String hash(String definition) {
        try {
            byte[] h = MessageDigest.getInstance("SHA-256").digest(definition.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(h, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every Java platform", e);
        }
    }
}

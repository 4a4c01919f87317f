package privbench.harness.sweep;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Stable ids: the first 16 hex digits of the SHA-256 of a cell's canonical definition.
 *
 * <p>The definition is {@code learner=<id>|params=<canonical JSON>|data=<dataset identity>|n=<n>|d=<d>|
 * epsilon=<canonical>|delta=<as written>|repetition=<r>}; the group id omits the repetition. The dataset
 * identity names the source (with file digests), classes, split, public rows, preprocessing and generator
 * parameters, so an id changes exactly when what the cell computes changes.
 */
public final class CellIds {

    private CellIds() {
    }

    /** The definition of a group (a cell without its repetition). */
    public static String groupDefinition(String learner, String paramsJson, String dataIdentity, int n, int d,
                                         String epsilon, String delta) {
        return "learner=" + learner + "|params=" + paramsJson + "|data=" + dataIdentity + "|n=" + n + "|d=" + d
                + "|epsilon=" + epsilon + "|delta=" + delta;
    }

    /** The definition of a cell. */
    public static String cellDefinition(String groupDefinition, int repetition) {
        return groupDefinition + "|repetition=" + repetition;
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

package privbench.harness.input;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The SHA-256 of a file, in lower-case hex: checks shipped data and identifies files in cell ids and manifests.
 */
public final class FileDigest {

    private FileDigest() {
    }

    /** The hex SHA-256 of the file's bytes. */
    public static String sha256(Path file) throws IOException {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every Java platform", e);
        }
        byte[] buf = new byte[1 << 16];
        try (InputStream in = Files.newInputStream(file)) {
            int r;
            while ((r = in.read(buf)) > 0) {
                sha.update(buf, 0, r);
            }
        }
        return HexFormat.of().formatHex(sha.digest());
    }
}

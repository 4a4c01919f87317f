package privbench.privacy.noise;

import java.nio.charset.StandardCharsets;
import java.security.DrbgParameters;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.random.RandomGenerator;

/**
 * Cryptographic random bits for secure noise: a NIST SP 800-90A DRBG ({@code SecureRandom.getInstance("DRBG",
 * DrbgParameters.instantiation(256, NONE, personalisation))}, Hash_DRBG with SHA-256 at 256-bit strength,
 * seeded by the JDK's entropy source, i.e. /dev/random on Linux), read 4 KiB at a time. Buffering keeps
 * the stream exactly the DRBG's output (no bit is reused or transformed) and makes a 64-bit draw cost a
 * copy instead of a synchronized call. Not thread-safe: one instance per cell, used by one thread.
 */
public final class SecureBits implements RandomGenerator {

    /** The instance description written to manifests and docs. */
    public static final String DESCRIPTION = "SecureRandom DRBG (Hash_DRBG SHA-256, 256-bit strength)";

    private final SecureRandom random;
    private final byte[] buffer = new byte[4096];
    private int position = buffer.length;

    private SecureBits(SecureRandom random) {
        this.random = random;
    }

    /** A freshly seeded DRBG. */
    public static SecureBits create() {
        try {
            return new SecureBits(SecureRandom.getInstance("DRBG",
                    DrbgParameters.instantiation(256, DrbgParameters.Capability.NONE,
                            "privbench-secure-noise".getBytes(StandardCharsets.UTF_8))));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("a 256-bit DRBG SecureRandom is required for --noise secure", e);
        }
    }

    @Override
    public long nextLong() {
        if (position + 8 > buffer.length) {
            random.nextBytes(buffer);
            position = 0;
        }
        long v = 0;
        for (int i = 0; i < 8; i++) {
            v = (v << 8) | (buffer[position++] & 0xff);
        }
        return v;
    }
}

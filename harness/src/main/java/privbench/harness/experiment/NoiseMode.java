package privbench.harness.experiment;

import java.util.Arrays;
import java.util.Optional;

/**
 * Where a run's noise comes from: {@code seeded} (the reproducible benchmark: SeededNoise, floating point,
 * replayable to the bit) or {@code secure} (SecureNoise: SecureRandom through exact discrete samplers, for
 * deployment; not replayable). Set by the YAML key {@code noise:} and overridden by {@code run --noise}.
 */
public enum NoiseMode {
    SEEDED("seeded"),
    SECURE("secure");

    private final String id;

    NoiseMode(String id) {
        this.id = id;
    }

    /** As written in YAML, on the command line and in manifest.json. */
    public String id() {
        return id;
    }

    /** The mode with this id. */
    public static Optional<NoiseMode> byId(String id) {
        return Arrays.stream(values()).filter(m -> m.id.equals(id)).findFirst();
    }

    /** The manifest's sentence about replayability. */
    public String replayNote() {
        return this == SECURE
                ? "Secure noise: every draw came from a freshly seeded SecureRandom DRBG through exact discrete "
                    + "samplers; by design this run cannot be replayed, and rerunning it gives other numbers."
                : "Seeded noise: every draw derives from the experiment seed and the cell id, so rerunning the "
                    + "experiment reproduces every number to the bit; the noise is floating point and not "
                    + "cryptographic, for benchmarking, not deployment.";
    }
}

package privbench.privacy.accounting;

import java.util.Arrays;
import java.util.function.DoubleFunction;
import java.util.stream.Collectors;
import privbench.privacy.PrivacyEvent;

/**
 * The mechanisms priced from the command line, each an event family indexed by its noise multiplier (noise
 * sd / L2 sensitivity; for Laplace, scale / L1 sensitivity), run {@code steps} times.
 */
public enum Mechanism {
    /** Gaussian on a Poisson subsample of rate q. */
    SUBSAMPLED_GAUSSIAN("subsampled-gaussian"),
    /** Gaussian on all rows. */
    GAUSSIAN("gaussian"),
    /** Laplace. */
    LAPLACE("laplace");

    private final String id;

    Mechanism(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** The mechanism with the given id; the message names the known ones. */
    public static Mechanism byId(String id) {
        for (Mechanism m : values()) {
            if (m.id.equals(id)) {
                return m;
            }
        }
        throw new IllegalArgumentException("mechanism must be one of "
                + Arrays.stream(values()).map(Mechanism::id).collect(Collectors.joining(", ")) + ", got " + id);
    }

    /** Events of {@code steps} runs by noise multiplier; q is the sampling rate (subsampled-gaussian only). */
    public DoubleFunction<PrivacyEvent> family(double q, long steps) {
        return switch (this) {
            case SUBSAMPLED_GAUSSIAN -> s -> PrivacyEvent.repeated(new PrivacyEvent.SubsampledGaussian(s, q), steps);
            case GAUSSIAN -> s -> PrivacyEvent.repeated(new PrivacyEvent.Gaussian(s), steps);
            case LAPLACE -> s -> PrivacyEvent.repeated(new PrivacyEvent.Laplace(s), steps);
        };
    }
}

package privbench.privacy.noise;

import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * The only randomness a learner sees.
 *
 * <p>Privacy noise comes from {@link #gaussian}, {@link #addGaussian}, {@link #laplace} and
 * {@link #uniform} (the last for samplers built on top: Gamma norms, exponential mechanism, Poisson
 * sampling). {@link #structural} hands out generators for data-independent draws (JL matrices,
 * initialisations). {@link #child} derives an independent sub-stream keyed by a label, never by call
 * order, so that adding a draw in one part of an algorithm does not shift the draws of another.
 *
 * <p>Releases that name their sensitivity ({@link #addGaussian(double[], int, int, double, double)},
 * {@link #releaseGaussian}, {@link #addLaplace}), {@link #bernoulli}, {@link #uniformInt} and
 * {@link #exactBits} are what a learner needs to support secure noise ({@link SecureNoise}): a secure source
 * refuses the sensitivity-free methods, whose continuous floating-point noise it cannot make exact.
 */
public interface NoiseSource {

    /** One N(0, sigma^2) draw. sigma = 0 returns 0. */
    double gaussian(double sigma);

    /** Adds i.i.d. N(0, sigma^2) noise to every entry of v. */
    default void addGaussian(double[] v, double sigma) {
        addGaussian(v, 0, v.length, sigma);
    }

    /** Adds i.i.d. N(0, sigma^2) noise to v[from .. from+length). */
    void addGaussian(double[] v, int from, int length, double sigma);

    /**
     * Adds N(0, sigma^2) noise to v[from .. from+length), a query of L2 sensitivity l2Sensitivity that sigma
     * was calibrated for (noise multiplier sigma / l2Sensitivity). Seeded sources ignore the sensitivity;
     * secure ones round to a grid and add discrete Gaussian noise with the same multiplier for the rounded
     * query's enlarged sensitivity ({@link DiscreteGrid}).
     */
    default void addGaussian(double[] v, int from, int length, double sigma, double l2Sensitivity) {
        addGaussian(v, from, length, sigma);
    }

    /** {@link #addGaussian(double[], int, int, double, double)} on all of v. */
    default void addGaussian(double[] v, double sigma, double l2Sensitivity) {
        addGaussian(v, 0, v.length, sigma, l2Sensitivity);
    }

    /** value + N(0, sigma^2) for a scalar query of sensitivity {@code sensitivity}. */
    default double releaseGaussian(double value, double sigma, double sensitivity) {
        return value + gaussian(sigma);
    }

    /**
     * Adds Laplace noise of scale b to v[from .. from+length), a query of L1 sensitivity l1Sensitivity
     * (secure sources: the discrete Laplace on a grid, scale enlarged for the rounding).
     */
    default void addLaplace(double[] v, int from, int length, double b, double l1Sensitivity) {
        for (int i = from; i < from + length; i++) {
            v[i] += laplace(b);
        }
    }

    /** A Bernoulli(q) coin (exact for secure sources; uniform() < q otherwise). */
    default boolean bernoulli(double q) {
        return uniform() < q;
    }

    /** A uniform index in {0, ..., bound - 1} (exact for secure sources). */
    default int uniformInt(int bound) {
        return (int) Math.min(bound - 1, Math.floor(uniform() * bound));
    }

    /** The cryptographic bit source of a secure source, for the exact samplers; empty for seeded noise. */
    default Optional<RandomGenerator> exactBits() {
        return Optional.empty();
    }

    /** One Laplace draw with scale b (density exp(-|x|/b)/(2b)). */
    double laplace(double b);

    /** One uniform draw in [0, 1). */
    double uniform();

    /** A generator for data-independent structure (projection matrices, initial weights). */
    RandomGenerator structural(String label);

    /** An independent sub-stream keyed by label. */
    NoiseSource child(String label);

    /** What kind of randomness this is, recorded in the {@code noise} column of results. */
    String mode();
}

package privbench.privacy.noise;

import java.util.random.RandomGenerator;

/**
 * The only randomness a learner sees.
 *
 * <p>Privacy noise comes from {@link #gaussian}, {@link #addGaussian}, {@link #laplace} and
 * {@link #uniform} (the last for samplers built on top: Gamma norms, exponential mechanism, Poisson
 * sampling). {@link #structural} hands out generators for data-independent draws (JL matrices,
 * initialisations). {@link #child} derives an independent sub-stream keyed by a label, never by call
 * order, so that adding a draw in one part of an algorithm does not shift the draws of another.
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

package privbench.privacy.noise;

import java.util.Optional;
import java.util.random.RandomGenerator;
import privbench.privacy.noise.exact.DiscreteGaussian;
import privbench.privacy.noise.exact.DiscreteLaplace;
import privbench.privacy.noise.exact.DyadicCoin;

/**
 * Noise for deployment: cryptographic bits ({@link SecureBits}) through exact integer samplers, with real
 * outputs released on a grid ({@link DiscreteGrid}) so that no floating-point noise ever reaches a result
 * (Mironov 2012). Gaussian releases use the discrete Gaussian and Laplace releases the discrete Laplace of
 * Canonne, Kamath and Steinke (2020); their noise multiplier is at least the one the learner calibrated,
 * for the sensitivity enlarged by the rounding, so the learner's accounting prices what ran.
 *
 * <p>Not replayable by design: nothing derives from the experiment seed. The sensitivity-free methods
 * ({@link #gaussian}, {@link #addGaussian(double[], int, int, double)}, {@link #laplace}, {@link #uniform})
 * throw, so a learner that has not been made exact fails instead of publishing floating-point noise.
 */
public final class SecureNoise implements NoiseSource {

    /** The value of the {@code noise} column for this source. */
    public static final String MODE = "secure-drbg (exact discrete samplers; not replayable)";

    private final RandomGenerator bits;

    /** With the given bit source (tests inject a fixed-seed generator; production uses {@link #create}). */
    public SecureNoise(RandomGenerator bits) {
        this.bits = bits;
    }

    /** A source on a freshly seeded DRBG. */
    public static SecureNoise create() {
        return new SecureNoise(SecureBits.create());
    }

    @Override
    public void addGaussian(double[] v, int from, int length, double sigma, double l2Sensitivity) {
        requireScale(sigma);
        if (sigma == 0 || length == 0) {
            return;
        }
        DiscreteGrid grid = DiscreteGrid.gaussian(sigma, l2Sensitivity, length);
        for (int i = from; i < from + length; i++) {
            v[i] = grid.value(grid.round(v[i]) + DiscreteGaussian.sample(grid.gridSigma(), bits));
        }
    }

    @Override
    public double releaseGaussian(double value, double sigma, double sensitivity) {
        double[] v = {value};
        addGaussian(v, 0, 1, sigma, sensitivity);
        return v[0];
    }

    @Override
    public void addLaplace(double[] v, int from, int length, double b, double l1Sensitivity) {
        requireScale(b);
        if (b == 0 || length == 0) {
            return;
        }
        DiscreteGrid grid = DiscreteGrid.laplace(b, l1Sensitivity, length);
        for (int i = from; i < from + length; i++) {
            v[i] = grid.value(grid.round(v[i]) + DiscreteLaplace.sample(grid.gridSigma(), bits));
        }
    }

    @Override
    public boolean bernoulli(double q) {
        return new DyadicCoin(q).flip(bits);
    }

    @Override
    public int uniformInt(int bound) {
        return bits.nextInt(bound);
    }

    @Override
    public Optional<RandomGenerator> exactBits() {
        return Optional.of(bits);
    }

    @Override
    public double gaussian(double sigma) {
        throw refused("gaussian(sigma)");
    }

    @Override
    public void addGaussian(double[] v, int from, int length, double sigma) {
        throw refused("addGaussian(v, sigma)");
    }

    @Override
    public double laplace(double b) {
        throw refused("laplace(b)");
    }

    @Override
    public double uniform() {
        throw refused("uniform()");
    }

    /** Data-independent structure from the same cryptographic bits (not replayable either). */
    @Override
    public RandomGenerator structural(String label) {
        return bits;
    }

    /** The same bit stream: labels key replayable streams, which secure noise does not have. */
    @Override
    public NoiseSource child(String label) {
        return this;
    }

    @Override
    public String mode() {
        return MODE;
    }

    private static IllegalStateException refused(String method) {
        return new IllegalStateException("secure noise has no exact sampler for " + method
                + ": the learner must release through a method that names its sensitivity");
    }

    private static void requireScale(double scale) {
        if (!(scale >= 0) || Double.isInfinite(scale)) {
            throw new IllegalArgumentException("noise scale must be finite and >= 0, got " + scale);
        }
    }
}

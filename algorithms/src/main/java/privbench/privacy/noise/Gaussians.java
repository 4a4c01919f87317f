package privbench.privacy.noise;

import java.util.random.RandomGenerator;

/**
 * Standard normal and uniform draws computed from {@code nextLong()} only.
 *
 * <p>The JDK's {@code nextGaussian()} algorithm is an implementation detail; drawing through this
 * class keeps every result bit-identical across JDK versions.
 */
public final class Gaussians {

    private static final double TWO_PI = 2 * Math.PI;

    private Gaussians() {
    }

    /** Uniform in [0, 1) with 53 random bits. */
    public static double uniform(RandomGenerator rng) {
        return (rng.nextLong() >>> 11) * 0x1.0p-53;
    }

    /** Uniform in (0, 1]: safe to take the logarithm of. */
    public static double uniformOpenZero(RandomGenerator rng) {
        return ((rng.nextLong() >>> 11) + 1) * 0x1.0p-53;
    }

    /** One standard normal draw (Box-Muller, one draw per call so the stream position is simple). */
    public static double standard(RandomGenerator rng) {
        double u1 = uniformOpenZero(rng);
        double u2 = uniform(rng);
        return Math.sqrt(-2.0 * Math.log(u1)) * Math.cos(TWO_PI * u2);
    }

    /** Fills out[from .. from+length) with standard normals, two per Box-Muller pair. */
    public static void fillStandard(RandomGenerator rng, double[] out, int from, int length) {
        int end = from + length;
        int i = from;
        for (; i + 1 < end; i += 2) {
            double r = Math.sqrt(-2.0 * Math.log(uniformOpenZero(rng)));
            double theta = TWO_PI * uniform(rng);
            out[i] = r * Math.cos(theta);
            out[i + 1] = r * Math.sin(theta);
        }
        if (i < end) {
            out[i] = standard(rng);
        }
    }
}

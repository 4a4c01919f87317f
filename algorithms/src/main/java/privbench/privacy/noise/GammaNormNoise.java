package privbench.privacy.noise;

import privbench.checks.Require;

/**
 * The noise of Chaudhuri, Monteleoni and Sarwate (2011), eq. (4): a vector b in R^d with density
 * proportional to exp(-||b|| / scale).
 *
 * <p>In polar form the radius has density proportional to r^(d-1) exp(-r / scale), that is
 * Gamma(shape d, scale), and the direction is uniform on the sphere (spec-004 section 2.4). The radius
 * is drawn as the sum of d exponentials of mean {@code scale}, each the absolute value of a
 * {@link NoiseSource#laplace} draw, and the direction as d standard normals from
 * {@link NoiseSource#gaussian} divided by their norm. Drawing the radius through {@code laplace} puts the
 * scale where noise decorators see it: a source whose privacy noise is zero gives b = 0, and one that
 * scales its noise scales b.
 */
public final class GammaNormNoise {

    // With a real source a zero-norm Gaussian direction has probability below 2^-53 per try.
    private static final int DIRECTION_TRIES = 64;

    private GammaNormNoise() {
    }

    /** One draw in R^d with density proportional to exp(-||b|| / scale). */
    public static double[] sample(int d, double scale, NoiseSource noise) {
        if (d < 1) {
            throw new IllegalArgumentException("dimension must be >= 1, got " + d);
        }
        Require.positive("Gamma-norm noise scale", scale);
        double radius = 0;
        for (int k = 0; k < d; k++) {
            radius += Math.abs(noise.laplace(scale));
        }
        double[] b = new double[d];
        if (radius == 0) {
            return b;
        }
        double norm = 0;
        for (int tries = 0; norm == 0; tries++) {
            if (tries == DIRECTION_TRIES) {
                throw new IllegalStateException("the noise source returned " + DIRECTION_TRIES
                        + " all-zero Gaussian directions");
            }
            double ss = 0;
            for (int k = 0; k < d; k++) {
                b[k] = noise.gaussian(1.0);
                ss += b[k] * b[k];
            }
            norm = Math.sqrt(ss);
        }
        double f = radius / norm;
        for (int k = 0; k < d; k++) {
            b[k] *= f;
        }
        return b;
    }
}

package privbench.privacy.noise;

import privbench.privacy.noise.exact.ExactExponentialMechanism;

/**
 * The exponential mechanism (McSherry and Talwar 2007) over a finite set of candidates: candidate i is
 * chosen with probability proportional to exp(epsilon u_i / (2 Delta)), which is epsilon-DP when one
 * record moves every utility by at most Delta.
 *
 * <p>Probabilities are formed in log space (the largest exponent subtracted) and one uniform draw picks
 * by inverse CDF, so the choice is a deterministic function of the stream. Secure sources select exactly
 * ({@link ExactExponentialMechanism}), with the same law and price.
 */
public final class ExponentialMechanism {

    private ExponentialMechanism() {
    }

    /** The selection probabilities softmax(epsilon u / (2 Delta)). */
    public static double[] probabilities(double[] utilities, double epsilon, double sensitivity) {
        if (utilities.length < 1) {
            throw new IllegalArgumentException("the exponential mechanism needs at least one candidate, got 0");
        }
        if (!(epsilon > 0) || !(sensitivity > 0) || Double.isInfinite(sensitivity)) {
            throw new IllegalArgumentException("epsilon and sensitivity must be > 0 (sensitivity finite), got "
                    + epsilon + " and " + sensitivity);
        }
        double[] p = new double[utilities.length];
        double max = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < p.length; i++) {
            if (Double.isNaN(utilities[i])) {
                throw new IllegalArgumentException("utility " + i + " must not be NaN");
            }
            p[i] = epsilon * utilities[i] / (2 * sensitivity);
            max = Math.max(max, p[i]);
        }
        double sum = 0;
        for (int i = 0; i < p.length; i++) {
            p[i] = Math.exp(p[i] - max);
            sum += p[i];
        }
        for (int i = 0; i < p.length; i++) {
            p[i] /= sum;
        }
        return p;
    }

    /** One epsilon-DP choice: the index of the candidate selected. */
    public static int select(double[] utilities, double epsilon, double sensitivity, NoiseSource noise) {
        if (noise.exactBits().isPresent()) {
            return ExactExponentialMechanism.select(utilities, epsilon, sensitivity, noise.exactBits().get());
        }
        double[] p = probabilities(utilities, epsilon, sensitivity);
        double u = noise.uniform();
        double cumulative = 0;
        for (int i = 0; i < p.length; i++) {
            cumulative += p[i];
            if (u < cumulative) {
                return i;
            }
        }
        return p.length - 1;   // u within rounding of 1
    }
}

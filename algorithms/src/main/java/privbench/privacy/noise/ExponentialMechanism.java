package privbench.privacy.noise;

import privbench.privacy.noise.exact.ExactExponentialMechanism;

/**
 * The exponential mechanism (McSherry and Talwar 2007) over a finite set of candidates: candidate i is
 * chosen with probability proportional to exp(epsilon u_i / (2 Delta)), which is epsilon-DP when one
 * record moves every utility by at most Delta.
 *
 * <p>Probabilities are formed in log space (the largest exponent subtracted) and one uniform draw picks
 * by inverse CDF, so the choice is a deterministic function of the stream. For candidate sets too large to
 * hold (the nets of Nguyen, Ullman and Zakynthinou 2020, Algorithm 2) {@link #streaming} draws the same law by
 * Gumbel-max: argmax_i [epsilon u_i / (2 Delta) + G_i] with G_i i.i.d. standard Gumbel is distributed as
 * softmax(epsilon u / (2 Delta)) (Gumbel 1954; Yellott 1977), needs O(1) memory and never exponentiates,
 * so utilities of any size (u ~ -n) cannot underflow. Secure sources select exactly
 * ({@link ExactExponentialMechanism}), with the same law and price; the streaming sampler draws from
 * {@code uniform()} and is seeded-only (a learner using it declares no secure support).
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

    /** The log selection probabilities epsilon u_i / (2 Delta) - logsumexp_j(epsilon u_j / (2 Delta)). */
    public static double[] logProbabilities(double[] utilities, double epsilon, double sensitivity) {
        probabilities(utilities, epsilon, sensitivity);   // validates the arguments
        double max = Double.NEGATIVE_INFINITY;
        double[] a = new double[utilities.length];
        for (int i = 0; i < a.length; i++) {
            a[i] = epsilon * utilities[i] / (2 * sensitivity);
            max = Math.max(max, a[i]);
        }
        double sum = 0;
        for (double v : a) {
            sum += Math.exp(v - max);
        }
        double logSum = Math.log(sum);
        for (int i = 0; i < a.length; i++) {
            // (a_i - max) first: exact for the largest exponents, so no cancellation at |a| ~ 1e6
            a[i] = (a[i] - max) - logSum;
        }
        return a;
    }

    /** One epsilon-DP choice by Gumbel-max over an array (the same law as {@link #select}, other draws). */
    public static int selectGumbel(double[] utilities, double epsilon, double sensitivity, NoiseSource noise) {
        Streaming s = streaming(epsilon, sensitivity, noise);
        for (double u : utilities) {
            s.offer(u);
        }
        return s.best();
    }

    /**
     * A streaming exponential mechanism: offer the utilities of the candidates one by one, in an order fixed
     * before the data are seen, then read {@link Streaming#best()}. One uniform draw per candidate.
     */
    public static Streaming streaming(double epsilon, double sensitivity, NoiseSource noise) {
        if (!(epsilon > 0) || !(sensitivity > 0) || Double.isInfinite(sensitivity)) {
            throw new IllegalArgumentException("epsilon and sensitivity must be > 0 (sensitivity finite), got "
                    + epsilon + " and " + sensitivity);
        }
        return new Streaming(Double.isInfinite(epsilon) ? Double.POSITIVE_INFINITY : epsilon / (2 * sensitivity),
                noise);
    }

    /** The state of a streaming Gumbel-max selection: the best perturbed score so far and its index. */
    public static final class Streaming {

        private final double scale;
        private final NoiseSource noise;
        private long count;
        private long best = -1;
        private double bestScore = Double.NEGATIVE_INFINITY;
        private double bestUtility = Double.NEGATIVE_INFINITY;

        private Streaming(double scale, NoiseSource noise) {
            this.scale = scale;
            this.noise = noise;
        }

        /** Offers the next candidate's utility (NaN refused); with epsilon = +Infinity the exact maximiser wins. */
        public void offer(double utility) {
            if (Double.isNaN(utility)) {
                throw new IllegalArgumentException("utility " + count + " must not be NaN");
            }
            double score;
            if (Double.isInfinite(scale)) {
                score = utility;
            } else {
                // G = -ln(-ln U); U = 0 gives -Infinity, a candidate that never wins, with probability 2^-53
                double u = noise.uniform();
                score = scale * utility - Math.log(-Math.log(u));
            }
            if (best < 0 || score > bestScore) {
                best = count;
                bestScore = score;
                bestUtility = utility;
            }
            count++;
        }

        /** The index of the selected candidate among those offered. */
        public int best() {
            if (best < 0) {
                throw new IllegalStateException("the exponential mechanism needs at least one candidate, got 0");
            }
            return Math.toIntExact(best);
        }

        /** The index as a long, for streams of more than 2^31 candidates. */
        public long bestIndex() {
            best();
            return best;
        }

        /** The utility of the selected candidate (the caller's own bookkeeping; not a release by itself). */
        public double bestUtility() {
            return bestUtility;
        }

        /** How many candidates were offered. */
        public long count() {
            return count;
        }
    }
}

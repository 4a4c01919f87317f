package privbench.privacy.noise.exact;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.random.RandomGenerator;

/**
 * The exponential mechanism sampled exactly: candidate i with probability proportional to
 * exp(epsilon u_i / (2 Delta)), by rejection. With gamma_i = epsilon (u_max - u_i) / (2 Delta), a rational
 * computed exactly from the doubles epsilon, u_i and Delta, a round picks i uniformly and keeps it with an
 * exact Bernoulli(exp(-gamma_i)) coin (Canonne, Kamath and Steinke 2020, Algorithm 1). A round returns i
 * with probability exp(-gamma_i)/m, so the output law is exactly the mechanism's, with no exp, log or
 * normalisation in floating point (the failure Ilvento 2020 describes); u_max only sets the scale of the
 * acceptance rates (at least one candidate is kept with probability 1/m per round, so at most m rounds are
 * expected). We prefer this to Ilvento's base-2 mechanism because it keeps the base e, so the privacy
 * price and the seeded mode's law are unchanged.
 */
public final class ExactExponentialMechanism {

    private ExactExponentialMechanism() {
    }

    /** One epsilon-DP choice among utilities (sensitivity Delta): the index selected. */
    public static int select(double[] utilities, double epsilon, double sensitivity, RandomGenerator rng) {
        Rational[] gamma = exponents(utilities, epsilon, sensitivity);
        while (true) {
            int i = rng.nextInt(gamma.length);
            if (ExactBernoulli.bernoulliExp(gamma[i], rng)) {
                return i;
            }
        }
    }

    /** gamma_i = epsilon (u_max - u_i) / (2 Delta), exactly. */
    static Rational[] exponents(double[] utilities, double epsilon, double sensitivity) {
        if (utilities.length < 1) {
            throw new IllegalArgumentException("the exponential mechanism needs at least one candidate, got 0");
        }
        if (!(epsilon > 0) || Double.isInfinite(epsilon) || !(sensitivity > 0) || Double.isInfinite(sensitivity)) {
            throw new IllegalArgumentException("epsilon and sensitivity must be finite and > 0, got "
                    + epsilon + " and " + sensitivity);
        }
        BigDecimal max = null;
        BigDecimal[] u = new BigDecimal[utilities.length];
        for (int i = 0; i < u.length; i++) {
            if (!Double.isFinite(utilities[i])) {
                throw new IllegalArgumentException("utility " + i + " must be finite");
            }
            u[i] = new BigDecimal(utilities[i]);
            max = max == null || u[i].compareTo(max) > 0 ? u[i] : max;
        }
        Rational scale = Rational.ofDouble(epsilon).dividedBy(Rational.ofDouble(sensitivity).times(Rational.of(2, 1)));
        Rational[] gamma = new Rational[u.length];
        for (int i = 0; i < u.length; i++) {
            gamma[i] = toRational(max.subtract(u[i])).times(scale);
        }
        return gamma;
    }

    private static Rational toRational(BigDecimal x) {
        if (x.scale() <= 0) {
            return new Rational(x.toBigIntegerExact(), BigInteger.ONE);
        }
        return new Rational(x.unscaledValue(), BigInteger.TEN.pow(x.scale()));
    }
}

package privbench.privacy.accounting;

import privbench.checks.Require;
import java.util.function.DoubleFunction;
import java.util.function.DoubleUnaryOperator;
import privbench.privacy.Accountant;
import privbench.privacy.DpChecks;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.rdp.RdpAccountant;
import privbench.privacy.accounting.rdp.RdpBound;

/**
 * Finds the smallest noise multiplier whose epsilon, as an accountant prices it, is at most a target.
 *
 * <p>Every search returns the upper end of its bracket, a noise multiplier whose epsilon was evaluated and
 * found at most the target: the answer is never on the wrong side (after Opacus issue #346). A target that
 * no noise up to {@link #MAX_NOISE_MULTIPLIER} meets is refused with an {@link IllegalArgumentException}
 * before any search, so nothing loops forever (spec-003 section 2.4: epsilon 0.1 at delta 1e-5 is out of
 * reach of the RDP accountant on the Opacus orders).
 */
public final class Calibration {

    /** The largest noise multiplier tried (Opacus's MAX_SIGMA). */
    public static final double MAX_NOISE_MULTIPLIER = 1e6;
    /** Relative width of the final bracket in {@link Search#PRECISE} mode. */
    public static final double PRECISION = 1e-6;
    /** Opacus's epsilon_tolerance. */
    public static final double OPACUS_TOLERANCE = 0.01;
    private static final int MAX_EVALUATIONS = 400;

    /** How the noise multiplier is searched. */
    public enum Search {
        /** Bracketed bisection until the bracket is {@link #PRECISION} wide (relative). */
        PRECISE,
        /**
         * Opacus's {@code get_noise_multiplier}, step for step: the bracket [0, 20], [0, 40], ... until the
         * upper end meets the target, then bisection until target - epsilon <= 0.01. Reproduces Opacus's
         * (and spec-003's) numbers, e.g. the round 12.5 or 45.0 of spec-003 section 5 item 8.
         */
        OPACUS
    }

    /**
     * The calibrated noise multiplier and the epsilon the accountant certifies for it.
     *
     * @param noiseMultiplier the smallest noise multiplier found whose epsilon is at most the target
     * @param epsilon         its epsilon (<= target)
     * @param evaluations     how many times the accountant was asked
     */
    public record Result(double noiseMultiplier, double epsilon, int evaluations) {
    }

    private Calibration() {
    }

    /**
     * Calibrates a family of events indexed by noise multiplier, e.g.
     * {@code s -> new Repeated(new SubsampledGaussian(s, q), steps)}.
     */
    public static Result noiseMultiplier(DoubleFunction<PrivacyEvent> family, Accountant accountant,
                                         double targetEpsilon, double delta, Search search) {
        DpChecks.requireDelta(delta);
        DoubleUnaryOperator epsilonOf = s -> accountant.epsilon(family.apply(s), delta);
        try {
            return noiseMultiplier(epsilonOf, targetEpsilon, search);
        } catch (UnreachableTarget e) {
            String hint = "";
            if (accountant instanceof RdpAccountant rdp) {
                RdpBound floor = rdp.floor(delta);
                hint = String.format("; the rdp accountant's order grid cannot certify less than %.5g at delta %s "
                        + "(largest useful order %s): use a grid reaching larger orders (--orders default) "
                        + "or the prv/pld accountant", floor.epsilon(), delta, floor.order());
            }
            throw new IllegalArgumentException("target epsilon " + targetEpsilon + " at delta " + delta
                    + " is out of reach of the " + accountant.id() + " accountant: even noise multiplier "
                    + MAX_NOISE_MULTIPLIER + " gives epsilon " + e.epsilon + hint, e);
        }
    }

    /** Calibrates any non-increasing map from noise multiplier to epsilon. */
    public static Result noiseMultiplier(DoubleUnaryOperator epsilonOf, double targetEpsilon, Search search) {
        Require.positive("target epsilon", targetEpsilon);
        Counter f = new Counter(epsilonOf);
        double atMax = f.apply(MAX_NOISE_MULTIPLIER);
        if (atMax > targetEpsilon) {
            throw new UnreachableTarget(targetEpsilon, atMax);
        }
        return search == Search.OPACUS ? opacus(f, targetEpsilon) : precise(f, targetEpsilon);
    }

    private static Result precise(Counter f, double target) {
        double hi = 1;
        double epsHi = f.apply(hi);
        double lo;
        if (epsHi > target) {
            do {
                lo = hi;
                hi = Math.min(2 * hi, MAX_NOISE_MULTIPLIER);
                epsHi = f.apply(hi);
            } while (epsHi > target);
        } else {
            while (true) {
                lo = hi / 2;
                double epsLo = f.apply(lo);
                if (epsLo > target) {
                    break;
                }
                hi = lo;
                epsHi = epsLo;
                if (hi < PRECISION) {
                    return f.result(hi, epsHi);   // any noise at all meets so loose a target
                }
            }
        }
        while (hi - lo > PRECISION * hi && f.count < MAX_EVALUATIONS) {
            double mid = 0.5 * (lo + hi);
            double e = f.apply(mid);
            if (e <= target) {
                hi = mid;
                epsHi = e;
            } else {
                lo = mid;
            }
        }
        return f.result(hi, epsHi);
    }

    private static Result opacus(Counter f, double target) {
        double lo = 0;
        double hi = 10;
        double epsHi = Double.POSITIVE_INFINITY;
        while (epsHi > target) {
            hi = 2 * hi;
            epsHi = hi > MAX_NOISE_MULTIPLIER ? f.apply(MAX_NOISE_MULTIPLIER) : f.apply(hi);
            hi = Math.min(hi, MAX_NOISE_MULTIPLIER);
        }
        // bounded: past ~60 halvings the bracket stops shrinking in double precision
        while (target - epsHi > OPACUS_TOLERANCE && f.count < MAX_EVALUATIONS) {
            double mid = (lo + hi) / 2;
            double e = f.apply(mid);
            if (e < target) {
                hi = mid;
                epsHi = e;
            } else {
                lo = mid;
            }
        }
        return f.result(hi, epsHi);
    }

    /** Counts evaluations and rejects NaN answers. */
    private static final class Counter {
        private final DoubleUnaryOperator epsilonOf;
        private int count;

        Counter(DoubleUnaryOperator epsilonOf) {
            this.epsilonOf = epsilonOf;
        }

        double apply(double noiseMultiplier) {
            count++;
            double e = epsilonOf.applyAsDouble(noiseMultiplier);
            if (Double.isNaN(e)) {
                throw new IllegalStateException("accountant returned NaN at noise multiplier " + noiseMultiplier);
            }
            return e;
        }

        Result result(double noiseMultiplier, double epsilon) {
            return new Result(noiseMultiplier, epsilon, count);
        }
    }

    /** The target is below what the largest noise multiplier achieves. */
    private static final class UnreachableTarget extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;
        private final double epsilon;

        UnreachableTarget(double target, double epsilon) {
            super("target epsilon " + target + " is out of reach: even noise multiplier " + MAX_NOISE_MULTIPLIER
                    + " gives epsilon " + epsilon);
            this.epsilon = epsilon;
        }
    }
}

package privbench.privacy.accounting.pld;

import java.util.Arrays;
import privbench.linalg.Fft;

/**
 * A discrete privacy loss distribution: probability mass[i] at loss origin + i h, plus a mass at +Infinity
 * (outputs that only one of the two neighbouring inputs can produce). Immutable.
 *
 * <p>delta(eps) = inf + sum over losses l > eps of mass (1 - e^{eps - l}); composition is the law of the sum
 * of independent losses, computed by FFT convolution.
 */
public final class PrivacyLossDistribution {

    /** Largest convolution length (about 0.5 GB per array): beyond it, use a coarser grid or RDP. */
    private static final int MAX_POINTS = 1 << 26;

    private final double origin;
    private final double h;
    private final double[] mass;
    private final double infinityMass;

    PrivacyLossDistribution(double origin, double h, double[] mass, double infinityMass) {
        if (!(h > 0) || mass.length == 0) {
            throw new IllegalArgumentException("a loss distribution needs a grid step > 0 and at least one point");
        }
        this.origin = origin;
        this.h = h;
        this.mass = mass;
        this.infinityMass = Math.min(1, Math.max(0, infinityMass));
    }

    /** The loss distribution of a mechanism that reveals nothing: all mass at loss 0. */
    static PrivacyLossDistribution identity(double h) {
        return new PrivacyLossDistribution(0, h, new double[] {1}, 0);
    }

    /** The loss distribution of a mechanism with no guarantee: all mass at +Infinity. */
    static PrivacyLossDistribution nonPrivate(double h) {
        return new PrivacyLossDistribution(0, h, new double[] {0}, 1);
    }

    /**
     * Pessimistic "connect the dots" discretisation (Doroshenko, Ghazi, Kamath, Kumar and Manurangsi 2022):
     * the P-mass of each grid interval (a, b] is split between a and b so that both the mass and E_P[e^{-L}]
     * (the Q-mass) are preserved. That is a mean-preserving spread of e^{-L}, so every hockey-stick divergence
     * grows (delta(eps) = E_P[(1 - e^eps e^{-L})_+] is convex in e^{-L}) and the result dominates the pair.
     * P-mass below the grid is moved up to its first point, P-mass above it goes to +Infinity: both pessimistic.
     *
     * @param tail P-mass allowed outside the grid on each side
     */
    static PrivacyLossDistribution connectTheDots(DominatingPair pair, double h, double tail) {
        long k0 = (long) Math.floor(pair.lowerLoss(tail) / h);
        long k1 = Math.max(k0 + 1, (long) Math.ceil(pair.upperLoss(tail) / h));
        if (k1 - k0 >= MAX_POINTS) {
            throw new IllegalArgumentException("privacy loss range [" + k0 * h + ", " + k1 * h
                    + "] is too wide for grid step " + h);
        }
        int n = (int) (k1 - k0) + 1;
        double[] mass = new double[n];
        double sP = pair.survivalP(k0 * h);
        double sQ = pair.survivalQ(k0 * h);
        mass[0] = 1 - sP;
        double spread = -Math.expm1(-h);
        for (int i = 0; i + 1 < n; i++) {
            double a = (k0 + i) * h;
            double b = (k0 + i + 1) * h;
            double nextP = pair.survivalP(b);
            double nextQ = pair.survivalQ(b);
            double p = sP - nextP;
            if (p > 0) {
                // the share of p that goes up to b: (p - e^a Q(a, b]) / (1 - e^{-h})
                double up = (p - Math.exp(a) * (sQ - nextQ)) / spread;
                up = Math.min(p, Math.max(0, up));
                mass[i + 1] += up;
                mass[i] += p - up;
            }
            sP = nextP;
            sQ = nextQ;
        }
        return new PrivacyLossDistribution(k0 * h, h, mass, sP);
    }

    /** The loss of the first grid point. */
    public double origin() {
        return origin;
    }

    /** The grid step. */
    public double step() {
        return h;
    }

    /** Number of grid points. */
    public int size() {
        return mass.length;
    }

    /** Probability of an infinite loss. */
    public double infinityMass() {
        return infinityMass;
    }

    /**
     * The composition with another distribution on the same grid step: convolution, then pessimistic
     * truncation (at most {@code truncation} mass from each end: the bottom moved up, the top to +Infinity).
     */
    PrivacyLossDistribution compose(PrivacyLossDistribution other, double truncation) {
        if (other.h != h) {
            throw new IllegalArgumentException("cannot compose loss distributions on grid steps " + h + " and " + other.h);
        }
        if ((long) mass.length + other.mass.length > MAX_POINTS) {
            throw new IllegalArgumentException("the composed privacy loss distribution would span more than " + MAX_POINTS
                    + " grid points of step " + h + "; use a coarser grid or the rdp accountant");
        }
        double[] c = other == this ? Fft.square(mass) : Fft.convolve(mass, other.mass);
        double inf = 1 - (1 - infinityMass) * (1 - other.infinityMass);
        return truncated(origin + other.origin, c, inf, truncation);
    }

    /** The count-fold composition with itself, by repeated squaring. */
    PrivacyLossDistribution selfCompose(long count, double truncation) {
        if (count < 1) {
            throw new IllegalArgumentException("count must be >= 1, got " + count);
        }
        PrivacyLossDistribution result = null;
        PrivacyLossDistribution power = this;
        for (long k = count; k > 0; k >>= 1) {
            if ((k & 1) == 1) {
                result = result == null ? power : result.compose(power, truncation);
            }
            if (k > 1) {
                power = power.compose(power, truncation);
            }
        }
        return result;
    }

    private PrivacyLossDistribution truncated(double origin, double[] c, double inf, double truncation) {
        // FFT rounding leaves values of order 1e-17 of either sign; negative mass is meaningless
        for (int i = 0; i < c.length; i++) {
            c[i] = Math.max(0, c[i]);
        }
        int lo = 0;
        double below = 0;
        while (lo < c.length - 1 && below + c[lo] < truncation) {
            below += c[lo++];
        }
        int hi = c.length - 1;
        double above = 0;
        while (hi > lo && above + c[hi] < truncation) {
            above += c[hi--];
        }
        double[] kept = Arrays.copyOfRange(c, lo, hi + 1);
        kept[0] += below;
        return new PrivacyLossDistribution(origin + lo * h, h, kept, inf + above);
    }

    /** delta(eps) = inf + sum_{l > eps} mass (1 - e^{eps - l}), for any real eps. */
    public double delta(double epsilon) {
        double d = infinityMass;
        for (int i = mass.length - 1; i >= 0; i--) {
            double l = origin + i * h;
            if (l <= epsilon) {
                break;
            }
            d += mass[i] * -Math.expm1(epsilon - l);
        }
        return d;
    }

    /**
     * The smallest eps >= 0 with delta(eps) <= delta, exact for this discrete distribution: the lowest grid
     * point l_i with delta(l_i) <= delta, then delta(eps) = A_i - e^{eps - l_i} b_i solved on (l_{i-1}, l_i],
     * where A_i is the mass at or above l_i (with +Infinity) and b_i = sum_{j >= i} mass_j e^{l_i - l_j}.
     */
    public double epsilon(double delta) {
        if (!(delta >= 0 && delta <= 1)) {
            throw new IllegalArgumentException("delta must be in [0, 1], got " + delta);
        }
        if (infinityMass >= delta) {
            return delta >= 1 ? 0 : Double.POSITIVE_INFINITY;
        }
        double decay = Math.exp(-h);
        double above = infinityMass;   // A_{i+1}
        double scaled = 0;             // b_{i+1}
        int best = -1;
        double bestA = 0;
        double bestB = 0;
        for (int i = mass.length - 1; i >= 0; i--) {
            double deltaAtGrid = above - decay * scaled;
            above += mass[i];
            scaled = mass[i] + decay * scaled;
            if (deltaAtGrid <= delta) {
                best = i;
                bestA = above;
                bestB = scaled;
            }
        }
        if (best < 0) {
            return Double.POSITIVE_INFINITY;
        }
        double l = origin + best * h;
        double eps = bestB > 0 && bestA > delta ? l + Math.log((bestA - delta) / bestB) : l;
        return Math.max(0, eps);
    }

    /**
     * The largest true-positive rate of any test telling P from Q at the given false-positive rate:
     * min over eps of delta(eps) + e^eps fpr (Neyman-Pearson duality), attained at a grid point.
     */
    public double truePositiveRate(double fpr) {
        if (!(fpr >= 0 && fpr <= 1)) {
            throw new IllegalArgumentException("false positive rate must be in [0, 1], got " + fpr);
        }
        double decay = Math.exp(-h);
        double above = infinityMass;
        double scaled = 0;
        double best = 1;
        for (int i = mass.length - 1; i >= 0; i--) {
            double l = origin + i * h;
            best = Math.min(best, above - decay * scaled + Math.exp(l) * fpr);
            above += mass[i];
            scaled = mass[i] + decay * scaled;
        }
        return Math.min(best, above);
    }
}

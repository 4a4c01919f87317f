package privbench.privacy.noise;

import java.util.random.RandomGenerator;

/**
 * Standard normal draws by the ziggurat method, for bulk synthetic data: about one {@code nextLong()} and a
 * multiply per draw instead of Box-Muller's logarithm, square root and cosine.
 *
 * <p>Marsaglia and Tsang (2000), "The Ziggurat Method for Generating Random Variables" (J. Stat. Softw. 5(8)),
 * with 256 layers of equal area v under f(x) = exp(-x^2/2) and base-layer edge r; as Doornik (2005) advises,
 * the layer index, the sign and the uniform come from disjoint bits of one 64-bit draw (bits 0-7, bit 8 and
 * bits 11-63), so they are independent. Exact in distribution: a draw in a layer's rectangle is accepted at
 * once (about 99% of draws), one in the wedge by comparing a uniform height with f, and the base layer's tail
 * beyond r is sampled by Marsaglia's (1964) exponential method. The tables and the rare paths use
 * {@link StrictMath}, so the draws are the same bits on every machine and JDK.
 *
 * <p>Privacy noise keeps {@link Gaussians} (Box-Muller): this sampler is for data, where speed matters and a
 * different stream of the same distribution changes nothing a guarantee rests on.
 */
public final class Ziggurat {

    private static final int LAYERS = 256;
    /** The base layer's edge and every layer's area for 256 layers (Marsaglia and Tsang 2000, Table 1). */
    static final double R = 3.6541528853610088;
    private static final double V = 4.92867323399e-3;
    private static final Layers LAYERS_OF = new Layers();

    /** The layers' edges and heights, computed once (arrays inside a final object: never written after). */
    private static final class Layers {
        /** x[i] the right edge of layer i (x[0] = V / f(R), the base layer's equivalent width; x[256] = 0). */
        final double[] x = new double[LAYERS + 1];
        /** f(x[i]). */
        final double[] f = new double[LAYERS + 1];
        /**
         * x[i] 2^-53: a 53-bit draw u times it is u 2^-53 x[i] rounded once, the same double (scaling by a power of
         * two is exact), one multiply fewer per draw.
         */
        final double[] scaled = new double[LAYERS];

        Layers() {
            double fr = StrictMath.exp(-0.5 * R * R);
            x[0] = V / fr;
            x[1] = R;
            f[1] = fr; // f[0] is unused: the base layer's wedge is the tail
            for (int i = 2; i < LAYERS; i++) {
                x[i] = StrictMath.sqrt(-2 * StrictMath.log(V / x[i - 1] + f[i - 1]));
                f[i] = StrictMath.exp(-0.5 * x[i] * x[i]);
            }
            x[LAYERS] = 0;
            f[LAYERS] = 1;
            for (int i = 0; i < LAYERS; i++) {
                scaled[i] = x[i] * 0x1.0p-53;
            }
        }
    }

    private Ziggurat() {
    }

    /** One standard normal draw. */
    public static double standard(RandomGenerator rng) {
        long bits = rng.nextLong();
        int i = (int) (bits & 0xFF);
        double z = (bits >>> 11) * LAYERS_OF.scaled[i];
        return z < LAYERS_OF.x[i + 1] ? signed(z, bits) : slow(rng, bits, i, z);
    }

    /** Fills out[from .. from+length) with standard normals: the draws {@link #standard} makes, in order. */
    public static void fill(RandomGenerator rng, double[] out, int from, int length) {
        int end = from + length;
        for (int k = from; k < end; k++) {
            out[k] = standard(rng);
        }
    }

    /**
     * A draw that missed layer i's rectangle: the wedge or the tail, else a fresh draw (about 1.5% of draws land
     * here and few of those are rejected, so the recursion through {@link #standard} stays shallow). Out of line, so
     * that {@link #standard} stays small enough to inline into {@link #fill}'s loop.
     */
    private static double slow(RandomGenerator rng, long bits, int i, double z) {
        double accepted = i == 0 ? tail(rng) : wedge(rng, i, z);
        return Double.isNaN(accepted) ? standard(rng) : signed(accepted, bits);
    }

    /** z with its sign flipped when bit 8 of the draw is set (without a branch: the bit is a coin toss). */
    private static double signed(double z, long bits) {
        return Double.longBitsToDouble(Double.doubleToRawLongBits(z) ^ ((bits & 0x100) << 55));
    }

    /**
     * z in layer i's wedge: kept with probability (f(z) - f(x[i])) / (f(x[i+1]) - f(x[i])); NaN to draw again.
     *
     * <p>The test is y &lt; StrictMath.exp(-z^2/2). Math.exp is an intrinsic, several times faster, and like
     * StrictMath.exp within one ulp of the exact value, so the two differ by at most two ulps (a relative 4.5e-16):
     * when y is further than a relative 1e-14 from Math.exp's value both give the same answer, and only inside
     * that band (probability 2e-14 f(z) / (f(x[i+1]) - f(x[i])) per wedge, below 1e-11 in every layer) is
     * StrictMath.exp called. The draws stay the same bits on every JVM.
     */
    private static double wedge(RandomGenerator rng, int i, double z) {
        double[] height = LAYERS_OF.f;
        double y = height[i] + Gaussians.uniform(rng) * (height[i + 1] - height[i]);
        double t = -0.5 * z * z;
        double fast = Math.exp(t);
        if (y < fast * (1 - 1e-14)) {
            return z;
        }
        if (y > fast * (1 + 1e-14)) {
            return Double.NaN;
        }
        return y < StrictMath.exp(t) ? z : Double.NaN;
    }

    /** A draw from the normal tail beyond R (Marsaglia 1964): R + a with a ~ Exp(R), kept when 2b > a^2. */
    private static double tail(RandomGenerator rng) {
        while (true) {
            double a = -StrictMath.log(Gaussians.uniformOpenZero(rng)) / R;
            double b = -StrictMath.log(Gaussians.uniformOpenZero(rng));
            if (2 * b > a * a) {
                return R + a;
            }
        }
    }
}

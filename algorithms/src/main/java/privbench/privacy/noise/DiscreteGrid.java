package privbench.privacy.noise;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * How secure noise releases a real vector: on the grid of step 2^-k chosen so that the noise scale is
 * 2^20 to 2^21 grid steps, with the noise enlarged so that its multiplier (noise over sensitivity) is at
 * least the one the learner calibrated, for the rounded vector's enlarged sensitivity.
 *
 * <p>Rounding each coordinate to the nearest grid point moves it by at most half a step on each of two
 * neighbouring inputs, so the rounded vectors differ by at most Delta + step sqrt(m) in L2 and
 * Delta_1 + step m in L1 (m coordinates). In grid units the query is an integer vector of L2 sensitivity
 * Delta/step + sqrt(m); the integer noise scale is ceil(sigma/step + (sigma/Delta) sqrt(m)), computed with
 * sqrt(m) rounded up and every division rounded up, so sigma_grid / Delta_grid >= sigma / Delta exactly.
 *
 * @param exponent   the grid step is 2^exponent
 * @param gridSigma  the integer noise scale in grid steps (discrete Gaussian sigma or discrete Laplace t)
 */
public record DiscreteGrid(int exponent, long gridSigma) {

    /** Noise scales are 2^GRID_BITS to 2^(GRID_BITS+1) grid steps: the step is sigma 2^-20 or finer. */
    public static final int GRID_BITS = 20;

    private static final MathContext UP = new MathContext(40, RoundingMode.CEILING);

    /** The grid step. */
    public double step() {
        return Math.scalb(1.0, exponent);
    }

    /** The grid and integer sigma for Gaussian noise sigma on m coordinates of L2 sensitivity Delta. */
    public static DiscreteGrid gaussian(double sigma, double l2Sensitivity, int m) {
        return of(sigma, l2Sensitivity, sqrtUp(m));
    }

    /** The grid and integer scale for Laplace noise of scale b on m coordinates of L1 sensitivity Delta_1. */
    public static DiscreteGrid laplace(double b, double l1Sensitivity, int m) {
        return of(b, l1Sensitivity, BigDecimal.valueOf(m));
    }

    private static DiscreteGrid of(double scale, double sensitivity, BigDecimal roundingSensitivity) {
        if (!(scale > 0) || Double.isInfinite(scale)) {
            throw new IllegalArgumentException("noise scale must be finite and > 0, got " + scale);
        }
        if (!(sensitivity > 0) || Double.isInfinite(sensitivity)) {
            throw new IllegalArgumentException("secure noise needs a finite sensitivity > 0, got " + sensitivity);
        }
        int exponent = Math.getExponent(scale) - GRID_BITS;
        BigDecimal inGrid = new BigDecimal(Math.scalb(scale, -exponent));   // exact: a power-of-two scaling
        BigDecimal multiplier = new BigDecimal(scale).divide(new BigDecimal(sensitivity), UP);
        BigDecimal total = inGrid.add(multiplier.multiply(roundingSensitivity, UP), UP);
        return new DiscreteGrid(exponent, total.setScale(0, RoundingMode.CEILING).longValueExact());
    }

    /** An upper bound on sqrt(m) with 40 fractional bits. */
    static BigDecimal sqrtUp(int m) {
        if (m < 1) {
            throw new IllegalArgumentException("a release needs at least one coordinate, got " + m);
        }
        BigInteger r = BigInteger.valueOf(m).shiftLeft(80).sqrt().add(BigInteger.ONE);
        return new BigDecimal(r).divide(new BigDecimal(BigInteger.ONE.shiftLeft(40)));
    }

    /** The integer grid point nearest v (clamped to +-2^60, a 1-Lipschitz map that cannot enlarge sensitivity). */
    public long round(double v) {
        if (Double.isNaN(v)) {
            throw new IllegalArgumentException("a value released with secure noise must not be NaN");
        }
        double scaled = Math.scalb(v, -exponent);
        double clamped = Math.max(-0x1p60, Math.min(0x1p60, scaled));
        return Math.round(clamped);
    }

    /** The real value of grid point i (post-processing of the released integer). */
    public double value(long i) {
        return Math.scalb((double) i, exponent);
    }
}

package privbench.learners.semiprivate.sgd;

import java.util.Arrays;
import privbench.linalg.RowKernel;
import privbench.linalg.RowKernels;
import privbench.linalg.Vectors;
import privbench.privacy.noise.NoiseSource;

/**
 * Opacus's flat clipping: each example's gradient over W and b jointly is scaled by
 * min(1, C / (||g_i|| + 1e-6)), and N(0, (sigma C)^2) is added to every coordinate of the sum.
 *
 * <p>The norm needs no materialised gradient: ||r z^T||_F^2 + ||r||^2 = ||r||^2 (||z||^2 + 1), so
 * ||g_i|| = ||r_i|| sqrt(||z_i||^2 + 1) (spec-003 section 2.3). The clipped gradient is added in one
 * fused pass per class; four examples at a time ({@link #add4}) go into each class's sum in one sweep, with the
 * bits of four one-by-one additions. ||z_i||^2 is computed once per row of a run and kept. With C = +Infinity nothing is clipped (the non-private reference).
 */
public final class FlatClipRule implements GradientRule {

    /** Opacus's constant in the clipping factor: it keeps ||clipped|| <= C strictly. */
    static final double OPACUS_STABILISER = 1e-6;

    /** Columns per chunk of the four-row update: 4 rows x 256 doubles (8 KB) and the classes' sums stay in L1. */
    static final int CHUNK = 256;

    private final int k;
    // SIMD for long rows, scalar for short ones: the same bits (RowKernel)
    private final RowKernel rows;
    private final int classes;
    private final double clip;
    private final double noiseStd;
    private final double[] sum;
    private final double[] coefficients;
    private long clipped;
    // ||z||^2 per row of the matrix last seen (NaN: not yet computed); a run samples each row many times
    private double[] rowSquares;
    private double[] rowSquaresOf;

    /**
     * @param k        features per example
     * @param classes  C
     * @param clip     the clipping norm (+Infinity for none)
     * @param noiseStd sigma x C, the sd of the noise on every coordinate of the sum (0 for none)
     */
    public FlatClipRule(int k, int classes, double clip, double noiseStd) {
        this.rows = RowKernels.forRowLength(k);
        this.k = k;
        this.classes = classes;
        this.clip = clip;
        this.noiseStd = noiseStd;
        this.sum = new double[classes * k + classes];
        this.coefficients = new double[4 * classes];
    }


    /** The closed-form norm of one example's gradient: ||r|| sqrt(||z||^2 + 1). */
    static double gradientNorm(double[] x, int off, int k, double[] residual) {
        double zz = Vectors.dot(x, off, x, off, k);
        double rr = Vectors.dot(residual, 0, residual, 0, residual.length);
        return Math.sqrt(rr * (zz + 1));
    }

    /** min(1, C / (norm + 1e-6)). */
    static double clipFactor(double norm, double clip) {
        return Math.min(1.0, clip / (norm + OPACUS_STABILISER));
    }

    /** The closed-form norm with ||z||^2 of the row at off taken from the per-row cache. */
    private double cachedNorm(double[] x, int off, double[] residual) {
        if (rowSquaresOf != x) {
            rowSquares = new double[x.length / k];
            java.util.Arrays.fill(rowSquares, Double.NaN);
            rowSquaresOf = x;
        }
        int row = off / k;
        double zz = rowSquares[row];
        if (Double.isNaN(zz)) {
            zz = Vectors.dot(x, off, x, off, k);
            rowSquares[row] = zz;
        }
        double rr = Vectors.dot(residual, 0, residual, 0, residual.length);
        return Math.sqrt(rr * (zz + 1));
    }

    /** The clip factor of one example, counting it when it scales down. */
    private double factor(double[] x, int off, double[] residual) {
        if (clip == Double.POSITIVE_INFINITY) {
            return 1;
        }
        double f = clipFactor(cachedNorm(x, off, residual), clip);
        if (f < 1) {
            clipped++;
        }
        return f;
    }

    @Override
    public void add4(double[] x, int o0, int o1, int o2, int o3, double[] r0, double[] r1, double[] r2,
                     double[] r3) {
        double f0 = factor(x, o0, r0);
        double f1 = factor(x, o1, r1);
        double f2 = factor(x, o2, r2);
        double f3 = factor(x, o3, r3);
        int bOff = classes * k;
        double[] a = coefficients;
        for (int c = 0; c < classes; c++) {
            a[4 * c] = f0 * r0[c];
            a[4 * c + 1] = f1 * r1[c];
            a[4 * c + 2] = f2 * r2[c];
            a[4 * c + 3] = f3 * r3[c];
            sum[bOff + c] += a[4 * c];
            sum[bOff + c] += a[4 * c + 1];
            sum[bOff + c] += a[4 * c + 2];
            sum[bOff + c] += a[4 * c + 3];
        }
        // columns in chunks, so that the four rows' chunk stays in L1 while every class adds it (long rows
        // would otherwise be read from L2 once per class); element-wise updates, so the bits do not change
        for (int j = 0; j < k; j += CHUNK) {
            int len = Math.min(CHUNK, k - j);
            for (int c = 0; c < classes; c++) {
                rows.axpyEach4(a[4 * c], a[4 * c + 1], a[4 * c + 2], a[4 * c + 3], x, o0 + j, o1 + j, o2 + j, o3 + j,
                        sum, c * k + j, len);
            }
        }
    }

    @Override
    public void begin() {
        Arrays.fill(sum, 0.0);
    }

    @Override
    public void add(double[] x, int off, double[] residual) {
        double f = factor(x, off, residual);
        int bOff = classes * k;
        for (int c = 0; c < classes; c++) {
            double a = f * residual[c];
            rows.axpy(a, x, off, sum, c * k, k);
            sum[bOff + c] += a;
        }
    }

    @Override
    public void noisySum(double[] out, NoiseSource noise) {
        System.arraycopy(sum, 0, out, 0, sum.length);
        noise.addGaussian(out, noiseStd, clip);
    }

    @Override
    public long clipped() {
        return clipped;
    }
}

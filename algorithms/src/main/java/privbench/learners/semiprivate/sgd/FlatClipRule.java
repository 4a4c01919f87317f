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
 * fused pass per class. With C = +Infinity nothing is clipped (the non-private reference).
 */
public final class FlatClipRule implements GradientRule {

    /** Opacus's constant in the clipping factor: it keeps ||clipped|| <= C strictly. */
    static final double OPACUS_STABILISER = 1e-6;

    private final int k;
    // SIMD for long rows, scalar for short ones: the same bits (RowKernel)
    private final RowKernel rows;
    private final int classes;
    private final double clip;
    private final double noiseStd;
    private final double[] sum;
    private long clipped;

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

    @Override
    public void begin() {
        Arrays.fill(sum, 0.0);
    }

    @Override
    public void add(double[] x, int off, double[] residual) {
        double f = 1;
        if (clip != Double.POSITIVE_INFINITY) {
            f = clipFactor(gradientNorm(x, off, k, residual), clip);
            if (f < 1) {
                clipped++;
            }
        }
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

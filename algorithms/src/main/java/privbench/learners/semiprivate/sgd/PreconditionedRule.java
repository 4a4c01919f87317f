package privbench.learners.semiprivate.sgd;

import java.util.Arrays;
import privbench.linalg.Vectors;
import privbench.privacy.noise.NoiseSource;

/**
 * AdaDPS's private step: each example's gradient is divided elementwise by sqrt(v + eps_c), with v the
 * mean squared gradient of LABELLED PUBLIC mini-batches (an RMSProp second moment), then flat-clipped to C;
 * the sum gets N(0, (sigma C)^2) noise on every coordinate.
 *
 * <p>Li, Zaheer, Reddi and Smith (2022), "Private adaptive optimization with side information" (AdaDPS,
 * use_public), as spec-003 section 2.5 reads the official code: v is recomputed at the first step and
 * every {@code refresh} steps (one epoch, ceil(1/q)) at the current parameters, from public mini-batches of
 * 64 rows. Microbatches are single examples (spec-003 CHOICE), so the sensitivity stays C. The
 * preconditioned norm needs no materialised gradient: ||a . g||^2 = sum_c r_c^2 (sum_j a_cj^2 z_j^2 + a_cb^2).
 */
public final class PreconditionedRule implements GradientRule {

    private static final int PUBLIC_BATCH = 64;

    private final int k;
    private final int classes;
    private final int p;
    private final double clip;
    private final double noiseStd;
    private final double epsilonC;
    private final int refresh;
    private final double[] publicX;
    private final int[] publicLabels;
    private final double[] scale;     // a = 1 / sqrt(v + eps_c)
    private final double[] scaleSq;
    private final double[] sum;
    private final double[] residual;
    private final double[] z2;
    private long clipped;

    public PreconditionedRule(int k, int classes, double clip, double noiseStd, double epsilonC, int refresh,
                       double[] publicX, int[] publicLabels) {
        this.k = k;
        this.classes = classes;
        this.p = classes * k + classes;
        this.clip = clip;
        this.noiseStd = noiseStd;
        this.epsilonC = epsilonC;
        this.refresh = refresh;
        this.publicX = publicX;
        this.publicLabels = publicLabels;
        this.scale = new double[p];
        this.scaleSq = new double[p];
        this.sum = new double[p];
        this.residual = new double[classes];
        this.z2 = new double[k];
    }

    @Override
    public void beforeStep(int step, double[] params) {
        if (step % refresh != 0) {
            return;
        }
        int m = publicLabels.length;
        double[] v = new double[p];
        double[] g = new double[p];
        int batches = 0;
        for (int start = 0; start < m; start += PUBLIC_BATCH) {
            int end = Math.min(m, start + PUBLIC_BATCH);
            Arrays.fill(g, 0.0);
            for (int j = start; j < end; j++) {
                DpSgd.residual(params, publicX, j * k, k, classes, publicLabels[j], residual);
                for (int c = 0; c < classes; c++) {
                    Vectors.axpy(residual[c], publicX, j * k, g, c * k, k);
                    g[classes * k + c] += residual[c];
                }
            }
            double inv = 1.0 / (end - start);
            for (int t = 0; t < p; t++) {
                double mean = g[t] * inv;
                v[t] += mean * mean;
            }
            batches++;
        }
        for (int t = 0; t < p; t++) {
            scale[t] = 1 / Math.sqrt(v[t] / batches + epsilonC);
            scaleSq[t] = scale[t] * scale[t];
        }
    }

    @Override
    public void begin() {
        Arrays.fill(sum, 0.0);
    }

    @Override
    public void add(double[] x, int off, double[] res) {
        for (int j = 0; j < k; j++) {
            z2[j] = x[off + j] * x[off + j];
        }
        double f = 1;
        if (clip != Double.POSITIVE_INFINITY) {
            double norm2 = 0;
            for (int c = 0; c < classes; c++) {
                if (res[c] != 0) {
                    norm2 += res[c] * res[c] * (Vectors.dot(scaleSq, c * k, z2, 0, k) + scaleSq[classes * k + c]);
                }
            }
            f = FlatClipRule.clipFactor(Math.sqrt(norm2), clip);
            if (f < 1) {
                clipped++;
            }
        }
        for (int c = 0; c < classes; c++) {
            double a = f * res[c];
            if (a != 0) {
                int o = c * k;
                for (int j = 0; j < k; j++) {
                    sum[o + j] += a * scale[o + j] * x[off + j];
                }
                sum[classes * k + c] += a * scale[classes * k + c];
            }
        }
    }

    @Override
    public void noisySum(double[] out, NoiseSource noise) {
        System.arraycopy(sum, 0, out, 0, p);
        noise.addGaussian(out, noiseStd, clip);
    }

    @Override
    public long clipped() {
        return clipped;
    }
}

package privbench.learners.semiprivate.sgd;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import privbench.linalg.RowKernel;
import privbench.linalg.RowKernels;
import privbench.linalg.Vectors;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.NoiseSource;

/**
 * GEP's private step: each example's gradient is split into its embedding in an m_a-dimensional basis V
 * learned from PUBLIC gradients and the residual; both parts are clipped (C0, C1), summed and noised
 * (sd sigma_g C0 and sigma_g C1), and the direction is V e + r.
 *
 * <p>Yu, Zhang, Chen, Yin and Liu (2021), "Do not let privacy overbill utility: gradient embedding
 * perturbation", Algorithm 1, as spec-003 section 2.5 reads the official code: before every step, the
 * gradients of m public rows at the current parameters, with labels drawn uniformly at random once
 * (the public rows are unlabelled), give V by one power iteration from a fresh Gaussian start and
 * Gram-Schmidt. Nothing in V touches private data. Per-example work uses the structure g = [r z^T, r]:
 * ||g||^2 = ||r||^2 (||z||^2 + 1) and ||g - V^T e||^2 = ||g||^2 - ||e||^2, and the residual sum is
 * kept as sum_i f_i g_i - V^T sum_i f_i e_i, so no per-example p-vector is formed. The embedding of an
 * example, e_a = sum_c r_c (V_{a,c} . z + V_{a,c,bias}), takes the (anchors x classes) rows V_{a,c} four at a time
 * against the example ({@link RowKernel#dot4}): one pass over V per example, in the shared kernel's arithmetic.
 */
public final class GepRule implements GradientRule {

    private final int k;
    private final int classes;
    private final int p;
    private final int anchors;
    private final double clipEmbedding;
    private final double clipResidual;
    private final double noiseMultiplier;
    private final double[] publicX;
    private final int[] publicLabels;
    private final int publicCount;
    private final RandomGenerator start;
    private final double[] basis;            // anchors x p, orthonormal rows
    private final double[] embeddingSum;
    private final double[] embeddingCoef;    // sum_i f_i e_i, to subtract V^T of it from the residual sum
    private final double[] gradientSum;      // sum_i f_i g_i
    private final double[] e;
    private final double[] residual;
    private final RowKernel kernel;
    private final double[] example;          // the example's k features, where dot4 reads its vector from 0
    private final double[] rowDots;          // anchors x classes: V_{a,c} . z for the current example
    private final double[] four = new double[4];
    private long clipped;

    /**
     * @param publicX         m x k public features (the anchor rows), read only
     * @param publicLabels    their random labels
     * @param noiseMultiplier sigma_g, the multiplier of both noises
     */
    public GepRule(int k, int classes, int anchors, double clipEmbedding, double clipResidual, double noiseMultiplier,
            double[] publicX, int[] publicLabels, RandomGenerator start) {
        this.k = k;
        this.classes = classes;
        this.p = classes * k + classes;
        this.publicCount = publicLabels.length;
        this.anchors = Math.min(Math.min(anchors, publicCount), p);
        this.clipEmbedding = clipEmbedding;
        this.clipResidual = clipResidual;
        this.noiseMultiplier = noiseMultiplier;
        this.publicX = publicX;
        this.publicLabels = publicLabels;
        this.start = start;
        this.basis = new double[this.anchors * p];
        this.embeddingSum = new double[this.anchors];
        this.embeddingCoef = new double[this.anchors];
        this.gradientSum = new double[p];
        this.e = new double[this.anchors];
        this.residual = new double[classes];
        this.kernel = RowKernels.forRowLength(k);
        this.example = new double[k];
        this.rowDots = new double[this.anchors * classes];
    }

    /** The basis dimension actually used, min(m_a, m, p). */
    public int anchors() {
        return anchors;
    }

    @Override
    public void beforeStep(int step, double[] params) {
        double[] l = new double[anchors * p];
        Gaussians.fillStandard(start, l, 0, l.length);
        double[] r = new double[publicCount * anchors];
        for (int j = 0; j < publicCount; j++) {
            DpSgd.residual(params, publicX, j * k, k, classes, publicLabels[j], residual);
            embed(l, publicX, j * k, residual, r, j * anchors);
        }
        Arrays.fill(basis, 0.0);
        for (int j = 0; j < publicCount; j++) {
            DpSgd.residual(params, publicX, j * k, k, classes, publicLabels[j], residual);
            for (int a = 0; a < anchors; a++) {
                addGradient(r[j * anchors + a], publicX, j * k, residual, basis, a * p);
            }
        }
        gramSchmidt();
    }

    /**
     * out[o + a] = g . rows[a p .. (a+1) p) for every anchor a, for g = [r z^T, r], z = x[xOff .. xOff+k): the
     * (anchor, class) blocks of rows taken four at a time against z.
     */
    private void embed(double[] rows, double[] x, int xOff, double[] res, double[] out, int o) {
        System.arraycopy(x, xOff, example, 0, k);
        int blocks = anchors * classes;
        int b = 0;
        for (; b + 3 < blocks; b += 4) {
            kernel.dot4(rows, blockOffset(b), blockOffset(b + 1), blockOffset(b + 2), blockOffset(b + 3), example, k,
                    four);
            System.arraycopy(four, 0, rowDots, b, 4);
        }
        for (; b < blocks; b++) {
            rowDots[b] = kernel.dot(rows, blockOffset(b), example, k);
        }
        for (int a = 0; a < anchors; a++) {
            double s = 0;
            int bOff = a * p + classes * k;
            for (int c = 0; c < classes; c++) {
                s += res[c] * (rowDots[a * classes + c] + rows[bOff + c]);
            }
            out[o + a] = s;
        }
    }

    /** Where block b = a classes + c, the weights of class c in row a, starts. */
    private int blockOffset(int b) {
        int a = b / classes;
        return a * p + (b - a * classes) * k;
    }

    /** out[off..] += alpha g. */
    private void addGradient(double alpha, double[] x, int xOff, double[] res, double[] out, int off) {
        int bOff = off + classes * k;
        for (int c = 0; c < classes; c++) {
            double a = alpha * res[c];
            if (a != 0) {
                kernel.axpy(a, x, xOff, out, off + c * k, k);
                out[bOff + c] += a;
            }
        }
    }

    private void gramSchmidt() {
        for (int a = 0; a < anchors; a++) {
            for (int pass = 0; pass < 2; pass++) {
                for (int b = 0; b < a; b++) {
                    Vectors.axpy(-Vectors.dot(basis, a * p, basis, b * p, p), basis, b * p, basis, a * p, p);
                }
            }
            double norm = Vectors.norm(basis, a * p, p);
            // a degenerate public gradient span leaves a zero row: it embeds nothing and costs nothing
            Vectors.scale(norm > 1e-12 ? 1 / norm : 0, basis, a * p, p);
        }
    }

    /** The example's embedding e (a copy) and the basis rows (a copy), for tests against an explicit gradient. */
    double[] embedding(double[] x, int off, double[] res) {
        double[] out = new double[anchors];
        embed(basis, x, off, res, out, 0);
        return out;
    }

    double[] basis() {
        return basis.clone();
    }

    @Override
    public void begin() {
        Arrays.fill(embeddingSum, 0.0);
        Arrays.fill(embeddingCoef, 0.0);
        Arrays.fill(gradientSum, 0.0);
    }

    @Override
    public void add(double[] x, int off, double[] res) {
        double gg = FlatClipRule.gradientNorm(x, off, k, res);
        gg *= gg;
        embed(basis, x, off, res, e, 0);
        double ee = 0;
        for (int a = 0; a < anchors; a++) {
            ee += e[a] * e[a];
        }
        double fe = FlatClipRule.clipFactor(Math.sqrt(ee), clipEmbedding);
        double fr = FlatClipRule.clipFactor(Math.sqrt(Math.max(0, gg - ee)), clipResidual);
        if (fe < 1 || fr < 1) {
            clipped++;
        }
        for (int a = 0; a < anchors; a++) {
            embeddingSum[a] += fe * e[a];
            embeddingCoef[a] += fr * e[a];
        }
        addGradient(fr, x, off, res, gradientSum, 0);
    }

    @Override
    public void noisySum(double[] out, NoiseSource noise) {
        System.arraycopy(gradientSum, 0, out, 0, p);
        double[] embedded = embeddingSum.clone();
        if (noiseMultiplier > 0) {
            noise.addGaussian(out, noiseMultiplier * clipResidual, clipResidual);
            noise.addGaussian(embedded, noiseMultiplier * clipEmbedding, clipEmbedding);
        }
        for (int a = 0; a < anchors; a++) {
            Vectors.axpy(embedded[a] - embeddingCoef[a], basis, a * p, out, 0, p);
        }
    }

    @Override
    public long clipped() {
        return clipped;
    }
}

package privbench.learners.semiprivate.sgd;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import privbench.linalg.RowKernel;
import privbench.linalg.RowKernels;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.NoiseSource;

/**
 * The one DP-SGD loop of the semi-private family: a multiclass linear softmax model trained by T steps of
 * sample, clip, sum, noise, divide by the expected batch size, step (Abadi et al. 2016; spec-003
 * section 2.3, Opacus semantics).
 *
 * <p>Each step draws a batch (Poisson by geometric skipping, O(B) per step), computes every sampled
 * example's softmax residual, hands it to the {@link GradientRule} (which clips and sums, then noises the
 * sum), and moves the parameters by -eta (G / (q n) + weightDecay theta), through heavy-ball momentum when
 * asked. An empty batch still adds noise and steps. The final iterate is returned (no averaging).
 * Streams: {@code structural("init")} for the start, {@code child("sampler")} for batches,
 * {@code child("gradient-noise")} for the privacy noise.
 */
public final class DpSgd {

    /**
     * What a run produced.
     *
     * @param params       [W (C x k), b (C)] after the last step
     * @param sampled      examples summed over all steps
     * @param clipped      of which the clip scaled down
     * @param emptyBatches steps whose batch was empty
     */
    public record Result(double[] params, long sampled, long clipped, int emptyBatches) {
        public Result {
            params = params.clone();
        }

        @Override
        public double[] params() {
            return params.clone();
        }

        /** The fraction of sampled examples that were clipped (0 when none were sampled). */
        public double clippedFraction() {
            return sampled == 0 ? 0 : (double) clipped / sampled;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Result r && Arrays.equals(params, r.params) && sampled == r.sampled
                    && clipped == r.clipped && emptyBatches == r.emptyBatches;
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(params);
        }

        @Override
        public String toString() {
            return "DpSgd.Result[" + params.length + " params, sampled=" + sampled + ", clipped=" + clipped + "]";
        }
    }

    /**
     * Row length from which the class dot products go through stripes in memory ({@link #striped}): where the SIMD
     * kernel starts ({@link RowKernels#forRowLength}); measured at d = 64 it also beats dot4's lane-by-lane sums.
     */
    static final int STRIPED_FROM = 64;

    /** Columns per chunk of {@link #striped}: 4 rows x 256 doubles (8 KB) and the classes' weights' chunks in L1. */
    static final int STRIPE_CHUNK = 256;

    private DpSgd() {
    }

    /**
     * Trains the softmax model.
     *
     * @param x        row-major n x k features (read only)
     * @param n        rows
     * @param k        features per row
     * @param labels   class indices in [0, classes)
     * @param classes  C >= 2
     * @param s        the settings
     * @param rule     clipping, summing and noising
     * @param noise    the source of every draw
     */
    static Result train(double[] x, int n, int k, int[] labels, int classes, SgdSettings s, GradientRule rule,
                        NoiseSource noise) {
        int dim = classes * k + classes;
        double[] params = initial(dim, k, s.init(), noise.structural("init"));
        double[] direction = new double[dim];
        double[] velocity = s.momentum() > 0 ? new double[dim] : null;
        double[] residual = new double[classes];
        double[][] residuals4 = new double[4][classes];
        double[][] classRows = new double[classes][k];
        double[] logits = new double[4];
        double[] stripes = new double[32 * classes];
        int[] batch = new int[n];
        BatchSampler sampler = BatchSampler.of(s, n, noise.child("sampler"));
        NoiseSource gradientNoise = noise.child("gradient-noise");
        // q N: B while B < N, and with a declared public N never the private n
        double expected = s.sampling().poisson() ? SgdPrivacy.rate(s, n) * s.rateRows(n)
                : Math.min(s.batchSize(), n);
        double scale = 1.0 / expected;
        long sampled = 0;
        int empty = 0;
        for (int t = 0; t < s.steps(); t++) {
            rule.beforeStep(t, params);
            rule.begin();
            int size = sampler.next(batch);
            for (int c = 0; c < classes; c++) {
                System.arraycopy(params, c * k, classRows[c], 0, k);
            }
            int b = 0;
            // four examples at a time: each class's weights are read once per four rows, and the rule adds the
            // four clipped gradients in one sweep; the bits are those of one example at a time
            for (; b + 3 < size; b += 4) {
                residuals4(params, classRows, x, batch, b, k, classes, labels, logits, stripes, residuals4);
                rule.add4(x, batch[b] * k, batch[b + 1] * k, batch[b + 2] * k, batch[b + 3] * k,
                        residuals4[0], residuals4[1], residuals4[2], residuals4[3]);
            }
            for (; b < size; b++) {
                int i = batch[b];
                residual(params, x, i * k, k, classes, labels[i], residual);
                rule.add(x, i * k, residual);
            }
            sampled += size;
            empty += size == 0 ? 1 : 0;
            rule.noisySum(direction, gradientNoise);
            step(params, direction, velocity, scale, s);
        }
        return new Result(params, sampled, rule.clipped(), empty);
    }

    /**
     * Trains with Opacus's flat clipping at the settings' C and noise sd sigma C on every sum (what
     * dpsgd-full runs after calibration; public for benchmarks).
     */
    public static Result train(double[] x, int n, int k, int[] labels, int classes, SgdSettings s,
                               double noiseMultiplier, NoiseSource noise) {
        return train(x, n, k, labels, classes, s, new FlatClipRule(k, classes, s.clip(), noiseMultiplier * s.clip()),
                noise);
    }


    /** r = softmax(W z + b) - onehot(y), computed stably (max logit subtracted). */
    public static void residual(double[] params, double[] x, int off, int k, int classes, int label, double[] r) {
        int bOff = classes * k;
        // SIMD for long rows, scalar for short ones: the same bits (RowKernel)
        RowKernel rows = RowKernels.forRowLength(k);
        for (int c = 0; c < classes; c++) {
            r[c] = rows.dot(x, off, params, c * k, k) + params[bOff + c];
        }
        softmaxResidual(r, classes, label);
    }

    /**
     * The residuals of the four examples batch[b..b+4), the same bits as {@link #residual} on each: the class
     * dot products go through {@link RowKernel#dot4}, whose stripes are those of the one-row dot.
     *
     * @param classRows W's rows, copied out of params (dot4 reads its weights from offset 0)
     * @param logits    scratch of length 4
     * @param stripes   scratch of length 32 classes
     */
    static void residuals4(double[] params, double[][] classRows, double[] x, int[] batch, int b, int k, int classes,
                           int[] labels, double[] logits, double[] stripes, double[][] out) {
        int bOff = classes * k;
        RowKernel rows = RowKernels.forRowLength(k);
        int o0 = batch[b] * k;
        int o1 = batch[b + 1] * k;
        int o2 = batch[b + 2] * k;
        int o3 = batch[b + 3] * k;
        if (k >= STRIPED_FROM) {
            striped(params, x, o0, o1, o2, o3, k, classes, rows, stripes, out);
        } else {
            for (int c = 0; c < classes; c++) {
                rows.dot4(x, o0, o1, o2, o3, classRows[c], k, logits);
                double bias = params[bOff + c];
                for (int e = 0; e < 4; e++) {
                    out[e][c] = logits[e] + bias;
                }
            }
        }
        for (int e = 0; e < 4; e++) {
            softmaxResidual(out[e], classes, labels[batch[b + e]]);
        }
    }

    /**
     * The logits of four long rows, columns in chunks of {@link #STRIPE_CHUNK}: the four rows' chunk stays in L1
     * while every class's weights pass over it (whole rows would be read from L2 once per class), and the stripes
     * are summed from memory rather than lane by lane out of vector registers. The stripes
     * carry over from chunk to chunk ({@link RowKernel#dot4Stripes}), so the bits are those of one-row dots.
     */
    private static void striped(double[] params, double[] x, int o0, int o1, int o2, int o3, int k, int classes,
                                RowKernel rows, double[] stripes, double[][] out) {
        Arrays.fill(stripes, 0, 32 * classes, 0.0);
        int k8 = k & ~7;
        for (int j = 0; j < k8; j += STRIPE_CHUNK) {
            int to = Math.min(j + STRIPE_CHUNK, k8);
            for (int c = 0; c < classes; c++) {
                rows.dot4Stripes(x, o0, o1, o2, o3, params, c * k, j, to, stripes, 32 * c);
            }
        }
        int bOff = classes * k;
        int[] o = {o0, o1, o2, o3};
        for (int c = 0; c < classes; c++) {
            for (int e = 0; e < 4; e++) {
                out[e][c] = RowKernel.finishDot(stripes, 32 * c + 8 * e, x, o[e], params, c * k, k8, k)
                        + params[bOff + c];
            }
        }
    }

    /** Turns the logits in r into softmax(r) - onehot(label), stably (max logit subtracted). */
    private static void softmaxResidual(double[] r, int classes, int label) {
        double max = Double.NEGATIVE_INFINITY;
        for (int c = 0; c < classes; c++) {
            max = Math.max(max, r[c]);
        }
        double sum = 0;
        for (int c = 0; c < classes; c++) {
            r[c] = Math.exp(r[c] - max);
            sum += r[c];
        }
        for (int c = 0; c < classes; c++) {
            r[c] /= sum;
        }
        r[label] -= 1;
    }

    private static void step(double[] params, double[] direction, double[] velocity, double scale, SgdSettings s) {
        double lr = s.learningRate();
        double decay = s.weightDecay();
        if (velocity == null) {
            for (int j = 0; j < params.length; j++) {
                params[j] -= lr * (direction[j] * scale + decay * params[j]);
            }
            return;
        }
        double m = s.momentum();
        for (int j = 0; j < params.length; j++) {
            velocity[j] = m * velocity[j] + direction[j] * scale + decay * params[j];
            params[j] -= lr * velocity[j];
        }
    }

    private static double[] initial(int dim, int k, Init init, RandomGenerator rng) {
        double[] p = new double[dim];
        if (init == Init.UNIFORM) {
            double bound = 1 / Math.sqrt(k);
            for (int j = 0; j < dim; j++) {
                p[j] = bound * (2 * Gaussians.uniform(rng) - 1);
            }
        }
        return p;
    }
}

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
        int[] batch = new int[n];
        BatchSampler sampler = BatchSampler.of(s.sampling(), n, s.batchSize(), noise.child("sampler"));
        NoiseSource gradientNoise = noise.child("gradient-noise");
        double expected = s.sampling() == Sampling.POISSON ? Math.min(1.0, (double) s.batchSize() / n) * n
                : Math.min(s.batchSize(), n);
        double scale = 1.0 / expected;
        long sampled = 0;
        int empty = 0;
        for (int t = 0; t < s.steps(); t++) {
            rule.beforeStep(t, params);
            rule.begin();
            int size = sampler.next(batch);
            for (int b = 0; b < size; b++) {
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
        double max = Double.NEGATIVE_INFINITY;
        for (int c = 0; c < classes; c++) {
            r[c] = rows.dot(x, off, params, c * k, k) + params[bOff + c];
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

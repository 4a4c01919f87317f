package privbench.harness.bench;

import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import privbench.learners.semiprivate.sgd.DpSgd;
import privbench.learners.semiprivate.sgd.Init;
import privbench.learners.semiprivate.sgd.NoiseAccountant;
import privbench.learners.semiprivate.sgd.Sampling;
import privbench.learners.semiprivate.sgd.SgdSettings;
import privbench.privacy.accounting.Calibration;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;

/**
 * The cost of DP-SGD steps for a softmax model: privbench's loop (Poisson sampling by geometric skipping,
 * closed-form per-example norms, fused clipped accumulation) against a plain per-example loop (one
 * Bernoulli coin per row, each example's gradient materialised as a p-vector, its norm summed, scaled and
 * added). Both run {@link #STEPS} steps of the same settings per operation, noise included; divide the
 * reported time by {@link #STEPS} for one step.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class DpSgdStepBenchmark extends MicroBenchmark {

    /** Steps per benchmark operation. */
    public static final int STEPS = 10;
    private static final int CLASSES = 10;
    private static final int BATCH = 256;
    private static final double SIGMA = 1.0;

    /** Features per example (the model has CLASSES x (d + 1) parameters). */
    @Param({"64", "2048"})
    public int d;

    /** Private rows. */
    @Param({"5000"})
    public int n;

    private double[] x;
    private int[] labels;
    private SgdSettings settings;

    @Setup
    public void setUp() {
        var rng = SeededNoise.ofSeed(1).structural("bench");
        x = new double[n * d];
        Gaussians.fillStandard(rng, x, 0, x.length);
        labels = new int[n];
        for (int i = 0; i < n; i++) {
            labels[i] = (int) (Gaussians.uniform(rng) * CLASSES);
        }
        settings = SgdSettings.plain(0.5, STEPS, BATCH, 1.0, Init.ZERO, NoiseAccountant.PRV, Sampling.POISSON,
                Calibration.Search.OPACUS);
    }

    @Benchmark
    public double[] privbenchLoop() {
        return DpSgd.train(x, n, d, labels, CLASSES, settings, SIGMA, SeededNoise.ofSeed(2)).params();
    }

    @Benchmark
    public double[] plainPerExampleLoop() {
        return PlainDpSgd.train(x, n, d, labels, CLASSES, STEPS, BATCH, 0.5, 1.0, SIGMA, SeededNoise.ofSeed(2));
    }

    /** The textbook loop the benchmark compares against. */
    static final class PlainDpSgd {

        private PlainDpSgd() {
        }

        static double[] train(double[] x, int n, int k, int[] labels, int classes, int steps, int batch, double lr,
                              double clip, double sigma, NoiseSource noise) {
            int p = classes * k + classes;
            double[] params = new double[p];
            double[] sum = new double[p];
            double[] g = new double[p];
            double[] r = new double[classes];
            double q = (double) batch / n;
            NoiseSource coins = noise.child("sampler");
            NoiseSource gauss = noise.child("gradient-noise");
            for (int t = 0; t < steps; t++) {
                Arrays.fill(sum, 0.0);
                for (int i = 0; i < n; i++) {
                    if (coins.uniform() >= q) {
                        continue;
                    }
                    residual(params, x, i * k, k, classes, labels[i], r);
                    for (int c = 0; c < classes; c++) {
                        for (int j = 0; j < k; j++) {
                            g[c * k + j] = r[c] * x[i * k + j];
                        }
                        g[classes * k + c] = r[c];
                    }
                    double norm2 = 0;
                    for (double v : g) {
                        norm2 += v * v;
                    }
                    double f = Math.min(1, clip / (Math.sqrt(norm2) + 1e-6));
                    for (int j = 0; j < p; j++) {
                        sum[j] += f * g[j];
                    }
                }
                gauss.addGaussian(sum, sigma * clip);
                for (int j = 0; j < p; j++) {
                    params[j] -= lr * sum[j] / batch;
                }
            }
            return params;
        }

        private static void residual(double[] w, double[] x, int off, int k, int classes, int y, double[] r) {
            double max = Double.NEGATIVE_INFINITY;
            for (int c = 0; c < classes; c++) {
                double s = w[classes * k + c];
                for (int j = 0; j < k; j++) {
                    s += w[c * k + j] * x[off + j];
                }
                r[c] = s;
                max = Math.max(max, s);
            }
            double z = 0;
            for (int c = 0; c < classes; c++) {
                r[c] = Math.exp(r[c] - max);
                z += r[c];
            }
            for (int c = 0; c < classes; c++) {
                r[c] /= z;
            }
            r[y] -= 1;
        }
    }
}

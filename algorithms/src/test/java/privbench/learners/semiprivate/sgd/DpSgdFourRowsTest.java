package privbench.learners.semiprivate.sgd;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;
import privbench.privacy.accounting.Calibration;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;

/**
 * DP-SGD's four-examples-at-a-time step gives the bits of one example at a time: the residuals of
 * {@link DpSgd#residuals4} are those of {@link DpSgd#residual}, and a whole run through {@link FlatClipRule#add4}
 * equals a run whose rule only knows {@link GradientRule#add} (the interface's default add4), clipped count
 * included, on short (scalar kernel) and long (SIMD kernel) rows, with and without clipping.
 */
class DpSgdFourRowsTest {

    private static double[] features(int n, int k, String label) {
        var rng = SeededNoise.ofSeed(21).structural(label);
        double[] x = new double[n * k];
        Gaussians.fillStandard(rng, x, 0, x.length);
        return x;
    }

    /** FlatClipRule seen through the interface's defaults only: add4 is four add calls. */
    private static GradientRule oneAtATime(FlatClipRule rule) {
        return new GradientRule() {
            @Override
            public void begin() {
                rule.begin();
            }

            @Override
            public void add(double[] x, int off, double[] residual) {
                rule.add(x, off, residual);
            }

            @Override
            public void noisySum(double[] out, NoiseSource noise) {
                rule.noisySum(out, noise);
            }

            @Override
            public long clipped() {
                return rule.clipped();
            }
        };
    }

    @Test
    void residualsOfFourRows_areTheOneRowResiduals() {
        int n = 40;
        int classes = 5;
        for (int k : new int[] {7, 64, 131, 515, 1030}) {
            double[] x = features(n, k, "x" + k);
            double[] params = features(1, classes * k + classes, "w" + k);
            int[] labels = new int[n];
            for (int i = 0; i < n; i++) {
                labels[i] = (i * 7) % classes;
            }
            double[][] classRows = new double[classes][];
            for (int c = 0; c < classes; c++) {
                classRows[c] = java.util.Arrays.copyOfRange(params, c * k, (c + 1) * k);
            }
            int[] batch = {3, 17, 0, 39, 22};
            double[][] four = new double[4][classes];
            DpSgd.residuals4(params, classRows, x, batch, 1, k, classes, labels, new double[4], new double[32 * classes],
                    four);
            for (int e = 0; e < 4; e++) {
                int i = batch[1 + e];
                double[] one = new double[classes];
                DpSgd.residual(params, x, i * k, k, classes, labels[i], one);
                assertArrayEquals(one, four[e], 0.0, "k " + k + ", example " + i);
            }
        }
    }

    @Test
    void runThroughAdd4_equalsRunOneExampleAtATime() {
        int n = 300;
        int classes = 4;
        for (int k : new int[] {9, 64, 300, 777}) {
            for (double clip : new double[] {0.5, Double.POSITIVE_INFINITY}) {
                double[] x = features(n, k, "run" + k);
                int[] labels = new int[n];
                for (int i = 0; i < n; i++) {
                    labels[i] = (i * 5 + i / 7) % classes;
                }
                SgdSettings s = SgdSettings.plain(0.3, 25, 37, Double.isInfinite(clip) ? 1.0 : clip,
                        Init.UNIFORM, NoiseAccountant.PRV, Sampling.POISSON, Calibration.Search.OPACUS);
                double sd = Double.isInfinite(clip) ? 0 : 0.8 * clip;
                DpSgd.Result fused = DpSgd.train(x, n, k, labels, classes, s, new FlatClipRule(k, classes, clip, sd),
                        SeededNoise.ofSeed(4));
                DpSgd.Result single = DpSgd.train(x, n, k, labels, classes, s,
                        oneAtATime(new FlatClipRule(k, classes, clip, sd)), SeededNoise.ofSeed(4));
                assertArrayEquals(single.params(), fused.params(), 0.0, "k " + k + ", clip " + clip);
                assertEquals(single.clipped(), fused.clipped());
                assertEquals(single.sampled(), fused.sampled());
                if (!Double.isInfinite(clip)) {
                    // the clip must be active for the comparison to cover the clipped path
                    assertFalse(fused.clipped() == 0, "no example was clipped at C = " + clip);
                }
            }
        }
    }
}

package privbench.learners.semiprivate.sgd;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.linalg.Vectors;
import privbench.privacy.accounting.Calibration;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.ScaledNoise;

/** spec-003 section 5 items 5 and 6: the DP-SGD loop's clipping, noise, update and sampling. */
class DpSgdTest {

    private static SgdSettings settings(double lr, int steps, int batch) {
        return SgdSettings.plain(lr, steps, batch, 1.0, Init.ZERO, NoiseAccountant.PRV, Sampling.POISSON,
                Calibration.Search.OPACUS);
    }

    @Nested
    class Clipping {

        @Test
        void closedFormNorm_equalsTheMaterialisedGradient_andClippedSumsStayWithinC() {
            var rng = SeededNoise.ofSeed(5).structural("clip");
            int k = 13;
            int classes = 4;
            double[] z = new double[k];
            double[] r = new double[classes];
            for (int trial = 0; trial < 500; trial++) {
                Gaussians.fillStandard(rng, z, 0, k);
                Vectors.scale(Math.exp(4 * Gaussians.standard(rng)), z);   // norms from ~1e-5 to ~1e5
                Gaussians.fillStandard(rng, r, 0, classes);
                double[] g = new double[classes * k + classes];
                for (int c = 0; c < classes; c++) {
                    for (int j = 0; j < k; j++) {
                        g[c * k + j] = r[c] * z[j];
                    }
                    g[classes * k + c] = r[c];
                }
                double materialised = Vectors.norm(g);
                assertEquals(materialised, FlatClipRule.gradientNorm(z, 0, k, r), 1e-12 * materialised);
                FlatClipRule rule = new FlatClipRule(k, classes, 1.0, 0.0);
                rule.begin();
                rule.add(z, 0, r);
                double[] out = new double[g.length];
                rule.noisySum(out, SeededNoise.ofSeed(1));
                assertTrue(Vectors.norm(out) <= 1.0 * (1 + 1e-9), "clipped norm " + Vectors.norm(out));
                if (materialised < 0.5) {
                    assertArrayEquals(g, out, 1e-12 * materialised, "short gradients pass unchanged");
                }
            }
        }
    }

    @Nested
    class Noise {

        /**
         * With no example summed, every coordinate of the noisy sum is N(0, (sigma C)^2). Over N = 10^5 steps
         * of 21 coordinates the sample variance has relative sd sqrt(2/N) = 0.1%; the 1% tolerance on the sd
         * (2% on the variance) is about 20 sd, a false-rejection rate far below 1e-9. Noise halved moves the
         * sd by 50%.
         */
        private boolean sdMatches(NoiseSource noise) {
            double sigmaC = 2.5;
            FlatClipRule rule = new FlatClipRule(4, 3, 1.0, sigmaC);
            double[] out = new double[15];
            double sum = 0;
            double sumSq = 0;
            long count = 0;
            for (int t = 0; t < 100_000 / 15 * 21; t++) {
                rule.begin();
                rule.noisySum(out, noise);
                for (double v : out) {
                    sum += v;
                    sumSq += v * v;
                    count++;
                }
            }
            double mean = sum / count;
            double sd = Math.sqrt((sumSq - count * mean * mean) / (count - 1));
            return Math.abs(sd / sigmaC - 1) <= 0.01 && Math.abs(mean) < 5 * sigmaC / Math.sqrt(count);
        }

        @Test
        void noiseOnTheSum_hasSdSigmaC() {
            assertTrue(sdMatches(SeededNoise.ofSeed(7)));
        }

        @Test
        void negativeControl_noiseHalved_isDetected() {
            assertFalse(sdMatches(new ScaledNoise(SeededNoise.ofSeed(7), 0.5)));
        }

        @Test
        void update_isMinusEtaTimesTheNoisySumOverTheExpectedBatch() {
            double[] direction = {0.3, -1.2, 2.0, 0.7, -0.1, 5.0};   // C = 2 classes, k = 2: 2*2 + 2
            GradientRule fixed = new Recording(direction);
            double lr = 0.7;
            int n = 40;
            DpSgd.Result r = DpSgd.train(new double[n * 2], n, 2, new int[n], 2, settings(lr, 1, 10), fixed,
                    SeededNoise.ofSeed(3));
            double[] expected = new double[6];
            for (int j = 0; j < 6; j++) {
                expected[j] = -lr * direction[j] / (0.25 * n);   // q = B/n = 10/40, divide by q n = 10
            }
            assertArrayEquals(expected, r.params(), 1e-15);
        }

        @Test
        void emptyPoissonBatches_stillAddNoiseAndStep() {
            Recording rule = new Recording(new double[] {1, 1, 1, 1, 1, 1});
            int n = 1000;
            DpSgd.Result r = DpSgd.train(new double[n * 2], n, 2, new int[n], 2, settings(1.0, 300, 1), rule,
                    SeededNoise.ofSeed(9));
            // q = 0.001, n = 1000: P(empty) = 0.999^1000 = 0.368; 300 steps give 110 +- 8.4 empty batches
            assertTrue(r.emptyBatches() > 60 && r.emptyBatches() < 160, "empty " + r.emptyBatches());
            assertEquals(300, rule.noised, "noise is added at every step, empty or not");
            assertEquals(-300.0, r.params()[0], 1e-9, "every step moves the parameters");
        }
    }

    @Nested
    class BatchDraws {

        @Test
        void geometricSkipping_samplesEveryRowWithRateQ() {
            int n = 500;
            double q = 0.03;
            PoissonSampler s = new PoissonSampler(n, q, SeededNoise.ofSeed(11));
            int[] out = new int[n];
            int[] hits = new int[n];
            int steps = 20_000;
            double sum = 0;
            double sumSq = 0;
            for (int t = 0; t < steps; t++) {
                int b = s.next(out);
                sum += b;
                sumSq += (double) b * b;
                for (int i = 0; i < b; i++) {
                    hits[out[i]]++;
                    if (i > 0) {
                        assertTrue(out[i] > out[i - 1], "indices increase: no row twice in a batch");
                    }
                }
            }
            double mean = sum / steps;
            double var = sumSq / steps - mean * mean;
            // batch size ~ Binomial(500, 0.03): mean 15, variance 14.55; 5 sd of the sample mean and variance
            assertEquals(n * q, mean, 5 * Math.sqrt(n * q * (1 - q) / steps));
            assertEquals(n * q * (1 - q), var, 5 * n * q * (1 - q) * Math.sqrt(2.0 / steps) * 1.5);
            // a row's count ~ Binomial(20000, 0.03): mean 600, sd 24.1; the extremes of 500 rows stay within 5 sd
            for (int h : hits) {
                assertEquals(steps * q, h, 5 * Math.sqrt(steps * q * (1 - q)));
            }
        }

        @Test
        void shuffledBatches_useEveryRowOncePerEpoch() {
            ShuffledBatches s = new ShuffledBatches(10, 3, SeededNoise.ofSeed(2));
            int[] out = new int[10];
            List<Integer> seen = new ArrayList<>();
            for (int b = 0; b < 3; b++) {
                assertEquals(3, s.next(out));
                for (int i = 0; i < 3; i++) {
                    seen.add(out[i]);
                }
            }
            assertEquals(9, seen.stream().distinct().count(), "3 batches of 3 from 10 rows: no row twice in an epoch");
        }
    }

    /** A rule whose noisy sum is a fixed vector; counts the steps. */
    private static final class Recording implements GradientRule {
        private final double[] direction;
        int noised;

        Recording(double[] direction) {
            this.direction = direction;
        }

        @Override
        public void begin() {
        }

        @Override
        public void add(double[] x, int off, double[] residual) {
        }

        @Override
        public void noisySum(double[] out, NoiseSource noise) {
            System.arraycopy(direction, 0, out, 0, out.length);
            noised++;
        }

        @Override
        public long clipped() {
            return 0;
        }
    }
}

package privbench.learners.semiprivate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.LongFunction;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.SoftmaxModel;
import privbench.learners.TrainingData;
import privbench.learners.semiprivate.sgd.Init;
import privbench.learners.semiprivate.sgd.NoiseAccountant;
import privbench.learners.semiprivate.sgd.Sampling;
import privbench.privacy.Budget;
import privbench.privacy.Neighbouring;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.Accountants;
import privbench.privacy.accounting.Calibration;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.ScaledNoise;
import privbench.testing.ZeroNoise;

class PillarTest {

    private static final Dataset PUBLIC = SemiPrivateData.rows(400, 128, 100);
    private static final Dataset PRIVATE = SemiPrivateData.rows(2000, 128, 101);
    private static final Dataset TEST = SemiPrivateData.rows(2000, 128, 102);
    private static final Dataset SMALL_PUBLIC = SemiPrivateData.rows(100, 32, 103);
    private static final Dataset SMALL_PRIVATE = SemiPrivateData.rows(400, 32, 104);

    private static Pillar.Options options(int k, double lr, int steps, int batch, Init init) {
        return new Pillar.Options(k, true, new DpSgdOptions(lr, steps, batch, 1.0, Sampling.POISSON, init,
                NoiseAccountant.PRV, Calibration.Search.OPACUS));
    }

    private static Fit fit(Pillar.Options o, Budget b, NoiseSource noise) {
        return new Pillar(o).fit(SemiPrivateData.training(Pillar.class, PRIVATE, PUBLIC), b, noise);
    }

    private static Fit small(Pillar.Options o, Budget b, NoiseSource noise) {
        return new Pillar(o).fit(SemiPrivateData.training(Pillar.class, SMALL_PRIVATE, SMALL_PUBLIC), b, noise);
    }

    @Nested
    class Privacy {

        @Test
        void sigma_isThePrvCalibration_andTheGuaranteeIsTheSubsampledGaussianItRan() {
            Budget budget = new Budget(0.5, 1e-5);
            Fit f = small(options(10, 1, 300, 128, Init.UNIFORM), budget, SeededNoise.ofSeed(1));
            double q = 128.0 / 400;
            double sigma = Calibration.noiseMultiplier(s -> new PrivacyEvent.Repeated(
                    new PrivacyEvent.SubsampledGaussian(s, q), 300), Accountants.PRV, 0.5, 1e-5,
                    Calibration.Search.OPACUS).noiseMultiplier();
            assertEquals(sigma, f.diagnostics().get("sigma"), 0.0);
            assertEquals(q, f.diagnostics().get("sampling_rate"), 0.0);
            assertEquals(new PrivacyEvent.Repeated(new PrivacyEvent.SubsampledGaussian(sigma, q), 300), f.spent().event());
            assertEquals("prv", f.spent().accountant());
            assertEquals(Neighbouring.ADD_REMOVE, f.spent().relation());
            assertTrue(f.spent().epsilon() <= 0.5 && f.spent().epsilon() > 0.49, "Opacus search: within 0.01 below");
            assertEquals(1e-5, f.spent().delta(), 0.0);
        }

        /**
         * One step at q = 1 moves W_raw = W A_k by -(G + N) A_k / n; ||N A_k||_F^2 = ||N||_F^2 ~ s^2 chi^2(C k)
         * with s = sigma C / n. Five seeds give 500 degrees of freedom: the ratio's sd is sqrt(2/500) = 0.063,
         * so [0.7, 1.4] is wider than 4.7 sd; noise halved gives 0.25.
         */
        static double noiseRatio(LongFunction<NoiseSource> source) {
            Pillar.Options o = options(10, 1, 1, 400, Init.ZERO);
            Budget budget = new Budget(1, 1e-5);
            double total = 0;
            for (long seed = 1; seed <= 5; seed++) {
                Fit noisy = small(o, budget, source.apply(seed));
                Fit clean = small(o, budget, new ZeroNoise(seed));
                double s = noisy.diagnostics().get("sigma") * 1.0 / 400;
                total += NoiseScale.ratio((SoftmaxModel) noisy.model(), (SoftmaxModel) clean.model(), 100, s);
            }
            return total / 5;
        }

        @Test
        void releasedModel_carriesNoiseOfSdSigmaCOverTheExpectedBatch() {
            double r = noiseRatio(SeededNoise::ofSeed);
            assertTrue(r > 0.7 && r < 1.4, "ratio " + r);
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void noiseHalved_isCaught() {
            double r = Privacy.noiseRatio(seed -> new ScaledNoise(SeededNoise.ofSeed(seed), 0.5));
            assertTrue(r < 0.5, "ratio " + r + " must fall outside [0.7, 1.4]");
        }
    }

    @Nested
    class Determinism {

        @Test
        void sameSeed_bitIdentical_anotherSeed_different() {
            Pillar.Options o = options(10, 1, 100, 128, Init.UNIFORM);
            Budget b = new Budget(1, 1e-5);
            Fit a = small(o, b, SeededNoise.forCell(3, "cell"));
            Fit again = small(o, b, SeededNoise.forCell(3, "cell"));
            Fit other = small(o, b, SeededNoise.forCell(4, "cell"));
            assertEquals(a.model(), again.model());
            assertEquals(a.diagnostics(), again.diagnostics());
            assertNotEquals(a.model(), other.model());
        }
    }

    @Nested
    class Utility {

        /**
         * Ten classes on a rank-10 signal (chance 0.1). Theorem 1: PILLAR's private error scales with sqrt(k)
         * rather than sqrt(d), so at k = 10, d = 128 it must beat DP-SGD on the raw features at epsilon 0.3;
         * more budget cannot hurt on average (epsilon 8 beats 0.1), and the non-private run bounds both
         * within sampling error (5 sd of a binomial accuracy on 2000 test rows is 0.05).
         */
        @Test
        void pillar_beatsDpSgdFull_atSmallEpsilon_andIsBoundedByTheNonPrivateRun() {
            Pillar.Options o = options(10, 1, 200, 256, Init.UNIFORM);
            double low = accuracy(fit(o, new Budget(0.1, 1e-5), SeededNoise.ofSeed(1)));
            double mid = accuracy(fit(o, new Budget(0.3, 1e-5), SeededNoise.ofSeed(1)));
            double high = accuracy(fit(o, new Budget(8, 1e-5), SeededNoise.ofSeed(1)));
            double open = accuracy(fit(o, new Budget(Double.POSITIVE_INFINITY, 0), SeededNoise.ofSeed(1)));
            var fullOptions = new DpSgdFull.Options(new DpSgdOptions(1, 200, 256, 1, Sampling.POISSON, Init.UNIFORM,
                    NoiseAccountant.PRV, Calibration.Search.OPACUS));
            Fit full = new DpSgdFull(fullOptions).fit(TrainingData.privateOnly(PRIVATE),
                    new Budget(0.3, 1e-5), SeededNoise.ofSeed(1));
            double fullMid = accuracy(full);
            assertTrue(high > low, "epsilon 8: " + high + " vs 0.1: " + low);
            assertTrue(mid > fullMid + 0.05, "pillar " + mid + " vs dpsgd-full " + fullMid + " at epsilon 0.3");
            assertTrue(open >= high - 0.05, "non-private " + open + " vs epsilon 8: " + high);
            assertTrue(open > 0.5, "the signal is learnable: " + open);
        }

        private double accuracy(Fit f) {
            return SemiPrivateData.accuracy(f.model(), TEST);
        }
    }
}

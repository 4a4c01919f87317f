package privbench.learners.semiprivate;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import privbench.privacy.accounting.Calibration;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Reproducibility;
import privbench.testing.ScaledNoise;
import privbench.testing.UtilityOrder;
import privbench.testing.ZeroNoise;

class DpSgdFullTest {

    private static final Dataset PRIVATE = SemiPrivateData.rows(300, 20, 201);

    private static Fit fit(DpSgdFull.Options o, Budget b, NoiseSource noise) {
        return new DpSgdFull(o).fit(TrainingData.privateOnly(PRIVATE), b, noise);
    }

    private static DpSgdFull.Options oneStep(NoiseAccountant acc) {
        return new DpSgdFull.Options(new DpSgdOptions(1, 1, 300, 1, Sampling.POISSON, Init.ZERO, acc,
                Calibration.Search.OPACUS));
    }

    /**
     * One full-batch step from zero: W = -(G + N_W) / n. The weight difference against zero noise is s^2
     * chi^2(C d) with s = sigma C / n; 5 seeds x 200 weights give sd sqrt(2/1000) = 0.045 on the ratio, so
     * [0.8, 1.25] is wider than 4.4 sd.
     */
    static double ratio(LongFunction<NoiseSource> source, NoiseAccountant acc) {
        double total = 0;
        for (long seed = 1; seed <= 5; seed++) {
            Fit noisy = fit(oneStep(acc), new Budget(2, 1e-5), source.apply(seed));
            Fit clean = fit(oneStep(acc), new Budget(2, 1e-5), new ZeroNoise(seed));
            total += NoiseScale.ratio((SoftmaxModel) noisy.model(), (SoftmaxModel) clean.model(), 200,
                    noisy.diagnostics().get("sigma") / 300);
        }
        return total / 5;
    }

    @Nested
    class Privacy {

        @Test
        void noiseInTheReleasedWeights_hasTheCalibratedScale_underPrvAndRdp() {
            for (NoiseAccountant acc : new NoiseAccountant[] {NoiseAccountant.PRV, NoiseAccountant.RDP}) {
                double r = ratio(SeededNoise::ofSeed, acc);
                assertTrue(r > 0.8 && r < 1.25, acc + ": ratio " + r);
            }
        }

        @Test
        void guarantee_isWithinBudget_andNamesItsAccountant() {
            Fit f = fit(new DpSgdFull.Options(new DpSgdOptions(1, 50, 64, 1, Sampling.POISSON, Init.UNIFORM,
                    NoiseAccountant.PLD, Calibration.Search.PRECISE)), new Budget(1, 1e-5), SeededNoise.ofSeed(1));
            assertEquals("pld", f.spent().accountant());
            assertTrue(f.spent().epsilon() <= 1 && f.spent().epsilon() > 0.999, "precise search: " + f.spent());
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void noiseHalved_isCaught() {
            double r = ratio(seed -> new ScaledNoise(SeededNoise.ofSeed(seed), 0.5), NoiseAccountant.PRV);
            assertTrue(r < 0.5, "ratio " + r);
        }
    }

    @Nested
    class Determinism {

        @Test
        void sameSeed_bitIdentical_anotherSeed_different() {
            Reproducibility.assertSeedDecides(seed -> fit(DpSgdFull.Options.DEFAULTS, new Budget(1, 1e-5),
                    SeededNoise.forCell(seed, "a")));
        }
    }

    @Nested
    class Utility {

        /**
         * Ten classes on a rank-10 signal (chance 0.1): epsilon 8 beats 0.1, and the non-private SGD with the same
         * schedule bounds both, within 3 binomial sd on 600 test rows.
         */
        @Test
        void epsilon8_beatsEpsilon01_andNonPrivateSgdBoundsBoth() {
            Dataset test = SemiPrivateData.rows(600, 20, 202);
            DpSgdFull.Options o = new DpSgdFull.Options(new DpSgdOptions(1, 100, 64, 1, Sampling.POISSON,
                    Init.UNIFORM, NoiseAccountant.PRV, Calibration.Search.OPACUS));
            Fit open = new NonPrivateSgd(new NonPrivateSgd.Options(0, true, 1, 100, 64, Init.UNIFORM))
                    .fit(TrainingData.privateOnly(PRIVATE), new Budget(Double.POSITIVE_INFINITY, 0), SeededNoise.ofSeed(2));
            UtilityOrder.check(b -> fit(o, b, SeededNoise.ofSeed(2)), 8, 0.1, open, test);
        }
    }
}

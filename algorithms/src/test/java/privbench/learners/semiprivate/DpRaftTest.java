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
import privbench.privacy.Budget;
import privbench.privacy.Neighbouring;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.Calibration;
import privbench.privacy.accounting.Gdp;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Reproducibility;
import privbench.testing.ScaledNoise;
import privbench.testing.ZeroNoise;

class DpRaftTest {

    private static final Dataset PRIVATE = SemiPrivateData.rows(300, 20, 301);

    static DpRaftOptions options(double lr, int epochs, double momentum, Calibration.Search search) {
        return new DpRaftOptions(lr, epochs, 1.0, momentum, Init.ZERO, NoiseAccountant.PRV, search);
    }

    private static Fit fit(DpRaft learner, Dataset data, Budget b, NoiseSource noise) {
        return learner.fit(TrainingData.privateOnly(data), b, noise);
    }

    private static Fit fit(DpRaftOptions o, Budget b, NoiseSource noise) {
        return fit(new DpRaft(new DpRaft.Options(o)), PRIVATE, b, noise);
    }

    /**
     * With q = 1 the step divides by the row count, public only under replace-one, where the clipped sum moves by
     * at most 2C: the run is T Gaussian mechanisms of multiplier sigma / 2, exactly mu-GDP with mu = 2 sqrt(T)/sigma
     * (Dong, Roth and Su 2022, Cor. 3.3), so the exact sigma for (epsilon, delta) is 2 sqrt(T) / muFor(epsilon,
     * delta). The calibration may sit above it by the accountant's stated tolerance: Opacus's search stops within
     * 0.01 below the target, and PRV's eps_upper exceeds the exact epsilon by at most 2 eps_error = 0.02 plus the
     * shift of delta by delta/1000 (below 0.005 here): the exact epsilon of the calibrated sigma lies in
     * [epsilon - 0.035, epsilon], i.e. sigma between the exact sigmas of epsilon and epsilon - 0.035.
     */
    static void assertGdpCalibration(Fit f, Budget budget, int steps) {
        double sigma = f.diagnostics().get("sigma");
        double exact = 2 * Math.sqrt(steps) / Gdp.muFor(budget.epsilon(), budget.delta());
        double loosest = 2 * Math.sqrt(steps) / Gdp.muFor(budget.epsilon() - 0.035, budget.delta());
        assertTrue(sigma >= exact * (1 - 1e-9) && sigma <= loosest,
                "sigma " + sigma + " outside the GDP interval [" + exact + ", " + loosest + "]");
        assertEquals(1.0, f.diagnostics().get("sampling_rate"), 0.0, "q = 1 exactly");
        assertEquals(new PrivacyEvent.Repeated(new PrivacyEvent.Gaussian(sigma / 2), steps), f.spent().event(),
                "T plain Gaussian mechanisms of sensitivity 2C, no amplification");
        assertEquals(Neighbouring.REPLACE_ONE, f.spent().relation());
        assertEquals("prv", f.spent().accountant());
        assertTrue(f.spent().epsilon() <= budget.epsilon(), "spent " + f.spent());
        assertEquals(budget.delta(), f.spent().delta(), 0.0);
        assertTrue(f.spent().caveat().contains("RECON"), f.spent().caveat());
    }

    /**
     * One full-batch step from zero (lr 1; momentum's first step is the gradient itself): W = -(G + N_W) / n with
     * N_W of sd sigma C, sigma the exact GDP multiplier. The sum of squared weight differences against zero noise
     * over its expectation 200 (sigma C / n)^2 has sd sqrt(2/1000) = 0.045 over 5 seeds, and the calibrated
     * sigma is at most 3% above the exact one (ratio at most 1.06): [0.8, 1.3] holds with more than 4 sd to
     * spare, and halved noise (0.25) falls far outside.
     */
    static double noiseRatio(LongFunction<NoiseSource> source) {
        Budget budget = new Budget(1, 1e-5);
        double exact = 2 / Gdp.muFor(1, 1e-5);
        DpRaftOptions o = options(1, 1, 0.9, Calibration.Search.OPACUS);
        double total = 0;
        for (long seed = 1; seed <= 5; seed++) {
            Fit noisy = fit(o, budget, source.apply(seed));
            Fit clean = fit(o, budget, new ZeroNoise(seed));
            total += NoiseScale.ratio((SoftmaxModel) noisy.model(), (SoftmaxModel) clean.model(), 200,
                    exact / PRIVATE.rows());
        }
        return total / 5;
    }

    /**
     * One noiseless full-batch step (zero start, lr 1) on two datasets that differ in one row moves the
     * parameters apart by at most 2C / n in L2 (replace-one sensitivity of the clipped sum divided by n): the
     * sensitivity the noise is calibrated for. The replaced row is scaled by 50, so an unclipped gradient moves
     * them by about 50 times more.
     */
    static double oneStepDistance(boolean clip) {
        double[] x = PRIVATE.x().clone();
        for (int j = 0; j < PRIVATE.cols(); j++) {
            x[j] *= 50;
        }
        Dataset neighbour = PRIVATE.withFeatures(x, PRIVATE.cols(), Double.POSITIVE_INFINITY);
        DpRaft.Options o = new DpRaft.Options(options(1, 1, 0.9, Calibration.Search.OPACUS));
        Budget budget = new Budget(1, 1e-5);
        SoftmaxModel a = (SoftmaxModel) fit(new DpRaft(o, clip), PRIVATE, budget, new ZeroNoise(1)).model();
        SoftmaxModel b = (SoftmaxModel) fit(new DpRaft(o, clip), neighbour, budget, new ZeroNoise(1)).model();
        double ss = 0;
        for (int j = 0; j < a.weights().length; j++) {
            ss += Math.pow(a.weights()[j] - b.weights()[j], 2);
        }
        for (int j = 0; j < a.biases().length; j++) {
            ss += Math.pow(a.biases()[j] - b.biases()[j], 2);
        }
        return Math.sqrt(ss) * PRIVATE.rows() / (2 * 1.0);
    }

    @Nested
    class Privacy {

        @Test
        void sigma_isTheExactGdpAnswer_forTGaussianMechanisms_underOpacusAndPreciseSearch() {
            for (double eps : new double[] {0.1, 0.7, 1.0}) {
                Budget budget = new Budget(eps, 1e-5);
                assertGdpCalibration(fit(options(1, 10, 0.9, Calibration.Search.OPACUS), budget,
                        SeededNoise.ofSeed(1)), budget, 10);
                assertGdpCalibration(fit(options(1, 50, 0.9, Calibration.Search.PRECISE), budget,
                        SeededNoise.ofSeed(1)), budget, 50);
            }
        }

        @Test
        void releasedWeights_carryTheGdpNoiseScale() {
            double r = noiseRatio(SeededNoise::ofSeed);
            assertTrue(r > 0.8 && r < 1.3, "ratio " + r);
        }

        @Test
        void oneStep_movesTheParametersByAtMostTheClippedSensitivity() {
            double d = oneStepDistance(true);
            assertTrue(d <= 1 + 1e-12, "distance over 2C/n: " + d);
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void noiseHalved_isCaught() {
            double r = noiseRatio(seed -> new ScaledNoise(SeededNoise.ofSeed(seed), 0.5));
            assertTrue(r < 0.5, "ratio " + r + " must fall outside [0.8, 1.3]");
        }

        @Test
        void clippingRemoved_isCaught() {
            double d = oneStepDistance(false);
            assertTrue(d > 2, "distance over 2C/n without clipping: " + d);
        }
    }

    @Nested
    class Determinism {

        @Test
        void sameSeed_bitIdentical_anotherSeed_different() {
            Reproducibility.assertSeedDecides(seed -> fit(DpRaftOptions.PAPER, new Budget(1, 1e-5),
                    SeededNoise.forCell(seed, "a")));
        }
    }

    @Nested
    class Utility {

        private static final Dataset LARGE = SemiPrivateData.rows(2000, 20, 302);
        private static final Dataset TEST = SemiPrivateData.rows(2000, 20, 303);

        /**
         * Ten classes on a rank-10 signal in d = 20 (chance 0.1). At epsilon 8 with T = 10 the calibrated sigma
         * is about sqrt(10)/mu(8) ~ 1, so the noise on the averaged gradient, sd sigma C / n ~ 5e-4 per
         * coordinate, is two orders below the clipped class-mean signal (of order 0.1 / sqrt(d) ~ 0.02): DP-GD
         * must land near the same clipped run with zero noise. We ask for accuracy above 0.5, more than 35
         * binomial sd (at most sqrt(0.25/2000) = 0.011) above chance, and within 0.05 (4.5 sd) of the zero-noise
         * run. (The epsilon = +Infinity run neither clips nor noises, so it is not the comparator.)
         */
        @Test
        void epsilon8_isFarAboveChance_andCloseToTheZeroNoiseRun() {
            DpRaft learner = new DpRaft(DpRaft.Options.DEFAULTS);
            Budget b = new Budget(8, 1e-5);
            double priv = SemiPrivateData.accuracy(fit(learner, LARGE, b, SeededNoise.ofSeed(4)).model(), TEST);
            double clean = SemiPrivateData.accuracy(fit(learner, LARGE, b, new ZeroNoise(4)).model(), TEST);
            assertTrue(priv > 0.5, "epsilon 8: " + priv);
            assertTrue(Math.abs(priv - clean) < 0.05, "epsilon 8: " + priv + " vs zero noise " + clean);
        }

        @Test
        void momentum_changesTheIterates() {
            Budget b = new Budget(1, 1e-5);
            Fit heavy = fit(options(1, 10, 0.9, Calibration.Search.OPACUS), b, SeededNoise.ofSeed(5));
            Fit plain = fit(options(1, 10, 0, Calibration.Search.OPACUS), b, SeededNoise.ofSeed(5));
            assertEquals(heavy.diagnostics().get("sigma"), plain.diagnostics().get("sigma"), 0.0,
                    "momentum is post-processing: same calibration");
            assertNotEquals(heavy.model(), plain.model());
            // heavy-ball with beta 0.9 moves about (1 - 0.9^t) / 0.1 times further per step than plain GD:
            // after 10 steps the weights are several times larger in norm
            double ratio = norm((SoftmaxModel) heavy.model()) / norm((SoftmaxModel) plain.model());
            assertTrue(ratio > 2, "norm ratio " + ratio);
        }

        private static double norm(SoftmaxModel m) {
            double s = 0;
            for (double w : m.weights()) {
                s += w * w;
            }
            return Math.sqrt(s);
        }
    }
}

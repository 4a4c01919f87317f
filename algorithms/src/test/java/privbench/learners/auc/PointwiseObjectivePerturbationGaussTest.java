package privbench.learners.auc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static privbench.testing.Fixtures.weights;

import java.util.function.LongFunction;
import org.apache.commons.math3.distribution.ChiSquaredDistribution;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.TrainingData;
import privbench.linalg.Vectors;
import privbench.optim.ClippedMarginGradient;
import privbench.optim.LogisticObjective;
import privbench.privacy.Budget;
import privbench.privacy.Neighbouring;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.NoiseLawKs;
import privbench.testing.SeededLearnerTest;
import privbench.testing.Stats;
import privbench.testing.ZeroNoise;

class PointwiseObjectivePerturbationGaussTest extends SeededLearnerTest {

    private static final Dataset SMALL = AucFixtures.gaussianClasses(30, 70, 3, 0.3, 0.4, 41);
    private static final int DRAWS = 500;

    PointwiseObjectivePerturbationGaussTest() {
        super(seed -> learner(0.01).fit(TrainingData.privateOnly(SMALL), new Budget(1, 1e-5),
                SeededNoise.forCell(2 + seed, "c")));
    }

    private static PointwiseObjectivePerturbationGauss learner(double lambda) {
        return new PointwiseObjectivePerturbationGauss(new PointwiseObjectivePerturbationGauss.Options(lambda, 1.0,
                1e-10, 10_000));
    }

    /** ||b||^2 / sigma^2 of the noise recovered from outputs: b = -n grad(J + (Delta/2)||w||^2)(w_priv). */
    private static double noiseKs(LongFunction<NoiseSource> source) {
        double lambda = 0.05;
        var cal = PointwiseObjectivePerturbationGauss.calibrate(1, 0.25, 1, 100, lambda, 1.0, 1e-5);
        var objective = new LogisticObjective(SMALL.x(), 100, 3, ClippedMarginGradient.signs(SMALL), null,
                lambda + cal.extraRidge(), null, false);
        double[] stat = new double[DRAWS];
        double[] g = new double[3];
        for (int r = 0; r < DRAWS; r++) {
            double[] w = weights(learner(lambda).fit(TrainingData.privateOnly(SMALL), new Budget(1, 1e-5),
                    source.apply(r)));
            objective.valueAndGradient(w, g);
            // the solver leaves ||grad|| <= 1e-10: b is recovered to 1e-8, far below sigma ~ 13
            double u = 100 * Vectors.norm(g) / cal.sigma();
            stat[r] = u * u;
        }
                return Stats.ks(stat, new ChiSquaredDistribution(null, 3)::cumulativeProbability);
    }

    @Nested
    class Privacy {

        @Test
        void calibration_matchesTheAlgorithm3VectorsOfSpec004() {
            var a = PointwiseObjectivePerturbationGauss.calibrate(1, 0.25, 1, 1000, 0.01, 0.1, 1e-6);
            assertFalse(a.branchB());
            assertEquals(0.0, a.extraRidge());
            assertEquals(0.0753073874096, a.epsilonPrime(), 1e-13);
            assertEquals(144.755184165, a.sigma(), 1e-9);
            var b = PointwiseObjectivePerturbationGauss.calibrate(1, 0.25, 1, 1000, 1e-4, 0.1, 1e-6);
            assertTrue(b.branchB());
            assertEquals(0.00477604162327, b.extraRidge(), 1e-14);
            assertEquals(0.05, b.epsilonPrime(), 1e-15);
            assertEquals(216.585426111, b.sigma(), 1e-9);
        }

        @Test
        void jacobianTermPlusEpsilonPrime_staysWithinEpsilon() {
            // App. C.6: ln(1 + beta R^2/(n (lambda + Delta))) + epsilon' <= epsilon in both branches
            for (int n : new int[] {1, 100, 100_000}) {
                for (double lambda : new double[] {1e-6, 1e-3, 1}) {
                    for (double eps : new double[] {0.01, 0.1, 1, 5}) {
                        var c = PointwiseObjectivePerturbationGauss.calibrate(1, 0.25, 1, n, lambda, eps, 1e-6);
                        assertTrue(c.branchB() ? c.extraRidge() > 0 : c.extraRidge() == 0);
                        double total = Math.log1p(0.25 / (n * (lambda + c.extraRidge()))) + c.epsilonPrime();
                        assertTrue(total <= eps + 1e-12, n + " " + lambda + " " + eps + ": " + total);
                    }
                }
            }
        }

        @Test
        void releasedNoise_hasTheGaussianNormLaw() {
            NoiseLawKs.assertFollowsTheLaw(PointwiseObjectivePerturbationGaussTest::noiseKs, DRAWS);
        }

        @Test
        void guarantee_isApproxDpUnderReplaceOne_andDeltaZeroIsRefused() {
            Fit f = learner(0.01).fit(TrainingData.privateOnly(SMALL), new Budget(0.5, 1e-5), SeededNoise.ofSeed(1));
            assertEquals(0.5, f.spent().epsilon());
            assertEquals(1e-5, f.spent().delta());
            assertEquals(Neighbouring.REPLACE_ONE, f.spent().relation());
            var e = assertThrows(IllegalArgumentException.class,
                    () -> learner(0.01).fit(TrainingData.privateOnly(SMALL), Budget.pure(0.5), SeededNoise.ofSeed(1)));
            assertTrue(e.getMessage().contains("delta"), e.getMessage());
        }

        @Test
        void rowsLongerThanTheBound_areScaledBackToIt() {
            // the declared bound 1 is wrong for one row of norm 3: the fit equals that on the honest data
            double[] x = SMALL.x().clone();
            double[] honest = SMALL.x().clone();
            double norm = Vectors.norm(x, 0, 3);
            for (int k = 0; k < 3; k++) {
                x[k] *= 3 / norm;
                honest[k] /= norm;
            }
            var budget = new Budget(0.5, 1e-5);
            double[] a = weights(learner(0.01).fit(TrainingData.privateOnly(SMALL.withFeatures(x, 3, 1.0)), budget,
                    SeededNoise.ofSeed(4)));
            double[] b = weights(learner(0.01).fit(TrainingData.privateOnly(SMALL.withFeatures(honest, 3, 1.0)), budget,
                    SeededNoise.ofSeed(4)));
            assertArrayEquals(b, a, 1e-7);
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void halvedNoise_failsTheNormLawTest() {
            NoiseLawKs.assertHalvedNoiseIsCaught(PointwiseObjectivePerturbationGaussTest::noiseKs, DRAWS);
        }
    }

    @Nested
    class Utility {

        @Test
        void excessObjective_isAtMostNoiseSquaredOverNSquaredLambda() {
            // C.39: J(w_priv) - J(w_hat) <= ||b||^2 / (n^2 lambda) for every draw when Delta = 0
            double lambda = 0.05;
            var objective = LogisticObjective.of(SMALL, lambda, false);
            double[] best = weights(learner(lambda).fit(TrainingData.privateOnly(SMALL),
                    new Budget(Double.POSITIVE_INFINITY, 0), new ZeroNoise(1)));
            double fBest = objective.valueAndGradient(best, new double[3]);
            for (int r = 0; r < 20; r++) {
                Fit f = learner(lambda).fit(TrainingData.privateOnly(SMALL), new Budget(1, 1e-5),
                        SeededNoise.ofSeed(r));
                assertEquals(0.0, f.diagnostics().get("extra_ridge"));
                double b = f.diagnostics().get("noise_norm");
                double excess = objective.valueAndGradient(weights(f), new double[3]) - fBest;
                assertTrue(excess <= b * b / (1e4 * lambda) + 1e-12, excess + " vs " + b * b / (1e4 * lambda));
            }
        }
    }
}

package privbench.learners.auc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static privbench.testing.Fixtures.weights;

import java.util.function.LongFunction;
import java.util.random.RandomGenerator;
import org.apache.commons.math3.distribution.ChiSquaredDistribution;
import org.apache.commons.math3.distribution.GammaDistribution;
import org.apache.commons.math3.distribution.RealDistribution;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.TrainingData;
import privbench.linalg.Vectors;
import privbench.privacy.Budget;
import privbench.privacy.Neighbouring;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.NoiseLawKs;
import privbench.testing.Reproducibility;
import privbench.testing.Stats;
import privbench.testing.ZeroNoise;

class AucOutputPerturbationTest {

    private static final Dataset SMALL = AucFixtures.gaussianClasses(20, 40, 3, 0.3, 0.4, 21);
    private static final int DRAWS = 500;

    private static AucOutputPerturbation learner(PairwiseLoss loss, DpRegime regime,
                                                 AucOutputPerturbation.GaussianCalibration gaussian, double lambda) {
        return new AucOutputPerturbation(new AucOutputPerturbation.Options(loss, regime, gaussian, PairAccounting.PAPER,
                lambda, 1.0, new AucSolverOptions(1e-10, 10_000, SolverMode.EXACT, 20_000)));
    }

    private static AucOutputPerturbation pure(PairwiseLoss loss, double lambda) {
        return learner(loss, DpRegime.PURE, AucOutputPerturbation.GaussianCalibration.CLASSIC, lambda);
    }

    private static double[] minimiser(Dataset data, PairwiseLoss loss, double lambda) {
        return weights(pure(loss, lambda).fit(TrainingData.privateOnly(data), Budget.pure(1), new ZeroNoise(1)));
    }

    /** KS distance between the norms of the released noise, divided by the scale, and a reference law. */
    private static double noiseKs(AucOutputPerturbation l, Budget budget, LongFunction<NoiseSource> source,
                                  boolean squared, RealDistribution law) {
        double[] centre = weights(l.fit(TrainingData.privateOnly(SMALL), budget, new ZeroNoise(1)));
        double[] stat = new double[DRAWS];
        for (int r = 0; r < DRAWS; r++) {
            Fit f = l.fit(TrainingData.privateOnly(SMALL), budget, source.apply(r));
            double[] b = weights(f);
            Vectors.axpy(-1, centre, b);
            double u = Vectors.norm(b) / f.diagnostics().get("noise_scale");
            stat[r] = squared ? u * u : u;
        }
        return Stats.ks(stat, law::cumulativeProbability);
    }

    /** The pure Laplace-type release of the logistic pairwise minimiser: ||b|| / gamma ~ Gamma(d, 1), d = 3. */
    private static double pureLogisticNoiseKs(LongFunction<NoiseSource> streams) {
        return noiseKs(pure(PairwiseLoss.LOGISTIC, 0.05), Budget.pure(0.5), streams, false,
                new GammaDistribution(null, 3, 1));
    }

    /** The T6b data: positives (1,0), (0,1); 50 negatives from N(0, 0.3^2 I) clipped to the unit ball. */
    private static Dataset t6b(boolean flipped) {
        RandomGenerator rng = SeededNoise.ofSeed(66).structural("t6b");
        double[][] neg = new double[50][2];
        for (double[] row : neg) {
            Gaussians.fillStandard(rng, row, 0, 2);
            Vectors.scale(0.3, row);
            double norm = Vectors.norm(row);
            if (norm > 1) {
                Vectors.scale(1 / norm, row);
            }
        }
        double[][] pos = {{flipped ? -1 : 1, 0}, {0, 1}};
        return AucFixtures.dataset(pos, neg, 1.0);
    }

    @Nested
    class Privacy {

        @Test
        void sensitivityAndNoiseScales_matchSpec004T2() {
            double log = AucOutputPerturbation.sensitivity(PairwiseLoss.LOGISTIC, 100, 900, 2, 0.01);
            assertEquals(6.4119779595, log, 1e-10);
            assertEquals(64.119779595, log / 0.1, 1e-9);
            assertEquals(339.758050139, AucOutputPerturbation.classicSigma(log, 0.1, 1e-6), 1e-8);
            double ls = AucOutputPerturbation.sensitivity(PairwiseLoss.LEAST_SQUARES, 100, 900, 2, 0.01);
            assertEquals(260.304633311, ls, 1e-9);
            assertEquals(2603.04633311, ls / 0.1, 1e-8);
            assertEquals(13793.0284874, AucOutputPerturbation.classicSigma(ls, 0.1, 1e-6), 1e-7);
        }

        @Test
        void tightAccounting_countsThePairsOfOneExample() {
            // m = max(n+, n-) = 900 pairs instead of n = 1000: Delta = 2 D B m / (lambda n+ n-) = 6.4119779595 * 0.9
            assertEquals(6.4119779595 * 0.9, AucOutputPerturbation.sensitivity(PairwiseLoss.LOGISTIC, 100, 900, 2,
                    0.01, PairAccounting.TIGHT), 1e-10);
            assertEquals(2 * 2 * PairwiseLoss.LOGISTIC.derivativeBound(Math.sqrt(800)) / 0.01 / 100,
                    AucOutputPerturbation.sensitivity(PairwiseLoss.LOGISTIC, 100, 900, 2, 0.01, PairAccounting.TIGHT),
                    1e-12);
        }

        @Test
        void recordedSensitivity_isLemma1PlusTheSolverSlack() {
            Fit f = pure(PairwiseLoss.LOGISTIC, 0.01).fit(TrainingData.privateOnly(SMALL), Budget.pure(0.5),
                    SeededNoise.ofSeed(1));
            double lemma1 = AucOutputPerturbation.sensitivity(PairwiseLoss.LOGISTIC, 20, 40, 2, 0.01);
            assertEquals(lemma1 + 2 * 1e-10 / 0.01, f.diagnostics().get("sensitivity"), 1e-12);
            assertEquals(f.diagnostics().get("sensitivity") / 0.5, f.diagnostics().get("noise_scale"), 1e-12);
        }

        @Test
        void labelPreservingNeighbours_moveTheMinimiserByAtMostLemma1() {
            // T6: random data, one row replaced by its antipode or by the far side of the ball (same label)
            RandomGenerator rng = SeededNoise.ofSeed(61).structural("t6");
            double worstRatio = 0;
            for (int trial = 0; trial < 12; trial++) {
                Dataset s = AucFixtures.gaussianClasses(3 + trial % 4, 5 + trial % 6, 2, 0.3, 0.5, rng.nextLong());
                int k = trial % s.rows();
                for (int variant = 0; variant < 2; variant++) {
                    double[] x = s.x().clone();
                    double nx = Math.max(Vectors.norm(x, 2 * k, 2), 1e-9);
                    double[] replacement = variant == 0 ? new double[] {-x[2 * k], -x[2 * k + 1]}
                            : new double[] {-x[2 * k] / nx, -x[2 * k + 1] / nx};
                    System.arraycopy(replacement, 0, x, 2 * k, 2);
                    Dataset neighbour = s.withFeatures(x, 2, 1.0);
                    for (PairwiseLoss loss : PairwiseLoss.values()) {
                        for (double lambda : new double[] {0.01, 0.3}) {
                            double move = Vectors.norm(diff(minimiser(s, loss, lambda), minimiser(neighbour, loss,
                                    lambda)));
                            ClassRows rows = ClassRows.of(s, 1, "t");
                            // the tight count (1/min(n+, n-)) is at most the printed one: check the stronger bound
                            double bound = AucOutputPerturbation.sensitivity(loss, rows.positiveCount(),
                                    rows.negativeCount(), 2, lambda, PairAccounting.TIGHT) + 2 * 1e-10 / lambda;
                            assertTrue(move <= bound, loss + " lambda " + lambda + ": " + move + " > " + bound);
                            worstRatio = Math.max(worstRatio, move / bound);
                        }
                    }
                }
            }
            assertTrue(worstRatio > 0, "the neighbours must move the minimiser at all");
        }

        @Test
        void pointwiseSensitivityFormula_isTooSmallForThePairwiseLoss() {
            // T6b: n+ = 2, flipping (1,0) to (-1,0) moves w_hat further than CMS11's 2 L R_2 / (n lambda)
            double lambda = 0.1;
            double move = Vectors.norm(diff(minimiser(t6b(false), PairwiseLoss.LOGISTIC, lambda),
                    minimiser(t6b(true), PairwiseLoss.LOGISTIC, lambda)));
            double pointwise = 2 * PairwiseLoss.LOGISTIC.lipschitz() * 1.0 / (52 * lambda);
            double pairwise = AucOutputPerturbation.sensitivity(PairwiseLoss.LOGISTIC, 2, 50, 2, lambda);
            assertTrue(move > pointwise, "pointwise bound " + pointwise + " must be violated, move " + move);
            assertTrue(move <= pairwise, "pairwise bound " + pairwise + " must hold, move " + move);
            assertTrue(pairwise / pointwise > 50, "Lemma 1 is 54x the pointwise value here: " + pairwise / pointwise);
        }

        @Test
        void releasedNoise_hasTheGammaNormLaw() {
            // ||b|| / gamma ~ Gamma(d, 1) (spec-004 S1), d = 3
            NoiseLawKs.assertFollowsTheLaw(AucOutputPerturbationTest::pureLogisticNoiseKs, DRAWS);
        }

        @Test
        void gaussianNoise_hasTheChiSquaredNormLaw() {
            // ||b||^2 / sigma^2 ~ chi^2_3 (spec-004 S3), for both calibrations
            for (var cal : AucOutputPerturbation.GaussianCalibration.values()) {
                var l = learner(PairwiseLoss.LEAST_SQUARES, DpRegime.APPROX, cal, 0.05);
                NoiseLawKs.assertFollowsTheLaw(streams -> noiseKs(l, new Budget(0.5, 1e-5), streams, true,
                        new ChiSquaredDistribution(null, 3)), DRAWS, cal + ": ");
            }
        }

        @Test
        void guarantees_namePricingAndTheLabelPreservingRelation() {
            var data = TrainingData.privateOnly(SMALL);
            Fit pure = pure(PairwiseLoss.LOGISTIC, 0.1).fit(data, new Budget(0.3, 1e-5), SeededNoise.ofSeed(2));
            assertEquals(0.3, pure.spent().epsilon());
            assertEquals(0.0, pure.spent().delta());
            assertEquals("pure", pure.spent().accountant());
            assertEquals(Neighbouring.REPLACE_ONE_SAME_LABEL, pure.spent().relation());
            Fit classic = learner(PairwiseLoss.LOGISTIC, DpRegime.APPROX,
                    AucOutputPerturbation.GaussianCalibration.CLASSIC, 0.1).fit(data, new Budget(0.3, 1e-5),
                    SeededNoise.ofSeed(2));
            assertEquals(1e-5, classic.spent().delta());
            Fit analytic = learner(PairwiseLoss.LOGISTIC, DpRegime.APPROX,
                    AucOutputPerturbation.GaussianCalibration.ANALYTIC, 0.1).fit(data, new Budget(0.3, 1e-5),
                    SeededNoise.ofSeed(2));
            assertEquals("gdp", analytic.spent().accountant());
            assertTrue(analytic.spent().epsilon() <= 0.3 * (1 + 1e-9));
            // the analytic Gaussian needs less noise than Lemma 2 for the same (epsilon, delta)
            assertTrue(analytic.diagnostics().get("noise_scale") < classic.diagnostics().get("noise_scale"));
        }

        @Test
        void classicGaussian_refusesEpsilonOfOneOrMore_andDeltaZero() {
            var data = TrainingData.privateOnly(SMALL);
            var classic = learner(PairwiseLoss.LOGISTIC, DpRegime.APPROX,
                    AucOutputPerturbation.GaussianCalibration.CLASSIC, 0.1);
            var e = assertThrows(IllegalArgumentException.class,
                    () -> classic.fit(data, new Budget(1.0, 1e-5), SeededNoise.ofSeed(1)));
            assertTrue(e.getMessage().contains("analytic"), e.getMessage());
            assertThrows(IllegalArgumentException.class,
                    () -> classic.fit(data, Budget.pure(0.5), SeededNoise.ofSeed(1)));
            var analytic = learner(PairwiseLoss.LOGISTIC, DpRegime.APPROX,
                    AucOutputPerturbation.GaussianCalibration.ANALYTIC, 0.1);
            assertTrue(analytic.fit(data, new Budget(2.0, 1e-5), SeededNoise.ofSeed(1)).spent().isPrivate());
        }

        @Test
        void unconvergedSolve_releasesNothing() {
            var l = new AucOutputPerturbation(new AucOutputPerturbation.Options(PairwiseLoss.LOGISTIC, DpRegime.PURE,
                    AucOutputPerturbation.GaussianCalibration.CLASSIC, PairAccounting.PAPER, 1e-3, 1,
                    new AucSolverOptions(1e-12, 1, SolverMode.EXACT, 1)));
            var e = assertThrows(IllegalStateException.class,
                    () -> l.fit(TrainingData.privateOnly(SMALL), Budget.pure(1), SeededNoise.ofSeed(1)));
            assertTrue(e.getMessage().contains("nothing is released"), e.getMessage());
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void halvedNoise_failsTheNormLawTest() {
            NoiseLawKs.assertHalvedNoiseIsCaught(AucOutputPerturbationTest::pureLogisticNoiseKs, DRAWS);
        }
    }

    @Nested
    class Determinism {

        @Test
        void sameSeed_sameBits_otherSeed_otherBits() {
            var l = pure(PairwiseLoss.LOGISTIC, 0.01);
            var data = TrainingData.privateOnly(SMALL);
            Reproducibility.assertSeedDecides(seed -> l.fit(data, Budget.pure(1), SeededNoise.forCell(6 + seed, "c")));
        }

        @Test
        void infiniteEpsilon_releasesTheMinimiserAndClaimsNothing() {
            Fit f = pure(PairwiseLoss.LEAST_SQUARES, 0.1).fit(TrainingData.privateOnly(SMALL),
                    new Budget(Double.POSITIVE_INFINITY, 0), SeededNoise.ofSeed(3));
            assertFalse(f.spent().isPrivate());
            assertArrayEquals(minimiser(SMALL, PairwiseLoss.LEAST_SQUARES, 0.1), weights(f), 0.0);
        }
    }

    @Nested
    class Utility {

        @Test
        void aucRisesWithEpsilon_andTheMinimiserBoundsIt() {
            Dataset train = AucFixtures.gaussianClasses(60, 240, 5, 0.25, 0.3, 31);
            Dataset test = AucFixtures.gaussianClasses(200, 800, 5, 0.25, 0.3, 32);
            double best = AucFixtures.auc(test, minimiser(train, PairwiseLoss.LOGISTIC, 0.01));
            double low = 0;
            double high = 0;
            int runs = 20;
            for (int r = 0; r < runs; r++) {
                var l = pure(PairwiseLoss.LOGISTIC, 0.01);
                low += AucFixtures.auc(test, weights(l.fit(TrainingData.privateOnly(train), Budget.pure(0.1),
                        SeededNoise.ofSeed(r)))) / runs;
                high += AucFixtures.auc(test, weights(l.fit(TrainingData.privateOnly(train), Budget.pure(100),
                        SeededNoise.ofSeed(r)))) / runs;
            }
            // at epsilon 0.1 E||b|| = d Delta / epsilon ~ 4e3 >> ||w_hat|| <= 14: a random direction, mean AUC 1/2.
            // At epsilon 100 E||b|| ~ 4 < ||w_hat||: close to the minimiser, which no noisy copy beats on average.
            // the Bayes AUC of N(+-0.25 e1, 0.3^2 I) is Phi(0.5 / (0.3 sqrt 2)) = 0.881; 1000 test rows give sd ~0.013
            assertTrue(best > 0.83, "near the Bayes AUC: " + best);
            assertTrue(high > low + 0.2, "epsilon 100: " + high + ", epsilon 0.1: " + low);
            assertTrue(high <= best + 0.01, "noise does not help on average: " + high + " vs " + best);
        }
    }

    private static double[] diff(double[] a, double[] b) {
        double[] out = a.clone();
        Vectors.axpy(-1, b, out);
        return out;
    }
}

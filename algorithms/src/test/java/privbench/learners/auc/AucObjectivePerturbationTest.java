package privbench.learners.auc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static privbench.testing.Fixtures.weights;

import java.util.Arrays;
import java.util.Map;
import java.util.function.LongFunction;
import java.util.random.RandomGenerator;
import org.apache.commons.math3.distribution.BinomialDistribution;
import org.apache.commons.math3.distribution.GammaDistribution;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Learners;
import privbench.learners.TrainingData;
import privbench.linalg.Vectors;
import privbench.privacy.Budget;
import privbench.privacy.Neighbouring;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.NoiseLawKs;
import privbench.testing.SeededLearnerTest;
import privbench.testing.Stats;
import privbench.testing.ZeroNoise;

class AucObjectivePerturbationTest extends SeededLearnerTest {

    private static final PairwiseLoss LOG2 = PairwiseLoss.LOGISTIC;
    private static final Dataset SMALL = AucFixtures.gaussianClasses(20, 40, 3, 0.3, 0.4, 21);
    private static final int DRAWS = 500;
    /** The gradient-noise adversary: the positive -e1 is replaced by +e1 against ten negatives at +e1. */
    private static final double[][][] NOISE_CASE = {{{-1, 0}}, {{1, 0}}, repeat(new double[] {1, 0}, 10)};
    /** The Jacobian adversary: the positive e1 is replaced by e2 against ten negatives at -e2. */
    private static final double[][][] JACOBIAN_CASE = {{{1, 0}}, {{0, 1}}, repeat(new double[] {0, -1}, 10)};

    AucObjectivePerturbationTest() {
        super(seed -> learner(DpRegime.PURE, 0.01).fit(TrainingData.privateOnly(SMALL), Budget.pure(1),
                SeededNoise.forCell(6 + seed, "c")));
    }

    private static AucObjectivePerturbation learner(DpRegime regime, double lambda) {
        return new AucObjectivePerturbation(new AucObjectivePerturbation.Options(LOG2, regime, PairAccounting.PAPER,
                lambda, 1.0, new AucSolverOptions(1e-10, 10_000, SolverMode.EXACT, 20_000)));
    }

    private static double[][] repeat(double[] row, int times) {
        double[][] out = new double[times][];
        Arrays.setAll(out, i -> row.clone());
        return out;
    }

    private static AucObjectivePerturbation.Calibration pure(double[][] pos, double[][] neg, double lambda,
                                                             double epsilon) {
        return pure(pos, neg, lambda, epsilon, PairAccounting.PAPER);
    }

    private static AucObjectivePerturbation.Calibration pure(double[][] pos, double[][] neg, double lambda,
                                                             double epsilon, PairAccounting accounting) {
        return AucObjectivePerturbation.calibrate(LOG2, DpRegime.PURE, accounting, pos.length, neg.length, 2, lambda,
                epsilon, 0);
    }

    /** The largest |privacy loss| over outputs w = a e1 (a up to 10^3) and random w, both directions. */
    private static double adversarialLoss(double[][][] c, double ridge, double gamma) {
        double worst = 0;
        RandomGenerator rng = SeededNoise.ofSeed(91).structural("w");
        for (int k = 0; k < 400; k++) {
            double[] w = k < 200 ? new double[] {Math.pow(10, -1 + 4 * k / 200.0), 0} : new double[2];
            if (k >= 200) {
                Gaussians.fillStandard(rng, w, 0, 2);
                Vectors.scale(Math.pow(10, 3 * Gaussians.uniform(rng)), w);
            }
            worst = Math.max(worst, Math.abs(ObjectivePerturbationOracle.pureLoss(c[0], c[2], c[1], c[2], LOG2, ridge,
                    gamma, w)));
        }
        return worst;
    }

    /** ||b|| / gamma of the noise recovered from released outputs: b = -(grad R_S + (lambda + Delta) w). */
    private static double noiseKs(LongFunction<NoiseSource> source) {
        double lambda = 0.05;
        ClassRows rows = ClassRows.of(SMALL, 1, "t");
        var cal = AucObjectivePerturbation.calibrate(LOG2, DpRegime.PURE, 20, 40, 2, lambda, 1.0, 0);
        var gradientOf = new PairwiseRisk(rows, LOG2, lambda + cal.extraRidge(), null);
        double[] stat = new double[DRAWS];
        double[] g = new double[3];
        for (int r = 0; r < DRAWS; r++) {
            double[] w = weights(learner(DpRegime.PURE, lambda).fit(TrainingData.privateOnly(SMALL), Budget.pure(1.0),
                    source.apply(r)));
            gradientOf.valueAndGradient(w, g);
            // the solver leaves ||grad|| <= 1e-10, far below the scale gamma ~ 0.2 of b
            stat[r] = Vectors.norm(g) / cal.noiseScale();
        }
                return Stats.ks(stat, new GammaDistribution(null, 3, 1)::cumulativeProbability);
    }

    @Nested
    class Privacy {

        @Test
        void calibration_matchesSpec004T3() {
            double[][] rows = {
                // lambda, epsilon, T, branch B, Delta, gamma, epsilon' (delta 1e-6), sigma
                {0.01, 0.1, 1.60171106557, 1, 0.31059088307, 1.2823955919, 0.05, 6.94370489286},
                {1, 0.1, 0.0160298164206, 0, 0, 0.76360175555, 0.0839701835794, 4.17035326692},
                {1, 0.5, 0.0160298164206, 0, 0, 0.132487045216, 0.483970183579, 0.761594038464}};
            for (double[] r : rows) {
                var p = AucObjectivePerturbation.calibrate(LOG2, DpRegime.PURE, 100, 900, 2, r[0], r[1], 0);
                var a = AucObjectivePerturbation.calibrate(LOG2, DpRegime.APPROX, 100, 900, 2, r[0], r[1], 1e-6);
                assertEquals(r[2], p.jacobianLog(), 1e-11);
                assertEquals(r[3] == 1, p.branchB());
                assertEquals(r[4], p.extraRidge(), 1e-11);
                assertEquals(r[5], p.noiseScale(), 1e-10);
                assertEquals(r[6], a.epsilonPrime(), 1e-12);
                assertEquals(r[7], a.noiseScale(), 1e-10);
                assertTrue(p.pureLossBound(LOG2, 100, 900, 2, r[0], PairAccounting.PAPER) <= r[1] + 1e-12);
            }
        }

        @Test
        void extraRidge_isPositiveInBranchB_andTheLossBoundStaysWithinEpsilon() {
            // down to epsilon/(2n) = 2e-8 (HTTP scale), where expm1 and log1p are needed (spec-004 P8)
            for (int nPos : new int[] {1, 30, 2_211}) {
                for (int nNeg : new int[] {1, 500, 565_287}) {
                    for (double lambda : new double[] {1e-6, 1e-4, 1e-2, 1}) {
                        for (double eps : new double[] {0.025, 0.1, 0.5, 2}) {
                            for (PairAccounting acc : PairAccounting.values()) {
                                var c = AucObjectivePerturbation.calibrate(LOG2, DpRegime.PURE, acc, nPos, nNeg, 2,
                                        lambda, eps, 0);
                                String at = acc + " " + nPos + "/" + nNeg + " " + lambda + " " + eps;
                                // printed: branch B means T >= epsilon, so Delta > 0; tight: from T >= epsilon/2
                                assertTrue(c.branchB() ? c.extraRidge() > 0 || acc == PairAccounting.TIGHT
                                        : c.extraRidge() == 0, at);
                                assertTrue(c.epsilonPrime() > 0, at);
                                assertTrue(c.pureLossBound(LOG2, nPos, nNeg, 2, lambda, acc) <= eps + 1e-12, at);
                            }
                        }
                    }
                }
            }
        }

        @Test
        void tightAccounting_takesTheBranchThatLeavesMoreEpsilonForTheNoise() {
            // n+ = 100, n- = 900, D_X = 2, lambda = 0.01: c = beta D_X^2 / P; T_tight = 900 ln(1 + c/lambda) = 1.4415
            var paper = AucObjectivePerturbation.calibrate(LOG2, DpRegime.PURE, PairAccounting.PAPER, 100, 900, 2, 0.01,
                    2.0, 0);
            var tight = AucObjectivePerturbation.calibrate(LOG2, DpRegime.PURE, PairAccounting.TIGHT, 100, 900, 2, 0.01,
                    2.0, 0);
            assertEquals(1.60171106557, paper.jacobianLog(), 1e-11);
            // the same ln(1 + c/lambda) as the printed T = 1000 ln(1 + c/lambda), counted 900 times
            assertEquals(0.9 * 1.60171106557, tight.jacobianLog(), 1e-11);
            // printed rule: T = 1.60 < 2, branch A with epsilon' = 0.40; tight: T = 1.44 >= 1, branch B, epsilon' = 1
            assertFalse(paper.branchB());
            assertEquals(2.0 - 1.60171106557, paper.epsilonPrime(), 1e-11);
            assertTrue(tight.branchB());
            assertEquals(1.0, tight.epsilonPrime());
            assertTrue(tight.noiseScale() < paper.noiseScale() / 2, tight.noiseScale() + " vs " + paper.noiseScale());
            assertTrue(tight.pureLossBound(LOG2, 100, 900, 2, 0.01, PairAccounting.TIGHT) <= 2 + 1e-12);
        }

        @Test
        void gradientShift_isAtMostG_andJacobianRatioAtMostItsBound() {
            // T7 and T7b on random label-preserving neighbours and random outputs w (norms up to 10^3)
            RandomGenerator rng = SeededNoise.ofSeed(71).structural("t7");
            for (int trial = 0; trial < 300; trial++) {
                int d = 1 + trial % 3;
                double[][] pos = ball(rng, 1 + trial % 4, d);
                double[][] neg = ball(rng, 1 + trial % 7, d);
                double[][] pos2 = pos.clone();
                double[][] neg2 = neg.clone();
                if (trial % 2 == 0) {
                    pos2[0] = ball(rng, 1, d)[0];
                } else {
                    neg2[0] = ball(rng, 1, d)[0];
                }
                double[] w = ball(rng, 1, d)[0];
                Vectors.scale(Math.pow(10, 3 * Gaussians.uniform(rng)), w);
                int n = pos.length + neg.length;
                double p = (double) pos.length * neg.length;
                double shift = Vectors.norm(diff(ObjectivePerturbationOracle.noiseAt(pos, neg, LOG2, 0, w),
                        ObjectivePerturbationOracle.noiseAt(pos2, neg2, LOG2, 0, w)));
                assertTrue(shift <= 2 * n * LOG2.lipschitz() * 2 / p * (1 + 1e-12), "trial " + trial);
                double ridge = 1e-3;
                double logRatio = ObjectivePerturbationOracle.logDetHessian(pos2, neg2, LOG2, ridge, w)
                        - ObjectivePerturbationOracle.logDetHessian(pos, neg, LOG2, ridge, w);
                assertTrue(logRatio <= n * Math.log1p(LOG2.smoothness() * 4 / p / ridge) + 1e-9, "trial " + trial);
            }
        }

        @Test
        void exactPrivacyLoss_neverExceedsEpsilon() {
            // T9: |ln pdf(w|S) - ln pdf(w|S')| <= epsilon for every w, here on the two adversarial neighbour pairs,
            // swapped as well, in both branches of Algorithm 2, with the printed and the tight pair counts
            double found = 0;
            for (double[][][] c : new double[][][][] {NOISE_CASE, JACOBIAN_CASE}) {
                for (double[][][] pair : new double[][][][] {c, {c[1], c[0], c[2]}}) {
                    // lambda = 4, epsilon = 0.5: T = 0.39 (printed) and 0.35 (tight) lie in [epsilon/2, epsilon),
                    // where the two branch rules differ
                    for (double[] setting : new double[][] {{1e-3, 0.1}, {10, 0.5}, {4, 0.5}}) {
                        for (PairAccounting acc : PairAccounting.values()) {
                            var cal = pure(pair[0], pair[2], setting[0], setting[1], acc);
                            double loss = adversarialLoss(pair, setting[0] + cal.extraRidge(), cal.noiseScale());
                            assertTrue(loss <= setting[1] * (1 + 1e-9), acc + ": loss " + loss + " > " + setting[1]);
                            found = Math.max(found, loss / setting[1]);
                        }
                    }
                }
            }
            // the oracle has power: the adversaries realise a good part of the budget
            assertTrue(found > 0.4, "largest loss / epsilon found: " + found);
        }

        @Test
        void gaussianPrivacyLoss_exceedsEpsilonWithProbabilityAtMostDelta() {
            // T9, Gaussian: outputs of the learner under S, loss against S' at each; epsilon 0.5, delta 0.05
            Dataset s = AucFixtures.dataset(NOISE_CASE[0], NOISE_CASE[2], 1.0);
            var l = learner(DpRegime.APPROX, 1e-2);
            var cal = AucObjectivePerturbation.calibrate(LOG2, DpRegime.APPROX, 1, 10, 2, 1e-2, 0.5, 0.05);
            int m = 1000;
            int over = 0;
            for (int r = 0; r < m; r++) {
                double[] w = weights(l.fit(TrainingData.privateOnly(s), new Budget(0.5, 0.05), SeededNoise.ofSeed(r)));
                double loss = ObjectivePerturbationOracle.gaussianLoss(NOISE_CASE[0], NOISE_CASE[2], NOISE_CASE[1],
                        NOISE_CASE[2], LOG2, 1e-2 + cal.extraRidge(), cal.noiseScale(), w);
                over += loss > 0.5 ? 1 : 0;
            }
            // reject "Pr[loss > epsilon] <= delta" only if P(X >= over | Binomial(m, delta)) < 0.001
            double tail = over == 0 ? 1 : 1 - new BinomialDistribution(null, m, 0.05).cumulativeProbability(over - 1);
            assertTrue(tail >= 0.001, over + " of " + m + " outputs exceed epsilon");
        }

        @Test
        void releasedNoise_hasTheGammaNormLaw() {
            NoiseLawKs.assertFollowsTheLaw(AucObjectivePerturbationTest::noiseKs, DRAWS);
        }

        @Test
        void guarantee_isPriced_andNamesTheRelationAndTheSolverCaveat() {
            Fit f = learner(DpRegime.APPROX, 0.01).fit(TrainingData.privateOnly(SMALL), new Budget(0.2, 1e-4),
                    SeededNoise.ofSeed(1));
            assertEquals(0.2, f.spent().epsilon());
            assertEquals(1e-4, f.spent().delta());
            assertEquals("pure", f.spent().accountant());
            assertEquals(Neighbouring.REPLACE_ONE_SAME_LABEL, f.spent().relation());
            assertTrue(f.spent().caveat().contains("exact minimiser"), f.spent().caveat());
            assertThrows(IllegalArgumentException.class, () -> learner(DpRegime.APPROX, 0.01)
                    .fit(TrainingData.privateOnly(SMALL), Budget.pure(0.2), SeededNoise.ofSeed(1)));
        }

        @Test
        void leastSquares_isRefusedBeforeAnythingRuns() {
            var spec = Learners.byId("auc-objective-perturbation").orElseThrow();
            var e = assertThrows(IllegalArgumentException.class, () -> spec.bind(Map.of("loss", "least-squares")));
            assertTrue(e.getMessage().contains("not Lipschitz"), e.getMessage());
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void halvedNoise_failsTheNormLawTest() {
            NoiseLawKs.assertHalvedNoiseIsCaught(AucObjectivePerturbationTest::noiseKs, DRAWS);
        }

        @Test
        void typoGamma_takenLiterally_breaksTheGuarantee() {
            // Algorithm 2 line 7 as printed: gamma = 4 n L D_X / (n+ n- lambda); with lambda = 10 > epsilon = 0.1
            // it is 100x too small, and the oracle finds a loss far above epsilon
            var cal = pure(NOISE_CASE[0], NOISE_CASE[2], 10, 0.1);
            assertTrue(cal.branchB());
            double typo = 4 * 11 * LOG2.lipschitz() * 2 / (10 * 10);
            assertTrue(adversarialLoss(NOISE_CASE, 10 + cal.extraRidge(), typo) > 0.1);
        }

        @Test
        void droppedExtraRidge_breaksTheGuarantee() {
            // branch B without its Delta: the Jacobian ratio alone exceeds epsilon at lambda = 1e-3
            var cal = pure(JACOBIAN_CASE[0], JACOBIAN_CASE[2], 1e-3, 0.1);
            assertTrue(cal.branchB());
            assertTrue(adversarialLoss(JACOBIAN_CASE, 1e-3, cal.noiseScale()) > 0.1);
        }
    }

    @Nested
    class Utility {

        @Test
        void branchA_outputsStayWithinNoiseOverLambdaOfTheMinimiser() {
            // T8 (C.30): with Delta = 0, ||w_priv - w_hat|| <= ||b|| / lambda and
            // R^lambda(w_priv) - R^lambda(w_hat) <= ||b||^2 / lambda, for every draw (slack: two solver tolerances)
            Dataset train = AucFixtures.gaussianClasses(60, 240, 5, 0.25, 0.3, 31);
            double lambda = 0.1;
            var l = learner(DpRegime.PURE, lambda);
            double[] best = weights(l.fit(TrainingData.privateOnly(train), new Budget(Double.POSITIVE_INFINITY, 0),
                    new ZeroNoise(1)));
            var objective = new PairwiseRisk(ClassRows.of(train, 1, "t"), LOG2, lambda, null);
            double fBest = objective.valueAndGradient(best, new double[5]);
            for (int r = 0; r < 20; r++) {
                Fit f = l.fit(TrainingData.privateOnly(train), Budget.pure(1), SeededNoise.ofSeed(r));
                assertEquals(0.0, f.diagnostics().get("extra_ridge"));
                double b = f.diagnostics().get("noise_norm");
                double[] w = weights(f);
                assertTrue(Vectors.norm(diff(w, best)) <= b / lambda + 2e-10 / lambda);
                assertTrue(objective.valueAndGradient(w, new double[5]) - fBest <= b * b / lambda + 1e-12);
            }
        }

        @Test
        void objectivePerturbation_beatsOutputPerturbation_atSmallLambda() {
            // the paper's claim 3 on separated synthetic classes: Output-Pert noise grows as 1/lambda (Lemma 1),
            // Obj-Pert only through ln(1 + c/lambda). At lambda = 1e-3, epsilon = 2 the output noise
            // E||b|| = d Delta / epsilon ~ 300 swamps ||w_hat|| <= 45 (mean AUC 1/2, sd ~0.25 per draw, ~0.04 over 40),
            // while Obj-Pert's E||b|| = d gamma ~ 0.6 is comparable to ||grad R_S(0)|| ~ L ||mu|| ~ 0.7
            Dataset train = AucFixtures.gaussianClasses(60, 240, 5, 0.25, 0.3, 31);
            Dataset test = AucFixtures.gaussianClasses(200, 800, 5, 0.25, 0.3, 32);
            var out = new AucOutputPerturbation(new AucOutputPerturbation.Options(LOG2, DpRegime.PURE,
                    AucOutputPerturbation.GaussianCalibration.CLASSIC, PairAccounting.PAPER, 1e-3, 1,
                    new AucSolverOptions(1e-9, 10_000, SolverMode.EXACT, 1)));
            var obj = learner(DpRegime.PURE, 1e-3);
            double aucOut = 0;
            double aucObj = 0;
            for (int r = 0; r < 40; r++) {
                aucOut += AucFixtures.auc(test, weights(out.fit(TrainingData.privateOnly(train), Budget.pure(2),
                        SeededNoise.ofSeed(r)))) / 40;
                aucObj += AucFixtures.auc(test, weights(obj.fit(TrainingData.privateOnly(train), Budget.pure(2),
                        SeededNoise.ofSeed(r)))) / 40;
            }
            assertTrue(aucObj > aucOut + 0.1, "objective " + aucObj + " vs output " + aucOut);
        }
    }

    private static double[][] ball(RandomGenerator rng, int n, int d) {
        double[][] out = new double[n][d];
        for (double[] row : out) {
            Gaussians.fillStandard(rng, row, 0, d);
            Vectors.scale(Math.pow(Gaussians.uniform(rng), 1.0 / d) / Math.max(Vectors.norm(row), 1e-300), row);
        }
        return out;
    }

    private static double[] diff(double[] a, double[] b) {
        double[] out = a.clone();
        Vectors.axpy(-1, b, out);
        return out;
    }
}

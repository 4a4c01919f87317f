package privbench.learners.erm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static privbench.testing.Fixtures.weights;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.LearnerSpec;
import privbench.learners.LinearModel;
import privbench.learners.TrainingData;
import privbench.learners.baseline.NonPrivateLogistic;
import privbench.linalg.Vectors;
import privbench.optim.LogisticObjective;
import privbench.privacy.Budget;
import privbench.privacy.Neighbouring;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.Gdp;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;
import privbench.testing.Reproducibility;
import privbench.testing.ScaledNoise;
import privbench.testing.Stats;
import privbench.testing.ZeroNoise;

class NoisyGradientDescentTest {

    private static final LearnerSpec<?> SPEC = LearnerSpec.of(NoisyGradientDescent.class);
    private static final Dataset TRAIN = Fixtures.marginData(1000, 10, 0.1, 1, 2);
    private static final Dataset TEST = Fixtures.marginData(4000, 10, 0.1, 1, 3);
    private static final Budget EPS1 = new Budget(1.0, 1e-5);

    private static NoisyGradientDescent.Options options(Map<String, ?> params) {
        return (NoisyGradientDescent.Options) SPEC.bind(params);
    }

    private static Fit fit(Map<String, ?> params, Dataset data, Budget budget, NoiseSource noise) {
        return new NoisyGradientDescent(options(params)).fit(TrainingData.privateOnly(data), budget, noise);
    }

    /** Rows with norm 5 and no declared bound, so that the clip C decides the sensitivity. */
    private static Dataset unboundedRows(Dataset d) {
        double[] x = d.x().clone();
        Vectors.scale(5.0, x);
        return d.withFeatures(x, d.cols(), Double.POSITIVE_INFINITY);
    }

    /** A neighbour of data: row 0 replaced by its negation, label kept (the worst case for a linear loss). */
    private static Dataset negateFirstRow(Dataset data) {
        double[] x = data.x().clone();
        for (int j = 0; j < data.cols(); j++) {
            x[j] = -x[j];
        }
        return data.withFeatures(x, data.cols(), data.normBound());
    }

    /**
     * With T = 1 and w_0 = 0, w_1 = -eta (G(0) + xi): the distance between the noise-free outputs on two
     * neighbours, divided by eta, is exactly the distance between the summed clipped gradients.
     */
    private static double gradientShift(NoisyGradientDescent learner, Dataset a, Map<String, ?> params) {
        Fit fa = learner.fit(TrainingData.privateOnly(a), EPS1, new ZeroNoise(1));
        Fit fb = learner.fit(TrainingData.privateOnly(negateFirstRow(a)), EPS1, new ZeroNoise(1));
        double[] d = weights(fa);
        Vectors.axpy(-1, weights(fb), d);
        return Vectors.norm(d) / fa.diagnostics().get("step_size");
    }

    /**
     * The sample variance of the noise of one step, over seeds and coordinates, divided by (eta sigma)^2.
     * With T = 1, w_1(noise) - w_1(no noise) = -eta xi exactly.
     */
    private static double noiseVarianceRatio(LongFunction<NoiseSource> source) {
        Map<String, Object> p = Map.of("iterations", 1);
        double[] clean = weights(fit(p, TRAIN, EPS1, new ZeroNoise(0)));
        // eta and sigma computed here, not read back: 1/(n (R^2/4 + lambda)) with R = 1, and
        // Delta sqrt(T) / mu with Delta = 2 (replace-one, |l'| <= 1, declared bound 1)
        double eta = 1 / (1000 * (0.25 + 1e-3));
        double sigma = 2 / Gdp.muFor(1.0, 1e-5);
        double ss = 0;
        int count = 0;
        for (long seed = 0; seed < 300; seed++) {
            double[] w = weights(fit(p, TRAIN, EPS1, source.apply(seed)));
            for (int j = 0; j < w.length; j++) {
                double z = (w[j] - clean[j]) / (eta * sigma);
                ss += z * z;
                count++;
            }
        }
        return ss / count;
    }

    /** 3000 squared standard normals: the mean has sd sqrt(2/3000) = 0.026; accept within 5 sd. */
    private static boolean varianceMatches(double ratio) {
        return Math.abs(ratio - 1) <= 5 * Math.sqrt(2.0 / 3000);
    }

    /**
     * A distinguisher on neighbours differing in a canary row (e1, +1) versus (-e1, +1), in a regime where
     * every hinge stays active (tiny steps), so the output is exactly Gaussian with mean shift
     * T eta Delta and sd sqrt(T) eta sigma along e1: the standardised shift estimates the mechanism's mu.
     * Returns {estimated mu, its standard error, claimed mu}.
     */
    private static double[] estimatedMu(LongFunction<NoiseSource> source) {
        double[] base = {0.6, 0.8, -0.8, 0.6, 0.0, 1.0, 1.0, 0.0, -0.6, -0.8, 0.28, 0.96, -0.96, 0.28, 0.0, -1.0,
            0.8, -0.6, -1.0, 0.0};
        int[] labels = {1, 1, 0, 1, 0, 1, 1, 0, 0, 1};
        double[] xs = base.clone();
        xs[0] = 1;
        xs[1] = 0;
        double[] xt = xs.clone();
        xt[0] = -1;
        List<String> classes = List.of("-1", "+1");
        Dataset s = Dataset.labelled("canary", xs, 10, 2, labels, classes, 1.0);
        Dataset t = Dataset.labelled("canary", xt, 10, 2, labels.clone(), classes, 1.0);
        Map<String, Object> p = Map.of("iterations", 20, "lambda", 0, "loss", "hinge", "stepScale", 1e-6);
        double epsilon = Gdp.epsilon(0.5, 1e-3);
        Budget budget = new Budget(epsilon, 1e-3);
        int m = 2000;
        double[] a = new double[m];
        double[] b = new double[m];
        double claimedMu = 0;
        for (int r = 0; r < m; r++) {
            Fit fs = fit(p, s, budget, source.apply(2L * r));
            a[r] = weights(fs)[0];
            b[r] = weights(fit(p, t, budget, source.apply(2L * r + 1)))[0];
            claimedMu = fs.diagnostics().get("mu");
        }
        double ma = mean(a);
        double mb = mean(b);
        double sd = Math.sqrt((Stats.variance(a, ma) + Stats.variance(b, mb)) / 2);
        double mu = (ma - mb) / sd;
        // standard error of a standardised mean difference with m per side: sqrt(2/m + mu^2/(4m))
        return new double[] {mu, Math.sqrt(2.0 / m + mu * mu / (4.0 * m)), claimedMu};
    }

    private static double mean(double[] v) {
        double s = 0;
        for (double x : v) {
            s += x;
        }
        return s / v.length;
    }

    @Nested
    class Privacy {

        @Test
        void spec000Numbers_muTSigmaAndStepSizes() {
            // spec-000 section 6 item 2: epsilon = 1, delta = 1e-5, n = 1000, |Gamma| = 11, gamma = 0.1, k = 500
            double mu = Gdp.muForPaper(1.0, 1e-5);
            assertEquals(0.1041987, mu, 5e-8);
            double muCall = mu / Math.sqrt(22);
            assertEquals(0.0222152, muCall, 5e-8);
            int t = NgdSchedule.paperIterations(1000, muCall, Integer.MAX_VALUE);
            assertEquals(494, t);
            double sigma = NgdSchedule.sigma(120, t, muCall);
            assertEquals(120058.77, sigma, 0.005);
            assertEquals(muCall, Math.sqrt(t) * 120 / sigma, 1e-12);
            assertEquals(1.67426e-8, NgdSchedule.stepForAverage(1, t, 1000, 120, 500, sigma), 5e-14);
            assertEquals(4.5086e-9, NgdSchedule.stepForLast(1, t, 1000, 120, 500, sigma, 1e-6), 5e-14);
            assertEquals(2000, NgdSchedule.paperIterations(1000, 1.0, 2000), "T_max caps the paper's T");
        }

        @Test
        void learner_reproducesTheSpecNumbersEndToEnd() {
            // the spec's A_NGD call: points clipped to radius 2v = 2, hinge c = gamma/3 = 1/30, so Delta = 4v/c = 120;
            // epsilon = 1/sqrt(22) makes the paper's mu equal mu_call = mu(1, 1e-5)/sqrt(2 |Gamma|)
            Dataset rows = Fixtures.marginData(1000, 500, 0.1, 4, 5);
            Dataset data = rows.withFeatures(rows.x(), 500, 2.0);
            Map<String, Object> p = Map.of("loss", "hinge", "hingeScale", 1.0 / 30, "accounting", "paper",
                    "horizon", "paper", "iterations", 2000, "lambda", 0);
            Fit f = fit(p, data, new Budget(1 / Math.sqrt(22), 1e-5), SeededNoise.ofSeed(1));
            assertEquals(120, f.diagnostics().get("sensitivity"), 1e-12);
            assertEquals(494, f.diagnostics().get("iterations"));
            assertEquals(0.0222152, f.diagnostics().get("mu"), 5e-8);
            assertEquals(120058.77, f.diagnostics().get("sigma"), 0.005);
            assertEquals(4.5086e-9, f.diagnostics().get("step_size"), 5e-14);
            assertEquals("gdp-paper", f.spent().accountant());
            assertEquals(1 / Math.sqrt(22), f.spent().epsilon(), 1e-12);
        }

        @Test
        void sigma_isDeltaSqrtTOverMu_andTheGuaranteeSpendsTheBudget() {
            Fit f = fit(Map.of("iterations", 50), TRAIN, EPS1, SeededNoise.ofSeed(1));
            double mu = Gdp.muFor(1.0, 1e-5);
            assertEquals(2 * Math.sqrt(50) / mu, f.diagnostics().get("sigma"), 1e-9);
            var g = f.spent();
            assertEquals(new PrivacyEvent.Repeated(new PrivacyEvent.Gaussian(Math.sqrt(50) / mu), 50), g.event());
            assertEquals("gdp", g.accountant());
            assertEquals(Neighbouring.REPLACE_ONE, g.relation());
            // muFor rounds mu down by at most 1e-15 relative, so the spend is epsilon to far better than 1e-6
            assertTrue(g.epsilon() <= 1.0 + 1e-12 && g.epsilon() >= 1.0 - 1e-6, "spent " + g.epsilon());
            assertEquals("", g.caveat());
        }

        @Test
        void addRemove_halvesTheSensitivityAndNamesThePublicRowCount() {
            Fit f = fit(Map.of("relation", "add-remove", "publicRows", 100), TRAIN, EPS1, SeededNoise.ofSeed(1));
            assertEquals(1.0, f.diagnostics().get("sensitivity"));
            assertEquals(Neighbouring.ADD_REMOVE, f.spent().relation());
            // the step, the shrink 1 - eta N lambda and the horizon use the declared N
            // (NoisyGradientDescentAddRemoveTest)
            assertTrue(f.spent().caveat().contains("public row count N = 100"), f.spent().caveat());
        }

        @Test
        void worstCaseNeighbours_moveTheSummedGradientByExactlyDelta() {
            // hinge at w_0 = 0: every row is active, so negating one row moves G by 2 ||x|| / c = Delta (tight)
            Map<String, Object> p = Map.of("iterations", 1, "loss", "hinge", "hingeScale", 0.5);
            var learner = new NoisyGradientDescent(options(p));
            assertEquals(4.0, gradientShift(learner, TRAIN, p), 1e-9);
            // undeclared norms (5): the clip C = 0.5 bounds each gradient, so Delta = 2C = 1 (5 x 2 = 10 without it)
            Map<String, Object> q = new HashMap<>(p);
            q.put("clip", 0.5);
            var clipped = new NoisyGradientDescent(options(q));
            assertTrue(gradientShift(clipped, unboundedRows(TRAIN), q) <= 1.0 + 1e-9);
        }

        @Test
        void noiseOfOneStep_hasTheCalibratedVariance() {
            assertTrue(varianceMatches(noiseVarianceRatio(SeededNoise::ofSeed)),
                    "variance ratio " + noiseVarianceRatio(SeededNoise::ofSeed));
        }

        @Test
        void distinguisher_onCanaryNeighbours_findsExactlyTheClaimedMu() {
            double[] r = estimatedMu(SeededNoise::ofSeed);
            assertEquals(0.5, r[2], 1e-9);
            // the mechanism is exactly mu-GDP here, so the estimate must be within 5 standard errors of the
            // claim on both sides (false rejection about 6e-7): above means leaking, below means over-noising
            assertEquals(r[2], r[0], 5 * r[1], "estimated mu " + r[0] + " +- " + r[1]);
        }

        @Test
        void deltaZero_andPaperAccountingOutsideItsRange_areRefused() {
            var e = assertThrows(IllegalArgumentException.class,
                    () -> fit(Map.of(), TRAIN, Budget.pure(1.0), SeededNoise.ofSeed(1)));
            assertTrue(e.getMessage().contains("delta"), e.getMessage());
            assertThrows(IllegalArgumentException.class,
                    () -> fit(Map.of("accounting", "paper"), TRAIN, new Budget(100, 1e-5), SeededNoise.ofSeed(1)));
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void halvedNoise_failsTheVarianceTest() {
            double ratio = noiseVarianceRatio(seed -> new ScaledNoise(SeededNoise.ofSeed(seed), 0.5));
            assertFalse(varianceMatches(ratio), "ratio " + ratio + " (0.25 expected)");
        }

        @Test
        void halvedNoise_isCaughtByTheDistinguisher() {
            double[] r = estimatedMu(seed -> new ScaledNoise(SeededNoise.ofSeed(seed), 0.5));
            // halving sigma doubles the effective mu to 1.0: far outside the acceptance band of 0.5
            assertTrue(r[0] > r[2] + 5 * r[1], "estimated mu " + r[0] + " +- " + r[1]);
        }

        @Test
        void clippingRemoved_breaksTheSensitivityBound() {
            Map<String, Object> p = Map.of("iterations", 1, "loss", "hinge", "hingeScale", 0.5, "clip", 0.5);
            var broken = new NoisyGradientDescent(options(p), false);
            double shift = gradientShift(broken, unboundedRows(TRAIN), p);
            assertTrue(shift > 1.0 + 1e-9, "shift " + shift + " must exceed Delta = 2C = 1 without clipping");
        }
    }

    @Nested
    class Determinism {

        @Test
        void sameSeedAndCell_giveBitIdenticalWeights_otherSeedsOthers() {
            Map<String, Object> p = Map.of("estimator", "average");
            Reproducibility.assertSeedDecides(seed -> fit(p, TRAIN, EPS1, SeededNoise.forCell(6 + seed, "cell")));
        }

        @Test
        void infiniteEpsilon_runsNoiseFreeAndClaimsNothing() {
            Budget inf = new Budget(Double.POSITIVE_INFINITY, 0);
            Fit a = fit(Map.of(), TRAIN, inf, SeededNoise.ofSeed(1));
            Fit b = fit(Map.of(), TRAIN, inf, SeededNoise.ofSeed(2));
            assertArrayEquals(weights(a), weights(b));
            assertFalse(a.spent().isPrivate());
            assertEquals(0.0, a.diagnostics().get("sigma"));
        }

        @Test
        void average_isTheMeanOfTheIteratesBeforeTheLast() {
            // T = 1: the average of w_0 alone is 0 (spec-000 ERRATUM: w_0..w_{T-1}, divided by T)
            double[] w = weights(fit(Map.of("iterations", 1, "estimator", "average"), TRAIN, EPS1,
                    SeededNoise.ofSeed(3)));
            assertArrayEquals(new double[10], w);
        }
    }

    @Nested
    class Utility {

        private double meanAccuracy(Map<String, ?> p, double epsilon) {
            double s = 0;
            for (long seed = 0; seed < 5; seed++) {
                s += Fixtures.accuracy(fit(p, TRAIN, new Budget(epsilon, 1e-5), SeededNoise.ofSeed(seed)).model(),
                        TEST);
            }
            return s / 5;
        }

        @Test
        void epsilon8_beatsEpsilon01_andTheNonPrivateOptimumBoundsBoth() {
            // Test accuracy on 4000 rows has binomial sd <= sqrt(0.25/4000) = 0.008; the reference may lose to
            // a noisy fit by test-set chance only, so it must be within 3 sd of both.
            double slack = 3 * Math.sqrt(0.25 / 4000);
            for (Map<String, ?> p : List.<Map<String, ?>>of(Map.of(), Map.of("loss", "hinge", "hingeScale", 0.1))) {
                double high = meanAccuracy(p, 8);
                double low = meanAccuracy(p, 0.1);
                var ref = new NonPrivateLogistic(new NonPrivateLogistic.Options(1e-3, false, 1e-8, 10_000))
                        .fit(TrainingData.privateOnly(TRAIN), EPS1, new ZeroNoise(0));
                double refAccuracy = Fixtures.accuracy(ref.model(), TEST);
                assertTrue(high > low + slack, p + ": eps 8 gives " + high + ", eps 0.1 gives " + low);
                assertTrue(refAccuracy + slack >= high, p + ": reference " + refAccuracy + " vs eps 8 " + high);
            }
        }

        @Test
        void noiseFreeRun_approachesTheRegularisedOptimum() {
            // logistic with eta = 1/L is a descent method: after T steps
            // F(w_T) - F* <= L ||w*||^2 / (2T) (Nesterov 2004, Cor. 2.1.2), here L = 1/4 + lambda
            Budget inf = new Budget(Double.POSITIVE_INFINITY, 0);
            Fit gd = fit(Map.of("iterations", 400), TRAIN, inf, new ZeroNoise(0));
            var ref = new NonPrivateLogistic(new NonPrivateLogistic.Options(1e-3, false, 1e-10, 10_000))
                    .fit(TrainingData.privateOnly(TRAIN), inf, new ZeroNoise(0));
            var objective = LogisticObjective.of(TRAIN, 1e-3, false);
            double[] wStar = ((LinearModel) ref.model()).weights();
            double fStar = objective.valueAndGradient(wStar, new double[10]);
            double fT = objective.valueAndGradient(weights(gd), new double[10]);
            double bound = (0.25 + 1e-3) * Vectors.normSquared(wStar) / (2 * 400);
            assertTrue(fT - fStar <= bound && fT >= fStar - 1e-12, "gap " + (fT - fStar) + " vs bound " + bound);
        }
    }
}

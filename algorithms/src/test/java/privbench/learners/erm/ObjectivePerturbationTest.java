package privbench.learners.erm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static privbench.testing.Fixtures.weights;

import java.util.List;
import java.util.function.LongFunction;
import java.util.random.RandomGenerator;
import org.apache.commons.math3.distribution.GammaDistribution;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.TrainingData;
import privbench.linalg.Vectors;
import privbench.optim.ClippedMarginGradient;
import privbench.optim.LogisticObjective;
import privbench.optim.MarginLoss;
import privbench.privacy.Budget;
import privbench.privacy.Neighbouring;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;
import privbench.testing.NoiseLawKs;
import privbench.testing.Stats;

class ObjectivePerturbationTest extends PerturbedLogisticTest {

    private static final Dataset SMALL = Fixtures.marginData(100, 3, 0.1, 8, 9);
    private static final MarginLoss.Logistic LOSS = new MarginLoss.Logistic();
    /** Fits per noise-law test. */
    private static final int DRAWS = 500;

    private static ObjectivePerturbation learner(double lambda) {
        return new ObjectivePerturbation(new ObjectivePerturbation.Options(lambda, 1.0, TOL, 10_000));
    }

    @Override
    Fit fitTrain(Budget budget, NoiseSource noise) {
        return learner(MINIMISER_LAMBDA).fit(TrainingData.privateOnly(TRAIN), budget, noise);
    }

    /**
     * The log-density of the output w under data (rows, labels) up to a constant shared by neighbours
     * (the change of variables of CMS11 Theorem 9, spec-004 T9):
     * ln pdf(w) = -(epsilon'/2) ||b(w)|| + ln det(sum_i l''(m_i) x_i x_i' + n (lambda + Delta) I), with
     * b(w) = -sum_i l'(m_i) y_i x_i - n (lambda + Delta) w the noise that maps to w. Two dimensions.
     */
    private static double logDensity(double[][] rows, double[] y, double[] w, double ridge, double epsilonPrime) {
        int n = rows.length;
        double[] b = {-n * ridge * w[0], -n * ridge * w[1]};
        double h00 = n * ridge;
        double h01 = 0;
        double h11 = n * ridge;
        for (int i = 0; i < n; i++) {
            double m = y[i] * (rows[i][0] * w[0] + rows[i][1] * w[1]);
            double d1 = LOSS.derivative(m);
            double d2 = curvature(m);
            b[0] -= d1 * y[i] * rows[i][0];
            b[1] -= d1 * y[i] * rows[i][1];
            h00 += d2 * rows[i][0] * rows[i][0];
            h01 += d2 * rows[i][0] * rows[i][1];
            h11 += d2 * rows[i][1] * rows[i][1];
        }
        return -epsilonPrime / 2 * Math.hypot(b[0], b[1]) + Math.log(h00 * h11 - h01 * h01);
    }

    /** l''(m) = sigma(m) sigma(-m) of the logistic loss. */
    private static double curvature(double m) {
        double s = MarginLoss.Logistic.sigmoid(m);
        return s * (1 - s);
    }

    /**
     * The largest privacy loss |ln pdf(w | S) - ln pdf(w | S')| found over neighbours S, S' (unit rows, one
     * replaced) and outputs w: random ones, and the worst case of the Jacobian term (w = 30 e1, the
     * replaced row e2 at margin 0 against e1 at margin 30, the others at margin 30).
     */
    private static double largestLoss(double ridge, double epsilonPrime, int n) {
        RandomGenerator rng = SeededNoise.ofSeed(5).structural("oracle");
        double worst = 0;
        for (int trial = 0; trial < 3000; trial++) {
            double[][] rows = new double[n][];
            double[] y = new double[n];
            for (int i = 0; i < n; i++) {
                double a = 2 * Math.PI * Gaussians.uniform(rng);
                rows[i] = new double[] {Math.cos(a), Math.sin(a)};
                y[i] = Gaussians.uniform(rng) < 0.5 ? -1 : 1;
            }
            double scale = 10 * Gaussians.uniform(rng);
            double[] w = {scale * Gaussians.standard(rng), scale * Gaussians.standard(rng)};
            double[][] other = rows.clone();
            double[] y2 = y.clone();
            double a = 2 * Math.PI * Gaussians.uniform(rng);
            other[0] = new double[] {Math.cos(a), Math.sin(a)};
            y2[0] = -y[0];
            worst = Math.max(worst, Math.abs(logDensity(rows, y, w, ridge, epsilonPrime)
                    - logDensity(other, y2, w, ridge, epsilonPrime)));
        }
        double[][] rows = new double[n][];
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            rows[i] = new double[] {1, 0};
            y[i] = 1;
        }
        double[][] other = rows.clone();
        rows[0] = new double[] {0, 1};
        double[] w = {30, 0};
        worst = Math.max(worst, Math.abs(logDensity(rows, y, w, ridge, epsilonPrime)
                - logDensity(other, y, w, ridge, epsilonPrime)));
        return worst;
    }

    /** The norms of the noise recovered from released outputs, b = -n grad(J + Delta/2 ||w||^2)(w_priv). */
    private static double noiseKs(LongFunction<NoiseSource> source) {
        double lambda = 0.01;
        Budget budget = Budget.pure(1.0);
        var cal = ObjectivePerturbation.calibrate(1.0, 100, lambda);
        var gradientOf = new LogisticObjective(SMALL.x(), 100, 3, ClippedMarginGradient.signs(SMALL), null,
                lambda + cal.extraRidge(), null, false);
        double[] norms = new double[DRAWS];
        double[] g = new double[3];
        for (int r = 0; r < DRAWS; r++) {
            double[] w = weights(learner(lambda).fit(TrainingData.privateOnly(SMALL), budget, source.apply(r)));
            gradientOf.valueAndGradient(w, g);
            // the solver leaves ||grad|| <= 1e-9, so b is recovered to n 1e-9 = 1e-7, far below its scale 3.6
            norms[r] = 100 * Vectors.norm(g);
        }
                return Stats.ks(norms, new GammaDistribution(null, 3, cal.noiseScale())::cumulativeProbability);
    }

    /** The largest move of the gradient term sum_i l'(m_i) y_i s_i x_i when one row is replaced. */
    private static double gradientShift(boolean clipRows) {
        double[] x = SMALL.x().clone();
        Vectors.scale(3.0, x);
        Dataset big = SMALL.withFeatures(x, 3, Double.POSITIVE_INFINITY);
        double[] s = UnitBallRows.factors(big, 1.0, clipRows);
        double[] y = ClippedMarginGradient.signs(big);
        RandomGenerator rng = SeededNoise.ofSeed(6).structural("w");
        double worst = 0;
        for (int trial = 0; trial < 200; trial++) {
            double[] w = new double[3];
            Gaussians.fillStandard(rng, w, 0, 3);
            int i = trial % 100;
            int j = (trial * 37 + 11) % 100;
            // replace row i by row j's negation: the per-row terms before and after, both scaled
            double[] d = new double[3];
            double mi = y[i] * s[i] * Vectors.dot(x, i * 3, w, 0, 3);
            double mj = y[j] * s[j] * -Vectors.dot(x, j * 3, w, 0, 3);
            for (int k = 0; k < 3; k++) {
                d[k] = LOSS.derivative(mi) * y[i] * s[i] * x[i * 3 + k]
                        - LOSS.derivative(mj) * y[j] * s[j] * -x[j * 3 + k];
            }
            worst = Math.max(worst, Vectors.norm(d));
        }
        return worst;
    }

    @Nested
    class Privacy {

        @Test
        void calibration_followsBothBranchesOfAlgorithm2() {
            // n = 100, lambda = 0.01, c = 1/4: 2 ln(1 + c/(n lambda)) = 2 ln 1.25 = 0.4462871026
            var a = ObjectivePerturbation.calibrate(1.0, 100, 0.01);
            assertEquals(0.5537128973715805, a.epsilonPrime(), 1e-15);
            assertEquals(0.0, a.extraRidge());
            assertEquals(3.611980160646066, a.noiseScale(), 1e-12);
            // epsilon = 0.2 < 0.446: Delta = c/(n (e^(0.05) - 1)) - lambda = 0.25/5.127109637602 - 0.01
            var b = ObjectivePerturbation.calibrate(0.2, 100, 0.01);
            assertEquals(0.1, b.epsilonPrime(), 1e-15);
            assertEquals(0.03876041623266472, b.extraRidge(), 1e-15);
            assertEquals(20.0, b.noiseScale(), 1e-12);
        }

        @Test
        void extraRidge_isPositiveWheneverTheSecondBranchIsTaken() {
            for (double eps : new double[] {1e-3, 0.01, 0.1, 0.5, 1, 2}) {
                for (int n : new int[] {1, 10, 100, 10_000}) {
                    for (double lambda : new double[] {1e-6, 1e-3, 1e-1}) {
                        var c = ObjectivePerturbation.calibrate(eps, n, lambda);
                        assertTrue(c.epsilonPrime() > 0 && c.extraRidge() >= 0, eps + " " + n + " " + lambda);
                    }
                }
            }
        }

        @Test
        void privacyLoss_ofTheExactMechanism_isAtMostEpsilon() {
            // the change-of-variables density of CMS11 Theorem 9, evaluated exactly (d = 2) on neighbours
            for (double eps : new double[] {0.5, 3.0}) {
                var cal = ObjectivePerturbation.calibrate(eps, 5, 0.01);
                double loss = largestLoss(0.01 + cal.extraRidge(), cal.epsilonPrime(), 5);
                assertTrue(loss <= eps, "epsilon " + eps + ": loss " + loss);
            }
        }

        @Test
        void recoveredNoise_hasTheGammaNormLaw() {
            NoiseLawKs.assertFollowsTheLaw(ObjectivePerturbationTest::noiseKs, DRAWS);
        }

        @Test
        void unitBallRows_boundTheGradientShiftByTwo() {
            assertTrue(gradientShift(true) <= 2 + 1e-12, "shift " + gradientShift(true));
        }

        @Test
        void guarantee_isPureEpsilon_andSaysTheSolverIsInexact() {
            Fit f = learner(0.01).fit(TrainingData.privateOnly(TRAIN), new Budget(0.7, 1e-5), SeededNoise.ofSeed(1));
            assertEquals(0.7, f.spent().epsilon());
            assertEquals(0.0, f.spent().delta());
            assertEquals("pure", f.spent().accountant());
            assertEquals(Neighbouring.REPLACE_ONE, f.spent().relation());
            assertTrue(f.spent().caveat().contains("exact minimiser assumed"), f.spent().caveat());
        }

        @Test
        void diagnostics_reportTheBranchAndTheSolve() {
            Fit f = learner(0.01).fit(TrainingData.privateOnly(TRAIN), Budget.pure(0.01), SeededNoise.ofSeed(2));
            // n lambda = 10: 2 ln(1 + 1/40) = 0.049 > 0.01, so the second branch, epsilon' = 0.005
            assertEquals(0.005, f.diagnostics().get("epsilon_prime"), 1e-15);
            assertTrue(f.diagnostics().get("extra_ridge") > 0);
            assertTrue(f.diagnostics().get("solver_gradient_norm") <= TOL);
            assertEquals(List.of("epsilon_prime", "extra_ridge", "noise_scale", "solver_gradient_norm",
                    "solver_iterations"), List.copyOf(f.diagnostics().keySet()));
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void halvedNoise_failsTheNormLawTest() {
            NoiseLawKs.assertHalvedNoiseIsCaught(ObjectivePerturbationTest::noiseKs, DRAWS);
        }

        @Test
        void droppingTheExtraRidge_breaksTheDensityBound() {
            // epsilon = 0.5 < 2 ln(1 + c/(n lambda)) = 2 ln 6: without Delta the Jacobian term alone reaches ln 6
            var cal = ObjectivePerturbation.calibrate(0.5, 5, 0.01);
            assertTrue(cal.extraRidge() > 0);
            double loss = largestLoss(0.01, cal.epsilonPrime(), 5);
            assertTrue(loss > 0.5, "loss " + loss);
        }

        @Test
        void clippingRemoved_breaksTheGradientShiftBound() {
            assertTrue(gradientShift(false) > 2, "shift " + gradientShift(false));
        }
    }
}

package privbench.learners.margin;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.function.LongFunction;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.erm.Estimator;
import privbench.learners.erm.UnitBallRows;
import privbench.linalg.JlProjection;
import privbench.linalg.Vectors;
import privbench.optim.ClippedMarginGradient;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.Gdp;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;
import privbench.testing.ScaledNoise;
import privbench.testing.ZeroNoise;

/** A_JLGD (Algorithm 1) on projected, clipped rows: spec numbers, sensitivity, clipping, noise. */
class JlgdMechanismTest {

    private static JlProjection phi(int k, int d, long seed) {
        return JlProjection.rademacher(k, d, SeededNoise.ofSeed(seed).structural("jl"));
    }

    private static ProjectedRows projected(Dataset data, JlProjection phi, boolean clip) {
        return ProjectedRows.projected(data, ClippedMarginGradient.signs(data), UnitBallRows.radius(data, 1),
                UnitBallRows.factors(data, 1, true), phi, clip);
    }

    private static ProjectedRows identity(Dataset data) {
        return ProjectedRows.identity(data, ClippedMarginGradient.signs(data), UnitBallRows.radius(data, 1));
    }

    /** Rows of norm 1 aligned with rows of Phi: ||Phi x|| = sqrt(d/k), far above the clip radius 2v = 2. */
    private static Dataset adversarial(JlProjection p, int n) {
        int d = p.cols();
        double[] x = new double[n * d];
        int[] labels = new int[n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < d; j++) {
                x[i * d + j] = p.entry(i % p.rows(), j);
            }
            double norm = Vectors.norm(x, i * d, d);
            for (int j = 0; j < d; j++) {
                x[i * d + j] /= norm;
            }
            labels[i] = i % 2;
        }
        return Dataset.labelled("adversarial", x, n, d, labels, List.of("-1", "+1"), 1.0);
    }

    @Nested
    class Privacy {

        @Test
        void spec000Item2_muTSigmaDeltaAndStepSizes_forOneProjectedCall() {
            // n = 1000, gamma = 0.1, k = 500, mu_call = mu(1, 1e-5) / sqrt(22): T = 494, Delta = 120, sigma = 120058.77
            Dataset data = Fixtures.marginData(1000, 600, 0.1, 1, 2);
            double muCall = Gdp.muForPaper(1, 1e-5) / Math.sqrt(22);
            assertEquals(0.0222152, muCall, 5e-8);
            JlgdRun last = JlgdMechanism.run(projected(data, phi(500, 600, 3), true), 0.1, false, muCall, 100_000,
                    Estimator.LAST, SeededNoise.ofSeed(4));
            assertEquals(494, last.iterations());
            assertEquals(120, last.sensitivity(), 1e-12);
            assertEquals(120058.77, last.sigma(), 0.005);
            assertEquals(muCall, Math.sqrt(494) * 120 / last.sigma(), 1e-12);
            assertEquals(4.5086e-9, last.stepSize(), 5e-14);
            assertEquals(new PrivacyEvent.Repeated(new PrivacyEvent.Gaussian(last.sigma() / 120), 494), last.event());
            assertEquals(500, last.dimension());
            assertFalse(last.identity());
            assertEquals(1.0, last.degradation());
            JlgdRun avg = JlgdMechanism.run(projected(data, phi(500, 600, 3), true), 0.1, false, muCall, 100_000,
                    Estimator.AVERAGE, SeededNoise.ofSeed(4));
            assertEquals(1.67426e-8, avg.stepSize(), 5e-14);
        }

        @Test
        void withoutProjection_theRowsStayInTheUnitBall_soDeltaIs6OverGamma() {
            Dataset data = Fixtures.marginData(300, 20, 0.1, 1, 2);
            JlgdRun r = JlgdMechanism.run(identity(data), 0.1, false, 0.5, 50, Estimator.LAST, SeededNoise.ofSeed(1));
            assertEquals(60, r.sensitivity(), 1e-12);
            // read literally, Algorithm 1 clips to 2v even without a projection: Delta = 12/gamma
            var literal = ProjectedRows.identity(data, ClippedMarginGradient.signs(data), 1, IdentityRadius.PAPER, true);
            assertEquals(120, JlgdMechanism.run(literal, 0.1, false, 0.5, 50, Estimator.LAST, SeededNoise.ofSeed(1))
                    .sensitivity(), 1e-12);
            assertTrue(r.identity());
            assertEquals(20, r.dimension());
            // T capped at 50 < n^2 mu^2 = 22500: the optimised bound loses sqrt((n^2/T + p/mu^2)/((1+p)/mu^2))
            double expected = Math.sqrt((90_000.0 / 50 + 20 / 0.25) / (21 / 0.25));
            assertEquals(expected, r.degradation(), 1e-12);
        }

        @Test
        void clipping_keepsEveryProjectedRowInTheBallOfRadius2_evenForAdversarialRows() {
            JlProjection p = phi(20, 600, 5);
            Dataset bad = adversarial(p, 40);
            double[] raw = new double[40 * 20];
            p.project(bad.x(), 40, null, raw);
            assertTrue(Vectors.norm(raw, 0, 20) > 5, "the adversarial rows must be inflated: " + Vectors.norm(raw, 0, 20));
            ProjectedRows z = projected(bad, p, true);
            for (int i = 0; i < 40; i++) {
                assertTrue(Vectors.norm(z.rows(), i * 20, 20) <= 2 + 1e-12);
            }
            assertEquals(2.0, z.radius());
        }

        @Test
        void replacingOneRow_movesTheSummedGradientByAtMost4OverC_tightForOppositeClippedRows() {
            JlProjection p = phi(20, 600, 5);
            Dataset a = adversarial(p, 40);
            // the neighbour: row 0 replaced by its negation, label kept
            double[] xb = a.x().clone();
            for (int j = 0; j < 600; j++) {
                xb[j] = -xb[j];
            }
            Dataset b = a.withFeatures(xb, 600, 1.0);
            double c = 0.1 / 3;
            double[] ga = new double[20];
            double[] gb = new double[20];
            // at w = 0 every hinge is active: the shift is 2 ||z_0|| / c = 4/c exactly, as z_0 is clipped to norm 2
            projected(a, p, true).gradient(c).sumInto(new double[20], ga);
            projected(b, p, true).gradient(c).sumInto(new double[20], gb);
            Vectors.axpy(-1, gb, ga);
            assertEquals(4 / c, Vectors.norm(ga), 1e-9 * 4 / c);
            // at random w the bound still holds
            NoiseSource s = SeededNoise.ofSeed(9);
            for (int t = 0; t < 20; t++) {
                double[] w = new double[20];
                s.addGaussian(w, 0.1);
                projected(a, p, true).gradient(c).sumInto(w, ga);
                projected(b, p, true).gradient(c).sumInto(w, gb);
                Vectors.axpy(-1, gb, ga);
                assertTrue(Vectors.norm(ga) <= 4 / c * (1 + 1e-12));
            }
        }

        @Test
        void phi_dependsOnTheSeedNotTheData() {
            // two datasets sharing row 0 and nothing else: the same seed projects row 0 identically
            Dataset a = Fixtures.marginData(30, 200, 0.1, 1, 2);
            Dataset b = Fixtures.marginData(30, 200, 0.1, 1, 3);
            double[] xb = b.x().clone();
            System.arraycopy(a.x(), 0, xb, 0, 200);
            Dataset b0 = b.withFeatures(xb, 200, 1.0);
            double[] za = projected(a, phi(50, 200, 7), true).rows();
            double[] zb = projected(b0, phi(50, 200, 7), true).rows();
            assertArrayEquals(Arrays.copyOf(za, 50), Arrays.copyOf(zb, 50));
        }
    }

    /** The standardised noise of one step (T = 1: w_1 - w_1(no noise) = -eta xi / R), over seeds and coordinates. */
    private static double noiseVarianceRatio(LongFunction<NoiseSource> source) {
        Dataset data = Fixtures.marginData(200, 15, 0.2, 1, 2);
        double mu = 0.5;
        JlgdRun clean = JlgdMechanism.run(identity(data), 0.2, false, mu, 1, Estimator.LAST, new ZeroNoise(0));
        double scale = clean.stepSize() * clean.sigma();
        double ss = 0;
        int count = 0;
        for (long seed = 0; seed < 200; seed++) {
            double[] w = JlgdMechanism.run(identity(data), 0.2, false, mu, 1, Estimator.LAST, source.apply(seed))
                    .weights();
            double[] w0 = clean.weights();
            for (int j = 0; j < w.length; j++) {
                double z = (w[j] - w0[j]) / scale;
                ss += z * z;
                count++;
            }
        }
        return ss / count;
    }

    @Nested
    class NegativeControl {

        @Test
        void gradientNoise_hasTheCalibratedVariance_andHalvedNoiseIsCaught() {
            // 3000 squared standard normals: mean sd sqrt(2/3000) = 0.026; accept 5 sd (false rejection 6e-7)
            double tol = 5 * Math.sqrt(2.0 / 3000);
            assertEquals(1.0, noiseVarianceRatio(SeededNoise::ofSeed), tol);
            double halved = noiseVarianceRatio(seed -> new ScaledNoise(SeededNoise.ofSeed(seed), 0.5));
            assertFalse(Math.abs(halved - 1) <= tol, "halved noise gives " + halved);
        }

        @Test
        void clippingRemoved_breaksBothTheRadiusAndTheSensitivity() {
            JlProjection p = phi(20, 600, 5);
            Dataset bad = adversarial(p, 40);
            ProjectedRows z = projected(bad, p, false);
            assertTrue(Vectors.norm(z.rows(), 0, 20) > 2);
            double c = 0.1 / 3;
            double[] g = new double[20];
            double[] x0 = new double[20];
            z.gradient(c).sumInto(new double[20], g);
            // one row's gradient alone exceeds the clipped bound 2/c
            System.arraycopy(z.rows(), 0, x0, 0, 20);
            assertTrue(Vectors.norm(x0) / c > 2 / c);
        }
    }
}

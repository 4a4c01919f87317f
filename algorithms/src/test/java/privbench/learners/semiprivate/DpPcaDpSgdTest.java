package privbench.learners.semiprivate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.TrainingData;
import privbench.learners.semiprivate.sgd.Init;
import privbench.learners.semiprivate.sgd.NoiseAccountant;
import privbench.learners.semiprivate.sgd.Sampling;
import privbench.linalg.SymmetricEigen;
import privbench.linalg.Vectors;
import privbench.privacy.Budget;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.Calibration;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.NoiseMeter;
import privbench.testing.Reproducibility;
import privbench.testing.UtilityOrder;

class DpPcaDpSgdTest {

    private static final Dataset PRIVATE = SemiPrivateData.rows(500, 24, 401);

    private static DpPcaDpSgd.Options options(DpPcaDpSgd.Mode mode, double f) {
        return new DpPcaDpSgd.Options(5, f, mode, new DpSgdOptions(1, 100, 128, 1, Sampling.POISSON, Init.UNIFORM,
                NoiseAccountant.PRV, Calibration.Search.OPACUS));
    }

    private static Fit fit(DpPcaDpSgd.Mode mode, Budget budget, NoiseSource noise) {
        return new DpPcaDpSgd(options(mode, 0.25)).fit(TrainingData.privateOnly(PRIVATE), budget, noise);
    }

    /** The two noise scales of an Analyze Gauss fit, increasing. */
    private static double[] ledgerSds(Fit f) {
        double[] sds = {f.diagnostics().get("pca_sigma"), f.diagnostics().get("sigma")};
        Arrays.sort(sds);
        return sds;
    }

    @Nested
    class Privacy {

        /**
         * spec-003 section 5 item 9: epsilon_pca + epsilon_sgd <= epsilon. IES runs with exponents summing to
         * f epsilon and is charged what that costs under the run's relation (add/remove with Poisson sampling:
         * f epsilon / 4, see DpPca and DpPcaChargeTest), not f epsilon.
         */
        @Test
        void ledger_pcaShareAndSgdShare_addUpToTheBudget() {
            Budget budget = new Budget(0.8, 1e-5);
            Fit ies = new DpPcaDpSgd(options(DpPcaDpSgd.Mode.IES, 0.25)).fit(TrainingData.privateOnly(PRIVATE), budget,
                    SeededNoise.ofSeed(1));
            assertEquals(0.2, ies.diagnostics().get("pca_exponent_epsilon"), 0.0);
            assertEquals(0.05, ies.diagnostics().get("pca_epsilon"), 0.0);
            double sgd = ies.diagnostics().get("sgd_epsilon");
            assertTrue(sgd <= 0.6 && sgd > 0.59, "DP-SGD spends its (1 - f) epsilon share: " + sgd);
            assertEquals(0.05 + sgd, ies.spent().epsilon(), 1e-15);
            assertEquals(1e-5, ies.spent().delta(), 0.0);
            assertEquals("pure+prv", ies.spent().accountant());
            var parts = ((PrivacyEvent.Composed) ies.spent().event()).events();
            assertEquals(new PrivacyEvent.PureDp(0.05), parts.get(0));
            Fit gauss = new DpPcaDpSgd(options(DpPcaDpSgd.Mode.ANALYZE_GAUSS, 0.5)).fit(TrainingData.privateOnly(PRIVATE),
                    budget, SeededNoise.ofSeed(1));
            assertEquals(1e-5, gauss.spent().delta(), 1e-20, "delta split f delta + (1 - f) delta");
            assertTrue(gauss.spent().epsilon() <= 0.8);
            assertEquals(new PrivacyEvent.ApproxDp(0.4, 0.5e-5), ((PrivacyEvent.Composed) gauss.spent().event()).events().get(0));
        }

        /** Analyze Gauss draws at its pca_sigma, DP-SGD at sigma C (C = 1): nothing else is Gaussian. */
        @Test
        void drawnNoise_isThePcaSigmaAndTheSgdSigmaTimesC() {
            var m = NoiseMeter.measure(n -> fit(DpPcaDpSgd.Mode.ANALYZE_GAUSS, new Budget(0.8, 1e-5), n),
                    DpPcaDpSgdTest::ledgerSds, 1);
            assertTrue(m.agrees(), m.toString());
        }

        @Test
        void secondMoment_scalesRowsToTheUnitBall_whateverTheyDeclare() {
            Dataset big = Dataset.labelled("big", new double[] {3, 4, 0.3, 0.4}, 2, 2, new int[] {0, 1}, List.of("a", "b"),
                    Double.POSITIVE_INFINITY);
            double[] m = DpPca.secondMoment(big);
            // row 1 (norm 5) becomes (0.6, 0.8); row 2 (norm 0.5) is kept
            assertEquals(0.36 + 0.09, m[0], 1e-15);
            assertEquals(0.48 + 0.12, m[1], 1e-15);
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void noiseHalved_isCaughtByTheMeter() {
            var m = NoiseMeter.measure(n -> fit(DpPcaDpSgd.Mode.ANALYZE_GAUSS, new Budget(0.8, 1e-5), n),
                    DpPcaDpSgdTest::ledgerSds, 0.5);
            assertFalse(m.agrees(), m.toString());
        }
    }

    @Nested
    class Determinism {

        @Test
        void sameSeed_bitIdentical_anotherSeed_different() {
            for (DpPcaDpSgd.Mode mode : DpPcaDpSgd.Mode.values()) {
                Reproducibility.assertSeedDecides(seed -> fit(mode, new Budget(1, 1e-5), SeededNoise.forCell(seed, "c")));
            }
        }
    }

    @Nested
    class Utility {

        /** Ten classes (chance 0.1): epsilon 8 beats 0.1 and the noise-free run bounds both (3 sd on 600 rows). */
        @Test
        void epsilon8_beatsEpsilon01_andTheNoiseFreeRunBoundsBoth() {
            UtilityOrder.checkAgainstNoiseFree(b -> fit(DpPcaDpSgd.Mode.IES, b, SeededNoise.ofSeed(2)), 8, 0.1,
                    SemiPrivateData.rows(600, 24, 402));
        }

        @Test
        void iterativeSampling_isOrthonormal_andAtHugeEpsilonFindsTheTopEigenvectors() {
            double[] moment = DpPca.secondMoment(PRIVATE);
            int d = 24;
            double[] theta = DpPca.iterative(moment, d, 4, 1e7, SeededNoise.ofSeed(2));
            SymmetricEigen exact = SymmetricEigen.of(moment, d);
            for (int i = 0; i < 4; i++) {
                for (int j = 0; j <= i; j++) {
                    assertEquals(i == j ? 1 : 0, Vectors.dot(theta, i * d, theta, j * d, d), 1e-10);
                }
                assertTrue(Math.abs(Vectors.dot(theta, i * d, exact.vectors(), i * d, d)) > 0.99,
                        "component " + i + " aligns with the exact eigenvector");
            }
            // at tiny epsilon the draw is close to uniform: its alignment with v_1 is far from 1
            double[] noisy = DpPca.iterative(moment, d, 1, 1e-6, SeededNoise.ofSeed(2));
            assertTrue(Math.abs(Vectors.dot(noisy, 0, exact.vectors(), 0, d)) < 0.9);
        }

        @Test
        void complement_isOrthonormal_andOrthogonalToTheChosenDirection() {
            int d = 6;
            double[] p = new double[d * d];
            for (int j = 0; j < d; j++) {
                p[j * d + j] = 1;
            }
            double[] u = {0.1, -0.7, 0.2, 0.4, 0.5, -0.2};
            Vectors.scale(1 / Vectors.norm(u), u);
            double[] c = DpPca.complement(p, u, d, d);
            for (int r = 0; r < d - 1; r++) {
                assertEquals(0, Vectors.dot(c, r * d, u, 0, d), 1e-14);
                for (int s = 0; s <= r; s++) {
                    assertEquals(r == s ? 1 : 0, Vectors.dot(c, r * d, c, s * d, d), 1e-14);
                }
            }
        }
    }
}

package privbench.learners.semiprivate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.semiprivate.sgd.DpSgd;
import privbench.learners.semiprivate.sgd.FlatClipRule;
import privbench.learners.semiprivate.sgd.GepRule;
import privbench.learners.semiprivate.sgd.Init;
import privbench.learners.semiprivate.sgd.NoiseAccountant;
import privbench.linalg.Vectors;
import privbench.privacy.Budget;
import privbench.privacy.accounting.Calibration;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.SeededNoise;

class GepTest extends SynALedgerPricedLearnerTest {

    private static final Dataset PUBLIC = SemiPrivateData.rows(150, 16, 501);
    private static final Dataset PRIVATE = SemiPrivateData.rows(400, 16, 502);
    private static final Gep.Options SHORT = new Gep.Options(10, 100, 1, 0.2, 0.1, 60, 128, 0.9, 2e-4, Init.UNIFORM,
            NoiseAccountant.PRV, Calibration.Search.OPACUS, 0);

    /** The Utility group's noise-free reference is GEP with sigma_g = 0 and both clips infinite: nothing clipped. */
    GepTest() {
        super(new Gep(SHORT), SemiPrivateData.training(Gep.class, PRIVATE, PUBLIC), SemiPrivateData.rows(600, 16, 503));
    }

    /** The residual's noise sd sigma_g C1 and the embedding's sigma_g C0 (C1 = 0.2 < C0 = 1 in SHORT). */
    @Override
    double[] ledgerSds(Fit f) {
        double sigmaG = f.diagnostics().get("gep_sigma");
        return new double[] {sigmaG * SHORT.residualClip(), sigmaG * SHORT.clip()};
    }

    @Nested
    class Privacy {

        /** spec-003 section 5 item 9: sigma_g = sqrt(2) sigma_eff. */
        @Test
        void ledger_embeddingAndResidualNoise_areSqrt2TimesTheCalibratedMultiplier() {
            Fit f = fit(new Budget(1, 1e-5), SeededNoise.ofSeed(1));
            assertEquals(Math.sqrt(2) * f.diagnostics().get("sigma"), f.diagnostics().get("gep_sigma"), 1e-12);
            assertTrue(f.spent().epsilon() <= 1 && f.spent().accountant().equals("prv"));
            assertEquals(10.0, f.diagnostics().get("gep_anchors"));
        }

        /**
         * Without clipping or noise, embedding plus residual reconstructs the plain gradient sum exactly (V
         * orthonormal): GEP then equals flat clipping with C = +Infinity. The basis is orthonormal.
         */
        @Test
        void withoutClipOrNoise_theSplitGradientSumsToThePlainOne_andTheBasisIsOrthonormal() {
            int k = 16;
            int classes = 10;
            int[] labels = new int[PUBLIC.rows()];
            GepRule gep = new GepRule(k, classes, 8, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, 0,
                    PUBLIC.x(), labels, SeededNoise.ofSeed(3).structural("start"));
            FlatClipRule flat = new FlatClipRule(k, classes, Double.POSITIVE_INFINITY, 0);
            double[] params = new double[classes * k + classes];
            Gaussians.fillStandard(SeededNoise.ofSeed(4).structural("p"), params, 0, params.length);
            gep.beforeStep(0, params);
            gep.begin();
            flat.begin();
            double[] r = new double[classes];
            for (int i = 0; i < 50; i++) {
                DpSgd.residual(params, PRIVATE.x(), i * k, k, classes, PRIVATE.label(i), r);
                gep.add(PRIVATE.x(), i * k, r);
                flat.add(PRIVATE.x(), i * k, r);
            }
            double[] a = new double[params.length];
            double[] b = new double[params.length];
            gep.noisySum(a, SeededNoise.ofSeed(5));
            flat.noisySum(b, SeededNoise.ofSeed(5));
            assertArrayEquals(b, a, 1e-10 * Vectors.norm(b));
        }

        /** Every draw of the run has the sd the ledger prices: sigma_g C1 on the residual, sigma_g C0 on the embedding. */
        @Test
        void drawnNoise_hasTheLedgersScales() {
            assertDrawsMatchLedger();
        }
    }
}

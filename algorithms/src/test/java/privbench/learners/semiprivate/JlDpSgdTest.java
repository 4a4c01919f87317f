package privbench.learners.semiprivate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.TrainingData;
import privbench.learners.semiprivate.sgd.Init;
import privbench.learners.semiprivate.sgd.NoiseAccountant;
import privbench.learners.semiprivate.sgd.Sampling;
import privbench.privacy.Budget;
import privbench.privacy.accounting.Calibration;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.NoiseMeter;

class JlDpSgdTest extends SynALedgerPricedLearnerTest {

    private static final Dataset PRIVATE = SemiPrivateData.rows(600, 64, 302);
    private static final Dataset TEST = SemiPrivateData.rows(600, 64, 303);
    private static final JlDpSgd.Options SHORT = new JlDpSgd.Options(10, new DpSgdOptions(1, 100, 128, 1,
            Sampling.POISSON, Init.UNIFORM, NoiseAccountant.PRV, Calibration.Search.OPACUS));

    JlDpSgdTest() {
        super(new JlDpSgd(SHORT), TrainingData.privateOnly(PRIVATE), TEST);
    }

    /** Every draw is sigma C with C = 1 in SHORT. */
    @Override
    double[] ledgerSds(Fit f) {
        return NoiseMeter.sigmaTimes(1).apply(f);
    }

    @Override
    String cell() {
        return "x";
    }

    @Nested
    class Privacy {

        /** R_ij ~ N(0, 1/k): E ||R x||^2 = ||x||^2; over 64 x 400 entries the mean square is 1/k within 5%. */
        @Test
        void projection_isDrawnFromTheStructuralStreamAlone_withVariance1OverK() {
            double[] r = JlDpSgd.matrix(400, 64, SeededNoise.ofSeed(3).structural("jl"));
            double ss = 0;
            for (double v : r) {
                ss += v * v;
            }
            assertEquals(1.0 / 400, ss / r.length, 0.05 / 400);
        }

        @Test
        void drawnNoise_isSigmaTimesC_andTheGuaranteeIsWithinBudget() {
            assertDrawsMatchLedger();
            Fit f = fit(new Budget(1, 1e-5), SeededNoise.ofSeed(1));
            assertTrue(f.spent().isPrivate() && f.spent().epsilon() <= 1, f.spent().toString());
            assertEquals("prv", f.spent().accountant());
        }
    }
}

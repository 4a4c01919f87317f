package privbench.learners.semiprivate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.LearnerSpec;
import privbench.learners.TrainingData;
import privbench.learners.semiprivate.sgd.DpSgd;
import privbench.learners.semiprivate.sgd.Init;
import privbench.learners.semiprivate.sgd.NoiseAccountant;
import privbench.learners.semiprivate.sgd.PreconditionedRule;
import privbench.linalg.Vectors;
import privbench.privacy.Budget;
import privbench.privacy.accounting.Calibration;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.NoiseMeter;

class AdaDpsTest extends SynALedgerPricedLearnerTest {

    private static final Dataset PUBLIC = SemiPrivateData.rows(150, 16, 601);
    private static final Dataset PRIVATE = SemiPrivateData.rows(400, 16, 602);
    private static final AdaDps.Options SHORT = new AdaDps.Options(1e-3, 0.1, 60, 128, 1.0, Init.UNIFORM,
            NoiseAccountant.RDP, Calibration.Search.OPACUS, 0);

    AdaDpsTest() {
        super(new AdaDps(SHORT), SemiPrivateData.training(AdaDps.class, PRIVATE, PUBLIC),
                SemiPrivateData.rows(600, 16, 603));
    }

    /** Every Gaussian draw is sigma C, C the clip of the preconditioned gradient. */
    @Override
    double[] ledgerSds(Fit f) {
        return NoiseMeter.sigmaTimes(SHORT.clip()).apply(f);
    }

    @Nested
    class Privacy {

        @Test
        void declaresPublicLabels_andIsTheOnlyLearnerOfTheFamilyThatSeesThem() {
            assertTrue(LearnerSpec.of(AdaDps.class).needsPublicLabels());
            assertTrue(SemiPrivateData.training(AdaDps.class, PRIVATE, PUBLIC).publicRows().hasLabels());
            for (var learner : List.of(Pillar.class, Gep.class, PillarTheory.class)) {
                TrainingData seen = SemiPrivateData.training(learner, PRIVATE, PUBLIC);
                assertTrue(!seen.publicRows().hasLabels(), learner.getSimpleName());
                assertThrows(IllegalStateException.class, () -> seen.publicRows().labels(), "label access throws");
            }
            Dataset otherClasses = Dataset.labelled("p", PUBLIC.x(), PUBLIC.rows(), 16, new int[PUBLIC.rows()],
                    List.of("a", "b"), PUBLIC.normBound());
            var e = assertThrows(IllegalArgumentException.class, () -> new AdaDps(AdaDps.Options.DEFAULTS).fit(
                    SemiPrivateData.training(AdaDps.class, PRIVATE, otherClasses), new Budget(1, 1e-5), SeededNoise.ofSeed(1)));
            assertTrue(e.getMessage().contains("public labels"), e.getMessage());
        }

        /** The preconditioned gradient's closed-form norm drives the clip: a clipped example's sum has norm C. */
        @Test
        void preconditionedExample_isClippedToC_andShortOnesPassScaledByTheirPreconditioner() {
            int k = 16;
            int classes = 10;
            PreconditionedRule rule = new PreconditionedRule(k, classes, 0.5, 0, 1e-3, 1, PUBLIC.x(), PUBLIC.labels());
            double[] params = new double[classes * k + classes];
            rule.beforeStep(0, params);
            double[] r = new double[classes];
            double[] out = new double[params.length];
            for (int i = 0; i < 20; i++) {
                rule.begin();
                DpSgd.residual(params, PRIVATE.x(), i * k, k, classes, PRIVATE.label(i), r);
                double[] scaledZ = PRIVATE.x().clone();
                Vectors.scale(100, scaledZ, i * k, k);   // long rows: every gradient is clipped
                rule.add(scaledZ, i * k, r);
                rule.noisySum(out, SeededNoise.ofSeed(1));
                assertEquals(0.5, Vectors.norm(out), 1e-6, "clipped to C (Opacus's 1e-6 stabiliser)");
            }
        }

        /** Every Gaussian draw is sigma C, C the clip of the preconditioned gradient; the guarantee is RDP's. */
        @Test
        void drawnNoise_hasTheLedgersScale_andTheGuaranteeIsRdp() {
            assertDrawsMatchLedger();
            Fit f = fit(new Budget(1, 1e-5), SeededNoise.ofSeed(1));
            assertEquals("rdp", f.spent().accountant());
            assertTrue(f.spent().epsilon() <= 1);
        }
    }
}

package privbench.learners.semiprivate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.LearnerSpec;
import privbench.learners.TrainingData;
import privbench.learners.semiprivate.sgd.Init;
import privbench.learners.semiprivate.sgd.NoiseAccountant;
import privbench.learners.semiprivate.sgd.Sampling;
import privbench.privacy.Budget;
import privbench.privacy.accounting.Calibration;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.NoiseMeter;
import privbench.testing.Reproducibility;
import privbench.testing.UtilityOrder;

/** nonprivate: the semi-private family's reference, SGD without clipping or noise (optionally on public PCA). */
class NonPrivateSgdTest {

    private static final Dataset PUBLIC = SemiPrivateData.rows(200, 64, 301);
    private static final Dataset PRIVATE = SemiPrivateData.rows(600, 64, 302);
    private static final Dataset TEST = SemiPrivateData.rows(600, 64, 303);
    private static final LearnerSpec<?> SPEC = LearnerSpec.of(NonPrivateSgd.class);
    private static final Map<String, Object> SHORT = Map.of("steps", 100, "batchSize", 128);

    private static Fit fit(Budget budget, NoiseSource noise) {
        return SPEC.create(SHORT).fit(TrainingData.privateOnly(PRIVATE), budget, noise);
    }

    @Nested
    class Privacy {

        /** A reference claims nothing (epsilon +infinity, accountant none) and refuses no budget, however small. */
        @Test
        void claimsNothing_atAnyBudget_andRefusesNone() {
            for (Budget b : new Budget[] {new Budget(0.01, 1e-9), Budget.pure(1), new Budget(Double.POSITIVE_INFINITY, 0)}) {
                Fit f = fit(b, SeededNoise.ofSeed(1));
                assertFalse(f.spent().isPrivate(), b.toString());
                assertEquals(Double.POSITIVE_INFINITY, f.spent().epsilon());
                assertEquals("none", f.spent().accountant());
            }
            assertTrue(SPEC.nonPrivate());
        }

        @Test
        void addsNoPrivacyNoise() {
            assertEquals(0.0, NoiseMeter.addedNoise(n -> fit(new Budget(1, 1e-5), n)));
        }
    }

    @Nested
    class NegativeControl {

        /** The no-noise check has power: DP-SGD with the same schedule, through the same meter, is seen drawing. */
        @Test
        void theNoNoiseCheck_catchesDpSgdWithTheSameSchedule() {
            var dpsgd = new DpSgdFull(new DpSgdFull.Options(new DpSgdOptions(1, 100, 128, 1, Sampling.POISSON,
                    Init.UNIFORM, NoiseAccountant.PRV, Calibration.Search.OPACUS)));
            assertTrue(NoiseMeter.addedNoise(n -> dpsgd.fit(TrainingData.privateOnly(PRIVATE), new Budget(1, 1e-5), n)) > 0);
        }
    }

    @Nested
    class Determinism {

        @Test
        void sameSeed_bitIdentical_anotherSeed_different() {
            Reproducibility.assertSeedDecides(seed -> fit(new Budget(1, 1e-5), SeededNoise.forCell(seed, "x")));
        }
    }

    @Nested
    class Utility {

        @Test
        void withAndWithoutPca_andNeedsPublicRowsOnlyForPca() {
            Fit raw = SPEC.create(Map.of()).fit(TrainingData.privateOnly(PRIVATE), new Budget(0.1, 1e-5),
                    SeededNoise.ofSeed(1));
            Fit pca = SPEC.create(Map.of("k", 10)).fit(SemiPrivateData.training(NonPrivateSgd.class, PRIVATE,
                    PUBLIC), new Budget(0.1, 1e-5), SeededNoise.ofSeed(1));
            assertEquals(10.0, pca.diagnostics().get("pca_k"));
            // Proposition 3: without noise the projection to k = r costs (almost) nothing; 5 sd on 600 rows is 0.1
            assertEquals(accuracy(raw), accuracy(pca), 0.1);
            assertThrows(IllegalArgumentException.class, () -> SPEC.create(Map.of("k", 10)).fit(
                    TrainingData.privateOnly(PRIVATE), new Budget(1, 1e-5), SeededNoise.ofSeed(1)));
        }

        /** The reference bounds DP-SGD with the same schedule at epsilon 8 and beats it at 0.1 (3 sd on 600 rows). */
        @Test
        void boundsDpSgdFull_andBeatsItAtSmallEpsilon() {
            var dpsgd = new DpSgdFull(new DpSgdFull.Options(new DpSgdOptions(1, 100, 128, 1, Sampling.POISSON,
                    Init.UNIFORM, NoiseAccountant.PRV, Calibration.Search.OPACUS)));
            UtilityOrder.check(b -> dpsgd.fit(TrainingData.privateOnly(PRIVATE), b, SeededNoise.ofSeed(2)), 8, 0.1,
                    fit(new Budget(1, 1e-5), SeededNoise.ofSeed(2)), TEST);
        }

        private double accuracy(Fit f) {
            return SemiPrivateData.accuracy(f.model(), TEST);
        }
    }
}

package privbench.learners.semiprivate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.PrivateLearner;
import privbench.learners.TrainingData;
import privbench.learners.semiprivate.sgd.Init;
import privbench.learners.semiprivate.sgd.NoiseAccountant;
import privbench.learners.semiprivate.sgd.Sampling;
import privbench.privacy.Budget;
import privbench.privacy.accounting.Calibration;
import privbench.privacy.noise.SeededNoise;

/**
 * The negative controls' broken pillar and jl-dpsgd ({@link UnclippedSgd}) are the production learners with one
 * change: recomposed with the production rule they release the same bits (every score on the private rows) and
 * claim the same guarantee, and with the unclipped rule (on rows beyond the clip, as the audit's canaries are) they release other weights.
 */
class UnclippedSgdTest {

    private static final DpSgdOptions SHORT = new DpSgdOptions(1, 20, 64, 0.5, Sampling.POISSON, Init.UNIFORM,
            NoiseAccountant.RDP, Calibration.Search.OPACUS);
    private static final Dataset PRIVATE = SemiPrivateData.rows(300, 16, 41);
    private static final Dataset PUBLIC = SemiPrivateData.rows(100, 16, 42);
    private static final Budget BUDGET = new Budget(1, 1e-5);

    @Test
    void pillar_recomposedWithTheClip_isThePillarBits_andWithoutItIsNot() {
        Pillar.Options o = new Pillar.Options(4, true, SHORT);
        TrainingData data = SemiPrivateData.training(Pillar.class, PRIVATE, PUBLIC);
        assertSameAndBroken(new Pillar(o), UnclippedSgd.pillar(o, UnclippedSgd.CLIPPED), UnclippedSgd.pillar(o), data);
    }

    @Test
    void jlDpSgd_recomposedWithTheClip_isTheJlDpSgdBits_andWithoutItIsNot() {
        JlDpSgd.Options o = new JlDpSgd.Options(6, SHORT);
        TrainingData data = TrainingData.privateOnly(PRIVATE);
        assertSameAndBroken(new JlDpSgd(o), UnclippedSgd.jlDpSgd(o, UnclippedSgd.CLIPPED), UnclippedSgd.jlDpSgd(o),
                data);
    }

    private static void assertSameAndBroken(PrivateLearner production, PrivateLearner recomposed,
                                            PrivateLearner unclipped, TrainingData data) {
        Fit a = production.fit(data, BUDGET, SeededNoise.ofSeed(7));
        Fit b = recomposed.fit(data, BUDGET, SeededNoise.ofSeed(7));
        assertArrayEquals(a.model().scores(PRIVATE), b.model().scores(PRIVATE));
        assertEquals(a.spent(), b.spent());
        // unit rows against C = 0.5: every softmax gradient at these rows exceeds the clip, so the rule matters
        Fit c = unclipped.fit(data, BUDGET, SeededNoise.ofSeed(7));
        assertFalse(Arrays.equals(a.model().scores(PRIVATE), c.model().scores(PRIVATE)));
    }
}

package privbench.learners.semiprivate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.LearnerSpec;
import privbench.learners.Model;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.noise.SeededNoise;

/**
 * jl-dpsgd and nonprivate: determinism, their projections, and the non-private reference's claims.
 */
class OtherLearnersTest {

    private static final Dataset PUBLIC = SemiPrivateData.rows(200, 64, 301);
    private static final Dataset PRIVATE = SemiPrivateData.rows(600, 64, 302);
    private static final Dataset TEST = SemiPrivateData.rows(600, 64, 303);

    @Test
    void jl_isDeterministicPerSeed_andItsProjectionIsDataIndependent() {
        JlDpSgd jl = new JlDpSgd(JlDpSgd.Options.DEFAULTS);
        Budget b = new Budget(1, 1e-5);
        Fit a = jl.fit(TrainingData.privateOnly(PRIVATE), b, SeededNoise.forCell(1, "x"));
        assertEquals(a.model(), jl.fit(TrainingData.privateOnly(PRIVATE), b, SeededNoise.forCell(1, "x")).model());
        assertNotEquals(a.model(), jl.fit(TrainingData.privateOnly(PRIVATE), b, SeededNoise.forCell(2, "x")).model());
        // R_ij ~ N(0, 1/k): E ||R x||^2 = ||x||^2; over 64 x 400 entries the mean square is 1/k within 5%
        double[] r = JlDpSgd.matrix(400, 64, SeededNoise.ofSeed(3).structural("jl"));
        double ss = 0;
        for (double v : r) {
            ss += v * v;
        }
        assertEquals(1.0 / 400, ss / r.length, 0.05 / 400);
        assertTrue(a.spent().isPrivate() && a.spent().epsilon() <= 1);
    }

    @Test
    void nonPrivate_claimsNothing_withAndWithoutPca_andNeedsPublicRowsOnlyForPca() {
        LearnerSpec<?> spec = LearnerSpec.of(NonPrivateSgd.class);
        Fit raw = spec.create(Map.of()).fit(TrainingData.privateOnly(PRIVATE), new Budget(0.1, 1e-5),
                SeededNoise.ofSeed(1));
        assertTrue(!raw.spent().isPrivate() && raw.spent().accountant().equals("none"));
        Fit pca = spec.create(Map.of("k", 10)).fit(SemiPrivateData.training(NonPrivateSgd.class, PRIVATE,
                PUBLIC), new Budget(0.1, 1e-5), SeededNoise.ofSeed(1));
        assertEquals(10.0, pca.diagnostics().get("pca_k"));
        // Proposition 3: without noise the projection to k = r costs (almost) nothing; 5 sd on 600 rows is 0.1
        assertEquals(accuracy(raw.model()), accuracy(pca.model()), 0.1);
        assertThrows(IllegalArgumentException.class, () -> spec.create(Map.of("k", 10)).fit(
                TrainingData.privateOnly(PRIVATE), new Budget(1, 1e-5), SeededNoise.ofSeed(1)));
    }

    private static double accuracy(Model m) {
        return SemiPrivateData.accuracy(m, TEST);
    }
}

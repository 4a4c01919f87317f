package privbench.learners.semiprivate.sgd;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.LearnerSpec;
import privbench.learners.SoftmaxModel;
import privbench.learners.TrainingData;
import privbench.learners.semiprivate.DpSgdFull;
import privbench.privacy.Budget;
import privbench.privacy.Neighbouring;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.Gdp;
import privbench.privacy.noise.SeededNoise;

/**
 * DP-SGD with B >= n: the step divides the noisy sum by q n = n, so D and D plus one row (add/remove neighbours) differ
 * in the noise's scale alone (certified 0.386 against a recorded 0.0948 at n = 67, B = 256 before the fix). The run is
 * therefore priced under replace-one, T Gaussians of sensitivity 2C; with B < n the divisor is the public B and
 * add/remove stands. Zero-feature rows make the weights W pure noise (their gradients are zero), so a release that
 * does not depend on n gives the same W on n and n + 1 rows.
 */
class DpSgdFullBatchRelationTest {

    private static final LearnerSpec<?> SPEC = LearnerSpec.of(DpSgdFull.class);
    private static final Budget BUDGET = new Budget(1, 1e-5);

    /** n rows of d zero features, labels alternating. */
    private static Dataset zeroRows(int n, int d) {
        int[] labels = new int[n];
        for (int i = 0; i < n; i++) {
            labels[i] = i % 2;
        }
        return Dataset.labelled("zeros", new double[n * d], n, d, labels, List.of("a", "b"), 1.0);
    }

    private static Fit fit(int n, int batch) {
        Map<String, Object> params = Map.of("batchSize", batch, "steps", 50, "init", "zero");
        return SPEC.create(params).fit(TrainingData.privateOnly(zeroRows(n, 8)), BUDGET,
                SeededNoise.forCell(7, "dpsgd-full/relation"));
    }

    private static double[] weights(Fit f) {
        return ((SoftmaxModel) f.model()).weights();
    }

    @Test
    void fullBatchIsPricedUnderReplaceOneAsTwoCSensitivityGaussians() {
        Fit f = fit(67, 256);
        assertEquals(Neighbouring.REPLACE_ONE, f.spent().relation());
        assertTrue(f.spent().caveat().contains(SgdPrivacy.FULL_BATCH_CAVEAT), f.spent().caveat());
        double sigma = f.diagnostics().get("sigma");
        assertEquals(new PrivacyEvent.Repeated(new PrivacyEvent.Gaussian(sigma / 2), 50), f.spent().event());
        // T Gaussians of multiplier sigma / 2 are exactly (2 sqrt(T) / sigma)-GDP; PRV prices them within its grid
        double exact = Gdp.epsilon(2 * Math.sqrt(50) / sigma, BUDGET.delta());
        assertEquals(exact, f.spent().epsilon(), 0.02 * exact);
        assertTrue(f.spent().epsilon() <= BUDGET.epsilon());
    }

    @Test
    void belowFullBatchTheDivisorIsTheBatchSize_soAddingAZeroRowLeavesTheNoiseAsItIs() {
        Fit a = fit(300, 64);
        Fit b = fit(301, 64);
        assertEquals(Neighbouring.ADD_REMOVE, a.spent().relation());
        assertEquals(SgdPrivacy.PRIVATE_N_CAVEAT, a.spent().caveat());
        // sigma calibrated at q = 64/300 and 64/301 differs; compare the noise per unit of sigma
        double[] wa = weights(a);
        double[] wb = weights(b);
        double sa = a.diagnostics().get("sigma");
        double sb = b.diagnostics().get("sigma");
        for (int j = 0; j < wa.length; j++) {
            assertEquals(wa[j] / sa, wb[j] / sb, 1e-9 * Math.abs(wa[j] / sa), "weight " + j);
        }
    }

    @Test
    void negativeControl_fullBatchNoiseScalesWithOneOverN_soAddRemoveCouldNotHold() {
        Fit a = fit(67, 256);
        Fit b = fit(68, 256);
        double[] wa = weights(a);
        double[] wb = weights(b);
        // same sigma (it depends only on T and the budget at q = 1), same draws, divided by 67 and by 68
        assertEquals(a.diagnostics().get("sigma"), b.diagnostics().get("sigma"));
        double[] scaled = wb.clone();
        for (int j = 0; j < scaled.length; j++) {
            scaled[j] *= 68.0 / 67.0;
        }
        assertArrayEquals(wa, scaled, 1e-12 * maxAbs(wa));
        assertTrue(Math.abs(wa[0] - wb[0]) > 1e-3 * Math.abs(wa[0]), "the check must see the 1/n scale");
    }

    private static double maxAbs(double[] v) {
        double m = 0;
        for (double x : v) {
            m = Math.max(m, Math.abs(x));
        }
        return m;
    }
}

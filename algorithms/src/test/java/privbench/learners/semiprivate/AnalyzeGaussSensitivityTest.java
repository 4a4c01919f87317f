package privbench.learners.semiprivate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import java.util.List;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.TrainingData;
import privbench.learners.semiprivate.sgd.Init;
import privbench.learners.semiprivate.sgd.NoiseAccountant;
import privbench.learners.semiprivate.sgd.Sampling;
import privbench.privacy.Budget;
import privbench.privacy.Neighbouring;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.AnalyticGaussian;
import privbench.privacy.accounting.Calibration;
import privbench.privacy.noise.SeededNoise;


/**
 * Analyze Gauss prices the statistic it noises (issue 11 item 1): the upper triangle of X^T X (with the
 * diagonal) moves by sqrt(2) in L2 when one unit row e_1 is replaced by e_2, and by 1 when e_1 is added. The
 * change is computed exactly from {@link DpPca#secondMoment} and {@link DpPca#upperTriangle} of constructed
 * neighbours and compared with the sensitivity the learner uses; the old value (1 under replace-one) fails it.
 */
class AnalyzeGaussSensitivityTest {

    private static final int D = 3;

    private static Dataset rows(double[]... x) {
        double[] flat = new double[x.length * D];
        int[] labels = new int[x.length];
        for (int i = 0; i < x.length; i++) {
            System.arraycopy(x[i], 0, flat, i * D, D);
            labels[i] = i % 2;
        }
        return Dataset.labelled("pair", flat, x.length, D, labels, List.of("a", "b"), 1.0);
    }

    private static double change(Dataset a, Dataset b) {
        double[] u = DpPca.upperTriangle(DpPca.secondMoment(a), D);
        double[] v = DpPca.upperTriangle(DpPca.secondMoment(b), D);
        double s = 0;
        for (int i = 0; i < u.length; i++) {
            s += (u[i] - v[i]) * (u[i] - v[i]);
        }
        return Math.sqrt(s);
    }

    private static final double[] E1 = {1, 0, 0};
    private static final double[] E2 = {0, 1, 0};
    private static final double[] OTHER = {0.3, -0.4, 0.5};

    @Test
    void replacingE1ByE2_movesTheNoisedStatisticBySqrt2_theSensitivityUsedUnderReplaceOne() {
        double moved = change(rows(OTHER, E1), rows(OTHER, E2));
        assertEquals(Math.sqrt(2), moved, 1e-15);
        double used = DpPca.analyzeGaussSensitivity(Neighbouring.REPLACE_ONE);
        assertTrue(moved <= used, "change " + moved + " within the sensitivity " + used);
        // the value used before issue 11 (1, the add/remove sensitivity) does not cover the replacement
        assertTrue(moved > DpPca.analyzeGaussSensitivity(Neighbouring.ADD_REMOVE));
    }

    @Test
    void addingE1_movesTheNoisedStatisticBy1_theSensitivityUsedUnderAddRemove() {
        double moved = change(rows(OTHER), rows(OTHER, E1));
        assertEquals(1, moved, 1e-15);
        assertTrue(moved <= DpPca.analyzeGaussSensitivity(Neighbouring.ADD_REMOVE));
    }

    @Test
    void noUnitRowPair_movesItMoreThanTheSensitivity() {
        var rng = SeededNoise.ofSeed(5).structural("rows");
        for (int trial = 0; trial < 2000; trial++) {
            double[] x = new double[D];
            double[] y = new double[D];
            for (int j = 0; j < D; j++) {
                x[j] = rng.nextGaussian();
                y[j] = rng.nextGaussian();
            }
            // secondMoment scales each row to norm at most 1
            assertTrue(change(rows(OTHER, x), rows(OTHER, y)) <= Math.sqrt(2) * (1 + 1e-15));
            assertTrue(change(rows(OTHER), rows(OTHER, x)) <= 1 + 1e-15);
        }
    }

    @Test
    void shuffledBatches_priceTheProjectionAtSqrt2_andRecordItsPublicScale() {
        Dataset data = SemiPrivateData.rows(300, 16, 3);
        Budget budget = new Budget(1.0, 1e-5);
        for (Sampling sampling : Sampling.values()) {
            var opt = new DpPcaDpSgd.Options(3, 0.5, DpPcaDpSgd.Mode.ANALYZE_GAUSS, new DpSgdOptions(1, 20, 32, 1,
                    sampling, Init.ZERO, NoiseAccountant.RDP, Calibration.Search.PRECISE));
            Fit fit = new DpPcaDpSgd(opt).fit(TrainingData.privateOnly(data), budget, SeededNoise.ofSeed(1));
            // shuffled batches and Poisson priced under replace-one (poisson-replace-one) both name replace-one
            boolean replaceOne = sampling != Sampling.POISSON;
            double sensitivity = replaceOne ? Math.sqrt(2) : 1;
            assertEquals(replaceOne ? Neighbouring.REPLACE_ONE : Neighbouring.ADD_REMOVE, fit.spent().relation());
            assertEquals(sensitivity, fit.diagnostics().get("pca_sensitivity"), 0.0);
            assertEquals(AnalyticGaussian.sigma(0.5, 0.5e-5, sensitivity), fit.diagnostics().get("pca_sigma"), 0.0);
            assertEquals(new PrivacyEvent.ApproxDp(0.5, 0.5e-5),
                    ((PrivacyEvent.Composed) fit.spent().event()).events().get(0));
        }
    }
}

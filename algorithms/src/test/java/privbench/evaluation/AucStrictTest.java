package privbench.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.LinearModel;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.SeededNoise;

/** spec-004 T10: the strict AUC of eq. (1) beside the midrank AUC. */
class AucStrictTest {

    private static Predictions scored(double[] scores, int[] labels, double weight) {
        Dataset d = Dataset.labelled("t", scores.clone(), scores.length, 1, labels, List.of("neg", "pos"),
                Double.POSITIVE_INFINITY);
        return Predictions.of(LinearModel.of(new double[] {weight}), d);
    }

    private static double strict(Predictions p) {
        return Metrics.byId("auc_strict").orElseThrow().value(p);
    }

    private static double midrank(Predictions p) {
        return Metrics.byId("auc").orElseThrow().value(p);
    }

    @Test
    void specVector_givesStrictSevenTenthsAndMidrankEightTenths() {
        double[] s = {0.9, 0.5, 0.5, 0.1, 0.5, 0.3, 0.1, 0.1, 0.0};
        int[] y = {1, 1, 1, 1, 0, 0, 0, 0, 0};
        assertEquals(0.7, strict(scored(s, y, 1)), 1e-15);
        assertEquals(0.8, midrank(scored(s, y, 1)), 1e-15);
    }

    @Test
    void bothConventions_matchTheBruteForcePairCount_onHeavilyTiedScores() {
        RandomGenerator rng = SeededNoise.ofSeed(10).structural("t10");
        for (int trial = 0; trial < 50; trial++) {
            int n = 2 + trial * 7;
            double[] s = new double[n];
            int[] y = new int[n];
            for (int i = 0; i < n; i++) {
                s[i] = Math.floor(Gaussians.uniform(rng) * 5);   // five distinct values: many ties
                y[i] = i < 2 ? i : (Gaussians.uniform(rng) < 0.3 ? 1 : 0);
            }
            double strictWins = 0;
            double halfWins = 0;
            long pairs = 0;
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    if (y[i] == 1 && y[j] == 0) {
                        strictWins += s[i] > s[j] ? 1 : 0;
                        halfWins += s[i] > s[j] ? 1 : s[i] == s[j] ? 0.5 : 0;
                        pairs++;
                    }
                }
            }
            assertEquals(strictWins / pairs, strict(scored(s, y, 1)), 1e-12);
            assertEquals(halfWins / pairs, midrank(scored(s, y, 1)), 1e-12);
        }
    }

    @Test
    void scaleInvariance_negation_andTheZeroScorer() {
        double[] s = {0.9, 0.5, 0.5, 0.1, 0.5, 0.3, 0.1, 0.1, 0.0};
        int[] y = {1, 1, 1, 1, 0, 0, 0, 0, 0};
        assertEquals(strict(scored(s, y, 1)), strict(scored(s, y, 3.5)));
        assertEquals(1.0, midrank(scored(s, y, 1)) + midrank(scored(s, y, -1)), 1e-15);
        // w = 0 ties every pair: midrank 1/2, strict 0 (spec-004 P11)
        assertEquals(0.5, midrank(scored(s, y, 0)));
        assertEquals(0.0, strict(scored(s, y, 0)));
    }

    @Test
    void oneClassOnly_isRefused() {
        var e = assertThrows(IllegalArgumentException.class,
                () -> strict(scored(new double[] {1, 2}, new int[] {0, 0}, 1)));
        assertTrue(e.getMessage().contains("both classes"), e.getMessage());
    }
}

package privbench.learners.margin;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import privbench.privacy.accounting.Gdp;

/** spec-000 section 6, items 1, 2 and 10: the grid, the projection dimension, the scores' noise and penalty. */
class MarginGridTest {

    @Test
    void grid_hasTheSpecSizesAndEnds() {
        // spec-000 3.4: n = 1000 -> 11, 1024 -> 11, 2000 -> 12, 10^4 -> 15; |Gamma| = ceil(log2 n) + 1
        int[][] cases = {{1000, 11}, {1024, 11}, {2000, 12}, {10_000, 15}, {2, 2}, {3, 3}, {64_000, 17}};
        for (int[] c : cases) {
            double[] g = MarginGrid.gammas(c[0]);
            assertEquals(c[1], g.length, "n = " + c[0]);
            assertEquals(c[1], (int) Math.ceil(Math.log(c[0]) / Math.log(2) - 1e-12) + 1, "n = " + c[0]);
            assertEquals(1.0 / c[0], g[0]);
            assertEquals(1.0, g[g.length - 1]);
            for (int i = 1; i < g.length; i++) {
                assertTrue(g[i] > g[i - 1], "ascending at n = " + c[0]);
            }
        }
        assertArrayEquals(new double[] {0.001, 0.002, 0.004, 0.008, 0.016, 0.032, 0.064, 0.128, 0.256, 0.512, 1.0},
                MarginGrid.gammas(1000), 1e-15);
        assertArrayEquals(new double[] {1.0}, MarginGrid.gammas(1));
    }

    @Test
    void projectionDimension_matchesTheSpecReferenceValues() {
        // spec-000 2.1: n = 1000, beta = 1e-6, |Gamma| = 11, ln(.) = 30.03, C_JL = 4
        assertEquals(30.0319, MarginGrid.projectionLog(11, 1000), 1e-4);
        assertEquals(121, MarginGrid.projectionDimension(4, 11, 1000, 1.0));
        assertEquals(481, MarginGrid.projectionDimension(4, 11, 1000, 0.5));
        assertEquals(3004, MarginGrid.projectionDimension(4, 11, 1000, 0.2));
        assertEquals(12013, MarginGrid.projectionDimension(4, 11, 1000, 0.1));
        // the smallest gamma overflows an int: the dimension is a double and the plan falls back to Phi = I
        assertTrue(MarginGrid.projectionDimension(4, 17, 64_000, 1.0 / 64_000) > Integer.MAX_VALUE);
    }

    @Test
    void populationPenalty_andScores_matchTheSpec() {
        // spec-000 3.4: (5/2)(k ln(2n) + ln(4/beta)) = 988 (k=50), 2337 (k=121), 9178 (k=481) at n = 1000
        assertEquals(988, MarginGrid.populationPenalty(50, 1000), 0.5);
        assertEquals(2337, MarginGrid.populationPenalty(121, 1000), 0.5);
        assertEquals(9178, MarginGrid.populationPenalty(481, 1000), 0.5);
        assertEquals(1e-3, Score.ERM.sensitivity(1000));
        assertEquals(1.0, Score.POP.sensitivity(1000));
        assertEquals(0.25, Score.ERM.value(250, 1000, 50));
        assertEquals(250 + MarginGrid.populationPenalty(50, 1000), Score.POP.value(250, 1000, 50), 1e-9);
        // the score-noise sd of A_Iter: sqrt(2 |Gamma|) Delta_U / mu = 0.0450 at n = 1000, epsilon = 1, delta = 1e-5
        double mu = Gdp.muForPaper(1, 1e-5);
        assertEquals(0.0450, Math.sqrt(22) * Score.ERM.sensitivity(1000) / mu, 5e-5);
    }

    @Test
    void plan_skipsTheProjectionAtOrAboveD_andCapsWithOneSharedPhi() {
        assertEquals(new ProjectionPlan(200, true, false, "identity"), ProjectionPlan.of(3004, 200, 0, "g"));
        assertEquals(new ProjectionPlan(121, false, false, "g/k-121"), ProjectionPlan.of(121, 200, 0, "g"));
        // min(k, d) > k_max: k_max rows from one stream, whatever the candidate
        ProjectionPlan a = ProjectionPlan.of(3004, 10_000, 2000, "a");
        ProjectionPlan b = ProjectionPlan.of(1e12, 10_000, 2000, "b");
        assertEquals(a, b);
        assertEquals(new ProjectionPlan(2000, false, true, "jl/capped/k-2000"), a);
        // k_max >= d leaves the identity alone
        assertTrue(ProjectionPlan.of(1e12, 500, 2000, "c").identity());
        assertThrows(IllegalArgumentException.class, () -> ProjectionPlan.of(0.5, 10, 0, "x"));
    }
}

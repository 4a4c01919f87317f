package privbench.harness.audit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The frontier reduction against the cases of google-deepmind/jax_privacy tests/auditing_test.py
 * (test_pareto_frontier_*, test_get_tn_fn_counts*): which points of a monotone chain survive, and the
 * thresholds and counts kept from scores, ties included.
 */
class RocFrontierTest {

    private static int[] frontier(int[][] xy) {
        List<double[]> points = new ArrayList<>();
        for (int[] p : xy) {
            points.add(new double[] {0, p[0], p[1]});
        }
        return RocFrontier.frontier(points);
    }

    @Test
    void chains_keepOnlyStrictlyConcaveVertices() {
        assertArrayEquals(new int[] {0, 1}, frontier(new int[][] {{0, 0}, {1, 1}}));
        assertArrayEquals(new int[] {0, 3}, frontier(new int[][] {{0, 0}, {1, 1}, {2, 2}, {3, 3}}));
        assertArrayEquals(new int[] {0, 1, 3, 4}, frontier(new int[][] {{0, 0}, {0, 2}, {3, 2}, {3, 5}, {5, 5}}));
        // [3, 3] is dominated by [0, 2] and [3, 5]
        assertArrayEquals(new int[] {0, 1, 5, 6},
                frontier(new int[][] {{0, 0}, {0, 2}, {2, 2}, {2, 3}, {3, 3}, {3, 5}, {5, 5}}));
        // [1, 4] is not dominated by [0, 2] and [3, 5]
        assertArrayEquals(new int[] {0, 1, 3, 5, 6},
                frontier(new int[][] {{0, 0}, {0, 2}, {1, 2}, {1, 4}, {3, 4}, {3, 5}, {5, 5}}));
        // [1, 3] lies on the segment from [0, 2] to [2, 4]
        assertArrayEquals(new int[] {0, 1, 5, 6},
                frontier(new int[][] {{0, 0}, {0, 2}, {1, 2}, {1, 3}, {2, 3}, {2, 4}, {4, 4}}));
    }

    @Test
    void scores_giveThresholdsAndCounts() {
        var f = RocFrontier.of(new double[] {1.5, 2.5, 0.5, 3.5}, new double[] {0, 3, 2, 1});
        assertArrayEquals(new double[] {0, 0.5, 3.5, Double.POSITIVE_INFINITY}, f.thresholds());
        assertArrayEquals(new int[] {0, 1, 4, 4}, f.trueNegative());
        assertArrayEquals(new int[] {0, 0, 3, 4}, f.falseNegative());
    }

    @Test
    void ties_convexAndNot() {
        var convex = RocFrontier.of(new double[] {0, 1, 1, 2}, new double[] {0, 0, 1, 1});
        assertArrayEquals(new double[] {0, 1, 2, Double.POSITIVE_INFINITY}, convex.thresholds());
        assertArrayEquals(new int[] {0, 2, 4, 4}, convex.trueNegative());
        assertArrayEquals(new int[] {0, 1, 3, 4}, convex.falseNegative());
        var nonConvex = RocFrontier.of(new double[] {0, 0, 1, 2}, new double[] {0, 1, 1, 1});
        assertArrayEquals(new double[] {0, 2, Double.POSITIVE_INFINITY}, nonConvex.thresholds());
        assertArrayEquals(new int[] {0, 4, 4}, nonConvex.trueNegative());
        assertArrayEquals(new int[] {0, 3, 4}, nonConvex.falseNegative());
        var zeros = RocFrontier.of(new double[4], new double[4]);
        assertArrayEquals(new double[] {0, Double.POSITIVE_INFINITY}, zeros.thresholds());
    }
}

package privbench.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;

/**
 * xi_k of PILLAR's Def. 3 on data whose principal directions and separating direction are known by
 * construction.
 */
class LowRankSeparabilityTest {

    /**
     * d = 5: features 0 and 1 carry label-free noise of standard deviation {@code nuisance}, feature 2 the class
     * (+-0.3 plus N(0, 0.01^2)), features 3 and 4 N(0, 0.01^2). With nuisance = 1 the second moment's top two
     * directions are e0, e1 (eigenvalues about 1), the third e2 (about 0.09): the SVM's w* lies along e2, so xi_1
     * and xi_2 are close to 1 and xi_3 close to 0. With nuisance = 0.1 e2 is the top direction: xi_1 is close to 0.
     */
    private static Dataset data(double nuisance, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int n = 600;
        int d = 5;
        double[] x = new double[n * d];
        int[] labels = new int[n];
        for (int i = 0; i < n; i++) {
            labels[i] = i % 2;
            double y = labels[i] == 1 ? 1 : -1;
            x[i * d] = nuisance * gauss(r);
            x[i * d + 1] = nuisance * gauss(r);
            x[i * d + 2] = 0.3 * y + 0.01 * gauss(r);
            x[i * d + 3] = 0.01 * gauss(r);
            x[i * d + 4] = 0.01 * gauss(r);
        }
        return Dataset.labelled("constructed", x, n, d, labels, List.of("a", "b"), 10);
    }

    private static double gauss(SplittableRandom r) {
        double u = r.nextDouble();
        double v = r.nextDouble();
        return Math.sqrt(-2 * Math.log(1 - u)) * Math.cos(2 * Math.PI * v);
    }

    private static double xi(List<LowRankSeparability.Point> points, int k) {
        return points.stream().filter(p -> p.k() == k).findFirst().orElseThrow().xi();
    }

    @Test
    void aSeparatorOutsideTheTopDirections_hasXiNearOne_untilItsDirectionIsIncluded() {
        var points = LowRankSeparability.of(data(1, 1), new int[] {1, 2, 3, 5}, LowRankSeparability.Options.DEFAULTS,
                new SplittableRandom(2));
        assertEquals(4, points.size(), "one pair, four k");
        assertTrue(points.get(0).converged());
        // w* is along e2 up to the SVM's small weights on the nuisance features (the classes are separated by
        // 0.6 along e2 against noise 0.01, so a hinge fit with C = 1 puts well over 90% of ||w|| there)
        assertTrue(xi(points, 1) > 0.9, "xi_1 = " + xi(points, 1));
        assertTrue(xi(points, 2) > 0.9, "xi_2 = " + xi(points, 2));
        assertTrue(xi(points, 3) < 0.05, "xi_3 = " + xi(points, 3));
        // k = d: A_d A_d^T is the identity, xi_d = 0 up to rounding
        assertTrue(Math.abs(xi(points, 5)) < 1e-12, "xi_5 = " + xi(points, 5));
    }

    @Test
    void theSameSeparatorAlongTheTopDirection_hasXiNearZeroAtKOne() {
        // the control: only the nuisance scale changes, which moves e2 from third to first principal direction
        var points = LowRankSeparability.of(data(0.1, 1), new int[] {1}, LowRankSeparability.Options.DEFAULTS,
                new SplittableRandom(2));
        assertTrue(xi(points, 1) < 0.05, "xi_1 = " + xi(points, 1));
    }

    @Test
    void kAboveD_isSkipped_andUnlabelledOrEmptyInputIsRefused() {
        var points = LowRankSeparability.of(data(1, 3), new int[] {2, 9}, LowRankSeparability.Options.DEFAULTS,
                new SplittableRandom(2));
        assertEquals(1, points.size());
        assertThrows(IllegalArgumentException.class, () -> LowRankSeparability.of(data(1, 3), new int[0],
                LowRankSeparability.Options.DEFAULTS, new SplittableRandom(2)));
        assertThrows(IllegalArgumentException.class, () -> LowRankSeparability.of(data(1, 3).withoutLabels(),
                new int[] {1}, LowRankSeparability.Options.DEFAULTS, new SplittableRandom(2)));
    }
}

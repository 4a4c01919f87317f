package privbench.learners.auc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.linalg.Vectors;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.SeededNoise;

/** spec-004 T4 (solver vectors) and T5 (norm bound): the exact pairwise minimiser. */
class AucErmTest {

    private static final double[][] POS = {{0.6, 0.2}, {0.1, 0.7}, {0.5, -0.3}};
    private static final double[][] NEG = {{-0.4, 0.1}, {0, -0.5}, {-0.2, -0.2}, {0.3, -0.6}};
    private static final double TOL = 1e-12;

    private static AucErm.Solution solve(double[][] pos, double[][] neg, PairwiseLoss loss, double lambda) {
        return AucErm.solve(AucFixtures.rows(pos, neg, 1.0), loss, lambda, null, TOL, 10_000, "test");
    }

    @Test
    void oneDimensionalLeastSquares_isFiftyOverSeventySeven() {
        // diffs {2, 1, 1.5, 0.5}: w = 2 mean(t) / (2 mean(t^2) + lambda) = 2.5 / 3.85
        var s = solve(new double[][] {{1}, {0.5}}, new double[][] {{-1}, {0}}, PairwiseLoss.LEAST_SQUARES, 0.1);
        assertEquals(50.0 / 77, s.w()[0], 1e-15);
        assertEquals(0, s.iterations(), "the closed form needs no polishing");
    }

    @Test
    void twoDimensionalVectors_matchSpec004() {
        // spec-004 T4 values (8 decimals; checked independently with scipy BFGS at gtol 1e-12)
        assertArrayEquals(new double[] {1.09170306, 0.74940132},
                solve(POS, NEG, PairwiseLoss.LEAST_SQUARES, 0.05).w(), 5e-9);
        assertArrayEquals(new double[] {2.05210729, 1.66591484},
                solve(POS, NEG, PairwiseLoss.LOGISTIC, 0.05).w(), 5e-8);
        assertArrayEquals(new double[] {1.73908548, 1.45228980},
                solve(POS, NEG, PairwiseLoss.LOGISTIC_NATURAL, 0.05).w(), 5e-8);
        double[] w = solve(POS, NEG, PairwiseLoss.LOGISTIC, 0.05).w();
        double value = new PairwiseRisk(AucFixtures.rows(POS, NEG, 1), PairwiseLoss.LOGISTIC, 0.05, null)
                .valueAndGradient(w, new double[2]);
        assertEquals(0.415401050188, value, 1e-12);
    }

    @Test
    void naturalLogLoss_withLambdaTimesLn2_hasTheBase2Minimiser() {
        // c ln(1 + e^-t) + (lambda/2)||w||^2 scales by c = 1/ln 2: same minimiser as ln-loss with lambda ln 2.
        // Both solves stop at ||grad|| <= 1e-12 with strong convexity >= 0.03, so they agree to ~1e-10.
        assertArrayEquals(solve(POS, NEG, PairwiseLoss.LOGISTIC, 0.05).w(),
                solve(POS, NEG, PairwiseLoss.LOGISTIC_NATURAL, 0.05 * Math.log(2)).w(), 1e-10);
    }

    @Test
    void leastSquaresClosedForm_zeroesTheBruteForcePairGradient() {
        double[] w = solve(POS, NEG, PairwiseLoss.LEAST_SQUARES, 0.05).w();
        double[] g = new double[2];
        AucFixtures.bruteForce(POS, NEG, PairwiseLoss.LEAST_SQUARES, 0.05, null, w, g);
        assertEquals(0, Vectors.norm(g), 1e-14);
    }

    @Test
    void exactGradient_equalsTheNaivePairLoop_onRandomData() {
        RandomGenerator rng = SeededNoise.ofSeed(11).structural("t4");
        for (int trial = 0; trial < 20; trial++) {
            int d = 1 + trial % 6;
            double[][] pos = randomRows(rng, 1 + trial % 7, d);
            double[][] neg = randomRows(rng, 1 + (trial * 5) % 11, d);
            double[] w = new double[d];
            double[] q = new double[d];
            Gaussians.fillStandard(rng, w, 0, d);
            Gaussians.fillStandard(rng, q, 0, d);
            Vectors.scale(3, w);
            for (PairwiseLoss loss : PairwiseLoss.values()) {
                double[] expected = new double[d];
                double[] got = new double[d];
                double fe = AucFixtures.bruteForce(pos, neg, loss, 0.3, q, w, expected);
                double fg = new PairwiseRisk(AucFixtures.rows(pos, neg, 10), loss, 0.3, q).valueAndGradient(w, got);
                // both sum the same O(1) terms in different orders: agreement to 1e-12 absolute
                assertArrayEquals(expected, got, 1e-12, loss + " trial " + trial);
                assertEquals(fe, fg, 1e-12 * Math.max(1, Math.abs(fe)), loss + " trial " + trial);
            }
        }
    }

    @Test
    void matrixFreeLeastSquaresGradient_equalsTwoTimesMwMinusMu() {
        Dataset data = AucFixtures.gaussianClasses(40, 70, 5, 0.3, 0.4, 3);
        ClassRows rows = ClassRows.of(data, 1, "test");
        double[] m = LeastSquaresAuc.secondMoment(rows);
        double[] mu = LeastSquaresAuc.meanDifference(rows);
        double[] w = {0.3, -1.2, 2.0, 0.1, -0.7};
        double[] expected = new double[5];
        for (int a = 0; a < 5; a++) {
            expected[a] = 2 * (Vectors.dot(m, a * 5, w, 0, 5) - mu[a]);
        }
        double[] got = new double[5];
        new PairwiseRisk(rows, PairwiseLoss.LEAST_SQUARES, 0, null).valueAndGradient(w, got);
        assertArrayEquals(expected, got, 1e-13);
    }

    @Test
    void minimiserNorm_isAtMostSqrtTwoOverLambda() {
        // T5: R^lambda(w_hat) <= R^lambda(0) = l(0) <= 1 gives ||w_hat|| <= sqrt(2/lambda); separable data pushes
        // the logistic minimiser to that bound as lambda -> 0
        RandomGenerator rng = SeededNoise.ofSeed(12).structural("t5");
        for (int trial = 0; trial < 10; trial++) {
            Dataset data = AucFixtures.gaussianClasses(15 + trial, 25, 3, 0.2 + 0.1 * trial, 0.3,
                    rng.nextLong());
            ClassRows rows = ClassRows.of(data, 1, "test");
            for (PairwiseLoss loss : PairwiseLoss.values()) {
                for (double lambda : new double[] {1e-4, 1e-2, 1}) {
                    double norm = Vectors.norm(AucErm.solve(rows, loss, lambda, null, 1e-9, 10_000, "t").w());
                    assertTrue(norm <= Math.sqrt(2 / lambda), loss + " lambda " + lambda + ": " + norm);
                }
            }
        }
    }

    @Test
    void missingClass_isRefusedByName() {
        Dataset onlyPositives = AucFixtures.dataset(POS, new double[][] {{0.1, 0.1}}, 1.0)
                .rows(new int[] {0, 1, 2});
        var e = assertThrows(IllegalArgumentException.class, () -> ClassRows.of(onlyPositives, 1, "auc-x"));
        assertTrue(e.getMessage().startsWith("auc-x needs at least one positive and one negative row"), e.getMessage());
        // the class counts stay out of the message: under relation: replace-one they are private
        assertFalse(e.getMessage().contains("n- ="), e.getMessage());
    }

    @Test
    void rowsBeyondTheDeclaredBound_areScaledBackToIt() {
        Dataset data = AucFixtures.dataset(new double[][] {{3, 4}}, new double[][] {{0.3, 0.4}}, 1.0);
        ClassRows rows = ClassRows.of(data, 7, "test");
        assertArrayEquals(new double[] {0.6, 0.8}, rows.positives(), 1e-15);
        assertArrayEquals(new double[] {0.3, 0.4}, rows.negatives(), 0);
        assertEquals(2.0, rows.diameter());
    }

    private static double[][] randomRows(RandomGenerator rng, int n, int d) {
        double[][] out = new double[n][d];
        for (double[] row : out) {
            Gaussians.fillStandard(rng, row, 0, d);
        }
        return out;
    }
}

package privbench.harness.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.commons.math3.distribution.BinomialDistribution;
import org.apache.commons.math3.analysis.solvers.BrentSolver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The threshold bound against /work/shared/reference/accountant-vectors.md D5 #30 (google-deepmind/jax_privacy
 * tests/auditing_test.py, test_epsilon_clopper_pearson_explicit): in-scores deterministic N(1, 1), out-scores
 * N(0, 1), significance 0.1, one-sided, epsilon = max(0, ln(TPR_lo / FPR_hi)) with fn = #in < t, fp = #out >= t,
 * TPR_lo = 1 - CP_upper(fn, n_in, 0.05), FPR_hi = CP_upper(fp, n_out, 0.05). The expected value is computed
 * here from the counts and a Clopper-Pearson bound solved on the binomial cdf, not through the class under test.
 */
class ThresholdBoundTest {

    /** The p with P[Bin(n, p) <= k] = alpha, by root finding on the binomial cdf. */
    private static double upperByRootFinding(int k, int n, double alpha) {
        if (k == n) {
            return 1;
        }
        return new BrentSolver(1e-15, 1e-15).solve(1000,
                p -> new BinomialDistribution(null, n, p).cumulativeProbability(k) - alpha, 1e-300, 1 - 1e-16);
    }

    @ParameterizedTest(name = "n_in={0} ratio={1} threshold={2}")
    @CsvSource({"100, 0.5, 0", "100, 0.5, 0.5", "100, 0.5, 1", "100, 1, 0", "100, 1, 0.5", "100, 1, 1",
        "100, 1.5, 0", "100, 1.5, 0.5", "100, 1.5, 1", "1000, 0.5, 0", "1000, 0.5, 0.5", "1000, 0.5, 1",
        "1000, 1, 0", "1000, 1, 0.5", "1000, 1, 1", "1000, 1.5, 0", "1000, 1.5, 0.5", "1000, 1.5, 1"})
    void explicitThreshold_matchesD5(int nIn, double ratio, double threshold) {
        double[] in = OneRunAuditTest.deterministicNormal(1, 1, nIn);
        int nOut = (int) (nIn * ratio);
        double[] out = OneRunAuditTest.deterministicNormal(0, 1, nOut);
        int fn = 0;
        int fp = 0;
        for (double s : in) {
            fn += s < threshold ? 1 : 0;
        }
        for (double s : out) {
            fp += s >= threshold ? 1 : 0;
        }
        double tprLb = 1 - upperByRootFinding(fn, nIn, 0.05);
        double fprUb = upperByRootFinding(fp, nOut, 0.05);
        double expected = Math.max(0, Math.log(tprLb / fprUb));
        ThresholdBound b = ThresholdBound.at(in, out, threshold, 0, 0.1, false);
        assertEquals(fn, b.fn());
        assertEquals(fp, b.fp());
        // both routes solve the same equation to ~1e-12 in the rates
        assertEquals(expected, b.epsilon(), 1e-9);
    }

    @Test
    void swappedTerm_countsWhenInScoresRarelyFallBelowTheThreshold() {
        // narrow "in" scores: FNR is tiny while TNR is large, so TNR <= e^eps FNR + delta is the binding claim
        double[] in = OneRunAuditTest.deterministicNormal(2, 0.3, 500);
        double[] out = OneRunAuditTest.deterministicNormal(0, 1, 500);
        ThresholdBound one = ThresholdBound.at(in, out, 1, 0, 0.05, false);
        ThresholdBound two = ThresholdBound.at(in, out, 1, 0, 0.05, true);
        assertTrue(two.swapped(), two.toString());
        assertTrue(two.epsilon() > one.epsilon() + 1, one + " vs " + two);
        assertEquals(Math.log((1 - two.fprUpper()) / two.fnrUpper()), two.epsilon(), 1e-12);
        assertFalse(one.swapped());
    }

    @Test
    void best_picksTheLargestBoundOverEveryThreshold() {
        double[] in = OneRunAuditTest.deterministicNormal(2, 1, 300);
        double[] out = OneRunAuditTest.deterministicNormal(0, 1, 300);
        ThresholdBound best = ThresholdBound.best(in, out, 1e-5, 0.05);
        for (double t : new double[] {-1, 0, 0.5, 1, 1.5, 2, 2.5, 3, Double.POSITIVE_INFINITY}) {
            assertTrue(ThresholdBound.at(in, out, t, 1e-5, 0.05, true).epsilon() <= best.epsilon(), "threshold " + t);
        }
        assertEquals(best.epsilon(), ThresholdBound.at(in, out, best.threshold(), 1e-5, 0.05, true).epsilon());
    }

    @Test
    void identicalWorlds_certifyNothing() {
        double[] s = OneRunAuditTest.deterministicNormal(0, 1, 400);
        assertEquals(0, ThresholdBound.best(s, s.clone(), 1e-5, 0.05).epsilon());
    }

    @Test
    void delta_lowersTheBound() {
        double[] in = OneRunAuditTest.deterministicNormal(2, 1, 300);
        double[] out = OneRunAuditTest.deterministicNormal(0, 1, 300);
        double t = 1.5;
        assertTrue(ThresholdBound.at(in, out, t, 0.05, 0.05, true).epsilon()
                < ThresholdBound.at(in, out, t, 0, 0.05, true).epsilon());
    }

    @Test
    void select_plansForTheEvaluationSize() {
        // in ~ N(2, 1), out ~ N(0, 1), 1000 selection runs each: a larger evaluation sample supports rarer
        // error rates, so the planned threshold moves (weakly) away from the midpoint 1 into a tail (the upper
        // one, or the lower one of the swapped test: equal variances make them symmetric); both stay finite and
        // inside the range where the selection scores have mass
        double[] in = OneRunAuditTest.deterministicNormal(2, 1, 1000);
        double[] out = OneRunAuditTest.deterministicNormal(0, 1, 1000);
        double small = ThresholdBound.select(in, out, 100, 100, 1e-5, 0.05);
        double large = ThresholdBound.select(in, out, 100_000, 100_000, 1e-5, 0.05);
        assertTrue(Double.isFinite(small) && Double.isFinite(large), small + " " + large);
        assertTrue(Math.abs(large - 1) >= Math.abs(small - 1), small + " " + large);
        assertTrue(Math.abs(large - 1) < 4, small + " " + large);
    }
}

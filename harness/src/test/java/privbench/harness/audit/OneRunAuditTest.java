package privbench.harness.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.commons.math3.distribution.BinomialDistribution;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import privbench.linalg.StandardNormal;

/**
 * The one-run audits against the reference values of /work/shared/reference/accountant-vectors.md D5 #29
 * (google-deepmind/jax_privacy tests/auditing_test.py, test_epsilon_one_run_close): 10 000 "in" and 10 000
 * "out" canaries with deterministic normal scores, significance 0.05, delta 1e-6, rtol 1e-5 as there.
 */
class OneRunAuditTest {

    /** norm.ppf(linspace(0, 1, n, endpoint=False) + 1/(2n)) * sigma + mu, as the reference test builds scores. */
    static double[] deterministicNormal(double mu, double sigma, int n) {
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            out[i] = StandardNormal.quantile((i + 0.5) / n) * sigma + mu;
        }
        return out;
    }

    /** JAX-Privacy's published one-run values (anchors D5), both methods, 10000 canaries per side. */
    @ParameterizedTest(name = "{0}, shift {1}: epsilon {2}")
    @CsvSource({"EPSILON_DELTA, 0, 0", "EPSILON_DELTA, 1, 1.13346", "EPSILON_DELTA, 2, 2.311945",
        "EPSILON_DELTA, 4, 4.395568", "GAUSSIAN_F_DP, 0, 0", "GAUSSIAN_F_DP, 1, 2.164749",
        "GAUSSIAN_F_DP, 2, 4.7218075", "GAUSSIAN_F_DP, 4, 9.133752"})
    void frontierEstimate_matchesD5(OneRunAudit.Method method, double shift, double expected) {
        double eps = OneRunAudit.frontierEstimate(deterministicNormal(shift, 1, 10_000),
                deterministicNormal(0, 1, 10_000), 0.05, 1e-6, method);
        assertEquals(expected, eps, 1e-5 * expected);
        // the certified bound (a grid fixed by m) certifies a real shift and stays below the truth
        double certified = OneRunAudit.epsilon(deterministicNormal(shift, 1, 10_000), deterministicNormal(0, 1, 10_000),
                0.05, 1e-6, method);
        // scores shifted by mu are the trade-off of mu-GDP: no sound bound exceeds its epsilon at delta
        double truth = shift == 0 ? 0 : privbench.privacy.accounting.Gdp.epsilon(shift, 1e-6);
        assertTrue(certified <= truth + 1e-9 && (shift == 0 || certified > 0), "certified " + certified
                + ", mu-GDP epsilon " + truth);
    }

    /**
     * The p-value against its definition with commons-math3's binomial (an independent route to the tails):
     * beta + 2 m delta max_i (P[Bin >= v - i] - P[Bin >= v]) / i, as the reference's naive implementation.
     */
    @ParameterizedTest(name = "m={0} r={1} v={2} eps={3} delta={4}")
    @CsvSource({"1000, 100, 90, 1.0, 1e-3", "1000, 100, 60, 0.5, 0.1", "100, 10, 10, 0.0, 1e-6",
        "1000, 1000, 900, 1.0, 1e-6", "10, 10, 0, 0.5, 0.1", "1000, 100, 100, 1.0, 1"})
    void pValue_matchesItsDefinition(int m, int r, int v, double eps, double delta) {
        double q = 1 / (1 + Math.exp(-eps));
        BinomialDistribution b = new BinomialDistribution(null, r, q);
        double beta = v == 0 ? 1 : 1 - b.cumulativeProbability(v - 1);
        double alpha = 0;
        for (int i = 1; i <= v; i++) {
            double sf = v - i == 0 ? 1 : 1 - b.cumulativeProbability(v - i - 1);
            alpha = Math.max(alpha, (sf - beta) / i);
        }
        double expected = Math.min(beta + alpha * delta * 2 * m, 1);
        // tolerance: the definition subtracts tails computed to ~1e-14 each
        assertEquals(expected, OneRunAudit.pValue(m, r, v, eps, delta), 1e-12 + 1e-9 * expected);
    }

    /**
     * Under no privacy loss (in and out scores from one law, with many ties so the frontier's size varies from run to
     * run) the certified bound, Bonferroni over a grid fixed by m, is positive in at most the significance's share of
     * audits: 100 audits at 0.05, at most 12 positive (binomial upper tail below 0.01).
     */
    @Test
    void theCertifiedBound_holdsUnderTheNull_withTiedScores() {
        var rng = new java.util.SplittableRandom(20261202L);
        int positive = 0;
        for (int audit = 0; audit < 100; audit++) {
            double[] in = new double[100];
            double[] out = new double[100];
            for (int i = 0; i < 100; i++) {
                in[i] = Math.round(rng.nextGaussian() * 3) / 3.0;
                out[i] = Math.round(rng.nextGaussian() * 3) / 3.0;
            }
            positive += OneRunAudit.epsilon(in, out, 0.05, 1e-6, OneRunAudit.Method.EPSILON_DELTA) > 0 ? 1 : 0;
        }
        assertTrue(positive <= 12, positive + " of 100 null audits certified a positive epsilon");
    }

    @ParameterizedTest
    @CsvSource({"0, 0.1", "1, 0.1", "0.1, 0", "0.1, 1.5"})
    void badSignificanceOrDelta_isRefused(double significance, double delta) {
        double[] s = {0, 1, 2};
        assertThrows(IllegalArgumentException.class,
                () -> OneRunAudit.epsilon(s, s, significance, delta, OneRunAudit.Method.EPSILON_DELTA));
    }
}

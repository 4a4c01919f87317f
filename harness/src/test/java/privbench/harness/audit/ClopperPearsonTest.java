package privbench.harness.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.apache.commons.math3.distribution.BinomialDistribution;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Clopper-Pearson bounds against their defining property, computed through the binomial distribution (an
 * independent route to the Beta quantiles): the upper bound p_hi makes P[Bin(n, p_hi) <= k] = alpha, the
 * lower bound p_lo makes P[Bin(n, p_lo) >= k] = alpha; and against closed forms at k = 0 and k = n.
 */
class ClopperPearsonTest {

    @ParameterizedTest(name = "k={0} n={1} alpha={2}")
    @CsvSource({"3, 10, 0.1", "30, 100, 0.03", "500, 1000, 0.01", "1, 1000, 0.025", "999, 1000, 0.025",
        "0, 50, 0.05", "12, 250, 0.025"})
    void upper_hasTailAlpha(int k, int n, double alpha) {
        double p = ClopperPearson.upper(k, n, alpha);
        // the binomial cdf is evaluated to ~1e-14; the quantile to 1e-15 in p
        assertEquals(alpha, new BinomialDistribution(null, n, p).cumulativeProbability(k), 1e-9);
    }

    @ParameterizedTest(name = "k={0} n={1} alpha={2}")
    @CsvSource({"3, 10, 0.1", "30, 100, 0.03", "500, 1000, 0.01", "1, 1000, 0.025", "50, 50, 0.05",
        "238, 250, 0.025"})
    void lower_hasTailAlpha(int k, int n, double alpha) {
        double p = ClopperPearson.lower(k, n, alpha);
        assertEquals(alpha, 1 - new BinomialDistribution(null, n, p).cumulativeProbability(k - 1), 1e-9);
    }

    @Test
    void noErrors_closedForms() {
        // P[Bin(n, p) = 0] = (1 - p)^n = alpha  =>  p = 1 - alpha^(1/n); symmetric for k = n
        assertEquals(1 - Math.pow(0.025, 1 / 100.0), ClopperPearson.upper(0, 100, 0.025), 1e-13);
        assertEquals(Math.pow(0.025, 1 / 100.0), ClopperPearson.lower(100, 100, 0.025), 1e-13);
        assertEquals(1.0, ClopperPearson.upper(7, 7, 0.05));
        assertEquals(0.0, ClopperPearson.lower(0, 7, 0.05));
    }

    @Test
    void anchorsTable_largestCertifiableEpsilon() {
        // anchors.md section C item 6: zero errors in n runs per world at 95% two-sided (alpha/2 each side)
        // certify at most ln(lower(n, n) / upper(0, n)): 3.28 (n = 100), 5.60 (n = 1000)
        assertEquals(3.28, Math.log(ClopperPearson.lower(100, 100, 0.025) / ClopperPearson.upper(0, 100, 0.025)), 0.005);
        assertEquals(5.60, Math.log(ClopperPearson.lower(1000, 1000, 0.025) / ClopperPearson.upper(0, 1000, 0.025)),
                0.005);
    }

    @Test
    void badArguments_areRefused() {
        assertThrows(IllegalArgumentException.class, () -> ClopperPearson.upper(5, 4, 0.05));
        assertThrows(IllegalArgumentException.class, () -> ClopperPearson.upper(-1, 4, 0.05));
        assertThrows(IllegalArgumentException.class, () -> ClopperPearson.lower(1, 4, 0));
        assertThrows(IllegalArgumentException.class, () -> ClopperPearson.lower(1, 4, 1));
    }
}

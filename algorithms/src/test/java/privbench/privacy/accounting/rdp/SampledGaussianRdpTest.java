package privbench.privacy.accounting.rdp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.privacy.accounting.rdp.SampledGaussianRdp.FractionalSeries;

class SampledGaussianRdpTest {

    private static double rdp(double sigma, double q, double alpha, FractionalSeries s) {
        return SampledGaussianRdp.rdp(sigma, q, alpha, s);
    }

    private static void assertRelative(double expected, double actual, double rtol) {
        assertEquals(expected, actual, rtol * Math.abs(expected), () -> "relative tolerance " + rtol);
    }

    /**
     * Vector D1 #8: sigma = 2.5, q = 0.01, 50 steps; RDP at orders [1.5, 2.5, 5, 50, 100, inf] =
     * [6.70579741e-04, 1.08548710e-03, 2.18075656e-03, 2.38460375e-02, 1.67416308e02, inf], rtol 1e-4.
     * Source: google/differential-privacy python/dp_accounting/.../rdp/rdp_privacy_accountant_test.py L508-534.
     */
    @Nested
    class DpAccountingVector8 {

        @Test
        void integerOrders_matchToIntegerOrderPrecision() {
            // integer orders agree between libraries to ~1e-12 (accountant-vectors.md); the vector has 9 digits
            assertRelative(2.18075656e-03, 50 * rdp(2.5, 0.01, 5, FractionalSeries.EXACT), 5e-9);
            assertRelative(2.38460375e-02, 50 * rdp(2.5, 0.01, 50, FractionalSeries.EXACT), 5e-9);
            // the blow-up between orders 50 and 100: log-space sums keep it finite and exact
            assertRelative(1.67416308e02, 50 * rdp(2.5, 0.01, 100, FractionalSeries.EXACT), 5e-9);
            assertEquals(Double.POSITIVE_INFINITY, rdp(2.5, 0.01, Double.POSITIVE_INFINITY, FractionalSeries.EXACT));
        }

        @Test
        void fractionalOrders_matchDpAccountingWithTheAbsoluteSeries() {
            // dp_accounting sums |terms| since April 2024; the vector was produced by that code (rtol 1e-4)
            assertRelative(6.70579741e-04, 50 * rdp(2.5, 0.01, 1.5, FractionalSeries.ABSOLUTE), 1e-4);
            assertRelative(1.08548710e-03, 50 * rdp(2.5, 0.01, 2.5, FractionalSeries.ABSOLUTE), 1e-4);
        }

        @Test
        void fractionalOrders_exactSeriesMatchesQuadratureAndStaysBelowTheBound() {
            // mpmath 1.3 quadrature of A_alpha = E_{N(0,s^2)}[((1-q) + q e^{(2x-1)/(2s^2)})^alpha] at 40 digits,
            // computed for this test: 50 ln A / (alpha - 1) = 6.500708971867e-4 and 1.085418056917e-3
            double exact15 = 50 * rdp(2.5, 0.01, 1.5, FractionalSeries.EXACT);
            double exact25 = 50 * rdp(2.5, 0.01, 2.5, FractionalSeries.EXACT);
            assertRelative(6.500708971867387e-4, exact15, 1e-8);
            assertRelative(1.085418056917402e-3, exact25, 1e-8);
            assertTrue(exact15 < 50 * rdp(2.5, 0.01, 1.5, FractionalSeries.ABSOLUTE));
            assertTrue(exact25 < 50 * rdp(2.5, 0.01, 2.5, FractionalSeries.ABSOLUTE));
        }
    }

    @Test
    void fullBatch_isTheGaussianClosedForm() {
        // Vector D1 #11: sigma = 2.71828, alpha = 3.14159, q = 1 gives alpha / (2 sigma^2).
        // Source: dp_accounting rdp_privacy_accountant_test.py L246-252.
        double s = 2.71828;
        double a = 3.14159;
        assertRelative(a / (2 * s * s), rdp(s, 1, a, FractionalSeries.EXACT), 1e-15);
    }

    @Test
    void opacusOrder39_matchesQuadrature() {
        // mpmath quadrature (computed for this test) at q = 0.04, sigma = 1.5, alpha = 3.9: 1.833202199584e-3;
        // the setting of vector D1 #1, whose optimum is this order
        assertRelative(1.833202199583812e-3, rdp(1.5, 0.04, 3.9, FractionalSeries.EXACT), 1e-9);
    }

    @Test
    void smallOrderHeavySampling_convergesAndMatchesQuadrature() {
        // a slowly converging series (thousands of terms): q = 0.01, sigma = 0.35, alpha = 1.6;
        // mpmath quadrature (computed for this test): 120 RDP = 5.172995340478750
        assertRelative(5.172995340478750, 120 * rdp(0.35, 0.01, 1.6, FractionalSeries.EXACT), 1e-9);
    }

    @Test
    void rdp_increasesWithOrderAndSamplingRate_decreasesWithNoise() {
        double prev = 0;
        for (double a : RdpOrders.DEFAULT.orders()) {
            double r = rdp(1.1, 0.01, a, FractionalSeries.EXACT);
            // Renyi divergences are non-decreasing in the order; allow rounding at 1e-12 relative
            assertTrue(r >= prev * (1 - 1e-12), "order " + a);
            prev = r;
        }
        assertTrue(rdp(1.1, 0.02, 8, FractionalSeries.EXACT) > rdp(1.1, 0.01, 8, FractionalSeries.EXACT));
        assertTrue(rdp(1.2, 0.01, 8.5, FractionalSeries.EXACT) < rdp(1.1, 0.01, 8.5, FractionalSeries.EXACT));
    }

    @Test
    void subsampling_neverCostsMoreThanTheFullBatch() {
        for (double a : new double[] {1.5, 2, 7.7, 32, 1024}) {
            assertTrue(rdp(0.8, 0.3, a, FractionalSeries.EXACT) <= a / (2 * 0.8 * 0.8));
        }
    }

    @Test
    void hugeNoise_givesTinyFiniteValues() {
        // leading term for small q: q^2 alpha (e^{1/s^2} - 1) / 2 ~ q^2 alpha / (2 s^2)
        double r = rdp(1e4, 0.01, 64, FractionalSeries.EXACT);
        assertRelative(1e-4 * 64 / (2 * 1e8), r, 1e-3);
        assertTrue(rdp(50, 0.04, 10.9, FractionalSeries.EXACT) > 0);
    }

    @Test
    void tinyNoise_largeOrder_staysFinite() {
        double r = rdp(0.1, 0.5, 1024, FractionalSeries.EXACT);
        assertTrue(Double.isFinite(r) && r > 1e4, "got " + r);
    }

    @Test
    void badArguments_areRefusedByName() {
        assertThrows(IllegalArgumentException.class, () -> rdp(0, 0.1, 2, FractionalSeries.EXACT));
        assertThrows(IllegalArgumentException.class, () -> rdp(1, 0, 2, FractionalSeries.EXACT));
        assertThrows(IllegalArgumentException.class, () -> rdp(1, 1.5, 2, FractionalSeries.EXACT));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> rdp(1, 0.1, 1, FractionalSeries.EXACT));
        assertTrue(e.getMessage().contains("order"));
    }
}

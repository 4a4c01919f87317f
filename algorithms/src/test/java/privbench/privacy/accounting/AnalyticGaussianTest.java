package privbench.privacy.accounting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class AnalyticGaussianTest {

    @Test
    void exactSigma_vector26() {
        // D4 #26: eps = ln 3, delta = 1e-5, Delta_2 = 1: exact sigma 3.4246624 (sigma^2 = 11.72831), from
        // dp_accounting get_sigma_gaussian; Google's Java binary search returns the over-approximation
        // variance 11.735977 (1e-3 accuracy). Source: google/differential-privacy GaussianNoiseTest.java L37-40, L56.
        double sigma = AnalyticGaussian.sigma(Math.log(3), 1e-5, 1);
        assertEquals(3.4246624, sigma, 5e-8);
        assertEquals(11.72831, sigma * sigma, 5e-6);
        assertTrue(sigma * sigma <= 11.735977 && sigma * sigma > 11.735977 * (1 - 1e-3));
        // it is the GDP inverse: sigma = Delta / mu(eps, delta)
        assertEquals(1 / Gdp.muFor(Math.log(3), 1e-5), sigma, 0);
    }

    @Test
    void sigma_isOnThePrivateSide_andScalesWithSensitivity() {
        double sigma = AnalyticGaussian.sigma(0.5, 1e-6, 2);
        assertTrue(AnalyticGaussian.delta(sigma, 0.5, 2) <= 1e-6);
        assertTrue(AnalyticGaussian.delta(sigma * (1 - 1e-9), 0.5, 2) > 1e-6);
        assertEquals(2 * AnalyticGaussian.sigma(0.5, 1e-6, 1), sigma, 1e-12);
        assertEquals(0.5, AnalyticGaussian.epsilon(sigma, 1e-6, 2), 1e-9);
    }

    @Test
    void classicalBound_isLooser() {
        // Dwork-Roth: sigma = sqrt(2 ln(1.25/delta)) / eps for eps < 1; the analytic sigma is smaller
        double classical = Math.sqrt(2 * Math.log(1.25 / 1e-5)) / 0.9;
        assertTrue(AnalyticGaussian.sigma(0.9, 1e-5, 1) < classical);
    }

    @Test
    void badInput_isRefused() {
        assertThrows(IllegalArgumentException.class, () -> AnalyticGaussian.sigma(1, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> AnalyticGaussian.sigma(1, 1e-5, 0));
        assertThrows(IllegalArgumentException.class, () -> AnalyticGaussian.epsilon(-1, 1e-5, 1));
    }
}

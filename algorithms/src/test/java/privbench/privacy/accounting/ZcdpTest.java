package privbench.privacy.accounting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import privbench.privacy.PrivacyEvent;

class ZcdpTest {

    @ParameterizedTest
    @CsvSource({"1, 1, 0.7071067811865475", "3, 1, 2.1213203435596424", "1, 2, 0.5", "10, 8, 2.5"})
    void sigmaForRho_vector25(double sensitivity, double rho, double sigma) {
        // D4 #25: getSigmaForRho(Delta_2, rho) = Delta_2 / sqrt(2 rho), 1e-12.
        // Source: google/differential-privacy java/tests/.../GaussianNoiseTest.java L500-515.
        assertEquals(sigma, Zcdp.sigmaFor(rho, sensitivity), 1e-12);
    }

    @Test
    void conversion_vector27() {
        // D4 #27: Gaussian scale 4, Delta 1, rho = 1/32: eps(delta 1e-3) = 0.6880024554878085 (OpenDP's
        // cdp_epsilon ...086), delta(eps 0) = 0.1508457845622862, eps(delta 1) = 0, eps(delta 0) = inf.
        // Source: opendp/opendp rust/src/combinators/measure_cast/zCDP_to_approxDP/test.rs L10-36.
        double rho = Zcdp.rhoOfGaussian(4);
        assertEquals(1.0 / 32, rho, 0);
        // both sides minimise the same smooth bound over real orders: agreement to a few ulps
        assertEquals(0.6880024554878085, Zcdp.epsilon(rho, 1e-3), 1e-14);
        assertEquals(0.1508457845622862, Zcdp.delta(rho, 0), 1e-14);
        assertEquals(0, Zcdp.epsilon(rho, 1));
        assertEquals(Double.POSITIVE_INFINITY, Zcdp.epsilon(rho, 0));
        // looser textbook bound rho + 2 sqrt(rho ln(1/delta)) = 0.96048 (also from the vector's notes)
        assertEquals(0.96048, rho + 2 * Math.sqrt(rho * Math.log(1e3)), 5e-6);
        assertTrue(Zcdp.epsilon(rho, 1e-3) < 0.96048);
        // dp_accounting's RDP conversion of ZCDpEvent(1/32) on its grid: 0.68800245584, just above
        assertTrue(Zcdp.epsilon(rho, 1e-3) <= 0.68800245584);
    }

    @Test
    void epsilonAndDelta_areInverse() {
        for (double rho : new double[] {1e-4, 0.01, 0.5, 3}) {
            double eps = Zcdp.epsilon(rho, 1e-6);
            assertEquals(1e-6, Zcdp.delta(rho, eps), 1e-6 * 1e-9, "rho " + rho);
        }
    }

    @Test
    void accountant_addsRho_andRefusesSubsampling() {
        ZcdpAccountant acc = new ZcdpAccountant();
        PrivacyEvent e = new PrivacyEvent.Composed(List.of(
                new PrivacyEvent.Repeated(new PrivacyEvent.Gaussian(2), 4),   // 4 x 1/8
                new PrivacyEvent.Zcdp(0.25),
                new PrivacyEvent.PureDp(1),                                   // 1/2
                new PrivacyEvent.Laplace(2)));                                // eps 0.5 -> 1/8
        assertEquals(0.5 + 0.25 + 0.5 + 0.125, ZcdpAccountant.rho(e), 1e-15);
        assertEquals(Zcdp.epsilon(1.375, 1e-5), acc.epsilon(e, 1e-5), 1e-15);
        assertEquals("zcdp", acc.id());
        PrivacyEvent sampled = new PrivacyEvent.SubsampledGaussian(1, 0.01);
        assertFalse(acc.supports(sampled));
        IllegalArgumentException ex = assertThrows(IllegalArgumentException.class, () -> acc.epsilon(sampled, 1e-5));
        assertTrue(ex.getMessage().contains("subsampling"));
        assertEquals(Double.POSITIVE_INFINITY, acc.epsilon(new PrivacyEvent.NonPrivate(), 1e-5));
    }

    @Test
    void zcdpOfAGaussian_isLooserThanItsExactGdp() {
        // zCDP bounds every Renyi order at once; the exact curve of one Gaussian is tighter
        double sigma = 3;
        assertTrue(Zcdp.epsilon(Zcdp.rhoOfGaussian(sigma), 1e-5) > Gdp.epsilon(1 / sigma, 1e-5));
    }
}

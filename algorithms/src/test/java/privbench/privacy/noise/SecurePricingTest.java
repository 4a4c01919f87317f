package privbench.privacy.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.accounting.Accountants;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.Zcdp;

/** Which accountant secure noise must use per event, the zCDP budget inverse, and the refusal of unproved prices. */
class SecurePricingTest {

    private static Guarantee priced(String accountant, PrivacyEvent e) {
        return new Guarantee(1.0, 1e-5, accountant, Neighbouring.REPLACE_ONE, e, "");
    }

    @Test
    void accountantPerEvent() {
        PrivacyEvent steps = new PrivacyEvent.Repeated(new PrivacyEvent.Gaussian(20), 200);
        PrivacyEvent sgd = new PrivacyEvent.Repeated(new PrivacyEvent.SubsampledGaussian(1, 0.01), 1000);
        assertSame(Accountants.ZCDP, SecurePricing.accountantFor(steps));
        assertSame(Accountants.RDP_DISCRETE_SUBSAMPLED, SecurePricing.accountantFor(sgd));
        assertSame(Accountants.RDP_DISCRETE_SUBSAMPLED, SecurePricing.accountantFor(
                new PrivacyEvent.Composed(List.of(new PrivacyEvent.PureDp(0.1), sgd))));
        assertSame(Accountants.PURE, SecurePricing.accountantFor(new PrivacyEvent.PureDp(1)));
        assertSame(Accountants.ZCDP, SecurePricing.accountantFor(
                new PrivacyEvent.Composed(List.of(new PrivacyEvent.PureDp(0.1), steps))));
    }

    /** rhoFor is the largest rho whose zCDP conversion meets epsilon: 1.0001 rho already exceeds it. */
    @Test
    void rhoFor_isTheLargestWithinBudget() {
        for (double eps : new double[] {0.1, 1, 8}) {
            for (double delta : new double[] {1e-5, 1e-8}) {
                double rho = SecurePricing.rhoFor(eps, delta);
                assertTrue(Zcdp.epsilon(rho, delta) <= eps, eps + " " + delta);
                assertTrue(Zcdp.epsilon(rho * 1.0001, delta) > eps, eps + " " + delta);
                double s = SecurePricing.gaussianMultiplier(eps, delta);
                assertTrue(Accountants.ZCDP.epsilon(new PrivacyEvent.Gaussian(s), delta) <= eps);
                double mu = SecurePricing.muFor(eps, delta);
                assertTrue(Zcdp.epsilon(mu * mu / 2, delta) <= eps);
            }
        }
    }

    @Test
    void requireProved_refusesContinuousProfiles() {
        PrivacyEvent steps = new PrivacyEvent.Repeated(new PrivacyEvent.Gaussian(20), 200);
        PrivacyEvent sgd = new PrivacyEvent.Repeated(new PrivacyEvent.SubsampledGaussian(1, 0.01), 1000);
        assertEquals("zcdp", SecurePricing.requireProved(priced("zcdp", steps)).accountant());
        SecurePricing.requireProved(priced("rdp-discrete-subsampled", sgd));
        SecurePricing.requireProved(priced("zcdp+rdp-discrete-subsampled", sgd));
        SecurePricing.requireProved(priced("pure", new PrivacyEvent.PureDp(1)));
        SecurePricing.requireProved(Guarantee.nonPrivate());
        for (String continuous : List.of("gdp", "gdp-paper", "pld", "prv", "rdp", "pure+prv", "pure")) {
            var e = assertThrows(IllegalStateException.class,
                    () -> SecurePricing.requireProved(priced(continuous, sgd)), continuous);
            assertTrue(e.getMessage().contains(continuous), e.getMessage());
        }
    }
}

package privbench.privacy.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.accounting.Accountants;
import privbench.privacy.accounting.PrivacyEvent;
import privbench.privacy.accounting.Zcdp;

/** Which secure-mode prices are proved for the discrete Gaussian, and the caveat on the others. */
class SecurePricingTest {

    private static Guarantee priced(String accountant, PrivacyEvent e) {
        return new Guarantee(1.0, 1e-5, accountant, Neighbouring.REPLACE_ONE, e, "");
    }

    @Test
    void provedPrices_getNoCaveat() {
        PrivacyEvent steps = new PrivacyEvent.Repeated(new PrivacyEvent.Gaussian(20), 200);
        assertEquals("", SecurePricing.annotate(priced("zcdp", steps)).caveat());
        assertEquals("", SecurePricing.annotate(priced("rdp", steps)).caveat());
        assertEquals("", SecurePricing.annotate(priced("pure", new PrivacyEvent.PureDp(1))).caveat());
        assertEquals("", SecurePricing.annotate(Guarantee.nonPrivate()).caveat());
    }

    /** gdp on T Gaussian steps: the caveat carries the zCDP epsilon of rho = T / (2 z^2). */
    @Test
    void continuousProfilePrices_sayWhatIsProved() {
        PrivacyEvent steps = new PrivacyEvent.Repeated(new PrivacyEvent.Gaussian(20), 200);
        String c = SecurePricing.annotate(priced("gdp", steps)).caveat();
        double rho = 200 / (2.0 * 400);
        assertTrue(c.startsWith("secure noise: gdp prices"), c);
        assertTrue(c.contains(String.format(java.util.Locale.ROOT, "%.4g", Zcdp.epsilon(rho, 1e-5))), c);
        String sub = SecurePricing.annotate(priced("prv",
                new PrivacyEvent.Repeated(new PrivacyEvent.SubsampledGaussian(1, 0.01), 1000))).caveat();
        assertTrue(sub.contains("no proved bound"), sub);
        String rdpSub = SecurePricing.annotate(priced("rdp", new PrivacyEvent.Composed(List.of(
                new PrivacyEvent.PureDp(0.1), new PrivacyEvent.SubsampledGaussian(1, 0.01))))).caveat();
        assertTrue(rdpSub.contains("rdp prices"), rdpSub);
        assertTrue(Accountants.ZCDP.id().equals("zcdp"));
    }
}

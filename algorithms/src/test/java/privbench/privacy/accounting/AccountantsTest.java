package privbench.privacy.accounting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import privbench.privacy.accounting.PrivacyEvent.Gaussian;
import privbench.privacy.accounting.PrivacyEvent.Repeated;

/** The catalogue: every accountant registered once, under the ids written to result files. */
class AccountantsTest {

    @Test
    void catalogue_hasEveryAccountantUnderItsId() {
        Set<String> ids = new HashSet<>();
        for (Accountant a : Accountants.ALL) {
            assertTrue(ids.add(a.id()), "duplicate id " + a.id());
            assertSame(a, Accountants.byId(a.id()).orElseThrow());
        }
        assertEquals(Set.of("gdp", "gdp-paper", "pure", "rdp", "zcdp", "pld", "prv", "tnb-gdp", "tnb-gdp-paper",
                "rdp-discrete-subsampled"), ids);
        assertTrue(Accountants.byId("moments").isEmpty());
    }

    @Test
    void everyGaussianCapableAccountant_certifiesAtLeastTheExactCurve() {
        // ten Gaussian steps with multiplier 4: mu = sqrt(10)/4 exactly; no valid accountant may go below
        // the exact GDP epsilon, and the near-tight ones must be within their stated error of it
        PrivacyEvent e = new Repeated(new Gaussian(4), 10);
        double exact = Gdp.epsilon(Math.sqrt(10) / 4, 1e-5);
        for (Accountant a : List.of(Accountants.GDP, Accountants.GDP_PAPER, Accountants.RDP, Accountants.ZCDP,
                Accountants.PLD, Accountants.PRV, Accountants.RDP_DISCRETE_SUBSAMPLED)) {
            double eps = a.epsilon(e, 1e-5);
            assertTrue(eps >= exact - 1e-9, a.id() + " gives " + eps + " below the exact " + exact);
        }
        assertEquals(exact, Accountants.GDP.epsilon(e, 1e-5), 1e-12);
        assertEquals(exact, Accountants.PLD.epsilon(e, 1e-5), 1e-6);
        assertEquals(exact, Accountants.PRV.epsilon(e, 1e-5), 0.011);   // eps_upper = estimate + eps_error 0.01
    }

    @Test
    void unsupportedEvents_areReportedBySupports() {
        PrivacyEvent sampled = new PrivacyEvent.SubsampledGaussian(1, 0.01);
        for (Accountant a : Accountants.ALL) {
            boolean expected = List.of("rdp", "pld", "prv", "rdp-discrete-subsampled").contains(a.id());
            assertEquals(expected, a.supports(sampled), a.id());
        }
    }
}

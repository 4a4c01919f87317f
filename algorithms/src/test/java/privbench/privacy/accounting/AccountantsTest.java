package privbench.privacy.accounting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import privbench.privacy.Accountant;
import privbench.privacy.Pricing;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.PrivacyEvent.Gaussian;
import privbench.privacy.PrivacyEvent.Repeated;

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

    @Test
    void supports_walksCompositionsAndRepetitions_leafByLeaf() {
        List<PrivacyEvent> leaves = List.of(new Gaussian(2), new PrivacyEvent.SubsampledGaussian(1, 0.01),
                new PrivacyEvent.Laplace(2), new PrivacyEvent.PureDp(0.5), new PrivacyEvent.ApproxDp(0.5, 1e-6),
                new PrivacyEvent.Zcdp(0.1), new PrivacyEvent.NoOp(), new PrivacyEvent.NonPrivate());
        for (Accountant a : Accountants.ALL) {
            for (PrivacyEvent x : leaves) {
                for (PrivacyEvent y : leaves) {
                    PrivacyEvent tree = new PrivacyEvent.Composed(List.of(new Repeated(x, 3), y));
                    boolean expected = a.supports(x) && a.supports(y);
                    assertEquals(expected, a.supports(tree), a.id() + " on " + tree);
                    if (expected) {
                        // what supports admits, epsilon prices (a finite or infinite number, never a refusal)
                        assertTrue(a.epsilon(tree, 1e-5) >= 0, a.id() + " on " + tree);
                    } else {
                        assertThrows(IllegalArgumentException.class, () -> a.epsilon(tree, 1e-5), a.id() + " on " + tree);
                    }
                }
            }
        }
    }

    @Test
    void configured_buildsTheRdpGridAndConversion_andNamesTheSettingAtFault() {
        Pricing p = Accountants.configured("rdp", "tfo", "m17").price(new Repeated(new Gaussian(4), 10), 1e-5);
        assertEquals(List.of("order", "orders", "conversion"), List.copyOf(p.details().keySet()));
        assertEquals("tfo", p.details().get("orders"));
        assertEquals("m17", p.details().get("conversion"));
        assertEquals("default", Accountants.configured("rdp", null, null).price(new Gaussian(4), 1e-5).details()
                .get("orders"));
        assertSame(Accountants.PLD, Accountants.configured("pld", null, null));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Accountants.configured("pld", "tfo", null))
                .getMessage().startsWith("orders "));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Accountants.configured("rdp", "fine", null))
                .getMessage().startsWith("orders: "));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Accountants.configured("rdp", null, "x"))
                .getMessage().startsWith("conversion: "));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Accountants.configured("moments", null, null))
                .getMessage().startsWith("accountant "));
    }

    @Test
    void price_carriesEachAccountantsDetails() {
        PrivacyEvent e = new Repeated(new PrivacyEvent.SubsampledGaussian(1.3, 0.0025), 600);
        Pricing prv = Accountants.PRV.price(e, 1e-5);
        assertEquals(Accountants.PRV.epsilon(e, 1e-5), prv.epsilon());
        assertTrue((double) prv.details().get("epsilon_estimate") <= prv.epsilon());
        Pricing rdp = Accountants.RDP.price(e, 1e-5);
        assertEquals(Accountants.RDP.epsilon(e, 1e-5), rdp.epsilon());
        // basic composition of pure events spends no delta, whatever delta was asked for
        assertEquals(0, Accountants.PURE.price(new PrivacyEvent.Laplace(2), 1e-5).delta());
        assertEquals(Map.of(), Accountants.GDP.price(new Gaussian(2), 1e-5).details());
    }
}

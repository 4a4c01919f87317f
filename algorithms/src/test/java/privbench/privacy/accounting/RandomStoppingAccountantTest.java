package privbench.privacy.accounting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import privbench.privacy.Accountant;
import privbench.privacy.PrivacyEvent;

/** spec-000 sections 3.5-3.6 and 6 item 7: the random-stopping guarantee of Lemma K.1 / Cor. K.2 / Thm K.3. */
class RandomStoppingAccountantTest {

    private static final double DELTA = 1e-5;

    private static PrivacyEvent stopping(double mu, double r) {
        // one run: training at mu / sqrt(2) and a score at mu / sqrt(2), composing to mu-GDP
        var half = new PrivacyEvent.Gaussian(Math.sqrt(2) / mu);
        return new PrivacyEvent.RandomStopping(new PrivacyEvent.Composed(List.of(half, half)), 1, r);
    }

    @Test
    void faithfulM_prime_matchesTheSpecNumbers() {
        // spec-000 3.6: n = 1000, |Gamma| = 11, epsilon = 1, delta = 1e-5: r = 9.09e-8, mu = 0.022381, mu/sqrt2 = 0.015826
        double r = 1.0 / (11 * (1000.0 * 1000 - 1));
        assertEquals(9.0909e-8, r, 1e-12);
        double mu = 1 / (6 * RandomStoppingAccountant.logTerm(r, DELTA));
        assertEquals(0.022381, mu, 5e-7);
        assertEquals(0.015826, mu / Math.sqrt(2), 5e-7);
        // the learner passes epsilon - delta so that the certified epsilon' + delta is the budget
        assertEquals((1 - DELTA) * mu, RandomStoppingAccountant.muFor(1, r, DELTA, Accounting.PAPER),
                1e-12);
        // Lemma K.1 at that mu: 0.5008 (spec-000 6 item 7), so Thm K.3 is about 2x conservative
        assertEquals(0.5008, RandomStoppingAccountant.epsilon(mu, r, DELTA, Accounting.TIGHT), 5e-5);
        assertEquals(1.0, RandomStoppingAccountant.epsilon(mu, r, DELTA, Accounting.PAPER) - DELTA,
                1e-12);
    }

    @Test
    void practicalRate_matchesTheSpecNumber() {
        // spec-000 3.6: r = 1/(10 |Gamma|) = 1/110 gives mu = 0.029268
        assertEquals(0.029268, 1 / (6 * RandomStoppingAccountant.logTerm(1 / 110.0, DELTA)), 5e-7);
    }

    @Test
    void bothAccountants_priceTheEventBackToTheBudget() {
        double r = 1 / 110.0;
        for (var bound : Accounting.values()) {
            double mu = RandomStoppingAccountant.muFor(2.0, r, DELTA, bound);
            Accountant a = new RandomStoppingAccountant(bound);
            double eps = a.epsilon(stopping(mu, r), DELTA);
            assertTrue(eps <= 2.0 && eps > 2.0 - 1e-9, bound + ": " + eps);
        }
        // the tight bound allows a larger mu for the same budget
        assertTrue(RandomStoppingAccountant.muFor(2, r, DELTA, Accounting.TIGHT)
                > 1.5 * RandomStoppingAccountant.muFor(2, r, DELTA, Accounting.PAPER));
        assertEquals("tnb-gdp", Accountants.TNB_GDP.id());
        assertEquals("tnb-gdp-paper", Accountants.TNB_GDP_PAPER.id());
    }

    @Test
    void corK2_fallsBackToLemmaK1_outsideItsRange_andThmK3RefusesItsOwn() {
        double r = 0.1;
        double l = RandomStoppingAccountant.logTerm(r, DELTA);
        double big = 3 * l;
        assertEquals(1.5 * big * big + 3 * big * l + DELTA,
                RandomStoppingAccountant.epsilon(big, r, DELTA, Accounting.PAPER), 1e-9);
        double range = 24 * Math.log(1 / (r * DELTA));
        assertThrows(IllegalArgumentException.class,
                () -> RandomStoppingAccountant.muFor(range + 1, r, DELTA, Accounting.PAPER));
        var e = assertThrows(IllegalArgumentException.class,
                () -> RandomStoppingAccountant.muFor(DELTA / 2, r, DELTA, Accounting.TIGHT));
        assertTrue(e.getMessage().contains("exceed delta"), e.getMessage());
    }

    @Test
    void onlyGeometricStoppingOverGdpRuns_isSupported_andOtherAccountantsDeclineIt() {
        var geometric = stopping(0.1, 0.01);
        var other = new PrivacyEvent.RandomStopping(new PrivacyEvent.Gaussian(10), 2, 0.01);
        var pure = new PrivacyEvent.RandomStopping(new PrivacyEvent.PureDp(1), 1, 0.01);
        assertTrue(Accountants.TNB_GDP.supports(geometric));
        assertFalse(Accountants.TNB_GDP.supports(other));
        assertFalse(Accountants.TNB_GDP.supports(pure));
        assertThrows(IllegalArgumentException.class, () -> Accountants.TNB_GDP.epsilon(other, DELTA));
        for (Accountant a : Accountants.ALL) {
            if (!a.id().startsWith("tnb")) {
                assertFalse(a.supports(geometric), a.id() + " must not claim to price random stopping");
            }
        }
    }
}

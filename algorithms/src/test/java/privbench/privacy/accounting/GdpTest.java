package privbench.privacy.accounting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GdpTest {

    @ParameterizedTest
    @CsvSource({"1, 0.268051", "2, 0.501552", "4, 0.924931", "8, 1.666031"})
    void tightMu_matchesSpec000Table(double epsilon, double mu) {
        // spec-000 section 2.4 table, delta = 1e-5: tight mu solving delta(eps; mu) = 1e-5, quoted to 6 decimals
        double found = Gdp.muFor(epsilon, 1e-5);
        assertEquals(mu, found, 5e-7);
        // the inverse is rounded to the private side (by a 1e-12 relative margin): this mu meets delta, one
        // larger by 1e-11 does not
        assertTrue(Gdp.delta(found, epsilon) <= 1e-5);
        assertTrue(Gdp.delta(found * (1 + 1e-11), epsilon) > 1e-5);
    }

    @Test
    void paperMu_matchesSpec000Table() {
        // spec-000 section 2.4: paper mu = eps / (2 sqrt(2 ln(1/delta))) = 0.104199 at eps 1, delta 1e-5;
        // the exact delta at that mu is about 7e-24 (the paper's conversion is ~2.6x conservative)
        double mu = Gdp.muForPaper(1, 1e-5);
        assertEquals(0.104199, mu, 5e-7);
        assertEquals(0.208397, Gdp.muForPaper(2, 1e-5), 5e-7);
        double exactDelta = Gdp.delta(mu, 1);
        assertTrue(exactDelta > 6.5e-24 && exactDelta < 7.5e-24, "got " + exactDelta);
        assertEquals(2.6, Gdp.muFor(1, 1e-5) / mu, 0.05);
    }

    @Test
    void exactDelta_vector18() {
        // D2 #18: mu = 1 (Gaussian sigma = sqrt 3 composed 3x): delta(eps = 1) = 0.126936; closed form 0.1269367.
        // Source: google/differential-privacy .../pld/pld_privacy_accountant_test.py L253-274.
        assertEquals(0.1269367, Gdp.delta(1, 1), 5e-8);
        assertEquals(1, Gdp.compose(1 / Math.sqrt(3), 1 / Math.sqrt(3), 1 / Math.sqrt(3)), 1e-15);
        assertEquals(1.0, Gdp.epsilon(1, Gdp.delta(1, 1)), 1e-12);
    }

    @Test
    void epsilonAndDelta_areInverse_roundedUp() {
        for (double mu : new double[] {0.05, 0.3, 1, 2.5, 7}) {
            double eps = Gdp.epsilon(mu, 1e-6);
            assertTrue(Gdp.delta(mu, eps) <= 1e-6, "epsilon rounds up");
            assertEquals(1e-6, Gdp.delta(mu, eps), 1e-6 * 1e-9);
        }
        assertEquals(0, Gdp.epsilon(1e-9, 1e-5), "a tiny mu needs no epsilon at delta 1e-5");
        assertEquals(0, Gdp.delta(1, Double.POSITIVE_INFINITY));
        assertEquals(0, Gdp.delta(0, 1));
    }

    @Test
    void delta_isNonIncreasingInEpsilon_andIncreasingInMu() {
        double prev = 1;
        for (double eps = 0; eps < 10; eps += 0.1) {
            double d = Gdp.delta(1.5, eps);
            assertTrue(d <= prev);
            prev = d;
        }
        assertTrue(Gdp.delta(1.6, 2) > Gdp.delta(1.5, 2));
    }

    @Test
    void paperConversion_isLooserThanExact() {
        // Cor. E.2 when mu <= 2 sqrt(2 ln(1/delta)) = 9.597 at delta 1e-5, Lemma E.1 above
        double s = Math.sqrt(2 * Math.log(1e5));
        assertEquals(2 * 0.5 * s, Gdp.epsilonPaper(0.5, 1e-5), 1e-12);
        assertEquals(100.0 / 2 + 10 * s, Gdp.epsilonPaper(10, 1e-5), 1e-12);
        for (double mu : new double[] {0.1, 1, 5, 10}) {
            assertTrue(Gdp.epsilonPaper(mu, 1e-5) > Gdp.epsilon(mu, 1e-5));
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Gdp.muForPaper(100, 1e-5));
        assertTrue(e.getMessage().contains("8 ln(1/delta)"));
    }

    @Test
    void poissonCentralLimit_vector16() {
        // D2 #16: GDP (CLT), sigma 1.5, q 0.04, T = int(90 // 0.04) = 2249, delta 1e-5: 6.59 < eps < 6.6.
        // Source: pytorch/opacus opacus/tests/accountants_test.py L106-117. Below PRV's 6.777: the CLT
        // under-estimates, which is why no accountant uses it.
        double eps = Gdp.epsilon(Gdp.poissonCltMu(1.5, 0.04, 2249), 1e-5);
        assertTrue(eps > 6.59 && eps < 6.6, "got " + eps);
    }

    @Test
    void badInput_isRefusedWithTheValue() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Gdp.delta(-1, 1));
        assertTrue(e.getMessage().contains("-1"));
        assertThrows(IllegalArgumentException.class, () -> Gdp.epsilon(1, 0));
        assertThrows(IllegalArgumentException.class, () -> Gdp.muFor(1, 1));
        assertThrows(IllegalArgumentException.class, () -> Gdp.muFor(0, 1e-5));
        assertThrows(IllegalArgumentException.class, () -> Gdp.poissonCltMu(1, 0.1, 0));
    }

    @ParameterizedTest
    @CsvSource({"0.1, 1e-5", "0.5, 1e-5", "1, 1e-5", "2, 1e-6", "8, 1e-5", "0.3, 0.0001"})
    void budgetCalibratedWithMuFor_pricesAtMostTheBudget(double epsilon, double delta) {
        // a learner spends mu = muFor(eps, delta); pricing it back must not exceed eps by a rounding residue,
        // or every result row would report epsilon_spent > epsilon
        double mu = Gdp.muFor(epsilon, delta);
        Assertions.assertTrue(Gdp.epsilon(mu, delta) <= epsilon,
                () -> "epsilon(muFor(" + epsilon + ")) = " + Gdp.epsilon(mu, delta));
    }
}

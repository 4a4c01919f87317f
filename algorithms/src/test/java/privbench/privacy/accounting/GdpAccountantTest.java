package privbench.privacy.accounting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.PrivacyEvent.Composed;
import privbench.privacy.PrivacyEvent.Gaussian;
import privbench.privacy.PrivacyEvent.Repeated;

class GdpAccountantTest {

    private static final GdpAccountant EXACT = new GdpAccountant(Accounting.TIGHT);
    private static final GdpAccountant PAPER = new GdpAccountant(Accounting.PAPER);

    @Test
    void repeatedGaussian_composesAsSqrtT() {
        PrivacyEvent e = new Repeated(new Gaussian(4), 100);
        assertEquals(Math.sqrt(100) / 4, GdpAccountant.mu(e), 1e-15);
        assertEquals(Gdp.epsilon(2.5, 1e-5), EXACT.epsilon(e, 1e-5), 1e-15);
    }

    @Test
    void composed_addsMuSquared() {
        PrivacyEvent e = new Composed(List.of(new Gaussian(2), new Repeated(new Gaussian(1), 3), new PrivacyEvent.NoOp()));
        assertEquals(Math.sqrt(0.25 + 3), GdpAccountant.mu(e), 1e-15);
    }

    @Test
    void vector18_gaussianSqrt3ThreeTimes_isOneGdp() {
        // D2 #18: sigma = sqrt 3 composed 3x is 1-GDP, delta(1) = 0.1269367, so epsilon at that delta is 1
        PrivacyEvent e = new Repeated(new Gaussian(Math.sqrt(3)), 3);
        assertEquals(1, GdpAccountant.mu(e), 1e-15);
        assertEquals(1, EXACT.epsilon(e, 0.1269367), 1e-6);
    }

    @Test
    void paperAndExact_priceTheSameEvent_paperLooser() {
        // spec-000 section 2.4: the paper's conversion is about 2.6x conservative at delta 1e-5
        PrivacyEvent e = new Gaussian(1 / Gdp.muFor(1, 1e-5));
        assertEquals(1, EXACT.epsilon(e, 1e-5), 1e-9);
        assertEquals(2.57, PAPER.epsilon(e, 1e-5), 0.01);
        assertEquals("gdp", EXACT.id());
        assertEquals("gdp-paper", PAPER.id());
        Guarantee g = PAPER.guarantee(e, 1e-5, Neighbouring.REPLACE_ONE);
        assertEquals("gdp-paper", g.accountant());
        assertEquals(Neighbouring.REPLACE_ONE, g.relation());
    }

    @Test
    void budgetReadBack_neverExceedsEpsilon_inBothModes() {
        // the learners' path: mu from the budget, sigma / Delta = sqrt(T) / mu, T Gaussian steps priced back;
        // the recorded epsilon must not exceed the budget, not even by a rounding residue
        double[] epsilons = {0.05, 0.1, 0.3, 0.5, 1, 2, 3, 4, 8};
        double[] deltas = {1e-3, 1e-5, 1e-7, 4.8e-6};
        int[] steps = {1, 7, 50, 200, 494, 2000};
        int residues = 0;
        for (double eps : epsilons) {
            for (double delta : deltas) {
                for (int t : steps) {
                    double paper = PAPER.epsilon(readBack(Gdp.muForPaper(eps, delta), t), delta);
                    double exact = EXACT.epsilon(readBack(Gdp.muFor(eps, delta), t), delta);
                    assertTrue(paper <= eps, "paper: " + paper + " > " + eps + " (delta " + delta + ", T " + t + ")");
                    assertTrue(exact <= eps, "exact: " + exact + " > " + eps + " (delta " + delta + ", T " + t + ")");
                    // control: the closed form without the margin does leave residues on this grid
                    double bare = eps / (2 * Math.sqrt(2 * Math.log(1 / delta)));
                    if (PAPER.epsilon(readBack(bare, t), delta) > eps) {
                        residues++;
                    }
                }
            }
        }
        assertTrue(residues > 0, "the grid no longer shows why the margin is there");
    }

    private static PrivacyEvent readBack(double mu, int steps) {
        return new Repeated(new Gaussian(Math.sqrt(steps) / mu), steps);
    }

    @Test
    void subsampledGaussian_isRefused_becauseItHasNoExactGdpDescription() {
        PrivacyEvent e = new Repeated(new PrivacyEvent.SubsampledGaussian(1, 0.01), 10);
        assertFalse(EXACT.supports(e));
        IllegalArgumentException ex = assertThrows(IllegalArgumentException.class, () -> EXACT.epsilon(e, 1e-5));
        assertTrue(ex.getMessage().contains("gdp"));
        assertFalse(EXACT.supports(new PrivacyEvent.Laplace(1)));
    }

    @Test
    void nonPrivateIsInfinite_noOpIsFree_deltaIsChecked() {
        assertEquals(Double.POSITIVE_INFINITY, EXACT.epsilon(new PrivacyEvent.NonPrivate(), 1e-5));
        assertEquals(0, EXACT.epsilon(new PrivacyEvent.NoOp(), 1e-5));
        assertThrows(IllegalArgumentException.class, () -> EXACT.epsilon(new Gaussian(1), 0));
    }
}

package privbench.privacy.accounting.pld;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static privbench.privacy.accounting.PublishedEpsilon.sgm;

import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.linalg.StandardNormal;
import privbench.privacy.PrivacyEvent.Composed;
import privbench.privacy.PrivacyEvent.Gaussian;
import privbench.privacy.PrivacyEvent.Repeated;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.Gdp;
import privbench.privacy.accounting.rdp.RdpAccountant;
import privbench.privacy.accounting.rdp.RdpOrders;

/** The PLD accountant's deltas, trade-off points and bounds; its published epsilons are in PublishedEpsilonsTest. */
class PldAccountantTest {

    private static final PldAccountant PLD = new PldAccountant();
    /** For properties that hold on any grid: 10x coarser, 10x faster. */
    private static final PldAccountant COARSE = new PldAccountant(1e-3);

    @Nested
    class PublishedValues {

        @Test
        void gaussianComposedThreeTimes_vector18() {
            // D2 #18: Gaussian sigma = sqrt 3 composed 3x (mu-GDP, mu = 1): delta(eps = 1) = 0.126936,
            // TPR at FPR 0.1 = 0.38914, mu-hat = 1 (+-1e-3). Closed form Phi(-eps/mu + mu/2) - e^eps Phi(-eps/mu - mu/2)
            // = 0.1269367. Source: google/differential-privacy .../pld/pld_privacy_accountant_test.py L253-274.
            AddRemovePld pld = PLD.distributions(new Repeated(new Gaussian(Math.sqrt(3)), 3));
            double exact = Gdp.delta(1, 1);
            double delta = pld.delta(1);
            // pessimistic: never below the exact value; connect-the-dots error is O(h^2) per step, far below 1e-6
            assertTrue(delta >= exact - 1e-12, delta + " < " + exact);
            assertEquals(0.126936, delta, 1e-6);
            double tpr = pld.truePositiveRate(0.1);
            assertEquals(0.38914, tpr, 1e-5);
            double muHat = StandardNormal.quantile(tpr) + StandardNormal.quantile(0.9);
            assertEquals(1, muHat, 1e-3);
        }

        @Test
        void subsampledGaussianComposedThreeTimes_vector19() {
            // D2 #19: Poisson q = 0.2, sigma = 0.5, 3 compositions: delta(eps = 1) = 0.15594 (+-1e-3).
            // Source: pld_privacy_accountant_test.py L276-301.
            assertEquals(0.15594, PLD.delta(sgm(0.5, 0.2, 3), 1), 1e-3);
        }
    }

    @Nested
    class Pessimism {

        @Test
        void gaussianComposition_neverBelowTheExactGdpCurve() {
            AddRemovePld pld = PLD.distributions(new Repeated(new Gaussian(2), 10));
            double mu = Math.sqrt(10) / 2;
            for (double eps = 0; eps <= 6; eps += 0.25) {
                double exact = Gdp.delta(mu, eps);
                double d = pld.delta(eps);
                // O(h^2) = 1e-8 relative slack from the discretisation, none below the truth
                assertTrue(d >= exact - 1e-13 && d <= exact * (1 + 1e-6) + 1e-13, "eps " + eps + ": " + d + " vs " + exact);
            }
            assertEquals(Gdp.epsilon(mu, 1e-5), PLD.epsilon(new Repeated(new Gaussian(2), 10), 1e-5), 1e-6);
        }

        @Test
        void pureDpComposition_matchesTheBinomialFormula() {
            // ten eps0-DP steps: delta(eps) = sum_j C(10,j) p^j (1-p)^(10-j) (1 - e^{eps - (2j-10) eps0})_+,
            // p = e^eps0 / (1 + e^eps0) (Kairouz, Oh and Viswanath 2015, randomised response is the worst case)
            double eps0 = 0.5;
            double p = 1 / (1 + Math.exp(-eps0));
            AddRemovePld pld = PLD.distributions(new Repeated(new PrivacyEvent.PureDp(eps0), 10));
            for (double eps : new double[] {0, 1, 2.2, 3, 4.5}) {
                double exact = 0;
                double binom = 1;
                for (int j = 0; j <= 10; j++) {
                    if (j > 0) {
                        binom = binom * (10 - j + 1) / j;
                    }
                    double loss = (2 * j - 10) * eps0;
                    if (loss > eps) {
                        exact += binom * Math.pow(p, j) * Math.pow(1 - p, 10 - j) * -Math.expm1(eps - loss);
                    }
                }
                double d = pld.delta(eps);
                assertTrue(d >= exact - 1e-13, "eps " + eps);
                // atoms off the grid are spread over two neighbours: slack of order h = 1e-4 relative
                assertEquals(exact, d, 1e-4 * exact + 1e-12, "eps " + eps);
            }
            // the Laplace mechanism is one eps0-DP mechanism: priced by the same dominating pair
            assertEquals(PLD.epsilon(new Repeated(new PrivacyEvent.PureDp(eps0), 10), 1e-5),
                    PLD.epsilon(new Repeated(new PrivacyEvent.Laplace(1 / eps0), 10), 1e-5), 1e-12);
        }

        @Test
        void pld_isTighterThanRdp_andAtMostBasicComposition() {
            PrivacyEvent e = sgm(1.1, 0.01, 1000);
            double pld = PLD.epsilon(e, 1e-5);
            double rdp = new RdpAccountant(RdpOrders.DEFAULT).epsilon(e, 1e-5);
            assertTrue(pld < rdp, pld + " vs rdp " + rdp);
            assertTrue(PLD.epsilon(new Repeated(new PrivacyEvent.PureDp(0.1), 30), 1e-6) <= 3.0);
        }

        @Test
        void removeDirectionDominates_forThePoissonSubsampledGaussian() {
            AddRemovePld pld = COARSE.distributions(sgm(0.9, 0.05, 50));
            assertTrue(pld.remove().epsilon(1e-5) > pld.add().epsilon(1e-5));
            assertEquals(pld.remove().epsilon(1e-5), pld.epsilon(1e-5));
        }

        @Test
        void coarserGrid_isLooserButStillAnUpperBound() {
            // negative control for the discretisation: a 100x coarser grid must move epsilon up, never down
            PrivacyEvent e = sgm(1.0, 0.02, 300);
            double fine = PLD.epsilon(e, 1e-5);
            double coarse = new PldAccountant(1e-2).epsilon(e, 1e-5);
            assertTrue(coarse > fine && coarse < fine + 0.1, coarse + " vs " + fine);
        }
    }

    @Nested
    class Events {

        @Test
        void heterogeneousComposition_isOrderFree() {
            PrivacyEvent a = new Composed(List.of(sgm(1.0, 0.02, 50), new Repeated(new Gaussian(4), 3)));
            PrivacyEvent b = new Composed(List.of(new Repeated(new Gaussian(4), 3), sgm(1.0, 0.02, 50)));
            assertEquals(COARSE.epsilon(a, 1e-6), COARSE.epsilon(b, 1e-6), 1e-9);
            assertTrue(COARSE.epsilon(a, 1e-6) > COARSE.epsilon(sgm(1.0, 0.02, 50), 1e-6));
        }

        @Test
        void noOpIsFree_nonPrivateIsInfinite_unsupportedIsRefused() {
            assertEquals(0, PLD.epsilon(new PrivacyEvent.NoOp(), 1e-5));
            assertEquals(PLD.epsilon(new Gaussian(3), 1e-5),
                    PLD.epsilon(new Composed(List.of(new Gaussian(3), new PrivacyEvent.NoOp())), 1e-5), 1e-9);
            assertEquals(Double.POSITIVE_INFINITY,
                    PLD.epsilon(new Composed(List.of(new Gaussian(3), new PrivacyEvent.NonPrivate())), 1e-5));
            assertFalse(PLD.supports(new PrivacyEvent.Zcdp(0.1)));
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> PLD.epsilon(new PrivacyEvent.ApproxDp(1, 1e-6), 1e-5));
            assertTrue(e.getMessage().contains("pld"));
            assertThrows(IllegalArgumentException.class, () -> new PldAccountant(0));
        }

        @Test
        void epsilonAndDelta_areInverse() {
            AddRemovePld pld = COARSE.distributions(sgm(1.2, 0.05, 200));
            double eps = pld.epsilon(1e-6);
            assertEquals(1e-6, pld.delta(eps), 1e-6 * 1e-9);
            assertTrue(pld.delta(eps - 0.01) > 1e-6);
        }
    }
}

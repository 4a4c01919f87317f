package privbench.privacy.accounting.rdp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import privbench.privacy.noise.TruncatedNegativeBinomial;

class RandomStoppingRdpTest {

    /** A dense grid 1.01 .. 400 and infinity, so grid minima sit close to the continuous ones. */
    private static final double[] ORDERS = denseOrders();

    private static double[] denseOrders() {
        double[] o = new double[2001];
        for (int i = 0; i < 2000; i++) {
            o[i] = 1.01 * Math.pow(400 / 1.01, i / 1999.0);
        }
        o[2000] = Double.POSITIVE_INFINITY;
        return o;
    }

    private static double[] gaussian(double sigma) {
        return Arrays.stream(ORDERS).map(a -> a / (2 * sigma * sigma)).toArray();
    }

    /**
     * Thm 2 on a Gaussian run (RDP lambda / (2 sigma^2)) at eta = 1 has a closed form: the lambdaHat part is
     * min over lambdaHat of (lambdaHat - 1) / sigma^2 + 2 ln(1/gamma) / lambdaHat = 2 sqrt(2 L) / sigma - 1 / sigma^2
     * (L = ln(1/gamma), at lambdaHat = sigma sqrt(2 L)). The grid's value may not be below it (that would be
     * unsound) and on this grid sits within 1e-4 of it.
     */
    @Test
    void gaussianRunsMatchTheClosedFormOfTheorem2() {
        for (double sigma : new double[] {2, 5, 20}) {
            for (double mean : new double[] {3, 10, 50}) {
                TruncatedNegativeBinomial k = TruncatedNegativeBinomial.ofMean(1, mean);
                assertEquals(mean, k.mean(), 1e-9 * mean);
                double l = -Math.log(k.r());
                double hat = 2 * Math.sqrt(2 * l) / sigma - 1 / (sigma * sigma);
                double[] sel = RandomStoppingRdp.truncatedNegativeBinomial(ORDERS, gaussian(sigma), k.eta(), k.r(), k.mean());
                for (int i = 0; i < ORDERS.length - 1; i += 97) {
                    double a = ORDERS[i];
                    double exact = a / (2 * sigma * sigma) + hat + Math.log(mean) / (a - 1);
                    assertTrue(sel[i] >= exact - 1e-12, "below Thm 2 at order " + a);
                    assertEquals(exact, sel[i], 1e-4, "order " + a + ", sigma " + sigma + ", mean " + mean);
                }
            }
        }
    }

    /** At order infinity a pure eps-DP run gives (2 + eta) eps: Liu and Talwar's 3 eps at eta = 1. */
    @Test
    void pureRunsCostTwoPlusEtaTimesEpsilon() {
        double eps = 0.3;
        double[] run = Arrays.stream(ORDERS).map(a -> RdpAccountant.randomisedResponse(eps, a)).toArray();
        for (double eta : new double[] {-0.5, 0, 1, 3}) {
            TruncatedNegativeBinomial k = TruncatedNegativeBinomial.ofMean(eta, 10);
            double[] sel = RandomStoppingRdp.truncatedNegativeBinomial(ORDERS, run, k.eta(), k.r(), k.mean());
            assertEquals((2 + eta) * eps, sel[ORDERS.length - 1], 1e-12, "eta " + eta);
        }
    }

    /**
     * The exact privacy loss of one random-stopping selection, computed in closed form, is within the bound, and
     * exceeds the run's own epsilon (so a bound that forgot the selection would be caught). The runs are randomised
     * response on one bit (eps-DP); the selection keeps the largest output, so it outputs 0 only when every run did:
     * P(0 | D) = PGF(1 - p) with p = e^eps / (1 + e^eps), P(0 | D') = PGF(p).
     */
    @Test
    void theBoundCoversAnExactSelectionLossThatExceedsOneRun() {
        for (double eps : new double[] {0.1, 0.5, 1, 2}) {
            for (double mean : new double[] {2, 10, 100}) {
                TruncatedNegativeBinomial k = TruncatedNegativeBinomial.ofMean(1, mean);
                double p = Math.exp(eps) / (1 + Math.exp(eps));
                double zero = Math.abs(Math.log(k.pgf(p) / k.pgf(1 - p)));
                double one = Math.abs(Math.log((1 - k.pgf(p)) / (1 - k.pgf(1 - p))));
                double exact = Math.max(zero, one);
                double[] run = Arrays.stream(ORDERS).map(a -> RdpAccountant.randomisedResponse(eps, a)).toArray();
                double bound = RandomStoppingRdp.truncatedNegativeBinomial(ORDERS, run, k.eta(), k.r(), k.mean())[ORDERS.length - 1];
                assertTrue(exact <= bound + 1e-12, "exact " + exact + " above the bound " + bound);
                if (mean >= 10) {
                    // negative control: pricing the selection as one run would be false here
                    assertTrue(exact > eps * 1.5, "eps " + eps + ", mean " + mean + ": exact " + exact);
                }
            }
        }
    }

    /** Thm 6 costs more than one run, more with a larger mean, and nothing certifies order infinity. */
    @Test
    void poissonSelectionCostsMoreThanOneRunAndGrowsWithTheMean() {
        double[] run = gaussian(5);
        double[] small = RandomStoppingRdp.poisson(ORDERS, run, 3, RdpConversion.BALLE_2020);
        double[] large = RandomStoppingRdp.poisson(ORDERS, run, 30, RdpConversion.BALLE_2020);
        for (int i = 0; i < ORDERS.length - 1; i += 50) {
            assertTrue(small[i] > run[i], "order " + ORDERS[i]);
            assertTrue(large[i] > small[i], "order " + ORDERS[i]);
        }
        assertEquals(Double.POSITIVE_INFINITY, large[ORDERS.length - 1]);
        double one = RdpConversion.BALLE_2020.epsilon(ORDERS, run, 1e-5).epsilon();
        double sel = RdpConversion.BALLE_2020.epsilon(ORDERS, large, 1e-5).epsilon();
        assertTrue(sel > one && sel < 10 * one, "one run " + one + ", selection " + sel);
    }
}

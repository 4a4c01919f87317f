package privbench.privacy.accounting.rdp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.AnalyticGaussian;
import privbench.privacy.accounting.rdp.SampledGaussianRdp.FractionalSeries;

class RdpConversionTest {

    @Test
    void pureDpCurve_vector10() {
        // D1 #10: RDP = 1.1 at every alpha in {2..32}, delta 1e-5 -> epsilon 1.32783806176 at alpha 32 (B20).
        // Source: dp_accounting rdp_privacy_accountant_test.py L720-735.
        double[] orders = IntStream.rangeClosed(2, 32).asDoubleStream().toArray();
        double[] rdp = new double[orders.length];
        Arrays.fill(rdp, 1.1);
        RdpBound b = RdpConversion.BALLE_2020.epsilon(orders, rdp, 1e-5);
        assertEquals(1.32783806176, b.epsilon(), 5e-12);
        assertEquals(32, b.order());
        // M17 on the same curve: 1.1 + ln(1e5)/31, looser
        assertEquals(1.1 + Math.log(1e5) / 31, RdpConversion.MIRONOV_2017.epsilon(orders, rdp, 1e-5).epsilon(), 1e-14);
    }

    @Test
    void gaussianOnAFineGrid_vector9() {
        // D1 #9: sigma 4.530877117, q 1, T 1, delta 1e-6, orders 1.000..99.999 step 0.001 -> epsilon 1, and
        // delta(epsilon = 1) = 1e-6. Source: dp_accounting rdp_privacy_accountant_test.py L737-749.
        // Order 1.000 itself is left out: our orders are > 1 (no conversion applies at alpha = 1).
        double[] orders = IntStream.range(1001, 100_000).mapToDouble(i -> i / 1000.0).toArray();
        RdpAccountant acc = new RdpAccountant(orders, RdpConversion.BALLE_2020, FractionalSeries.EXACT);
        PrivacyEvent g = new PrivacyEvent.Gaussian(4.530877117);
        // sigma is given to 10 digits, so epsilon is known to ~1e-9
        assertEquals(1.0, acc.epsilon(g, 1e-6), 1e-8);
        assertEquals(1e-6, acc.delta(g, 1.0), 1e-6 * 1e-7);
        // the RDP slack: the exact (analytic Gaussian) epsilon of this sigma is 0.92739 (computed in the vectors file)
        assertEquals(0.92739, AnalyticGaussian.epsilon(4.530877117, 1e-6, 1), 5e-6);
    }

    @Test
    void deltaAndEpsilon_areInverse() {
        double[] orders = RdpOrders.DEFAULT.orders();
        double[] rdp = Arrays.stream(orders).map(a -> a / (2 * 1.3 * 1.3) * 12).toArray();
        for (RdpConversion c : RdpConversion.values()) {
            double eps = c.epsilon(orders, rdp, 1e-6).epsilon();
            // the minimum over a grid is piecewise smooth: the round trip holds to rounding
            assertEquals(1e-6, c.delta(orders, rdp, eps), 1e-6 * 1e-9, c.name());
        }
    }

    @Test
    void balle_isNeverLooserThanMironov_andZeroRdpGivesZero() {
        double[] orders = RdpOrders.DEFAULT.orders();
        double[] rdp = Arrays.stream(orders).map(a -> 0.01 * a).toArray();
        assertTrue(RdpConversion.BALLE_2020.epsilon(orders, rdp, 1e-5).epsilon()
                < RdpConversion.MIRONOV_2017.epsilon(orders, rdp, 1e-5).epsilon());
        double[] zero = new double[orders.length];
        assertEquals(0, RdpConversion.BALLE_2020.epsilon(orders, zero, 0).epsilon());
        assertEquals(Double.POSITIVE_INFINITY, RdpConversion.BALLE_2020.epsilon(orders, rdp, 0).epsilon());
    }

    @Test
    void tinyRdp_approachesTheFloorContinuously() {
        // no KL shortcut to 0: epsilon tends to the grid's floor as RDP -> 0, so an unreachable target stays
        // unreachable (spec-003 section 2.4: the Opacus grid's floor at delta 1e-5 is 0.10287, alpha 63)
        double[] orders = RdpOrders.OPO.orders();
        double[] rdp = new double[orders.length];
        Arrays.fill(rdp, 1e-12);
        RdpBound floor = RdpConversion.BALLE_2020.floor(orders, 1e-5);
        assertEquals(0.10287, floor.epsilon(), 5e-6);
        assertEquals(floor.epsilon(), RdpConversion.BALLE_2020.epsilon(orders, rdp, 1e-5).epsilon(), 1e-11);
    }

    @Test
    void badInput_isRefusedWithTheValue() {
        double[] o = {2};
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> RdpConversion.BALLE_2020.epsilon(o, new double[] {-1}, 1e-5));
        assertTrue(e.getMessage().contains("-1"));
        assertThrows(IllegalArgumentException.class, () -> RdpConversion.BALLE_2020.epsilon(o, new double[] {1}, 1));
        assertThrows(IllegalArgumentException.class, () -> RdpConversion.BALLE_2020.epsilon(o, new double[0], 0.1));
        assertThrows(IllegalArgumentException.class, () -> RdpConversion.byId("m18"));
        assertEquals(RdpConversion.MIRONOV_2017, RdpConversion.byId("m17"));
    }

    @Test
    void namedGrids_matchTheirSources() {
        // TFO: 10 + 59 + 3 orders; OPO: 99 + 52; DAO: 156 (dp_accounting DEFAULT_RDP_ORDERS)
        assertEquals(72, RdpOrders.TFO.orders().length);
        assertEquals(151, RdpOrders.OPO.orders().length);
        assertEquals(156, RdpOrders.DAO.orders().length);
        assertEquals(1.1, RdpOrders.OPO.orders()[0]);
        assertEquals(63, RdpOrders.OPO.orders()[150]);
        double[] def = RdpOrders.DEFAULT.orders();
        for (RdpOrders g : new RdpOrders[] {RdpOrders.TFO, RdpOrders.OPO, RdpOrders.DAO}) {
            for (double a : g.orders()) {
                assertTrue(Arrays.binarySearch(def, a) >= 0, g + " order " + a + " missing from DEFAULT");
            }
        }
        for (double a : new double[] {64, 80, 96, 128, 160, 192, 256, 320, 384, 512, 768, 1024}) {
            assertTrue(Arrays.binarySearch(def, a) >= 0, "missing " + a);
        }
        double[] sorted = def.clone();
        Arrays.sort(sorted);
        assertArrayEquals(sorted, def);
        assertEquals(RdpOrders.DAO, RdpOrders.byId("dao"));
        assertThrows(IllegalArgumentException.class, () -> RdpOrders.byId("nope"));
    }
}

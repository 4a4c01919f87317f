package privbench.privacy.accounting.rdp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static privbench.privacy.accounting.PublishedEpsilon.sgm;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.privacy.PrivacyEvent.Composed;
import privbench.privacy.PrivacyEvent.Gaussian;
import privbench.privacy.PrivacyEvent.Repeated;
import privbench.privacy.PrivacyEvent.SubsampledGaussian;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.rdp.SampledGaussianRdp.FractionalSeries;

/**
 * Vectors D1 #1-#7, #12 and #14 of accountant-vectors.md (add/remove one, Poisson sampling); #13, a plain epsilon,
 * is a row of PublishedEpsilonsTest.
 */
class RdpAccountantTest {

    private static final RdpAccountant TFO = new RdpAccountant(RdpOrders.TFO);
    private static final RdpAccountant OPO = new RdpAccountant(RdpOrders.OPO);
    private static final RdpAccountant DAO_DP_ACCOUNTING = new RdpAccountant(RdpOrders.DAO.orders(),
            RdpConversion.BALLE_2020, FractionalSeries.ABSOLUTE);
    private static final RdpAccountant DAO_EXACT = new RdpAccountant(RdpOrders.DAO);
    private static final RdpAccountant OPO_M17 = new RdpAccountant(RdpOrders.OPO.orders(),
            RdpConversion.MIRONOV_2017, FractionalSeries.EXACT);

    private static void assertBound(double eps, double order, RdpBound b, double tol) {
        assertEquals(eps, b.epsilon(), tol);
        assertEquals(order, b.order(), 1e-12);
    }

    @Nested
    class PublishedEpsilons {

        @Test
        void opacus_vector1() {
            // D1 #1: sigma 1.5, q 0.04, T = int(90/0.04) = 2250, delta 1e-5, OPO, B20 -> 7.32911117143 (alpha 3.9).
            // Source: pytorch/opacus opacus/tests/accountants_test.py L94-104 (assertAlmostEqual, 7 places).
            // Our exact fractional series reproduces the Opacus code to ~1e-12; the vector has 11 decimals.
            assertBound(7.32911117143, 3.9, OPO.bound(sgm(1.5, 0.04, 2250), 1e-5), 1e-9);
        }

        @Test
        void tfPrivacy_vectors2and3() {
            // D1 #2: sigma 1.3, q 0.0025, T 6000, delta 1e-5, TFO, B20 -> 0.7242234026109595 (alpha 19);
            // D1 #3: sigma 1.0, q 0.001, T 30000, delta 1e-7 -> 1.4154988495444842 (alpha 13).
            // Source: tensorflow/privacy privacy/analysis/compute_dp_sgd_privacy_test.py L42-43.
            // Integer orders: 1e-9 relative (the brief's bound; libraries agree to ~1e-12).
            assertBound(0.7242234026109595, 19, TFO.bound(sgm(1.3, 0.0025, 6000), 1e-5), 0.7242234026109595 * 1e-9);
            assertBound(1.4154988495444842, 13, TFO.bound(sgm(1.0, 0.001, 30000), 1e-7), 1.4154988495444842 * 1e-9);
        }

        @Test
        void tfPrivacy_vector4_degenerateRegimeIsSetByTheSmallestOrder() {
            // D1 #4: sigma 0.1, q 1.024e-5, T 976563, delta 1e-7: TFO -> 5907982.3113984 (alpha 1.25);
            // with OPO/DAO (smallest order 1.1) 7801.0567 (computed in accountant-vectors.md, 4 decimals).
            // Source: compute_dp_sgd_privacy_test.py L44.
            PrivacyEvent e = sgm(0.1, 1.024e-5, 976_563);
            assertBound(5907982.3113984, 1.25, TFO.bound(e, 1e-7), 5907982.3113984 * 1e-9);
            assertBound(7801.0567, 1.1, OPO.bound(e, 1e-7), 1e-4);
            assertBound(7801.0567, 1.1, DAO_EXACT.bound(e, 1e-7), 1e-4);
        }

        @Test
        void tfPrivacy_vectors5to7_dpAccountingSeries() {
            // D1 #5: sigma 0.7, q 0.01, T 120, delta 1e-5, DAO -> 3.2392676; #6: sigma 0.35 (microbatching) ->
            // 22.6248601; #7: sigma 1.0, q 0.0064, T 782, delta 1e-6 -> 1.616 (3 dp).
            // Source: compute_dp_sgd_privacy_test.py L30-36, L85-113. These come from dp_accounting, whose
            // fractional orders sum |terms| (an upper bound): reproduced with FractionalSeries.ABSOLUTE.
            assertBound(3.2392676, 4.4, DAO_DP_ACCOUNTING.bound(sgm(0.7, 0.01, 120), 1e-5), 1e-7);
            assertBound(22.6248601, 1.7, DAO_DP_ACCOUNTING.bound(sgm(0.35, 0.01, 120), 1e-5), 1e-7);
            assertEquals(1.616, DAO_DP_ACCOUNTING.epsilon(sgm(1.0, 0.0064, 782), 1e-6), 5e-4);
        }

        @Test
        void vectors5to7_exactSeriesIsAtMostTheDpAccountingValue() {
            // the exact series is the true RDP; the |terms| bound is above it (#6 by 1.2e-3 relative)
            double[][] cases = {{0.7, 0.01, 120, 1e-5}, {0.35, 0.01, 120, 1e-5}, {1.0, 0.0064, 782, 1e-6}};
            for (double[] c : cases) {
                PrivacyEvent e = sgm(c[0], c[1], (long) c[2]);
                double exact = DAO_EXACT.epsilon(e, c[3]);
                double bound = DAO_DP_ACCOUNTING.epsilon(e, c[3]);
                assertTrue(exact <= bound && exact > bound * (1 - 3e-3), exact + " vs " + bound);
            }
            // #7 without halving sigma (sigma 2.0) gives 0.43336 (computed in accountant-vectors.md)
            assertEquals(0.43336, DAO_EXACT.epsilon(sgm(2.0, 0.0064, 782), 1e-6), 1e-5);
        }

        @Test
        void rdpCrossChecksOfThePrvGrid_vector17() {
            // D2 #17 cross-check column: RDP (DAO) 1.371, 0.164, 6.668, 3.640, 1.897, 47.920 at delta 1e-6,
            // computed with dp_accounting in accountant-vectors.md (so the |terms| series), 3 decimals.
            double[][] rows = {{0.8, 0.001, 100, 1.371}, {2.0, 0.001, 100, 0.164}, {1.5, 0.05, 1000, 6.668},
                {3.0, 0.2, 100, 3.640}, {0.8, 0.001, 20_000, 1.897}, {2.0, 0.05, 50_000, 47.920}};
            for (double[] r : rows) {
                PrivacyEvent e = sgm(r[0], r[1], (long) r[2]);
                assertEquals(r[3], DAO_DP_ACCOUNTING.epsilon(e, 1e-6), 5e-4, "sigma " + r[0] + " q " + r[1]);
                assertTrue(DAO_EXACT.epsilon(e, 1e-6) <= DAO_DP_ACCOUNTING.epsilon(e, 1e-6));
            }
            // where the optimum is a low fractional order the |terms| bound is far from exact: 47.557 vs 47.920
            // (exact: mpmath quadrature of A at alpha 1.9, computed for this test, gives 47.5574082131)
            assertEquals(47.5574082131, DAO_EXACT.epsilon(sgm(2.0, 0.05, 50_000), 1e-6), 1e-8);
        }

        @Test
        void tfPrivacyTutorial_vector12_historicalMironovConversion() {
            // D1 #12: n 60000, B 256 (q = 256/60000), delta 1e-5, M17 on OPO: sigma 1.1, 60 epochs -> 3.01;
            // sigma 1.3, 15 ep -> 1.19; sigma 0.7, 45 ep -> 7.10; sigma 1.1, 1 ep -> 1.03; 2 ep -> 1.11;
            // steps = ceil(epochs n / B). Source: tensorflow/privacy tutorials/README.md L90-L128 (2 decimals).
            double q = 256.0 / 60000;
            assertEquals(3.01, OPO_M17.epsilon(sgm(1.1, q, 14063), 1e-5), 0.005);
            assertEquals(1.19, OPO_M17.epsilon(sgm(1.3, q, 3516), 1e-5), 0.005);
            assertEquals(7.10, OPO_M17.epsilon(sgm(0.7, q, 10547), 1e-5), 0.005);
            assertEquals(1.03, OPO_M17.epsilon(sgm(1.1, q, 235), 1e-5), 0.005);
            assertEquals(1.11, OPO_M17.epsilon(sgm(1.1, q, 469), 1e-5), 0.005);
            // the B20 values of the same settings (computed in accountant-vectors.md): 2.5967 (alpha 8.1),
            // 0.9546 and 6.3184 -- the conversion alone moves the headline number by 14%
            assertBound(2.5967, 8.1, OPO.bound(sgm(1.1, q, 14063), 1e-5), 5e-5);
            assertEquals(0.9546, OPO.epsilon(sgm(1.3, q, 3516), 1e-5), 5e-5);
            assertEquals(6.3184, OPO.epsilon(sgm(0.7, q, 10547), 1e-5), 5e-5);
        }

        @Test
        void abadi_vector14_momentsAccountant() {
            // D1 #14: sigma 4, q 0.01, T 10000 / 40000, delta 1e-5: Abadi et al. (2016) Fig. 2 text 1.26 / 2.55,
            // quoted in https://github.com/tensorflow/privacy/issues/85; integer orders 2..32 with M17 give
            // 1.2586 / 2.5759 (tolerance 0.03 for the E=400 value); DAO + B20 give 1.0355 / 2.2097.
            double[] ints = new double[31];
            for (int i = 0; i < ints.length; i++) {
                ints[i] = i + 2;
            }
            RdpAccountant moments = new RdpAccountant(ints, RdpConversion.MIRONOV_2017, FractionalSeries.EXACT);
            assertEquals(1.26, moments.epsilon(sgm(4, 0.01, 10_000), 1e-5), 0.005);
            assertEquals(2.55, moments.epsilon(sgm(4, 0.01, 40_000), 1e-5), 0.03);
            assertEquals(1.2586, moments.epsilon(sgm(4, 0.01, 10_000), 1e-5), 5e-5);
            assertEquals(2.5759, moments.epsilon(sgm(4, 0.01, 40_000), 1e-5), 5e-5);
            assertEquals(1.0355, DAO_EXACT.epsilon(sgm(4, 0.01, 10_000), 1e-5), 5e-5);
            assertEquals(2.2097, DAO_DP_ACCOUNTING.epsilon(sgm(4, 0.01, 40_000), 1e-5), 5e-5);
        }
    }

    @Nested
    class Events {

        @Test
        void composition_addsCurvesOrderByOrder() {
            RdpAccountant acc = new RdpAccountant(RdpOrders.DEFAULT);
            double[] one = acc.rdp(new SubsampledGaussian(1.1, 0.01));
            double[] gauss = acc.rdp(new Gaussian(3));
            double[] mixed = acc.rdp(new Composed(List.of(new Repeated(new SubsampledGaussian(1.1, 0.01), 7),
                    new Gaussian(3), new PrivacyEvent.NoOp())));
            for (int k = 0; k < one.length; k++) {
                assertEquals(7 * one[k] + gauss[k], mixed[k], 1e-12 * mixed[k]);
            }
        }

        @Test
        void zcdpWithRhoOfTheGaussian_hasTheGaussianCurve() {
            // D4 #28: rho = 1/(2 sigma^2) zCDP has the RDP of the Gaussian with sigma.
            // Source: dp_accounting rdp_privacy_accountant_test.py L366-374.
            RdpAccountant acc = new RdpAccountant(RdpOrders.DEFAULT);
            double s = 1.7;
            double[] z = acc.rdp(new PrivacyEvent.Zcdp(1 / (2 * s * s)));
            double[] g = acc.rdp(new Gaussian(s));
            for (int k = 0; k < z.length; k++) {
                assertEquals(g[k], z[k], 1e-15 * g[k]);
            }
        }

        @Test
        void laplaceAndPureDp_areBelowTheirPureEpsilonAndTheZcdpLine() {
            RdpAccountant acc = new RdpAccountant(RdpOrders.DEFAULT);
            double[] orders = acc.orders();
            double[] lap = acc.rdp(new PrivacyEvent.Laplace(2));          // eps = 0.5
            double[] rr = acc.rdp(new PrivacyEvent.PureDp(0.5));
            for (int k = 0; k < orders.length; k++) {
                assertTrue(lap[k] <= rr[k] + 1e-15, "Laplace is one eps-DP mechanism; RR is the worst one");
                assertTrue(rr[k] <= Math.min(0.5, orders[k] * 0.125) + 1e-15);
            }
            // Mironov (2017) Prop. 6 at alpha = 2, eps = 0.5: 0.5 + ln(1 + (e^{-1.5} - 1)/3)
            int two = Arrays.binarySearch(orders, 2.0);
            assertEquals(0.5 + Math.log1p(Math.expm1(-1.5) / 3), lap[two], 1e-15);
            // randomised response at alpha = 2: ln((e^{2 eps} + e^{-eps}) / (1 + e^eps))
            assertEquals(Math.log((Math.exp(1) + Math.exp(-0.5)) / (1 + Math.exp(0.5))), rr[two], 1e-15);
        }

        @Test
        void approximateDp_isUnsupported_andNonPrivateIsInfinite() {
            RdpAccountant acc = new RdpAccountant(RdpOrders.DEFAULT);
            PrivacyEvent approx = new PrivacyEvent.ApproxDp(1, 1e-6);
            assertFalse(acc.supports(new Composed(List.of(new Gaussian(1), approx))));
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> acc.epsilon(approx, 1e-5));
            assertTrue(e.getMessage().contains("rdp"));
            assertEquals(Double.POSITIVE_INFINITY, acc.epsilon(new PrivacyEvent.NonPrivate(), 1e-5));
            assertEquals(0, acc.epsilon(new PrivacyEvent.NoOp(), 1e-5));
        }
    }

    @Nested
    class Grids {

        @Test
        void opacusGrid_cannotReachEpsilon01AtDelta1e5() {
            // spec-003 section 2.4 pitfall: the floor with the Opacus orders is 0.10287 at alpha 63
            RdpBound floor = OPO.floor(1e-5);
            assertEquals(0.10287, floor.epsilon(), 5e-6);
            assertEquals(63, floor.order());
            assertTrue(new RdpAccountant(RdpOrders.DEFAULT).floor(1e-5).epsilon() < 0.01);
        }

        @Test
        void defaultGrid_givesAtMostTheTfoValueOfVector2_andByLessThanOnePercent() {
            double tfo = TFO.epsilon(sgm(1.3, 0.0025, 6000), 1e-5);
            double def = new RdpAccountant(RdpOrders.DEFAULT).epsilon(sgm(1.3, 0.0025, 6000), 1e-5);
            assertTrue(def <= tfo && def > 0.99 * tfo, def + " vs " + tfo);
        }

        @Test
        void badGrid_isRefused() {
            assertThrows(IllegalArgumentException.class,
                    () -> new RdpAccountant(new double[] {1.0, 2}, RdpConversion.BALLE_2020, FractionalSeries.EXACT));
            assertThrows(IllegalArgumentException.class,
                    () -> new RdpAccountant(new double[0], RdpConversion.BALLE_2020, FractionalSeries.EXACT));
        }
    }
}

package privbench.privacy.accounting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.stream.DoubleStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import privbench.privacy.PrivacyEvent.Repeated;
import privbench.privacy.PrivacyEvent.SubsampledGaussian;
import privbench.privacy.accounting.Calibration.Result;
import privbench.privacy.accounting.Calibration.Search;
import privbench.privacy.accounting.pld.PrvAccountant;
import privbench.privacy.accounting.rdp.RdpAccountant;
import privbench.privacy.accounting.rdp.RdpConversion;
import privbench.privacy.accounting.rdp.RdpOrders;
import privbench.privacy.accounting.rdp.SampledGaussianRdp.FractionalSeries;

/**
 * spec-003 section 5 item 8: Opacus's search, n_L = 45000, delta 1e-5, sigma for PRV / RDP with the spec's
 * extended orders (Opacus orders plus 64 .. 1024), quoted to 4 decimals. Round values (12.5, 45, 60) are
 * artifacts of the doubling/bisection search, reproduced only by running the same search.
 */
class CalibrationSpec003Test {

    private static final RdpAccountant EXTENDED = new RdpAccountant(DoubleStream.concat(
            Arrays.stream(RdpOrders.OPO.orders()),
            DoubleStream.of(64, 80, 96, 128, 160, 192, 256, 320, 384, 512, 768, 1024)).toArray(),
            RdpConversion.BALLE_2020, FractionalSeries.EXACT);
    private static final PrvAccountant PRV = new PrvAccountant();

    @ParameterizedTest(name = "eps {0}, B {1}, T {2}")
    @CsvSource({
        "0.1, 128, 500, 2.5000, 2.8516", "0.1, 512, 1000, 12.5, 12.5",
        "0.1, 1024, 3000, 45.0, 45.0", "0.1, 1024, 6000, 60.0, 60.0",
        "0.3, 128, 500, 1.0840, 1.5625", "0.3, 512, 1000, 4.3750, 4.6094",
        "0.3, 1024, 3000, 14.6875, 15.6250", "0.3, 1024, 6000, 20.6250, 21.8750",
        "0.7, 128, 500, 0.8154, 1.0999", "0.7, 512, 1000, 2.0703, 2.2070",
        "0.7, 1024, 3000, 6.6406, 7.1094", "0.7, 1024, 6000, 9.3750, 10.0000",
    })
    void opacusSearch_reproducesTheTable(double eps, int batch, long steps, double prvSigma, double rdpSigma) {
        double q = batch / 45000.0;
        Result prv = Calibration.noiseMultiplier(s -> new Repeated(new SubsampledGaussian(s, q), steps), PRV, eps,
                1e-5, Search.OPACUS);
        Result rdp = Calibration.noiseMultiplier(s -> new Repeated(new SubsampledGaussian(s, q), steps), EXTENDED,
                eps, 1e-5, Search.OPACUS);
        // 4 decimals quoted: half a unit of the last place
        assertEquals(prvSigma, prv.noiseMultiplier(), 5e-5);
        assertEquals(rdpSigma, rdp.noiseMultiplier(), 5e-5);
        // invariants of the same item: eps <= target and target - eps <= 0.01; PRV needs less noise than RDP
        for (Result r : new Result[] {prv, rdp}) {
            assertTrue(r.epsilon() <= eps && eps - r.epsilon() <= 0.01, r.toString());
        }
        assertTrue(prv.noiseMultiplier() <= rdp.noiseMultiplier());
    }
}

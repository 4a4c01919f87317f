package privbench.learners.semiprivate.sgd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import privbench.learners.SweepMemo;
import privbench.privacy.Neighbouring;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.Calibration;

/** DP-SGD's calibration and ledger (spec-003 sections 2.4 and 5 item 9; issue 5's calibration check). */
class SgdPrivacyTest {

    private static SgdSettings settings(int steps, int batch, Sampling sampling, NoiseAccountant acc,
                                        Calibration.Search search) {
        return SgdSettings.plain(1, steps, batch, 1, Init.ZERO, acc, sampling, search);
    }

    /**
     * Issue 5: epsilon 0.1, delta 1e-5, q = 0.01 (B = 10 of n = 1000), 1000 steps gives a noise multiplier
     * whose epsilon, priced again by the same accountant, is at most 0.1 (PRV and PLD; the RDP grid reaches
     * order 1024, so it certifies 0.1 as well).
     */
    @ParameterizedTest
    @EnumSource(NoiseAccountant.class)
    void issueCheck_epsilonOneTenth_isMet_andNotExceeded(NoiseAccountant acc) {
        SgdSettings s = settings(1000, 10, Sampling.POISSON, acc, Calibration.Search.PRECISE);
        SgdPrivacy p = SgdPrivacy.calibrate(s, 1000, 0.1, 1e-5);
        assertEquals(0.01, p.samplingRate(), 0.0);
        assertEquals(new PrivacyEvent.Repeated(new PrivacyEvent.SubsampledGaussian(p.noiseMultiplier(), 0.01), 1000),
                p.event());
        double spent = acc.accountant().epsilon(p.event(), 1e-5);
        assertTrue(spent <= 0.1, acc + ": " + spent);
        // the precise search stops within 1e-6 (relative) of the boundary: slightly less noise breaks the target
        double less = acc.accountant().epsilon(new PrivacyEvent.Repeated(
                new PrivacyEvent.SubsampledGaussian(p.noiseMultiplier() * 0.99, 0.01), 1000), 1e-5);
        assertTrue(less > 0.1, acc + ": 1% less noise still meets the target, " + less);
        assertEquals(Neighbouring.ADD_REMOVE, p.guarantee(1e-5).relation());
    }

    @Test
    void shuffledBatches_areAccountedWithoutAmplification_asReplaceOneGaussians() {
        // n = 1000, B = 300: 3 batches per epoch; 10 steps put a row in at most ceil(10 / 3) = 4 of them
        SgdSettings s = settings(10, 300, Sampling.SHUFFLE, NoiseAccountant.PRV, Calibration.Search.OPACUS);
        SgdPrivacy p = SgdPrivacy.calibrate(s, 1000, 1.0, 1e-5);
        assertEquals(4, SgdPrivacy.appearances(s, 1000));
        assertEquals(new PrivacyEvent.Repeated(new PrivacyEvent.Gaussian(p.noiseMultiplier() / 2), 4), p.event());
        assertEquals(Neighbouring.REPLACE_ONE, p.guarantee(1e-5).relation());
        assertTrue(p.guarantee(1e-5).caveat().startsWith("sampling=shuffle"), p.caveat());
        // the same steps with Poisson sampling at q = 0.3 need less noise: amplification is what shuffling gives up
        SgdPrivacy poisson = SgdPrivacy.calibrate(settings(10, 300, Sampling.POISSON, NoiseAccountant.PRV,
                Calibration.Search.OPACUS), 1000, 1.0, 1e-5);
        assertTrue(poisson.noiseMultiplier() < p.noiseMultiplier());
    }

    /**
     * The run memo's calibrations and prices are the bits a fresh computation gives, and a differing input (another
     * n, epsilon, steps or accountant) gives another sigma: the key misses nothing the result depends on.
     */
    @Test
    void rememberedCalibrationAndPrice_equalFreshOnes_andEveryInputIsInTheKey() {
        SgdSettings s = settings(200, 64, Sampling.POISSON, NoiseAccountant.PRV, Calibration.Search.OPACUS);
        SweepMemo memo = SweepMemo.forRun();
        SgdPrivacy fresh = SgdPrivacy.calibrate(s, 2000, 1.0, 1e-5, false);
        SgdPrivacy first = SgdPrivacy.calibrate(s, 2000, 1.0, 1e-5, false, memo);
        SgdPrivacy again = SgdPrivacy.calibrate(s, 2000, 1.0, 1e-5, false, memo);
        assertEquals(Double.doubleToRawLongBits(fresh.noiseMultiplier()),
                Double.doubleToRawLongBits(first.noiseMultiplier()));
        assertEquals(Double.doubleToRawLongBits(fresh.noiseMultiplier()),
                Double.doubleToRawLongBits(again.noiseMultiplier()));
        assertEquals(fresh.guarantee(1e-5), again.guarantee(1e-5, memo));
        assertEquals(fresh.guarantee(1e-5), again.guarantee(1e-5, memo));
        double sigma = fresh.noiseMultiplier();
        assertNotEquals(sigma, SgdPrivacy.calibrate(s, 4000, 1.0, 1e-5, false, memo).noiseMultiplier(), "n");
        assertNotEquals(sigma, SgdPrivacy.calibrate(s, 2000, 2.0, 1e-5, false, memo).noiseMultiplier(), "epsilon");
        assertNotEquals(sigma, SgdPrivacy.calibrate(s.withPublicRows(4000), 2000, 1.0, 1e-5, false, memo)
                .noiseMultiplier(), "a declared public row count");
        assertNotEquals(sigma, SgdPrivacy.calibrate(settings(200, 64, Sampling.POISSON, NoiseAccountant.RDP,
                Calibration.Search.OPACUS), 2000, 1.0, 1e-5, false, memo).noiseMultiplier(), "the accountant");
        assertNotEquals(sigma, SgdPrivacy.calibrate(settings(400, 64, Sampling.POISSON, NoiseAccountant.PRV,
                Calibration.Search.OPACUS), 2000, 1.0, 1e-5, false, memo).noiseMultiplier(), "the steps");
        assertTrue(again.guarantee(1e-6, memo).epsilon() > fresh.guarantee(1e-5).epsilon(), "delta is in the price's key");
    }

    /** A declared public row count N fixes q = B/N whatever n is, and drops the caveat that n is treated as public. */
    @Test
    void aDeclaredPublicRowCount_setsTheRate_andNeedsNoCaveat() {
        SgdSettings s = settings(50, 64, Sampling.POISSON, NoiseAccountant.RDP, Calibration.Search.OPACUS);
        SgdSettings declared = s.withPublicRows(1000);
        assertEquals(0.064, SgdPrivacy.rate(declared, 500));
        assertEquals(0.064, SgdPrivacy.rate(declared, 5000));
        assertEquals(64.0 / 500, SgdPrivacy.rate(s, 500));
        assertEquals(SgdPrivacy.calibrate(declared, 500, 1.0, 1e-5).noiseMultiplier(),
                SgdPrivacy.calibrate(declared, 501, 1.0, 1e-5).noiseMultiplier(), "sigma must not read n");
        assertTrue(SgdPrivacy.calibrate(s, 500, 1.0, 1e-5).guarantee(1e-5).caveat()
                .contains(SgdPrivacy.PRIVATE_N_CAVEAT));
        assertFalse(SgdPrivacy.calibrate(declared, 500, 1.0, 1e-5).guarantee(1e-5).caveat()
                .contains(SgdPrivacy.PRIVATE_N_CAVEAT));
        assertThrows(IllegalArgumentException.class, () -> s.withPublicRows(-1));
    }

    @Test
    void deltaZero_isRefused() {
        assertThrows(IllegalArgumentException.class, () -> SgdPrivacy.calibrate(settings(10, 10, Sampling.POISSON,
                NoiseAccountant.PRV, Calibration.Search.OPACUS), 100, 1, 0));
    }
}

package privbench.learners.semiprivate.sgd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.accounting.Calibration;
import privbench.privacy.noise.SeededNoise;

/**
 * {@code sampling: poisson-replace-one}: DP-SGD's Poisson run priced under replace-one, the guarantee without the
 * q = B/n caveat ({@link Sampling#POISSON_REPLACE_ONE}). It runs the faithful mode's batches, and its price is group
 * privacy over two add/remove steps at the fixed q: (2 eps_ar, (1 + e^eps_ar) delta_ar).
 */
class PoissonReplaceOneTest {

    private static SgdSettings settings(Sampling sampling) {
        // n = 1000, B = 10: q = 0.01, 200 steps
        return SgdSettings.plain(1, 200, 10, 1, Init.ZERO, NoiseAccountant.PRV, sampling, Calibration.Search.PRECISE);
    }

    @Test
    void calibrated_isGroupPrivacyOfTheAddRemovePrice_withinTheBudget_underReplaceOne() {
        SgdPrivacy p = SgdPrivacy.calibrate(settings(Sampling.POISSON_REPLACE_ONE), 1000, 1.0, 1e-5);
        Guarantee g = p.guarantee(1e-5);
        assertEquals(Neighbouring.REPLACE_ONE, g.relation());
        assertEquals("prv", g.accountant());
        // the add/remove price at the share 1/(1 + e^(1/2)) of delta, doubled, is what the cell records
        double share = 1 / (1 + Math.exp(0.5));
        assertEquals(share, p.deltaShare(), 1e-15);
        double epsAr = NoiseAccountant.PRV.accountant().epsilon(p.event(), share * 1e-5);
        assertEquals(2 * epsAr, g.epsilon(), 0.0);
        assertEquals((1 + Math.exp(epsAr)) * share * 1e-5, g.delta(), 1e-20);
        // calibrated for (1/2, share delta) add/remove: the whole stays within (1, 1e-5)
        assertTrue(g.epsilon() <= 1 && g.delta() <= 1e-5, g.toString());
        assertFalse(g.caveat().contains("private row count"), g.caveat());
        assertTrue(g.caveat().startsWith("sampling=poisson-replace-one"), g.caveat());
    }

    @Test
    void replaceOne_needsMoreNoiseThanTheFaithfulAddRemove_whoseCaveatItDrops() {
        SgdPrivacy faithful = SgdPrivacy.calibrate(settings(Sampling.POISSON), 1000, 1.0, 1e-5);
        SgdPrivacy replaceOne = SgdPrivacy.calibrate(settings(Sampling.POISSON_REPLACE_ONE), 1000, 1.0, 1e-5);
        assertEquals(SgdPrivacy.PRIVATE_N_CAVEAT, faithful.guarantee(1e-5).caveat());
        assertEquals(Neighbouring.ADD_REMOVE, faithful.guarantee(1e-5).relation());
        assertEquals(faithful.samplingRate(), replaceOne.samplingRate(), 0.0);
        assertTrue(replaceOne.noiseMultiplier() > faithful.noiseMultiplier(),
                replaceOne.noiseMultiplier() + " vs " + faithful.noiseMultiplier());
    }

    @Test
    void sameSigma_sameBatches_sameBits() {
        int n = 200;
        int k = 4;
        double[] x = new double[n * k];
        int[] labels = new int[n];
        var rng = SeededNoise.ofSeed(5).structural("rows");
        for (int i = 0; i < n * k; i++) {
            x[i] = rng.nextDouble() - 0.5;
        }
        for (int i = 0; i < n; i++) {
            labels[i] = x[i * k] > 0 ? 1 : 0;
        }
        DpSgd.Result a = DpSgd.train(x, n, k, labels, 2, settings(Sampling.POISSON), 1.3, SeededNoise.ofSeed(9));
        DpSgd.Result b = DpSgd.train(x, n, k, labels, 2, settings(Sampling.POISSON_REPLACE_ONE), 1.3,
                SeededNoise.ofSeed(9));
        assertEquals(a, b);
        assertTrue(a.sampled() > 0);
    }
}

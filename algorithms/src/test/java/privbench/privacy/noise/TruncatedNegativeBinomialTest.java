package privbench.privacy.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.LongSupplier;
import org.apache.commons.math3.stat.inference.ChiSquareTest;
import org.junit.jupiter.api.Test;
import privbench.testing.ScaledNoise;
import privbench.testing.Stats;

/** spec-000 sections 2.5 and 6 item 8: the run-count law of random stopping and its sampler. */
class TruncatedNegativeBinomialTest {

    /**
     * Chi-square goodness of fit of 10^5 draws against the pmf over cells {1}, ..., {cut - 1}, {cut, ...}.
     * Returns the p-value.
     */
    private static double chiSquarePValue(TruncatedNegativeBinomial q, LongSupplier draw, int cut) {
        int m = 100_000;
        long[] observed = new long[cut];
        for (int i = 0; i < m; i++) {
            long k = draw.getAsLong();
            observed[(int) Math.min(k, cut) - 1]++;
        }
        return new ChiSquareTest().chiSquareTest(Stats.expectedCounts(q::pmf, cut, m), observed);
    }

    @Test
    void geometric_pmfCdfMeanAndPgf_matchTheClosedForms() {
        var q = TruncatedNegativeBinomial.geometric(0.1);
        assertEquals(0.1, q.pmf(1), 1e-15);
        assertEquals(0.1 * 0.9 * 0.9, q.pmf(3), 1e-15);
        assertEquals(1 - Math.pow(0.9, 7), q.cdf(7), 1e-14);
        assertEquals(10, q.mean(), 1e-12);
        // spec-000 6 item 8 / Lemma 7.2: P(theta* never drawn) = PGF(1 - 1/|Theta|) = 0.5 at r = 0.1, |Theta| = 11
        assertEquals(0.5, q.pgf(1 - 1.0 / 11), 1e-12);
        // the practical M' example: r = 1/110, |Theta| = 11 gives 0.0833 (spec-000 3.6)
        assertEquals(0.0833, TruncatedNegativeBinomial.geometric(1 / 110.0).pgf(1 - 1.0 / 11), 5e-5);
        // Lemma A.4: P(K > ceil(ln beta / ln(1 - r))) <= beta
        long t = (long) Math.ceil(Math.log(1e-3) / Math.log(0.9));
        assertTrue(1 - q.cdf(t) <= 1e-3);
    }

    @Test
    void generalShapes_areProbabilityLaws_withTheStatedMeans() {
        for (double eta : new double[] {0, 0.5, 1, 2, -0.5}) {
            var q = new TruncatedNegativeBinomial(eta, 0.2);
            double sum = 0;
            double mean = 0;
            for (int k = 1; k < 2000; k++) {
                sum += q.pmf(k);
                mean += k * q.pmf(k);
            }
            assertEquals(1, sum, 1e-9, "eta " + eta);
            assertEquals(q.mean(), mean, 1e-6 * q.mean(), "eta " + eta);
            assertEquals(1, q.pgf(1), 1e-12, "eta " + eta);
            assertEquals(q.pmf(1), q.pgf(1e-9) / 1e-9, 1e-6, "eta " + eta);
        }
    }

    @Test
    void geometricSampler_passesChiSquareAgainstThePmf() {
        var q = TruncatedNegativeBinomial.geometric(0.1);
        NoiseSource s = SeededNoise.ofSeed(42);
        // fixed seed; a correct sampler fails at the 1e-3 level with probability 1e-3
        assertTrue(chiSquarePValue(q, () -> q.sample(s), 40) > 1e-3);
        // and the sample mean: 10^5 draws of sd sqrt(1-r)/r = 9.49 give a mean sd of 0.030; accept 5 sd
        double sum = 0;
        for (int i = 0; i < 100_000; i++) {
            sum += q.sample(s);
        }
        assertEquals(10, sum / 100_000, 5 * 9.49 / Math.sqrt(100_000));
    }

    @Test
    void inverseCdfWalk_passesChiSquareForAnotherShape() {
        var q = new TruncatedNegativeBinomial(0.5, 0.15);
        NoiseSource s = SeededNoise.ofSeed(43);
        assertTrue(chiSquarePValue(q, () -> q.sample(s), 40) > 1e-3);
    }

    @Test
    void negativeControl_aSamplerWithTheWrongRate_isRejected() {
        var claimed = TruncatedNegativeBinomial.geometric(0.1);
        var actual = TruncatedNegativeBinomial.geometric(0.11);
        NoiseSource s = SeededNoise.ofSeed(44);
        assertTrue(chiSquarePValue(claimed, () -> actual.sample(s), 40) < 1e-6);
    }

    @Test
    void sampling_usesOnlyUniforms_soNoiseScalingCannotShiftIt() {
        // K is not a scaled noise draw: a noise-halving decorator must leave the run counts unchanged
        var q = TruncatedNegativeBinomial.geometric(0.05);
        NoiseSource a = SeededNoise.ofSeed(5);
        NoiseSource b = new ScaledNoise(SeededNoise.ofSeed(5), 0.5);
        for (int i = 0; i < 100; i++) {
            assertEquals(q.sample(a), q.sample(b));
        }
    }

    @Test
    void impossibleParameters_areRefused() {
        assertThrows(IllegalArgumentException.class, () -> new TruncatedNegativeBinomial(-1, 0.5));
        assertThrows(IllegalArgumentException.class, () -> TruncatedNegativeBinomial.geometric(0));
        assertThrows(IllegalArgumentException.class, () -> TruncatedNegativeBinomial.geometric(1));
        assertFalse(Double.isNaN(TruncatedNegativeBinomial.geometric(1e-8).mean()));
    }
}

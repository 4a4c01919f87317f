package privbench.learners.selection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.LongFunction;
import org.junit.jupiter.api.Test;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.GdpAccountant;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.GdpAudit;
import privbench.testing.ScaledNoise;

/** Algorithm 2 (A_Iter): budget split, score noise, Lemma F.1, determinism and a noise-halving control. */
class ReportNoisyMinTest {

    private static final double[] ELEVEN = {0.30, 0.10, 0.12, 0.25, 0.11, 0.40, 0.5, 0.13, 0.2, 0.6, 0.9};

    @Test
    void composition_ofThe2ThetaMechanisms_isExactlyMu_andScoreNoiseHasTheSpecSd() {
        double mu = 0.1041987;
        var s = ReportNoisyMin.select(new FixedScores(ELEVEN, 1e-3), mu, SeededNoise.ofSeed(1));
        // spec-000 6 item 6: sqrt(sum mu_i^2) == mu over the 2 |Theta| pieces
        assertEquals(mu, GdpAccountant.mu(s.event()), 1e-12);
        assertEquals(mu / Math.sqrt(22), s.runMu(), 1e-15);
        // sd sqrt(2 |Theta|) Delta_U / mu = 0.0450 at Delta_U = 1/1000 (spec-000 3.4)
        assertEquals(0.0450, s.scoreNoiseSd(), 5e-5);
        assertEquals(11, s.runs());
        assertEquals(22, ((PrivacyEvent.Composed) s.event()).events().size());
    }

    @Test
    void noiseFree_picksTheExactMinimum_andClaimsNothing() {
        var s = ReportNoisyMin.select(new FixedScores(ELEVEN, 1), Double.POSITIVE_INFINITY, SeededNoise.ofSeed(1));
        assertEquals(1, s.theta());
        assertEquals(0.10, s.noisyScore());
        assertTrue(s.event() instanceof PrivacyEvent.NonPrivate);
        // ties go to the first index
        var tie = ReportNoisyMin.select(new FixedScores(new double[] {0.2, 0.1, 0.1}, 1), Double.POSITIVE_INFINITY,
                SeededNoise.ofSeed(1));
        assertEquals(1, tie.theta());
    }

    @Test
    void lemmaF1_theSelectedScoreIsWithinTwoSigmaSqrt2LnThetaOfTheMinimum_onAverage() {
        // spec-000 6 item 11: mean of U_out over 10^4 trials <= min U + 2 sigma sqrt(2 ln 11) = min U + 4.38 sigma
        var m = new FixedScores(ELEVEN, 0.01);
        double mu = 0.5;
        double sum = 0;
        double sigma = 0;
        int trials = 10_000;
        for (int t = 0; t < trials; t++) {
            var s = ReportNoisyMin.select(m, mu, SeededNoise.forCell(t, "lemma-f1"));
            sum += ELEVEN[s.output()];
            sigma = s.scoreNoiseSd();
        }
        double mean = sum / trials;
        assertTrue(mean <= 0.10 + 2 * sigma * Math.sqrt(2 * Math.log(11)), "mean U_out " + mean + ", sigma " + sigma);
        // and the selection is not blind: the noise (sigma = 0.094) is comparable to the spread of the scores
        assertTrue(mean < 0.3, "mean U_out " + mean);
    }

    /** The noise added to a single candidate's score, standardised by the claimed sd, over 4000 seeds. */
    private static double standardisedVariance(LongFunction<NoiseSource> source) {
        var one = new FixedScores(new double[] {0.5}, 0.01);
        double ss = 0;
        int m = 4000;
        for (long seed = 0; seed < m; seed++) {
            var s = ReportNoisyMin.select(one, 1.0, source.apply(seed));
            double z = (s.noisyScore() - 0.5) / s.scoreNoiseSd();
            ss += z * z;
        }
        return ss / m;
    }

    @Test
    void scoreNoise_hasTheCalibratedVariance_andHalvedNoiseIsCaught() {
        // 4000 squared standard normals: the mean has sd sqrt(2/4000) = 0.022; accept 5 sd (false rejection 6e-7)
        double tol = 5 * Math.sqrt(2.0 / 4000);
        double ok = standardisedVariance(SeededNoise::ofSeed);
        assertEquals(1, ok, tol);
        double halved = standardisedVariance(seed -> new ScaledNoise(SeededNoise.ofSeed(seed), 0.5));
        assertFalse(Math.abs(halved - 1) <= tol, "halved noise gives variance ratio " + halved + " (0.25 expected)");
    }

    @Test
    void sameSeed_sameWinner_andStreamsAreKeyedByTheta() {
        var m = new FixedScores(ELEVEN, 0.05);
        var a = ReportNoisyMin.select(m, 1, SeededNoise.forCell(3, "c"));
        var b = ReportNoisyMin.select(m, 1, SeededNoise.forCell(3, "c"));
        assertEquals(a, b);
        int differ = 0;
        for (long s = 0; s < 50; s++) {
            differ += ReportNoisyMin.select(m, 1, SeededNoise.forCell(s, "c")).noisyScore() != a.noisyScore() ? 1 : 0;
        }
        assertTrue(differ >= 49);
    }

    /** The selected index (0 or 1) of two candidates whose scores move by Delta_U in opposite directions. */
    private static double[][] selectedIndex(int runs, double mu, LongFunction<NoiseSource> source) {
        var s = new FixedScores(new double[] {0, 1}, 1);
        var t = new FixedScores(new double[] {1, 0}, 1);
        double[][] out = new double[2][runs];
        for (int r = 0; r < runs; r++) {
            out[0][r] = ReportNoisyMin.select(s, mu, source.apply(2L * r)).theta() == 0 ? 1 : 0;
            out[1][r] = ReportNoisyMin.select(t, mu, source.apply(2L * r + 1)).theta() == 0 ? 1 : 0;
        }
        return out;
    }

    @Test
    void gdpAudit_ofTheSelectedIndex_passes_andCatchesScoreNoiseCutTo02() {
        // spec-000 6 item 17: the selection alone (2 scores at mu / 2 each) is (mu / sqrt 2)-GDP, within the claimed mu;
        // Clopper-Pearson bounds, 95% overall, thresholds at the pooled quartiles (one of them is 0); with sd x 0.2 the index separates S from S' far beyond mu = 1
        double[][] ok = selectedIndex(10_000, 1.0, SeededNoise::ofSeed);
        assertTrue(GdpAudit.audit(ok[0], ok[1], 1.0, 1e-5, 3, 0.05).consistent());
        double[][] bad = selectedIndex(10_000, 1.0, seed -> new ScaledNoise(SeededNoise.ofSeed(seed), 0.2));
        assertFalse(GdpAudit.audit(bad[0], bad[1], 1.0, 1e-5, 3, 0.05).consistent());
    }
}

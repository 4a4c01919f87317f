package privbench.learners.selection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.apache.commons.math3.stat.inference.ChiSquareTest;
import org.junit.jupiter.api.Test;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.GdpAccountant;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;
import privbench.privacy.noise.TruncatedNegativeBinomial;
import privbench.testing.Stats;

/** Algorithm 4 (A_PrivTune): the run count, uniform draws, Lemma 7.2, the event, the contract check. */
class RandomStoppingTuningTest {

    private static final double[] ELEVEN = {0.30, 0.10, 0.12, 0.25, 0.11, 0.40, 0.5, 0.13, 0.2, 0.6, 0.9};

    @Test
    void event_isRandomStoppingOverOneMuGdpRun_withTheSpecScoreNoise() {
        double mu = 0.029268;
        var q = TruncatedNegativeBinomial.geometric(1 / 110.0);
        var s = RandomStoppingTuning.select(new FixedScores(ELEVEN, 1e-3), mu, q, SeededNoise.ofSeed(1));
        var e = (PrivacyEvent.RandomStopping) s.event();
        assertEquals(1.0, e.eta());
        assertEquals(1 / 110.0, e.stopRate());
        // each run: training at mu/sqrt(2) plus a score at mu/sqrt(2) compose to mu (spec-000 6 item 6)
        assertEquals(mu, GdpAccountant.mu(e.run()), 1e-12);
        assertEquals(mu / Math.sqrt(2), s.runMu(), 1e-15);
        assertEquals(Math.sqrt(2) * 1e-3 / mu, s.scoreNoiseSd(), 1e-15);
    }

    @Test
    void runCount_followsTheTnbLaw_andThetaIsUniform() {
        var q = TruncatedNegativeBinomial.geometric(0.2);
        var m = new FixedScores(new double[] {1, 1, 1, 1}, 1);
        int trials = 20_000;
        int cut = 15;
        long[] counts = new long[cut];
        long[] thetas = new long[4];
        for (int t = 0; t < trials; t++) {
            NoiseSource noise = SeededNoise.forCell(t, "runs");
            var s = RandomStoppingTuning.select(m, Double.POSITIVE_INFINITY, q, noise);
            counts[(int) Math.min(s.runs(), cut) - 1]++;
            if (s.runs() == 1) {
                thetas[s.theta()]++;
            }
        }
        double[] expected = Stats.expectedCounts(q::pmf, cut, trials);
        // fixed seeds; a correct implementation fails at the 1e-3 level with probability 1e-3
        assertTrue(new ChiSquareTest().chiSquareTest(expected, counts) > 1e-3, Arrays.toString(counts) + " vs " + Arrays.toString(expected));
        double[] uniform = {0.25, 0.25, 0.25, 0.25};
        assertTrue(new ChiSquareTest().chiSquareTest(uniform, thetas) > 1e-3, Arrays.toString(thetas));
    }

    @Test
    void lemma72_theBestCandidateIsMissedWithProbabilityPgf() {
        // noise-free: theta* = 1 (the unique minimum) wins whenever it is drawn, so P(miss) = PGF(1 - 1/|Theta|)
        var q = TruncatedNegativeBinomial.geometric(0.1);
        var m = new FixedScores(ELEVEN, 1);
        int trials = 20_000;
        int missed = 0;
        for (int t = 0; t < trials; t++) {
            var s = RandomStoppingTuning.select(m, Double.POSITIVE_INFINITY, q, SeededNoise.forCell(t, "miss"));
            missed += s.theta() != 1 ? 1 : 0;
        }
        // PGF = 0.5 (spec-000 6 item 8); binomial sd sqrt(0.25/20000) = 0.0035: accept 5 sd
        assertEquals(0.5, (double) missed / trials, 5 * Math.sqrt(0.25 / trials));
    }

    @Test
    void aFamilyWhoseRunsSpendDifferentMus_isRefused() {
        TunableMechanism<Integer> broken = new TunableMechanism<>() {
            @Override
            public int size() {
                return 2;
            }

            @Override
            public double scoreSensitivity() {
                return 1;
            }

            @Override
            public Run<Integer> run(int theta, double mu, NoiseSource noise) {
                return new Run<>(theta, 0, new PrivacyEvent.Gaussian(theta == 0 ? 1 / mu : 2 / mu));
            }
        };
        var q = TruncatedNegativeBinomial.geometric(0.01);
        assertThrows(IllegalStateException.class,
                () -> RandomStoppingTuning.select(broken, 1, q, SeededNoise.ofSeed(2)));
    }
}

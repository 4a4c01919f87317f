package privbench.harness.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.commons.math3.distribution.BinomialDistribution;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The pooled two-tail bound: its rate bounds cover a sum of two binomials with different success
 * probabilities (computed exactly here by convolution, not by the class under test), its counts, and the
 * threshold pair its Gaussian fit chooses.
 */
class PooledTailBoundTest {

    /** The shift of the Gaussian worlds the selection tests use (mu-GDP with mu = 0.5: epsilon 2 at delta 1e-5). */
    private static final double MU = 0.5;

    /** n scores of N(MU, 1) at their quantiles: a Gaussian mechanism's "in" statistic without sampling noise. */
    private static double[] inWorld(int n) {
        return OneRunAuditTest.deterministicNormal(MU, 1, n);
    }

    /** n scores of N(0, 1) at their quantiles: the "out" world. */
    private static double[] outWorld(int n) {
        return OneRunAuditTest.deterministicNormal(0, 1, n);
    }

    /** The exact distribution of Bin(m, p1) + Bin(m, p2). */
    private static double[] twoBinomials(int m, double p1, double p2) {
        double[] a = binomial(m, p1);
        double[] b = binomial(m, p2);
        double[] pmf = new double[2 * m + 1];
        for (int i = 0; i <= m; i++) {
            for (int j = 0; j <= m; j++) {
                pmf[i + j] += a[i] * b[j];
            }
        }
        return pmf;
    }

    private static double[] binomial(int m, double p) {
        BinomialDistribution d = new BinomialDistribution(null, m, p);
        double[] pmf = new double[m + 1];
        for (int i = 0; i <= m; i++) {
            pmf[i] = d.probability(i);
        }
        return pmf;
    }

    /**
     * Coverage: P[upper bound < the mean rate] and P[lower bound > the mean rate] are at most alpha each, exactly,
     * for pooled rates whose two halves differ (the heterogeneous case Hoeffding's theorem covers; equal halves
     * are the binomial itself). A bound that treated the pool as something tighter than the binomial, or dropped
     * the (k +- 1) / n guard where it matters, fails here.
     */
    @ParameterizedTest(name = "m={0} p1={1} p2={2}")
    @CsvSource({"300, 0.001, 0.02", "300, 0.01, 0.01", "300, 0.0, 0.03", "400, 0.002, 0.006", "200, 0.3, 0.7",
        "200, 0.05, 0.4", "400, 0.0005, 0.008"})
    void rateBounds_coverTheMeanOfTwoBinomials(int m, double p1, double p2) {
        double alpha = 0.025;
        double[] pmf = twoBinomials(m, p1, p2);
        int n = 2 * m;
        double mean = (p1 + p2) / 2;
        double upperMiss = 0;
        double lowerMiss = 0;
        for (int k = 0; k <= n; k++) {
            if (pmf[k] < 1e-16) {
                // outcomes this rare cannot move the miss probability by more than the tolerance below in all
                continue;
            }
            if (PooledTailBound.alarmUpper(k, n, alpha) < mean) {
                upperMiss += pmf[k];
            }
            if (PooledTailBound.detectionLower(k, n, alpha) > mean) {
                lowerMiss += pmf[k];
            }
        }
        // the exact miss probabilities, summed in doubles, less the skipped outcomes (at most 801 x 1e-16)
        assertTrue(upperMiss <= alpha + 1e-12, "upper bound missed with probability " + upperMiss);
        assertTrue(lowerMiss <= alpha + 1e-12, "lower bound missed with probability " + lowerMiss);
    }

    @Test
    void at_countsBothTails() {
        double[] in = {-3, -1, 0.5, 2, 4};
        double[] out = {-4, -2, 0, 1, 3};
        // high 2: in {2, 4} detect, out {3} alarms; low -1.5: out {-4, -2} detect, in {-3} alarms
        PooledTailBound b = PooledTailBound.at(in, out, 2, -1.5, 0, 0.05);
        assertEquals(10, b.trials());
        assertEquals(4, b.detections());
        assertEquals(2, b.falseAlarms());
        double expected = Math.max(0, Math.log(PooledTailBound.detectionLower(4, 10, 0.025))
                - Math.log(PooledTailBound.alarmUpper(2, 10, 0.025)));
        assertEquals(expected, b.epsilon(), 1e-15);
    }

    /**
     * The Gaussian fit on N(mu, 1) against N(0, 1) selection scores places the pair symmetrically about mu/2
     * (the two tails mirror each other), and with the worlds' roles reversed it asks for the negated scores.
     */
    @Test
    void select_placesAMirroredPairAndNegatesWhenInScoresLower() {
        double mu = MU;
        double[] in = inWorld(2000);
        double[] out = outWorld(2000);
        PooledTailBound.Pair p = PooledTailBound.select(in, out, 40000, 1e-5, 0.05);
        assertEquals(mu / 2, (p.high() + p.low()) / 2, 0.02);
        // the optimum for 2 x 40000 trials lies about 3 sds out (binomial calculation at the Gaussian rates)
        assertTrue(p.high() > 2.5 && p.high() < 3.5, p.toString());
        assertTrue(p.predicted() > 0.9 && p.predicted() < 1.5, p.toString());
        PooledTailBound.Pair r = PooledTailBound.select(out, in, 40000, 1e-5, 0.05);
        assertTrue(r.negate() && !p.negate());
        // on -score the out world sits at -mu and the in world at 0: the same pair, shifted by -mu
        assertEquals(p.high() - mu, r.high(), 1e-9);
    }

    /** Pooling two tails certifies more than the one threshold test on the same Gaussian scores. */
    @Test
    void pooledBound_exceedsTheOneTailBoundOnTheSameRuns() {
        double[] in = inWorld(40000);
        double[] out = outWorld(40000);
        PooledTailBound.Pair p = PooledTailBound.select(in, out, 40000, 1e-5, 0.05);
        PooledTailBound pooled = PooledTailBound.at(in, out, p.high(), p.low(), 1e-5, 0.05);
        ThresholdBound best = ThresholdBound.best(in, out, 1e-5, 0.05);
        assertTrue(pooled.epsilon() > best.epsilon(), pooled + " vs " + best);
    }
}

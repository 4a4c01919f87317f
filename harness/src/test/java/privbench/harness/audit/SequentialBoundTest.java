package privbench.harness.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The betting test's two promises, on simulated pairs whose rates are known: at the boundary of the claim
 * (P_in = e^epsilon P_out + delta exactly, the worst a correct mechanism can do) the bound passes the claim at any
 * time in at most alpha of the streams, and a mechanism that leaks twice the claim is rejected within 1000 pairs.
 * The negative control is the naive sequential reading the betting test replaces: a fixed-sample z-test repeated
 * after every pair, which stops on a lucky stretch, rejects a correct mechanism far more often than alpha.
 */
class SequentialBoundTest {

    private static final double ALPHA = 0.05;
    /** A claim's boundary: P_in = e^epsilon P_out + delta exactly, the worst a correct mechanism may do. */
    private static final double CLAIM = 1;
    private static final double DELTA = 0.01;
    private static final double P_OUT = 0.05;
    private static final double P_IN = Math.exp(CLAIM) * P_OUT + DELTA;
    private static final int STREAMS = 400;

    private static boolean rejectsWithin(double claim, double delta, double pIn, double pOut, int pairs, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        SequentialBound b = new SequentialBound(claim, delta, 1, ALPHA);
        for (int i = 0; i < pairs && !b.rejectsClaim(); i++) {
            b.add(rnd.nextDouble() < pIn ? 1 : 0, rnd.nextDouble() < pOut ? 1 : 0);
        }
        return b.rejectsClaim();
    }

    @Test
    void atTheClaimsBoundary_anytimeFalseRejections_areAtMostAlpha() {
        int rejected = 0;
        for (int s = 0; s < STREAMS; s++) {
            rejected += rejectsWithin(CLAIM, DELTA, P_IN, P_OUT, 1000, s) ? 1 : 0;
        }
        // alpha plus three binomial sds of 400 streams: the test is valid at every stopping time, so this holds
        assertTrue(rejected <= STREAMS * ALPHA + 3 * Math.sqrt(STREAMS * ALPHA * (1 - ALPHA)),
                rejected + " of " + STREAMS + " correct streams rejected");
    }

    @Test
    void aMechanismLeakingTwiceTheClaim_isRejectedWithin1000Pairs() {
        double claim = 1;
        double pOut = 0.05;
        double pIn = Math.exp(2 * claim) * pOut;
        int caught = 0;
        for (int s = 0; s < 50; s++) {
            caught += rejectsWithin(claim, 0, pIn, pOut, 1000, 1000 + s) ? 1 : 0;
        }
        assertTrue(caught >= 48, caught + " of 50 leaking streams rejected within 1000 pairs");
    }

    @Test
    void negativeControl_aFixedSampleTestRepeatedAfterEveryPair_isNotAnytimeValid() {
        // the same boundary streams, read by the one-sided z-test of mean(x - e^epsilon y - delta) > 0 at level
        // alpha after every pair from the 20th, stopping at the first rejection: a test valid at a fixed n, used
        // sequentially (repeated significance testing); the betting test on the very same pairs stays within alpha
        int naive = 0;
        int betting = 0;
        for (int s = 0; s < STREAMS; s++) {
            SplittableRandom rnd = new SplittableRandom(s);
            SequentialBound b = new SequentialBound(CLAIM, DELTA, 1, ALPHA);
            double sum = 0;
            double squares = 0;
            boolean stopped = false;
            for (int i = 1; i <= 1000; i++) {
                int x = rnd.nextDouble() < P_IN ? 1 : 0;
                int y = rnd.nextDouble() < P_OUT ? 1 : 0;
                b.add(x, y);
                double z = x - Math.exp(CLAIM) * y - DELTA;
                sum += z;
                squares += z * z;
                double mean = sum / i;
                double sd = Math.sqrt(Math.max(0, squares / i - mean * mean));
                if (i >= 20 && !stopped && mean > 1.6448536 * sd / Math.sqrt(i)) {
                    stopped = true;
                }
            }
            naive += stopped ? 1 : 0;
            betting += b.rejectsClaim() ? 1 : 0;
        }
        assertTrue(naive > STREAMS * ALPHA + 3 * Math.sqrt(STREAMS * ALPHA * (1 - ALPHA)),
                "the repeated z-test should exceed alpha, rejected " + naive + " of " + STREAMS);
        assertTrue(betting <= STREAMS * ALPHA, "betting rejected " + betting + " of " + STREAMS);
    }

    @Test
    void theBound_neverFalls_andRejectsOnlyAboveTheClaim() {
        SequentialBound b = new SequentialBound(0.5, 0, 1, ALPHA);
        double last = 0;
        SplittableRandom rnd = new SplittableRandom(7);
        for (int i = 0; i < 600; i++) {
            b.add(rnd.nextDouble() < 0.6 ? 1 : 0, rnd.nextDouble() < 0.05 ? 1 : 0);
            assertTrue(b.bound() >= last, "the bound is a running maximum");
            last = b.bound();
            assertEquals(b.bound() > 0.5, b.rejectsClaim());
        }
        assertTrue(b.rejectsClaim(), "a 0.6 against 0.05 stream leaks far more than 0.5: " + b.bound());
        assertThrows(IllegalArgumentException.class, () -> new SequentialBound(Double.POSITIVE_INFINITY, 0, 1, 0.05));
        assertThrows(IllegalArgumentException.class, () -> b.add(2, 0));
    }
}

package privbench.learners.marginguarantee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.privacy.Budget;
import privbench.privacy.Neighbouring;
import privbench.privacy.noise.ExponentialMechanism;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;
import privbench.testing.LearnerUnderTest;
import privbench.testing.MarginSplit;
import privbench.testing.SeededLearnerTest;

class PrivMarginLearnerTest extends SeededLearnerTest {

    private static final LearnerUnderTest LEARNER = LearnerUnderTest.of(PrivMarginLearner.class, "c");
    private static final PrivMarginLearner.Options SMALL = new PrivMarginLearner.Options(0.2, 1, 1, 2, 8,
            Net.Kind.SPHERE, 1, 1 << 20, 0.05, 1.0);
    /** The epsilon of the exact output-law checks. */
    private static final double EXACT_EPS = 0.7;

    PrivMarginLearnerTest() {
        super(seed -> LEARNER.fit(Map.of("netSize", 512), Fixtures.marginData(200, 30, 0.2, 1, 2), Budget.pure(1),
                seed));
    }

    private static int[] counts(Dataset s, PrivMarginLearner.Options opt) {
        var plan = PrivMarginLearner.plan(opt, s.rows(), s.cols(), SeededNoise.ofSeed(3), "t");
        return PrivMarginLearner.counts(plan, MarginRows.of(s, 1.0));
    }

    /**
     * The largest log ratio of an output law between a 12-row set S and its replace-one neighbours (every flip /
     * antipode / flipped antipode), the law computed in closed form from the SMALL net's counts on each data set:
     * the one exact check the Privacy group passes and the NegativeControl group must fail.
     */
    private static double worstLogRatio(Function<int[], double[]> lawOfCounts) {
        Dataset s = Fixtures.marginData(12, 5, 0.2, 1, 2);
        return Neighbours.worstLogRatio(s, t -> lawOfCounts.apply(counts(t, SMALL)));
    }

    @Nested
    class Privacy {

        @Test
        void exactOutputDistribution_movesByAtMostEpsilon_overEveryReplaceOneNeighbour() {
            // spec-002 6.6: the net and Phi are fixed by the seed, so the output distribution is the EM's; compare
            // it in closed form on S and on every flip / antipode / flipped-antipode neighbour
            double worst = worstLogRatio(c -> NetChoice.probabilities(c, 12, null, EXACT_EPS));
            assertTrue(worst <= EXACT_EPS + 1e-12, "max log ratio " + worst);
            assertTrue(worst > 0.5 * EXACT_EPS, "the check must be able to see a change: " + worst);
        }

        @Test
        void scoreSensitivity_isOneCount() {
            Dataset s = Fixtures.marginData(30, 5, 0.2, 1, 2);
            int[] base = counts(s, SMALL);
            for (Dataset t : Neighbours.replaceOne(s)) {
                int[] c = counts(t, SMALL);
                for (int j = 0; j < c.length; j++) {
                    assertTrue(Math.abs(c[j] - base[j]) <= 1);
                }
            }
        }

        @Test
        void guarantee_isPureEpsilon_replaceOne_andTheRandomNetIsLabelled() {
            Fit f = LEARNER.fit(Map.of("netSize", 256), Fixtures.marginData(100, 20, 0.2, 1, 2), Budget.pure(1),
                    SeededNoise.ofSeed(1));
            assertEquals(1.0, f.spent().epsilon());
            assertEquals(0.0, f.spent().delta());
            assertEquals("pure", f.spent().accountant());
            assertEquals(Neighbouring.REPLACE_ONE, f.spent().relation());
            assertTrue(f.spent().caveat().contains("random net"), f.spent().caveat());
        }

        @Test
        void anExactNetTooLargeToEnumerate_isRefusedWithItsSize() {
            var e = assertThrows(IllegalArgumentException.class, () -> LEARNER.fit(Map.of("net", "grid"),
                    Fixtures.marginData(100, 20, 0.2, 1, 2), Budget.pure(1), SeededNoise.ofSeed(1)));
            assertTrue(e.getMessage().contains("needs about"), e.getMessage());
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void withoutTheFactorTwo_theExactCheckFails() {
            // exp(eps u / Delta) instead of exp(eps u / (2 Delta)): the log ratio reaches up to 2 eps on some neighbour
            double worst = worstLogRatio(c -> ExponentialMechanism.probabilities(NetScores.utilities(c, 12), EXACT_EPS,
                    0.5 / 12));
            assertTrue(worst > EXACT_EPS + 1e-6, "the broken mechanism must be caught: " + worst);
        }
    }

    @Nested
    class Utility {

        @Test
        void emUtilityBound_holdsInAtLeast95PercentOfDraws() {
            // spec-002 6.14: R(c^) <= min R + 2 (ln |C| + ln 20) / (eps m) with probability >= 0.95 (McSherry-Talwar);
            // the counts are computed once, the EM is drawn 500 times
            Dataset s = Fixtures.marginData(400, 20, 0.2, 1, 2);
            int[] c = counts(s, SMALL);
            int min = java.util.Arrays.stream(c).min().orElseThrow();
            double eps = 0.5;
            double slack = 2 * (Math.log(c.length) + Math.log(20)) / (eps * 400);
            int ok = 0;
            for (int r = 0; r < 500; r++) {
                int chosen = NetChoice.choose(c, 400, null, eps, SeededNoise.ofSeed(r));
                ok += (c[chosen] - min) / 400.0 <= slack ? 1 : 0;
            }
            assertTrue(ok >= 475, ok + " of 500");
        }

        @Test
        void atEpsilon2_matchesTheBestNetPoint_withinTheEmSlack() {
            // the EM slack 2 (ln 315 + ln 20) / (2 * 2000) = 0.004 is far below the 0.03 allowed on test accuracy
            var split = MarginSplit.of(2000, 2000, 20, 0.4);
            var p = Map.of("net", "sphere", "projection", 2, "rho", 0.4);
            double priv = LEARNER.accuracy(p, split, Budget.pure(2), SeededNoise.ofSeed(4));
            double best = LEARNER.accuracy(p, split, Budget.pure(Double.POSITIVE_INFINITY), SeededNoise.ofSeed(4));
            assertTrue(best > 0.7 && priv > best - 0.03, "private " + priv + ", best net point " + best);
        }
    }
}

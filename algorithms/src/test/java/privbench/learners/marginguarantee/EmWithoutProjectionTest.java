package privbench.learners.marginguarantee;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.LearnerSpec;
import privbench.learners.LinearModel;
import privbench.learners.TrainingData;
import privbench.linalg.Vectors;
import privbench.privacy.Budget;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;
import privbench.testing.LearnerUnderTest;
import privbench.testing.SeededLearnerTest;

class EmWithoutProjectionTest extends SeededLearnerTest {

    private static final LearnerUnderTest LEARNER = LearnerUnderTest.of(EmWithoutProjection.class, "c");
    private static final LearnerSpec<?> SPEC = LEARNER.spec();

    EmWithoutProjectionTest() {
        super(seed -> LEARNER.fit(Map.of("netSize", 64), Fixtures.marginData(100, 10, 0.2, 1, 2), Budget.pure(1),
                SeededNoise.ofSeed(seed)));
    }

    @Nested
    class Privacy {

        @Test
        void pureEpsilon_andTheRandomNetIsLabelled() {
            Fit f = SPEC.create(Map.of("netSize", 64)).fit(TrainingData.privateOnly(Fixtures.marginData(100, 10, 0.2, 1,
                    2)), Budget.pure(0.5), SeededNoise.ofSeed(1));
            assertEquals(0.5, f.spent().epsilon());
            assertEquals("pure", f.spent().accountant());
            assertTrue(f.spent().caveat().contains("random net"));
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void theReplayedCandidateIsTheOneScored_soTheReleaseIsTheMechanismsChoice() {
            // at epsilon = +inf the choice is the argmin: its training error must be the smallest of the net, which
            // fails if the replay drew a different candidate than the one scored
            Dataset s = Fixtures.marginData(300, 10, 0.2, 1, 2);
            Fit f = SPEC.create(Map.of("netSize", 200)).fit(TrainingData.privateOnly(s),
                    Budget.pure(Double.POSITIVE_INFINITY), SeededNoise.ofSeed(1));
            double chosen = 1 - Fixtures.accuracy(f.model(), s);
            var rng = SeededNoise.ofSeed(1).structural("bms22/em-nojl/net");
            double best = 1;
            for (int j = 0; j < 200; j++) {
                double[] c = new double[10];
                privbench.privacy.noise.Gaussians.fillStandard(rng, c, 0, 10);
                best = Math.min(best, 1 - Fixtures.accuracy(LinearModel.of(c), s));
            }
            assertEquals(best, chosen, 1e-12);
        }
    }

    @Nested
    class Blocks {

        @Test
        void scoringInBlocks_choosesWhatScoringOneCandidateAtATimeChooses() {
            // d = 20 000 gives blocks of 6 candidates, so a net of 20 ends in a partial block of 2
            int d = 20_000;
            int netSize = 20;
            assertEquals(6, EmWithoutProjection.candidatesPerBlock(d, netSize));
            Dataset s = Fixtures.marginData(60, d, 0.2, 1, 2);
            for (long seed = 1; seed <= 3; seed++) {
                double[] w = SPEC.create(Map.of("netSize", netSize)).fit(TrainingData.privateOnly(s), Budget.pure(4),
                        SeededNoise.ofSeed(seed)).model() instanceof LinearModel m ? m.weights() : null;
                assertArrayEquals(oneAtATime(s, netSize, seed), w, "seed " + seed);
            }
        }

        @Test
        void blockSize_boundsTheCandidatesHeldToAboutOneMebibyte() {
            assertEquals(64, EmWithoutProjection.candidatesPerBlock(10, 4096));
            assertEquals(13, EmWithoutProjection.candidatesPerBlock(10_000, 4096));
            assertEquals(1, EmWithoutProjection.candidatesPerBlock(1_000_000, 4096));
            assertEquals(5, EmWithoutProjection.candidatesPerBlock(10, 5));
        }

        /** The learner as it was before blocks: one candidate drawn and scored over every row at a time. */
        private double[] oneAtATime(Dataset s, int netSize, long seed) {
            SeededNoise noise = SeededNoise.ofSeed(seed);
            MarginRows rows = MarginRows.of(s, 1.0);
            int n = rows.n();
            int d = rows.d();
            int[] errors = new int[netSize];
            var rng = noise.structural("bms22/em-nojl/net");
            double[] c = new double[d];
            for (int j = 0; j < netSize; j++) {
                Gaussians.fillStandard(rng, c, 0, d);
                for (int i = 0; i < n; i++) {
                    if (rows.signs()[i] * Vectors.dot(s.x(), i * d, c, 0, d) <= 0) {
                        errors[j]++;
                    }
                }
            }
            int chosen = NetChoice.choose(errors, n, null, 4, noise.child("exponential-mechanism"));
            var replay = noise.structural("bms22/em-nojl/net");
            for (int j = 0; j <= chosen; j++) {
                Gaussians.fillStandard(replay, c, 0, d);
            }
            Vectors.scale(1 / Vectors.norm(c), c);
            return c;
        }
    }

    @Nested
    class Utility {

        @Test
        void worsensWithDimension_atAFixedNetSize() {
            // the best of 512 random directions has cosine about sqrt(2 ln 512 / d) with w*: near 1 in d = 2 (every
            // direction within pi/512 of w* exists), about 0.16 in d = 500, which loses accuracy on rows of margin ~0.2
            double low = accuracyAt(2);
            double high = accuracyAt(500);
            assertTrue(low > high + 0.1, "d = 5: " + low + ", d = 500: " + high);
        }

        private double accuracyAt(int d) {
            Dataset train = Fixtures.marginData(1000, d, 0.2, 1, 2);
            Dataset test = Fixtures.marginData(1000, d, 0.2, 1, 3);
            return Fixtures.accuracy(SPEC.create(Map.of("netSize", 512)).fit(TrainingData.privateOnly(train),
                    Budget.pure(2), SeededNoise.ofSeed(1)).model(), test);
        }
    }
}

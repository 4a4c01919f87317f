package privbench.learners.margin;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.erm.Estimator;
import privbench.learners.selection.RandomStoppingTuning;
import privbench.learners.selection.Selection;
import privbench.learners.selection.TunableMechanism;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;
import privbench.privacy.noise.TruncatedNegativeBinomial;
import privbench.testing.Fixtures;

/** The batched run of every candidate gives exactly the candidates' separate runs. */
class MarginCandidatesTest {

    private static MarginCandidates family(Dataset data, int maxProjection, TuningGrid grid) {
        return family(data, maxProjection, grid, false);
    }

    private static MarginCandidates family(Dataset data, int maxProjection, TuningGrid grid, boolean cacheAll) {
        double[] gammas = MarginGrid.gammas(data.rows());
        return new MarginCandidates(data, 1, grid.candidates(gammas, 4, 30), gammas.length, Score.ERM,
                Estimator.LAST, maxProjection, false, IdentityRadius.UNIT, SeededNoise.forCell(1, "phi"), cacheAll);
    }

    private static void assertBatchEqualsSeparate(MarginCandidates f) {
        var root = SeededNoise.forCell(2, "runs");
        List<TunableMechanism.Run<JlgdRun>> batch = f.runAll(0.3, t -> root.child("run/" + t));
        assertEquals(f.size(), batch.size());
        for (int t = 0; t < f.size(); t++) {
            var alone = f.run(t, 0.3, root.child("run/" + t));
            assertArrayEquals(alone.output().weights(), batch.get(t).output().weights(), "candidate " + t);
            assertEquals(alone.score(), batch.get(t).score());
            assertEquals(alone.event(), batch.get(t).event());
        }
    }

    @Test
    void identityCandidates_batched_areBitIdenticalToSeparateRuns() {
        // d = 40: every candidate but gamma = 1 skips the projection and they share one pass over the rows
        Dataset data = Fixtures.marginData(300, 40, 0.2, 1, 2);
        MarginCandidates f = family(data, 0, TuningGrid.MARGIN);
        int identity = 0;
        for (int t = 0; t < f.size(); t++) {
            identity += f.plan(t).identity() ? 1 : 0;
        }
        assertTrue(identity >= 5, identity + " identity candidates");
        assertBatchEqualsSeparate(f);
    }

    @Test
    void cappedCandidates_sharingOnePhi_batched_areBitIdenticalToSeparateRuns() {
        Dataset data = Fixtures.marginData(200, 120, 0.2, 1, 2);
        MarginCandidates f = family(data, 30, TuningGrid.MARGIN);
        assertTrue(f.plan(0).capped() && f.plan(1).capped());
        assertBatchEqualsSeparate(f);
        // the extended grid groups by T_max as well
        assertBatchEqualsSeparate(family(Fixtures.marginData(100, 30, 0.2, 1, 2), 0, TuningGrid.MARGIN_STEPS_JL));
    }

    @Test
    void repeatedDraws_batched_areBitIdenticalToSeparateRuns() {
        // random stopping's draws: the same candidate several times (projected ones too, one Phi_gamma each), in
        // any order; each position has its own noise
        Dataset data = Fixtures.marginData(300, 120, 0.2, 1, 2);
        MarginCandidates f = family(data, 0, TuningGrid.MARGIN, true);
        int last = f.size() - 1;
        assertTrue(!f.plan(last).identity() && f.plan(2).identity(), "gamma = 1 projected, gamma_2 not, at d = 120");
        int[] thetas = {last, 2, 2, last, 0, 5, 2, last};
        var root = SeededNoise.forCell(3, "draws");
        List<TunableMechanism.Run<JlgdRun>> batch = f.runEach(thetas, 0.3, t -> root.child("run/" + t));
        for (int t = 0; t < thetas.length; t++) {
            var alone = f.run(thetas[t], 0.3, root.child("run/" + t));
            assertArrayEquals(alone.output().weights(), batch.get(t).output().weights(), "position " + t);
            assertEquals(alone.score(), batch.get(t).score());
        }
        // negative control: two draws of the same candidate differ (their noise does), so the check is not vacuous
        assertTrue(!java.util.Arrays.equals(batch.get(1).output().weights(), batch.get(2).output().weights()));
    }

    @Test
    void randomStopping_inChunks_choosesAsRunByRun() {
        // E[K] = 100 runs, so several chunks of RandomStoppingTuning.CHUNK; the family seen through run() alone
        // (the interface's one-by-one runEach) must give the same choice, output and score to the bit
        Dataset data = Fixtures.marginData(120, 12, 0.2, 1, 2);
        MarginCandidates f = family(data, 0, TuningGrid.MARGIN, true);
        TunableMechanism<JlgdRun> oneByOne = new TunableMechanism<>() {
            @Override
            public int size() {
                return f.size();
            }

            @Override
            public double scoreSensitivity() {
                return f.scoreSensitivity();
            }

            @Override
            public Run<JlgdRun> run(int theta, double mu, NoiseSource noise) {
                return f.run(theta, mu, noise);
            }
        };
        long most = 0;
        for (int cell = 0; cell < 3; cell++) {
            NoiseSource noise = SeededNoise.forCell(4, "stopping-" + cell);
            var law = TruncatedNegativeBinomial.geometric(0.01);
            Selection<JlgdRun> batched = RandomStoppingTuning.select(f, 0.5, law, noise);
            Selection<JlgdRun> alone = RandomStoppingTuning.select(oneByOne, 0.5, law, noise);
            assertEquals(alone.runs(), batched.runs(), "K");
            assertEquals(alone.theta(), batched.theta(), "chosen candidate");
            assertEquals(alone.noisyScore(), batched.noisyScore(), 0.0, "noisy score");
            assertArrayEquals(alone.output().weights(), batched.output().weights(), "released weights");
            most = Math.max(most, batched.runs());
        }
        assertTrue(most > RandomStoppingTuning.CHUNK, "some K spans chunks: " + most);
    }
}

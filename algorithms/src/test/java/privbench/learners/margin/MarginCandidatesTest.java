package privbench.learners.margin;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.erm.Estimator;
import privbench.learners.selection.TunableMechanism;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;

/** The batched run of every candidate gives exactly the candidates' separate runs. */
class MarginCandidatesTest {

    private static MarginCandidates family(Dataset data, int maxProjection, TuningGrid grid) {
        double[] gammas = MarginGrid.gammas(data.rows());
        return new MarginCandidates(data, 1, grid.candidates(gammas, 4, 30), gammas.length, Score.ERM,
                Estimator.LAST, maxProjection, false, IdentityRadius.UNIT, SeededNoise.forCell(1, "phi"), false);
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
}

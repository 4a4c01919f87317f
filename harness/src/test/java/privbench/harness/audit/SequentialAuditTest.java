package privbench.harness.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static privbench.harness.audit.NegativeControls.audit;
import static privbench.harness.audit.NegativeControls.caught;
import static privbench.harness.audit.NegativeControls.clean;
import static privbench.harness.audit.NegativeControls.halved;

import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import privbench.harness.testing.OverClaim;
import privbench.learners.Learners;
import privbench.learners.PrivateLearner;
import privbench.learners.erm.NoisyGradientDescent;
import privbench.learners.erm.Unclipped;
import privbench.testing.ScaledNoise;

/**
 * {@code audit --sequential} (issue 40): with at most 1000 runs per world, the gradient family's negative controls
 * (noise halved, clipping removed, the factor 2 dropped; {@link NegativeControlGradientTest} spends 1500 runs per
 * world on the fixed test), output perturbation with its noise halved (5000 fixed) and em-nojl and priv-mrg with the
 * factor 2 dropped (5000 fixed), objective perturbation with its noise halved (8000 fixed), dpsgd-full with its noise
 * halved at one full-batch step (1500 fixed) and both AUC perturbations with the one-pair sensitivity are caught,
 * each stopping as soon as the anytime-valid bound passes the claim, and the correct learners are not, in the same
 * budget. nuz20-pure's control needs 1500.
 */
class SequentialAuditTest {

    private static final Map<String, Object> FAST = Map.of("iterations", 20);
    private static final int RUNS = 1000;

    private static AuditResult sequential(RunNoise noise, UnaryOperator<PrivateLearner> broken)
            throws InterruptedException {
        return audit("dp-gd", null, FAST, 1, 0.05, RUNS, 300, 0, true, noise, broken);
    }

    @Test
    void correct_isNotRejected_inTheSameBudget() throws InterruptedException {
        AuditResult r = sequential(RunNoise.seeded(1), l -> l);
        clean(r);
        assertEquals("sequential", r.method());
        assertEquals(RUNS, r.runsPerWorld(), "a correct learner spends the whole budget");
    }

    @Test
    void noiseHalved_isCaught_beforeTheBudget() throws InterruptedException {
        AuditResult r = sequential(halved(2), l -> l);
        caught(r);
        assertTrue(r.runsPerWorld() < RUNS, "stopped at " + r.runsPerWorld());
    }

    @Test
    void clippingRemoved_isCaught() throws InterruptedException {
        var opt = (NoisyGradientDescent.Options) Learners.byId("dp-gd").orElseThrow().bind(FAST);
        caught(sequential(RunNoise.seeded(3), l -> Unclipped.dpGd(opt)));
    }

    @Test
    void factorTwoDropped_isCaught() throws InterruptedException {
        caught(sequential(RunNoise.seeded(5), l -> OverClaim.factor(l, 2)));
    }

    @Test
    void theSequentialAudit_readsTheFixedAuditsFits() throws InterruptedException {
        // run i of each world is the same fit in both modes (noise keyed by world and run)
        AuditResult fixed = audit("dp-gd", null, FAST, 1, 0.05, 200, 300, 0, false, RunNoise.seeded(9), l -> l);
        AuditResult seq = audit("dp-gd", null, FAST, 1, 0.05, 200, 300, 0, true, RunNoise.seeded(9), l -> l);
        int k = seq.scoresIn().size();
        assertEquals(fixed.scoresIn().subList(0, k), seq.scoresIn());
        assertEquals(fixed.scoresOut().subList(0, k), seq.scoresOut());
    }

    @ParameterizedTest
    @ValueSource(strings = {"em-nojl", "priv-mrg"})
    void selectionFamily_factorTwoDropped_isCaught_andCorrectIsNot(String id) throws InterruptedException {
        Map<String, Object> params = Map.of("netSize", 256);
        clean(audit(id, null, params, 1, 0, RUNS, 4, 0, true, RunNoise.seeded(31), l -> l));
        caught(audit(id, null, params, 1, 0, RUNS, 4, 0, true, RunNoise.seeded(32), l -> OverClaim.factor(l, 2)));
    }

    /**
     * The selection family's factor-2 controls at 1000 runs per world are caught by chance, not always: over 30 noise
     * seeds each, em-nojl's and nuz20-pure's were caught at 21 and 20 (the true epsilon is 1.89 by the selection's
     * odds, the test needs the bound above 1 from 900 pairs), and no correct learner was rejected. So the single-seed
     * tests above and below show that the mode can catch them, and this one what it does in general: power well
     * above a third (caught at 12 or more of 30: at the measured two thirds, fewer happens with probability about
     * 0.001) and no more false rejections than the 95% confidence allows (at most 4 of 30: P 0.98 at alpha 0.05).
     */
    @Test
    void selectionControls_atTheBudget_areCaughtAtTwoThirdsPower_andCorrectIsNotRejected() throws InterruptedException {
        int emCaught = 0;
        int nuzCaught = 0;
        int rejected = 0;
        for (int seed = 100; seed < 130; seed++) {
            emCaught += audit("em-nojl", null, Map.of("netSize", 256), 1, 0, RUNS, 4, 0, true, RunNoise.seeded(seed),
                    l -> OverClaim.factor(l, 2)).violation() ? 1 : 0;
            nuzCaught += audit("nuz20-pure", null, Map.of(), 1, 0, RUNS, 4, 0, true, RunNoise.seeded(seed),
                    l -> OverClaim.factor(l, 2)).violation() ? 1 : 0;
            rejected += audit("nuz20-pure", null, Map.of(), 1, 0, RUNS, 4, 0, true, RunNoise.seeded(seed + 1000),
                    l -> l).violation() ? 1 : 0;
        }
        assertTrue(emCaught >= 12 && nuzCaught >= 12, "caught " + emCaught + " and " + nuzCaught + " of 30");
        assertTrue(rejected <= 4, "correct nuz20-pure rejected " + rejected + " of 30");
    }

    /** nuz20-pure's broken exponent is the weakest of the three: 1000 runs per world reach 1.00, not above 1. */
    @Test
    void nuz20Pure_factorTwoDropped_needsMoreThan1000Runs() throws InterruptedException {
        AuditResult at1000 = audit("nuz20-pure", null, Map.of(), 1, 0, RUNS, 4, 0, true, RunNoise.seeded(32),
                l -> OverClaim.factor(l, 2));
        assertTrue(!at1000.violation() && at1000.epsilonLowerBound() >= 0.9, at1000.summary());
        caught(audit("nuz20-pure", null, Map.of(), 1, 0, 1500, 4, 0, true, RunNoise.seeded(32),
                l -> OverClaim.factor(l, 2)));
        clean(audit("nuz20-pure", null, Map.of(), 1, 0, 1500, 4, 0, true, RunNoise.seeded(31), l -> l));
    }

    @Test
    void outputPerturbation_noiseHalved() throws InterruptedException {
        clean(audit("output-perturbation", null, Map.of(), 1, 0, RUNS, 1000, 0, true, RunNoise.seeded(6), l -> l));
        caught(audit("output-perturbation", null, Map.of(), 1, 0, RUNS, 1000, 0, true, halved(7), l -> l));
    }

    @Test
    void objectivePerturbation_noiseHalved_isCaught_within1000Runs() throws InterruptedException {
        // the fixed control needs 8000 runs per world and is tagged slow
        clean(audit("objective-perturbation", null, Map.of(), 1, 0, RUNS, 1000, 0, true, RunNoise.seeded(12), l -> l));
        caught(audit("objective-perturbation", null, Map.of(), 1, 0, RUNS, 1000, 0, true, halved(13), l -> l));
    }

    @Test
    @Tag("slow") // 27 s: the correct learner spends its 1000 runs per world, each calibrating sigma
    void dpSgd_noiseHalved_isCaught_within1000Runs() throws InterruptedException {
        Map<String, Object> oneStep = Map.of("steps", 1, "batchSize", 300, "init", "zero");
        clean(audit("dpsgd-full", "gradient-wedge", oneStep, 1, 0.05, RUNS, 300, 0, true, RunNoise.seeded(51), l -> l));
        caught(audit("dpsgd-full", "gradient-wedge", oneStep, 1, 0.05, RUNS, 300, 0, true, halved(52), l -> l));
    }

    @ParameterizedTest
    @ValueSource(strings = {"auc-output-perturbation", "auc-objective-perturbation"})
    void aucOnePairSensitivity_isCaught_andCorrectIsNot(String id) throws InterruptedException {
        // NegativeControlAucTest's control: the noise scaled as if a replaced example changed one of its 100 pairs
        RunNoise seeded = RunNoise.seeded(42);
        RunNoise onePair = (world, run) -> new ScaledNoise(seeded.noise(world, run), 1.0 / 100);
        clean(audit(id, null, Map.of(), 1, 0, RUNS, 100, 0, true, RunNoise.seeded(41), l -> l));
        caught(audit(id, null, Map.of(), 1, 0, RUNS, 100, 0, true, onePair, l -> l));
    }
}

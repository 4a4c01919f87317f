package privbench.harness.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static privbench.harness.audit.NegativeControls.audit;
import static privbench.harness.audit.NegativeControls.caught;
import static privbench.harness.audit.NegativeControls.clean;
import static privbench.harness.audit.NegativeControls.halved;

import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import privbench.harness.testing.OverClaim;
import privbench.learners.Learners;
import privbench.learners.erm.OutputPerturbation;
import privbench.learners.erm.Unclipped;

/**
 * Negative controls of the output-perturbation family (settings: {@link NegativeControls}). Slow (tens of
 * thousands of L-BFGS fits at the attack's 1000 rows; run with -Dprivbench.excludedGroups=none -Dgroups=slow):
 * the minimiser-shift statistic is not Gaussian, and at 300 rows the canary's own pull on the minimiser costs
 * enough power that seeds disagree. Noise halved (or calibrated for 2 epsilon) at claim 1 is the correct
 * learner at epsilon 2 in distribution, whose default audit certifies 1.36 (output) and 1.15 (objective).
 */
@Tag("slow")
class NegativeControlOutputPerturbationTest {

    @Test
    void correct_staysBelow() throws InterruptedException {
        AuditResult r = audit("output-perturbation", Map.of(), 1, 0, 5000, 1000, RunNoise.seeded(6), l -> l);
        assertEquals("minimiser-shift-distance", r.canary());
        clean(r);
    }

    @Test
    void noiseHalved_isCaught() throws InterruptedException {
        caught(audit("output-perturbation", Map.of(), 1, 0, 5000, 1000, halved(7), l -> l));
    }

    @Test
    void factorTwoDropped_isCaught() throws InterruptedException {
        caught(audit("output-perturbation", Map.of(), 1, 0, 5000, 1000, RunNoise.seeded(8),
                l -> OverClaim.factor(l, 2)));
    }

    @Test
    void clippingRemoved_isCaught() throws InterruptedException {
        var opt = (OutputPerturbation.Options) Learners.byId("output-perturbation").orElseThrow().bind(Map.of());
        caught(audit("output-perturbation", Map.of(), 1, 0, 5000, 1000, RunNoise.seeded(9),
                l -> Unclipped.outputPerturbation(opt)));
    }
}

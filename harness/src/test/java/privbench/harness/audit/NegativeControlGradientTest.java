package privbench.harness.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static privbench.harness.audit.NegativeControls.audit;
import static privbench.harness.audit.NegativeControls.caught;
import static privbench.harness.audit.NegativeControls.clean;
import static privbench.harness.audit.NegativeControls.halved;

import java.util.Map;
import org.junit.jupiter.api.Test;
import privbench.harness.testing.OverClaim;
import privbench.learners.Learners;
import privbench.learners.erm.NoisyGradientDescent;
import privbench.learners.erm.Unclipped;
import privbench.privacy.Neighbouring;

/** Negative controls of the full-batch gradient family (settings and their derivation: {@link NegativeControls}). */
class NegativeControlGradientTest {

    private static final Map<String, Object> FAST = Map.of("iterations", 20);

    @Test
    void correct_staysBelow() throws InterruptedException {
        AuditResult r = audit("dp-gd", FAST, 1, 0.05, 1500, 300, RunNoise.seeded(1), l -> l);
        assertEquals("gradient-wedge", r.canary());
        clean(r);
    }

    @Test
    void noiseHalved_isCaught() throws InterruptedException {
        caught(audit("dp-gd", FAST, 1, 0.05, 1500, 300, halved(2), l -> l));
    }

    @Test
    void clippingRemoved_isCaught() throws InterruptedException {
        var opt = (NoisyGradientDescent.Options) Learners.byId("dp-gd").orElseThrow().bind(FAST);
        caught(audit("dp-gd", FAST, 1, 0.05, 1500, 300, RunNoise.seeded(3), l -> Unclipped.dpGd(opt)));
    }

    /** The factor 2 dropped: noise calibrated for 2 epsilon (mu(2, 0.05) = 1.17 against mu(1, 0.05) = 0.75). */
    @Test
    void factorTwoDropped_isCaught() throws InterruptedException {
        caught(audit("dp-gd", FAST, 1, 0.05, 1500, 300, RunNoise.seeded(5), l -> OverClaim.factor(l, 2)));
    }

    @Test
    void addRemoveSensitivityClaimedForReplaceOne_isCaught() throws InterruptedException {
        Map<String, Object> addRemove = Map.of("iterations", 20, "relation", "add-remove", "publicRows", 300);
        caught(audit("dp-gd", addRemove, 1, 0.05, 1500, 300, RunNoise.seeded(4),
                l -> OverClaim.relation(l, Neighbouring.REPLACE_ONE)));
    }
}

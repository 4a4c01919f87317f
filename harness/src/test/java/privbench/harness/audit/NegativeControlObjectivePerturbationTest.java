package privbench.harness.audit;

import static privbench.harness.audit.NegativeControls.audit;
import static privbench.harness.audit.NegativeControls.caught;
import static privbench.harness.audit.NegativeControls.clean;
import static privbench.harness.audit.NegativeControls.halved;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Negative controls of the objective-perturbation family (settings and their derivation: {@link NegativeControls}). */
class NegativeControlObjectivePerturbationTest {

    @Test
    void correct_staysBelow() throws InterruptedException {
        clean(audit("objective-perturbation", Map.of(), 1, 0, 4000, 300, RunNoise.seeded(12), l -> l));
    }

    @Test
    void noiseHalved_isCaught() throws InterruptedException {
        caught(audit("objective-perturbation", Map.of(), 1, 0, 4000, 300, halved(13), l -> l));
    }


}
}

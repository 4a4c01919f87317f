package privbench.harness.audit;

import static privbench.harness.audit.NegativeControls.audit;
import static privbench.harness.audit.NegativeControls.caught;
import static privbench.harness.audit.NegativeControls.clean;
import static privbench.harness.audit.NegativeControls.halved;

import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Negative controls of the objective-perturbation family (settings: {@link NegativeControls}). Slow (tens of
 * thousands of L-BFGS fits at the attack's 1000 rows; run with -Dprivbench.excludedGroups=none -Dgroups=slow):
 * the minimiser-shift statistic is not Gaussian, and at 300 rows the canary's own pull on the minimiser costs
 * enough power that seeds disagree. Noise halved (or calibrated for 2 epsilon) at claim 1 is the correct
 * learner at epsilon 2 in distribution, whose default audit certifies 1.36 (output) and 1.15 (objective). For objective perturbation,
 * calibrating for 2 epsilon is not the same as halving the noise (its epsilon split and extra
 * regularisation change too), and that variant was not caught at 8000 runs (0.79): not kept as a test.
 */
@Tag("slow")
class NegativeControlObjectivePerturbationTest {

    @Test
    void correct_staysBelow() throws InterruptedException {
        clean(audit("objective-perturbation", Map.of(), 1, 0, 8000, 1000, RunNoise.seeded(12), l -> l));
    }

    @Test
    void noiseHalved_isCaught() throws InterruptedException {
        caught(audit("objective-perturbation", Map.of(), 1, 0, 8000, 1000, halved(13), l -> l));
    }
}

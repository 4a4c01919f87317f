package privbench.harness.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import privbench.harness.audit.ClopperPearson;
import privbench.harness.experiment.TuningSpec;
import privbench.harness.input.Location;
import privbench.privacy.Budget;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;

/**
 * An audit of the selection itself, on the pair that flips the best candidate: the selection-choice attack.
 *
 * <p>One setting whose fit is randomised response on the differing training row's bit b (1 in D, 0 in D'), which is
 * pure epsilon-DP at the run's model budget: it releases y = b with probability e^eps / (1 + e^eps). Its model
 * predicts class y for every row, and the 1,000 held-out rows (the same in both worlds) are all of class 1. So a run
 * with y = 1 scores 1,000 and one with y = 0 scores 0, and the noisy scores cannot blur the two. The best candidate is
 * released: y = 1 as soon as any run drew it. The attacker sees the released y. This is Liu and Talwar's worst case
 * for random stopping, where the choice leaks more than a run (P_D(y = 0) = PGF(1 - p), P_D'(y = 0) = PGF(p)). Over
 * 6,000 selections per world the certified lower bound may not exceed what the pricing claims. It is the log of the
 * Clopper-Pearson lower bound over the upper bound, alpha 0.05 in all, on the event or on its complement. The negative
 * control prices the same selection as one run (the per-run budget not reduced): its true loss is 1.44 at a claimed
 * 1, and the attack must catch it.
 */
class SelectionChoiceAuditTest {

    private static final int RUNS = 6000;
    private static final int HELD_OUT = 1000;
    private static final TuningSpec SPEC = new TuningSpec(TuningSpec.RANDOM_STOPPING,
            TuningSpec.Distribution.TRUNCATED_NEGATIVE_BINOMIAL, 1, 10, 0.2, "accuracy", 0.2, List.of(),
            Location.of(java.nio.file.Path.of("audit.yaml")));
    /** Randomised response claims its budget as pure DP. */
    private static final Function<Budget, List<PrivacyEvent>> CLAIMS = b -> List.of(
            new PrivacyEvent.PureDp(b.epsilon()));

    private static RandomStoppingLoop.Candidates<Integer> candidates(int bit, double epsilon) {
        double keep = Math.exp(epsilon) / (1 + Math.exp(epsilon));
        return new RandomStoppingLoop.Candidates<>() {
            @Override
            public int size() {
                return 1;
            }

            @Override
            public Integer fit(int theta, long run, NoiseSource noise) {
                return noise.uniform() < keep ? bit : 1 - bit;
            }

            @Override
            public double correct(Integer y) {
                return y == 1 ? HELD_OUT : 0;
            }
        };
    }

    /** The certified lower bound on epsilon from the attack "y = 0 was released". */
    private static double certified(RunBudget budget, String label) {
        double eps = budget.model().epsilon();
        long inD = 0;
        long inDPrime = 0;
        for (int i = 0; i < RUNS; i++) {
            inD += RandomStoppingLoop.run(SPEC, budget, candidates(1, eps),
                    SeededNoise.forCell(71, label + "/D/" + i)).model() == 0 ? 1 : 0;
            inDPrime += RandomStoppingLoop.run(SPEC, budget, candidates(0, eps),
                    SeededNoise.forCell(71, label + "/D'/" + i)).model() == 0 ? 1 : 0;
        }
        double alpha = 0.05 / 4;
        double a = Math.log(ClopperPearson.lower(inDPrime, RUNS, alpha) / ClopperPearson.upper(inD, RUNS, alpha));
        double b = Math.log(ClopperPearson.lower(RUNS - inD, RUNS, alpha)
                / ClopperPearson.upper(RUNS - inDPrime, RUNS, alpha));
        return Math.max(a, b);
    }

    @Test
    void theShippedPricingIsNotViolated_andRunsAtTheFullTargetAreCaught() {
        double target = 1;
        RunBudget shipped = SelectionPricing.solve(SPEC, new Budget(target, 0), CLAIMS);
        assertTrue(shipped.epsilonSpent() <= target);
        double run = shipped.model().epsilon() + 1 / shipped.scoreScale();
        assertEquals(3 * run, shipped.epsilonSpent(), 1e-9, "pure TNB(eta 1): three times a run");
        double honest = certified(shipped, "shipped");
        assertTrue(honest <= shipped.epsilonSpent(), "certified " + honest + " above the claimed " + shipped.epsilonSpent());
        // the attack sees a real leak (the exact loss here is 0.48), below the claim
        assertTrue(honest > 0.2, "certified " + honest);
        System.out.println("selection-choice audit: certified " + honest + " of claimed " + shipped.epsilonSpent());

        RunBudget unreduced = SelectionPricing.price(SPEC, target, 0, CLAIMS);
        double caught = certified(unreduced, "control");
        System.out.println("selection-choice audit, negative control: certified " + caught + " of claimed " + target);
        assertTrue(caught > target, "a selection priced as one run at epsilon " + target + " must be caught: certified "
                + caught);
    }
}

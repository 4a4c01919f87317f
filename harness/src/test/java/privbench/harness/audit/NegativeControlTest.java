package privbench.harness.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.harness.testing.OverClaim;
import privbench.learners.LearnerSpec;
import privbench.learners.Learners;
import privbench.learners.PrivateLearner;
import privbench.learners.erm.NoisyGradientDescent;
import privbench.learners.erm.OutputPerturbation;
import privbench.learners.erm.Unclipped;
import privbench.privacy.Neighbouring;
import privbench.testing.ScaledNoise;

/**
 * Negative controls per mechanism family: each family's default attack, run on a correct learner, stays at or
 * below the claim, and run on a broken variant (noise halved through {@link ScaledNoise}, clipping removed
 * through a package-private constructor, the factor 2 dropped or the wrong neighbouring relation through the
 * {@link OverClaim} decorator: all test code, never a production flag) certifies a bound above the claim.
 *
 * <p>Why (epsilon 1, delta 0.05) for the Gaussian families: halving the noise doubles mu, and a
 * Clopper-Pearson bound at delta 1e-5 needs tens of thousands of runs to show that (the violation sits in the
 * far tail); at delta 0.05 the doubled mu (0.75 to 1.4 after the attack's 0.93 efficiency) gives an expected
 * bound of 1.76 with 1000 evaluation runs per world (binomial calculation at the expected counts), well above
 * 1, while the correct mu = 0.75 cannot exceed 1 except with probability 5%. The pure-DP families are audited at
 * epsilon 1 (delta 0). Seeds are fixed; each audit takes well under a second of fits.
 */
class NegativeControlTest {

    private static final PrintStream QUIET = new PrintStream(OutputStream.nullOutputStream());

    private static AuditResult audit(String id, Map<String, ?> params, double epsilon, double delta, int runs, int n,
                                     RunNoise noise, UnaryOperator<PrivateLearner> broken) throws InterruptedException {
        LearnerSpec<?> spec = Learners.byId(id).orElseThrow();
        Record options = spec.bind(params);
        AuditRequest r = new AuditRequest(spec, options, epsilon, delta, runs, n, 0, 11, null, 0.95, 2, 0.1, 0);
        return new AuditRun(noise, QUIET).run(r, broken.apply(spec.create(options)), Map.of());
    }

    private static RunNoise halved(long seed) {
        RunNoise seeded = RunNoise.seeded(seed);
        return (world, run) -> new ScaledNoise(seeded.noise(world, run), 0.5);
    }

    private static void caught(AuditResult r) {
        assertTrue(r.violation() && r.epsilonLowerBound() > r.claimedEpsilon(), r.summary());
    }

    private static void clean(AuditResult r) {
        assertFalse(r.violation(), r.summary());
    }

    @Nested
    class FullBatchGradient {

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

        @Test
        void addRemoveSensitivityClaimedForReplaceOne_isCaught() throws InterruptedException {
            Map<String, Object> addRemove = Map.of("iterations", 20, "relation", "add-remove");
            caught(audit("dp-gd", addRemove, 1, 0.05, 1500, 300, RunNoise.seeded(4),
                    l -> OverClaim.relation(l, Neighbouring.REPLACE_ONE)));
        }

    }

    @Nested
    class OutputPerturbationFamily {

        @Test
        void correct_staysBelow() throws InterruptedException {
            AuditResult r = audit("output-perturbation", Map.of(), 1, 0, 3000, 300, RunNoise.seeded(6), l -> l);
            assertEquals("minimiser-shift-distance", r.canary());
            clean(r);
        }

        @Test
        void noiseHalved_isCaught() throws InterruptedException {
            caught(audit("output-perturbation", Map.of(), 1, 0, 3000, 300, halved(7), l -> l));
        }

        @Test
        void factorTwoDropped_isCaught() throws InterruptedException {
            caught(audit("output-perturbation", Map.of(), 1, 0, 3000, 300, RunNoise.seeded(8),
                    l -> OverClaim.factor(l, 2)));
        }

        @Test
        void clippingRemoved_isCaught() throws InterruptedException {
            var opt = (OutputPerturbation.Options) Learners.byId("output-perturbation").orElseThrow().bind(Map.of());
            caught(audit("output-perturbation", Map.of(), 1, 0, 3000, 300, RunNoise.seeded(9),
                    l -> Unclipped.outputPerturbation(opt)));
        }

    }

    @Nested
    class ObjectivePerturbationFamily {

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

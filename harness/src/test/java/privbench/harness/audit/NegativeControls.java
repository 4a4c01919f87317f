package privbench.harness.audit;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Map;
import java.util.function.UnaryOperator;
import privbench.learners.LearnerSpec;
import privbench.learners.Learners;
import privbench.learners.PrivateLearner;
import privbench.testing.ScaledNoise;

/**
 * Shared by the NegativeControl*Test classes (one per family, each a few seconds). Negative controls per
 * mechanism family: each family's default attack, run on a correct learner, stays at or
 * below the claim, and run on a broken variant (noise halved through {@link ScaledNoise}, clipping removed
 * through a package-private constructor, the factor 2 dropped or the wrong neighbouring relation through the
 * {@link OverClaim} decorator: all test code, never a production flag) certifies a bound above the claim.
 *
 * <p>Why (epsilon 1, delta 0.05) for the Gaussian families: halving the noise doubles mu, and a
 * Clopper-Pearson bound at delta 1e-5 needs tens of thousands of runs to show that (the violation sits in the
 * far tail); at delta 0.05 the doubled mu (0.75 to 1.4 after the attack's 0.93 efficiency) gives an expected
 * bound of 1.76 with 1000 evaluation runs per world (binomial calculation at the expected counts), well above
 * 1, while the correct mu = 0.75 cannot exceed 1 except with probability 5%. The pure-DP families are audited at
 * epsilon 1 (delta 0). Seeds are fixed; the gradient family's audits take about a second of fits each.
 */
final class NegativeControls {

    private static final PrintStream QUIET = new PrintStream(OutputStream.nullOutputStream());

    static AuditResult audit(String id, Map<String, ?> params, double epsilon, double delta, int runs, int n,
                                     RunNoise noise, UnaryOperator<PrivateLearner> broken) throws InterruptedException {
        return audit(id, null, params, epsilon, delta, runs, n, noise, broken);
    }

    /** The same with a given attack id (null: the learner's family default). */
    static AuditResult audit(String id, String attack, Map<String, ?> params, double epsilon, double delta, int runs,
                             int n, RunNoise noise, UnaryOperator<PrivateLearner> broken) throws InterruptedException {
        return audit(id, attack, params, epsilon, delta, runs, n, 0, noise, broken);
    }

    /** The same with d columns (0: the attack's default). */
    static AuditResult audit(String id, String attack, Map<String, ?> params, double epsilon, double delta, int runs,
                             int n, int d, RunNoise noise, UnaryOperator<PrivateLearner> broken)
            throws InterruptedException {
        return audit(id, attack, params, epsilon, delta, runs, n, d, false, noise, broken);
    }

    /** The same, fixed or sequential ({@link SequentialBound}: stop once the claim is rejected). */
    static AuditResult audit(String id, String attack, Map<String, ?> params, double epsilon, double delta, int runs,
                             int n, int d, boolean sequential, RunNoise noise, UnaryOperator<PrivateLearner> broken)
            throws InterruptedException {
        LearnerSpec<?> spec = Learners.byId(id).orElseThrow();
        Record options = spec.bind(params);
        AuditRequest r = new AuditRequest(spec, options, epsilon, delta, runs, n, d, 11, attack, 0.95, 2, 0.1, 0,
                sequential);
        return new AuditRun(noise, QUIET).run(r, broken.apply(spec.create(options)), Map.of());
    }

    static RunNoise halved(long seed) {
        RunNoise seeded = RunNoise.seeded(seed);
        return (world, run) -> new ScaledNoise(seeded.noise(world, run), 0.5);
    }

    // the certified figures go to the test output, so that docs/auditing.md's control figures can be checked against a run
    static void caught(AuditResult r) {
        System.out.println("negative control, broken: " + r.summary());
        assertTrue(r.violation() && r.epsilonLowerBound() > r.claimedEpsilon(), r.summary());
    }

    static void clean(AuditResult r) {
        System.out.println("negative control, correct: " + r.summary());
        assertFalse(r.violation(), r.summary());
    }

    private NegativeControls() {
    }
}

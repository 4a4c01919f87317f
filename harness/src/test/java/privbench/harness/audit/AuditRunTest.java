package privbench.harness.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import privbench.learners.LearnerSpec;
import privbench.learners.Learners;
import privbench.harness.testing.FalseClaim;
import privbench.testing.ScaledNoise;

/**
 * Audits of dp-gd: the correct learner stays below its claim, and the same learner with its noise scaled down
 * through a test-only decorator (never a production flag) is caught.
 *
 * <p>Power (why these settings): for dp-gd's logistic loss the flipped-label replace-one pair moves the summed
 * gradient by the row norm R, half the 2R the accounting charges, so the canary's score shifts by about
 * mu / 2 standard deviations, with mu the GDP parameter of the budget (0.145 at epsilon 0.5, delta 1e-5; 0.27 at
 * epsilon 1). Scaled noise x0.05 makes that shift about 1.2 sd, which 250 evaluation runs per world certify as
 * epsilon_lb >= 1 (seeds 1-6 gave 1.01-1.72); x0.1 makes it 0.65 sd, which needs about 2500 per world (0.8-1.0
 * at seeds 7 and 11). The correct learner's shift (~0.1 sd at epsilon 1) certifies nothing.
 */
class AuditRunTest {

    private static final PrintStream QUIET = new PrintStream(OutputStream.nullOutputStream());

    private static AuditRequest dpGd(double epsilon, int runs, long seed, int threads, Map<String, ?> params) {
        LearnerSpec<?> spec = Learners.byId("dp-gd").orElseThrow();
        return new AuditRequest(spec, spec.bind(params), epsilon, 1e-5, runs, 100, 10, seed, "clipbkd", 0.95,
                threads, 0.5, 0, false);
    }

    private static RunNoise scaled(long seed, double factor) {
        RunNoise seeded = RunNoise.seeded(seed);
        return (world, run) -> new ScaledNoise(seeded.noise(world, run), factor);
    }

    @Nested
    class Privacy {

        @Test
        void dpGd_atEpsilon1_staysBelowItsClaim() throws InterruptedException {
            AuditResult r = new AuditRun(RunNoise.seeded(3), QUIET).run(dpGd(1, 500, 3, 2, Map.of()), Map.of());
            assertEquals(1.0, r.claimedEpsilon(), 1e-9);
            assertEquals("replace-one", r.relation());
            assertEquals("gdp", r.accountant());
            assertTrue(r.epsilonLowerBound() <= r.claimedEpsilon(), r.summary());
            assertFalse(r.violation());
            assertEquals(500, r.scoresIn().size());
            assertEquals(250, r.evaluationRuns());
        }

        @Test
        void addRemove_auditsAnAddedCanary() throws InterruptedException {
            AuditResult r = new AuditRun(RunNoise.seeded(4), QUIET)
                    .run(dpGd(1, 200, 4, 2, Map.of("relation", "add-remove", "publicRows", 100)), Map.of());
            assertEquals("add-remove", r.relation());
            assertFalse(r.violation(), r.summary());
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void noiseAt5Percent_isAViolation() throws InterruptedException {
            AuditResult r = new AuditRun(scaled(5, 0.05), QUIET).run(dpGd(0.5, 500, 5, 2, Map.of()), Map.of());
            assertEquals(0.5, r.claimedEpsilon(), 1e-9);
            assertTrue(r.epsilonLowerBound() > 0.5, r.summary());
            assertTrue(r.violation());
            assertTrue(r.noise().endsWith("x0.05"), r.noise());
        }

        @Test
        @Tag("slow")
        void noiseAt10Percent_isAViolationWithEnoughRuns() throws InterruptedException {
            AuditResult r = new AuditRun(scaled(7, 0.1), QUIET).run(dpGd(0.5, 5000, 7, 2, Map.of()), Map.of());
            assertTrue(r.epsilonLowerBound() > 0.5, r.summary());
            assertTrue(r.violation());
        }
    }

    @Nested
    class OneRun {

        @Test
        void diracCanaries_catchANoiseFreeLearnerInOneFit() throws InterruptedException {
            // false-claim releases the class-mean difference: each included Dirac canary moves its own coordinate
            // of the class-1 mean and an excluded one (a zero row) moves nothing, so in- and out-scores separate
            // perfectly and the one-run bound of 200 canaries exceeds the claimed 0.5
            LearnerSpec<?> spec = LearnerSpec.of(FalseClaim.class);
            AuditRequest r = new AuditRequest(spec, spec.defaults(), 0.5, 1e-5, 0, 50, 0, 3, "dirac-one-run", 0.95, 1,
                    0.1, 200, false);
            AuditResult a = new AuditRun(RunNoise.seeded(3), QUIET).run(r, Map.of());
            assertEquals("one-run", a.method());
            assertEquals(200, a.canaries());
            assertEquals(200, a.scoresIn().size() + a.scoresOut().size());
            assertTrue(a.violation() && a.epsilonLowerBound() > 1, a.summary());
        }
    }

    @Nested
    class Determinism {

        @Test
        void threads_doNotChangeTheResult() throws InterruptedException {
            AuditResult one = new AuditRun(RunNoise.seeded(9), QUIET).run(dpGd(1, 60, 9, 1, Map.of()), Map.of());
            AuditResult two = new AuditRun(RunNoise.seeded(9), QUIET).run(dpGd(1, 60, 9, 2, Map.of()), Map.of());
            assertEquals(one.scoresIn(), two.scoresIn());
            assertEquals(one.scoresOut(), two.scoresOut());
            assertEquals(one.epsilonLowerBound(), two.epsilonLowerBound());
        }

        @Test
        void anotherSeed_givesOtherScores() throws InterruptedException {
            AuditResult a = new AuditRun(RunNoise.seeded(9), QUIET).run(dpGd(1, 20, 9, 2, Map.of()), Map.of());
            AuditResult b = new AuditRun(RunNoise.seeded(10), QUIET).run(dpGd(1, 20, 10, 2, Map.of()), Map.of());
            assertFalse(a.scoresIn().equals(b.scoresIn()));
        }
    }
}

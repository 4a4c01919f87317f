package privbench.harness.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Map;
import org.junit.jupiter.api.Test;
import privbench.harness.audit.attack.Attacks;
import privbench.learners.DocumentedLearner;
import privbench.learners.LearnerSpec;
import privbench.privacy.Guarantee;

/**
 * docs/ARCHITECTURE.md's example learner (compiled from the document) is audited by the attack of the family its
 * {@code @Learner(audit = ...)} declares, with no line anywhere else: the correct learner stays within its claim and
 * the same learner with its noise halved is caught (at epsilon 1, delta 0.05, the settings of
 * {@link NegativeControls} for the Gaussian families, 1000 runs per world).
 */
class DocumentedLearnerAuditTest {

    private static final PrintStream QUIET = new PrintStream(OutputStream.nullOutputStream());

    private static AuditResult audit(RunNoise noise) throws InterruptedException {
        LearnerSpec<?> spec = DocumentedLearner.spec();
        AuditRequest r = new AuditRequest(spec, spec.defaults(), 1, 0.05, 1000, 0, 0, 11, null, 0.95, 2, 0.1, 0, false);
        return new AuditRun(noise, QUIET).run(r, spec.create(spec.defaults()), Map.of());
    }

    @Test
    void theDeclaredFamilyAuditsIt_withinTheClaim() throws InterruptedException {
        assertEquals(Attacks.OUTPUT, Attacks.familyOf(DocumentedLearner.spec(), Guarantee.nonPrivate()));
        AuditResult r = audit(RunNoise.seeded(5));
        assertEquals(Attacks.OUTPUT, r.family());
        NegativeControls.clean(r);
    }

    @Test
    void negativeControl_halvedNoise_isCaught() throws InterruptedException {
        NegativeControls.caught(audit(NegativeControls.halved(5)));
    }
}

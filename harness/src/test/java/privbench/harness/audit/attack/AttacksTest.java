package privbench.harness.audit.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import privbench.learners.LearnerSpec;
import privbench.learners.Learners;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.PrivacyEvent;

/** The registry: every learner has a family with an attack, and an unregistered learner falls back by event. */
class AttacksTest {

    private static Guarantee claim(PrivacyEvent event) {
        return new Guarantee(1, 1e-5, "test", Neighbouring.REPLACE_ONE, event, "");
    }

    @Test
    void everyCatalogueLearner_hasAFamilyWithAnAttack() {
        for (LearnerSpec<?> spec : Learners.ALL) {
            String family = Attacks.familyOf(spec, Guarantee.nonPrivate());
            assertTrue(Attacks.families().contains(family), spec.id() + " -> " + family);
            Attack a = Attacks.of(family);
            assertTrue(!a.source().isBlank(), a.id());
        }
        assertEquals(Attacks.GRADIENT, Attacks.familyOf(Learners.byId("dp-gd").orElseThrow(), Guarantee.nonPrivate()));
    }

    @Test
    void unregisteredLearners_fallBackOnTheirGuaranteesEvent() {
        var gaussian = new PrivacyEvent.Gaussian(2.0);
        assertEquals(Attacks.GRADIENT, Attacks.familyOf(new PrivacyEvent.Repeated(gaussian, 100)));
        assertEquals(Attacks.GRADIENT, Attacks.familyOf(gaussian));
        assertEquals(Attacks.DP_SGD, Attacks.familyOf(new PrivacyEvent.SubsampledGaussian(1.0, 0.01)));
        assertEquals(Attacks.DP_SGD, Attacks.familyOf(new PrivacyEvent.Repeated(
                new PrivacyEvent.SubsampledGaussian(1.0, 0.01), 10)));
        assertEquals(Attacks.OUTPUT, Attacks.familyOf(new PrivacyEvent.PureDp(1)));
        assertEquals(Attacks.GENERIC, Attacks.familyOf(new PrivacyEvent.NonPrivate()));
        assertEquals(Attacks.GRADIENT, Attacks.familyOf(new PrivacyEvent.Composed(List.of(new PrivacyEvent.PureDp(1),
                gaussian))));
        assertEquals(Attacks.GENERIC, Attacks.familyOf(claim(new PrivacyEvent.NoOp()).event()));
    }

    @Test
    void attacksById_andAClearErrorForAnUnknownOne() {
        for (String id : Attacks.ids()) {
            assertEquals(id, Attacks.byId(id).id());
        }
        var e = assertThrows(IllegalArgumentException.class, () -> Attacks.byId("loud"));
        assertTrue(e.getMessage().startsWith("--attack must be one of clipbkd, mislabelled, gradient-wedge"),
                e.getMessage());
    }
}

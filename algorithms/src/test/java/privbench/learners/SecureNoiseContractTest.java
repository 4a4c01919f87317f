package privbench.learners;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import privbench.data.Dataset;
import privbench.privacy.Budget;
import privbench.privacy.DpChecks;
import privbench.privacy.noise.SecureNoise;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;

/**
 * Every learner declared {@code secureNoise = true} fits with secure noise (whose sensitivity-free methods
 * throw, so one unported draw fails the test) and spends within its budget; every other learner is one the
 * issue allows to refuse. Options whose sampler is continuous refuse through secureNoiseRefusal.
 */
class SecureNoiseContractTest {

    private static final Budget BUDGET = new Budget(1.0, 1e-5);

    /** The learners allowed to refuse: their privacy proofs need a continuous noise density. */
    private static final List<String> REFUSING = List.of("output-perturbation", "objective-perturbation",
            "auc-objective-perturbation", "pointwise-objective-perturbation-gauss");

    /** Options that switch a refusing default to a secure one. */
    private static final Map<String, Map<String, Object>> SECURE_OPTIONS = Map.of(
            "auc-output-perturbation", Map.of("guarantee", "approx", "gaussian", "analytic"),
            "auc-private-tuning", Map.of("guarantee", "approx", "gaussian", "analytic"),
            "dppca-dpsgd", Map.of("mode", "analyze-gauss"));

    static Stream<LearnerSpec<?>> secureLearners() {
        return Learners.ALL.stream().filter(LearnerSpec::secureNoise);
    }

    private static TrainingData data(LearnerSpec<?> spec, Dataset sensitive) {
        Dataset pub = !spec.needsPublic()
                ? Dataset.empty("public", sensitive.cols(), sensitive.classNames()).withoutLabels()
                : Fixtures.marginData(100, sensitive.cols(), 0.1, 1, 99);
        return TrainingData.forLearner(spec, sensitive, pub);
    }

    @Test
    void exactlyTheContinuousNoiseLearnersRefuse() {
        List<String> refusing = Learners.ALL.stream().filter(s -> !s.secureNoise()).map(LearnerSpec::id).toList();
        assertEquals(REFUSING, refusing);
    }

    @ParameterizedTest
    @MethodSource("secureLearners")
    void secureLearner_fitsWithSecureNoise_withinBudget(LearnerSpec<?> spec) {
        PrivateLearner learner = spec.create(SECURE_OPTIONS.getOrDefault(spec.id(), Map.of()));
        assertTrue(learner.secureNoiseRefusal().isEmpty(), spec.id());
        Dataset train = Fixtures.marginData(200, 10, 0.1, 1, 2);
        // a fixed-seed bit source behind SecureNoise: deterministic, and every draw goes through the exact paths
        SecureNoise noise = new SecureNoise(SeededNoise.ofSeed(5).structural(spec.id()));
        Fit f = learner.fit(data(spec, train), BUDGET, noise);
        for (double s : f.model().scores(train)) {
            assertTrue(Double.isFinite(s), spec.id());
        }
        if (!spec.nonPrivate()) {
            DpChecks.requireWithin(f.spent(), BUDGET);
        }
    }

    @Test
    void continuousOptions_refuseByName() {
        for (String id : SECURE_OPTIONS.keySet()) {
            var spec = Learners.byId(id).orElseThrow();
            assertFalse(spec.create(Map.of()).secureNoiseRefusal().isEmpty(), id + " defaults are continuous");
        }
        var op = Learners.byId("auc-output-perturbation").orElseThrow().create(Map.of());
        Dataset train = Fixtures.marginData(200, 10, 0.1, 1, 2);
        SecureNoise noise = new SecureNoise(SeededNoise.ofSeed(5).structural("refuse"));
        var e = assertThrows(IllegalArgumentException.class,
                () -> op.fit(TrainingData.privateOnly(train), BUDGET, noise));
        assertTrue(e.getMessage().contains("secure"), e.getMessage());
    }
}

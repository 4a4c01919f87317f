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
import privbench.privacy.Guarantee;
import privbench.privacy.Accountant;
import privbench.privacy.noise.SecureNoise;
import privbench.privacy.noise.SecurePricing;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;

/**
 * Every learner declared {@code secureNoise = true} fits with secure noise (whose sensitivity-free methods
 * throw, so one unported draw fails the test) and spends within its budget; every other learner is one the
 * issue allows to refuse. Options whose sampler is continuous refuse through secureNoiseRefusal.
 */
class SecureNoiseContractTest {

    private static final Budget BUDGET = new Budget(1.0, 1e-5);

    /**
     * The learners allowed to refuse: their privacy proofs need a continuous noise density (objective
     * perturbation), or their price is proved only for the continuous Gaussian (random stopping over GDP runs,
     * BST14's (epsilon, delta) analysis).
     */
    private static final List<String> REFUSING = List.of("objective-perturbation", "wzw-adaptive-margin-privtune",
            "auc-objective-perturbation", "pointwise-objective-perturbation-gauss", "pillar-theory",
            // NUZ20: the BST14 runs, the streaming Gumbel-max net sampler and the SuLQ perceptron draw seeded noise
            "nuz20-efficient", "nuz20-pure", "nuz20-noproj", "jl-sulq-perceptron",
            // BMS22: nets, random features and label flips drawn from seeded noise (no exact path yet)
            "priv-mrg", "eff-priv-mrg", "priv-ker-mrg", "priv-nn-mrg", "label-dp-mrg", "rr-svm", "rho-select",
            "em-nojl");

    /** Options that switch a refusing default to a secure one. */
    private static final Map<String, Map<String, Object>> SECURE_OPTIONS = Map.of(
            "dppca-dpsgd", Map.of("mode", "analyze-gauss"));

    /** Options of the secure learners run a second time: the other guarantee of the AUC output perturbation. */
    private static final Map<String, Map<String, Object>> OTHER_OPTIONS = Map.of(
            "auc-output-perturbation", Map.of("guarantee", "approx", "gaussian", "analytic"),
            "auc-private-tuning", Map.of("guarantee", "approx", "gaussian", "classic"));

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
        fitsSecurely(spec, SECURE_OPTIONS.getOrDefault(spec.id(), Map.of()));
        if (OTHER_OPTIONS.containsKey(spec.id())) {
            fitsSecurely(spec, OTHER_OPTIONS.get(spec.id()));
        }
    }

    /**
     * The fit stays within budget (exactly, as doubles), its accountant is proved for the discrete mechanism it
     * ran, and its epsilon_spent is that accountant's price of the recorded event (no caveat number beside it).
     */
    private static void fitsSecurely(LearnerSpec<?> spec, Map<String, Object> options) {
        PrivateLearner learner = spec.create(options);
        assertTrue(learner.secureNoiseRefusal().isEmpty(), spec.id());
        Dataset train = Fixtures.marginData(200, 10, 0.1, 1, 2);
        // a fixed-seed bit source behind SecureNoise: deterministic, and every draw goes through the exact paths
        SecureNoise noise = new SecureNoise(SeededNoise.ofSeed(5).structural(spec.id()));
        Fit f = learner.fit(data(spec, train), BUDGET, noise);
        for (double s : f.model().scores(train)) {
            assertTrue(Double.isFinite(s), spec.id());
        }
        if (!spec.nonPrivate()) {
            Guarantee g = f.spent();
            assertTrue(g.epsilon() <= BUDGET.epsilon() && g.delta() <= BUDGET.delta(), spec.id() + " " + g);
            SecurePricing.requireProved(g);
            if (!g.accountant().contains("+")) {
                Accountant proved = SecurePricing.accountantFor(g.event());
                assertEquals(proved.id(), g.accountant(), spec.id());
                assertEquals(proved.epsilon(g.event(), g.delta()), g.epsilon(), 1e-12 * g.epsilon(), spec.id());
            }
            assertFalse(g.caveat().contains("proved bound"), spec.id());
        }
    }

    @Test
    void continuousOptions_refuseByName() {
        for (String id : SECURE_OPTIONS.keySet()) {
            var spec = Learners.byId(id).orElseThrow();
            assertFalse(spec.create(Map.of()).secureNoiseRefusal().isEmpty(), id + " defaults are continuous");
        }
        var op = Learners.byId("dppca-dpsgd").orElseThrow().create(Map.of());
        Dataset train = Fixtures.marginData(200, 10, 0.1, 1, 2);
        SecureNoise noise = new SecureNoise(SeededNoise.ofSeed(5).structural("refuse"));
        var e = assertThrows(IllegalArgumentException.class,
                () -> op.fit(TrainingData.privateOnly(train), BUDGET, noise));
        assertTrue(e.getMessage().contains("secure"), e.getMessage());
    }
}

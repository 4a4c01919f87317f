package privbench.learners;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import privbench.data.Dataset;
import privbench.privacy.Budget;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;

/**
 * Every learner declares which of its diagnostics are public ({@link Learner#publicDiagnostics}); a fit may write
 * no key it has not classified, and failed fits say nothing data-dependent in their error text.
 */
class DiagnosticsDeclarationTest {

    private static final Budget PRIVATE = new Budget(1.0, 1e-5);
    private static final Budget NONE = new Budget(Double.POSITIVE_INFINITY, 0);

    /** Values the issue found leaking: no private learner may declare them public. */
    private static final List<String> KNOWN_PRIVATE = List.of("noise_norm", "clipped_fraction",
            "solver_gradient_norm", "solver_iterations", "validation_auc_0", "empty_batches");

    /** Option sets beyond the defaults that write other keys (other mechanisms, regimes, solvers). */
    private static final Map<String, List<Map<String, Object>>> VARIANTS = Map.of(
            "dppca-dpsgd", List.of(Map.of("mode", "analyze-gauss")),
            "auc-private-tuning", List.of(Map.of("mechanism", "objective")),
            "auc-output-perturbation", List.of(Map.of("guarantee", "approx", "gaussian", "analytic")),
            "auc-objective-perturbation", List.of(Map.of("guarantee", "approx")),
            "dp-gd", List.of(Map.of("loss", "hinge", "horizon", "paper")));

    /** The catalogue, and the learner docs/ARCHITECTURE.md shows how to add (compiled from the document). */
    static Stream<LearnerSpec<?>> learners() {
        return Stream.concat(Learners.ALL.stream(), Stream.of(DocumentedLearner.spec()));
    }

    /** Every key the learner writes over its defaults and variants, private and non-private. */
    private static Set<String> keysWritten(LearnerSpec<?> spec) {
        List<Map<String, Object>> options = new ArrayList<>();
        options.add(Map.of());
        options.addAll(VARIANTS.getOrDefault(spec.id(), List.of()));
        // the keys do not depend on the class count: one dataset of the learner's task is enough
        List<Dataset> datasets = List.of(spec.task() == Task.MULTICLASS ? Fixtures.clusters(300, 10, 3, 7)
                : Fixtures.marginData(200, 10, 0.1, 1, 2));
        Set<String> keys = new TreeSet<>();
        for (Map<String, Object> o : options) {
            for (Dataset d : datasets) {
                for (Budget b : List.of(PRIVATE, NONE)) {
                    Fit f = spec.create(o).fit(Fixtures.trainingData(spec, d), b, SeededNoise.forCell(1, spec.id()));
                    keys.addAll(f.diagnostics().keySet());
                }
            }
        }
        return keys;
    }

    @ParameterizedTest
    @MethodSource("learners")
    void everyDiagnosticWritten_isDeclaredPublicOrPrivate(LearnerSpec<?> spec) {
        DiagnosticKeys declared = spec.diagnosticKeys();
        Set<String> written = keysWritten(spec);
        assertFalse(written.isEmpty(), spec.id() + " writes no diagnostics: is the fit reaching them?");
        List<String> undeclared = written.stream().filter(k -> !declared.isDeclared(k)).toList();
        assertTrue(undeclared.isEmpty(), spec.id() + " writes diagnostics " + undeclared + " but declares them "
                + "neither in publicDiagnostics nor in privateDiagnostics of its @Learner");
    }

    @ParameterizedTest
    @MethodSource("learners")
    void declarations_areDisjoint_andNonPrivateLearnersPublishEverything(LearnerSpec<?> spec) {
        DiagnosticKeys declared = spec.diagnosticKeys();
        Set<String> pub = new HashSet<>(declared.publicKeys());
        for (String p : declared.privateKeys()) {
            assertFalse(pub.contains(p), spec.id() + " declares '" + p + "' both public and private");
            assertFalse(declared.isPublic(p.replace("*", "0")), spec.id() + ": private '" + p + "' matches a public key");
        }
        if (spec.nonPrivate()) {
            // a non-private reference claims no guarantee: nothing it reports is outside one
            assertEquals(List.of(), declared.privateKeys(), spec.id());
        }
    }

    @ParameterizedTest
    @MethodSource("learners")
    void noPrivateLearner_declaresAKnownLeakPublic(LearnerSpec<?> spec) {
        if (spec.nonPrivate()) {
            return;
        }
        for (String key : KNOWN_PRIVATE) {
            assertFalse(spec.diagnosticKeys().isPublic(key), spec.id() + " declares '" + key + "' public");
        }
    }

    @Test
    void theIssuesLeaks_areClassifiedPrivate_whereTheyAreWritten() {
        assertPrivate("auc-private-tuning", "validation_auc_3");
        assertPrivate("auc-output-perturbation", "noise_norm");
        assertPrivate("auc-objective-perturbation", "noise_norm");
        assertPrivate("pointwise-objective-perturbation-gauss", "noise_norm");
        assertPrivate("dpsgd-full", "clipped_fraction");
        assertPrivate("objective-perturbation", "solver_gradient_norm");
        // the solver's state is classified once (SolverDiagnostics) for every learner that writes it
        assertPrivate("output-perturbation", "solver_iterations");
        assertPrivate("auc-output-perturbation", "solver_gradient_norm");
        assertPrivate("pointwise-objective-perturbation-gauss", "solver_iterations");
        assertPrivate("wzw-adaptive-margin-privtune", "noisy_scores");
        // report-noisy-min runs every candidate: |Theta| runs is a setting
        assertTrue(Learners.byId("wzw-adaptive-margin").orElseThrow().diagnosticKeys().isPublic("noisy_scores"));
    }

    private static void assertPrivate(String id, String key) {
        DiagnosticKeys k = Learners.byId(id).orElseThrow().diagnosticKeys();
        assertFalse(k.isPublic(key), id + " " + key);
        assertTrue(k.isDeclared(key), id + " " + key);
    }

    /** Shared machinery classifying its keys once, as DP-SGD's training loop does. */
    @DiagnosticGroup(publicDiagnostics = "group_public", privateDiagnostics = "group_private")
    static final class Machinery {
    }

    /** Names no {@link DiagnosticGroup}: a broken declaration. */
    static final class Unclassified {
    }

    @Learner(id = "grouped", summary = "fixture", paper = "none", publicDiagnostics = "own",
            diagnosticGroups = Machinery.class, audit = AuditFamily.FROM_GUARANTEE)
    static final class GroupedFixture {
    }

    @Learner(id = "ungrouped", summary = "fixture", paper = "none", diagnosticGroups = Unclassified.class, audit = AuditFamily.FROM_GUARANTEE)
    static final class UngroupedFixture {
    }

    @Learner(id = "reference", summary = "fixture", paper = "none", nonPrivate = true, audit = AuditFamily.FROM_GUARANTEE)
    static final class NonPrivateFixture {
    }

    @Learner(id = "silent", summary = "fixture", paper = "none", audit = AuditFamily.FROM_GUARANTEE)
    static final class SilentFixture {
    }

    @Test
    void aGroupsKeys_joinTheLearnersOwn_withTheirClassification() {
        DiagnosticKeys k = DiagnosticKeys.of(GroupedFixture.class.getAnnotation(Learner.class));
        assertTrue(k.isPublic("own"));
        assertTrue(k.isPublic("group_public"));
        assertFalse(k.isPublic("group_private"));
        assertTrue(k.isDeclared("group_private"));
        // the learner that runs DP-SGD inherits the loop's split: sigma public, the clipped share private
        assertTrue(Learners.byId("pillar").orElseThrow().diagnosticKeys().isPublic("sigma"));
        assertTrue(Learners.byId("pillar").orElseThrow().diagnosticKeys().isPublic("pca_eigengap"));
        assertPrivate("pillar", "empty_batches");
    }

    @Test
    void negativeControl_aGroupWithoutItsAnnotation_isRefusedByName() {
        var e = assertThrows(IllegalStateException.class,
                () -> DiagnosticKeys.of(UngroupedFixture.class.getAnnotation(Learner.class)));
        assertTrue(e.getMessage().contains("ungrouped") && e.getMessage().contains("Unclassified"), e.getMessage());
    }

    @Test
    void aNonPrivateReference_publishesEveryKey_withoutDeclaringAny() {
        DiagnosticKeys k = DiagnosticKeys.of(NonPrivateFixture.class.getAnnotation(Learner.class));
        assertTrue(k.isPublic("solver_gradient_norm"));
        assertTrue(k.isPublic("clipped_fraction"));
        assertEquals(List.of(), k.privateKeys());
        // negative control: the same declaration without nonPrivate publishes nothing (fail safe)
        DiagnosticKeys none = DiagnosticKeys.of(SilentFixture.class.getAnnotation(Learner.class));
        assertFalse(none.isPublic("solver_gradient_norm"));
    }

    @Test
    void split_keepsDeclaredPublicKeys_andSendsEverythingElseToThePrivatePart() {
        DiagnosticKeys k = new DiagnosticKeys(List.of("sigma", "validation_*"), List.of("noise_norm"));
        var s = k.split(Map.of("sigma", 1.0, "validation_auc", 0.5, "noise_norm", 2.0, "forgotten", 3.0));
        assertEquals(Map.of("sigma", 1.0, "validation_auc", 0.5), s.publicPart());
        // an undeclared key fails safe: it is treated as private
        assertEquals(Map.of("noise_norm", 2.0, "forgotten", 3.0), s.privatePart());
        assertFalse(k.isDeclared("forgotten"));
    }

    /** A failed fit's error text: the solve's state (gradient norm, gap, iterations taken) must not appear. */
    @Nested
    class ErrorTexts {

        private static final Pattern NUMBER = Pattern.compile("(?<![A-Za-z_])-?\\d+(?:\\.\\d+)?(?:[eE][-+]?\\d+)?");

        /** The numbers of a message that are not option values of the learner (so possibly data-dependent). */
        private static List<String> unexplainedNumbers(String message, LearnerSpec<?> spec, Record options) {
            Set<Double> allowed = new HashSet<>();
            Matcher pm = NUMBER.matcher(spec.canonicalJson(options) + " " + options);
            while (pm.find()) {
                allowed.add(Double.parseDouble(pm.group()));
            }
            List<String> out = new ArrayList<>();
            Matcher m = NUMBER.matcher(message);
            while (m.find()) {
                if (!allowed.contains(Double.parseDouble(m.group()))) {
                    out.add(m.group());
                }
            }
            return out;
        }

        /** Fits with the solver capped at one step (one epoch) at a tight tolerance, which cannot converge. */
        private String failure(String id, Map<String, Object> options) {
            LearnerSpec<?> spec = Learners.byId(id).orElseThrow();
            Record o = spec.bind(options);
            var e = assertThrows(IllegalStateException.class, () -> spec.create(o).fit(
                    Fixtures.trainingData(spec, Fixtures.marginData(300, 10, 0.05, 1, 5)), PRIVATE, SeededNoise.forCell(1, id)), id);
            List<String> unexplained = unexplainedNumbers(e.getMessage(), spec, o);
            assertEquals(List.of(), unexplained, id + ": " + e.getMessage());
            return e.getMessage();
        }

        @Test
        void unconvergedSolves_nameOnlyTheirSettings() {
            Map<String, Object> lbfgs = Map.of("maxIterations", 1, "tolerance", 1e-10);
            for (String id : List.of("output-perturbation", "objective-perturbation", "non-private-logistic",
                    "pointwise-objective-perturbation-gauss", "auc-objective-perturbation", "auc-output-perturbation",
                    "auc-nonprivate", "auc-private-tuning")) {
                String message = failure(id, lbfgs);
                assertTrue(message.contains("within 1 iterations") && message.contains("nothing is released"),
                        id + ": " + message);
            }
            String svm = failure("non-private-svm", Map.of("maxEpochs", 1, "tolerance", 1e-12));
            assertTrue(svm.contains("within 1 epochs"), svm);
        }

        @Test
        void negativeControl_theOldMessage_isCaught() {
            // the wording before issue 11: it printed the iterations taken and the gradient norm reached
            LearnerSpec<?> spec = Learners.byId("objective-perturbation").orElseThrow();
            Record o = spec.bind(Map.of("maxIterations", 1, "tolerance", 1e-10));
            String old = "objective-perturbation: L-BFGS must reach ||grad|| <= 1.0E-10, stopped (MAX_ITERATIONS) "
                    + "after 1 iterations at ||grad|| = 0.0123456789; nothing is released";
            assertEquals(List.of("0.0123456789"), unexplainedNumbers(old, spec, o));
        }
    }
}

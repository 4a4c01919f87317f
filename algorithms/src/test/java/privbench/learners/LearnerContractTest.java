package privbench.learners;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import privbench.data.Dataset;
import privbench.privacy.Budget;
import privbench.privacy.DpChecks;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;

/** What every entry of {@link Learners#ALL} must honour (after benchopt's test_benchmarks.py). */
class LearnerContractTest {

    private static final Budget BUDGET = new Budget(1.0, 1e-5);

    /** The catalogue, and the learner docs/ARCHITECTURE.md shows how to add (compiled from the document). */
    static Stream<LearnerSpec<?>> learners() {
        return Stream.concat(Learners.ALL.stream(), Stream.of(DocumentedLearner.spec()));
    }

    private static Fit fit(LearnerSpec<?> spec, Dataset sensitive, Budget budget) {
        return spec.create(Map.of()).fit(Fixtures.trainingData(spec, sensitive), budget, SeededNoise.forCell(1, spec.id()));
    }

    private static void assertFinite(double[] scores, String what) {
        for (double s : scores) {
            assertTrue(Double.isFinite(s), what + ": score " + s);
        }
    }

    @Test
    void catalogue_isNonEmpty_andIdsAreUniqueKebabCase() {
        assertFalse(Learners.ALL.isEmpty());
        Set<String> seen = new HashSet<>();
        for (LearnerSpec<?> s : Learners.ALL) {
            assertTrue(s.id().matches("[a-z0-9]+(-[a-z0-9]+)*"), "id " + s.id());
            assertTrue(seen.add(s.id()), "duplicate id " + s.id());
            assertEquals(s, Learners.byId(s.id()).orElseThrow());
        }
    }

    @Test
    void publicContractExample_bindsItsParameters() {
        // contract.md's example YAML: dp-gd {iterations: 200, lambda: 0.001}, output-perturbation {lambda: 0.01}
        var dpgd = Learners.byId("dp-gd").orElseThrow();
        assertEquals("{\"accounting\":\"tight\",\"clip\":1,\"estimator\":\"last\",\"hingeScale\":1,"
                + "\"horizon\":\"fixed\",\"iterations\":200,\"lambda\":0.001,\"loss\":\"logistic\","
                + "\"relation\":\"replace-one\",\"stepScale\":1}",
                dpgd.canonicalJson(dpgd.bind(Map.of("iterations", 200, "lambda", 0.001))));
        var op = Learners.byId("output-perturbation").orElseThrow();
        assertTrue(op.canonicalJson(op.bind(Map.of("lambda", 0.001))).contains("\"lambda\":0.001"));
    }

    @ParameterizedTest
    @MethodSource("learners")
    void declaration_citesAPaper_andDefaultsBindBackToThemselves(LearnerSpec<?> spec) {
        // the house idiom: the options check and the task's data check are inherited, not rewritten
        assertTrue(OptionsLearner.class.isAssignableFrom(spec.learnerClass()),
                spec.id() + " must extend OptionsLearner");
        assertFalse(spec.summary().isBlank(), spec.id());
        assertFalse(spec.paper().isBlank(), spec.id());
        assertEquals(spec.defaults(), spec.bind(Map.of()), spec.id());
        for (LearnerSpec.Param p : spec.params()) {
            assertFalse(p.declaration().doc().isBlank(), spec.id() + "." + p.name());
        }
    }

    @ParameterizedTest
    @MethodSource("learners")
    void nonPrivateReference_declaresNothingTheCatalogueDerives(LearnerSpec<?> spec) {
        if (!spec.nonPrivate()) {
            return;
        }
        // LearnerSpec states these once: every diagnostic public, secure noise served (no privacy noise drawn);
        // a declaration on the learner would be dead text that could disagree with the rule
        Learner declared = spec.learnerClass().getAnnotation(Learner.class);
        assertEquals(0, declared.publicDiagnostics().length + declared.privateDiagnostics().length
                + declared.diagnosticGroups().length, spec.id() + " declares diagnostics; all are public anyway");
        assertFalse(declared.secureNoise(), spec.id() + " declares secureNoise; a non-private learner implies it");
        assertTrue(spec.secureNoise(), spec.id());
        assertTrue(spec.diagnosticKeys().isPublic("any_key_at_all"), spec.id());
    }

    @ParameterizedTest
    @MethodSource("learners")
    void fit_givesFiniteScores_spendsWithinBudget_andLeavesTheDataAlone(LearnerSpec<?> spec) {
        Dataset train = Fixtures.marginData(200, 10, 0.1, 1, 2);
        double[] x = train.x().clone();
        int[] labels = train.labels().clone();
        Fit f = fit(spec, train, BUDGET);
        assertFinite(f.model().scores(train), spec.id());
        assertArrayEquals(x, train.x(), spec.id() + " wrote to the features");
        assertArrayEquals(labels, train.labels(), spec.id() + " wrote to the labels");
        if (spec.nonPrivate()) {
            assertFalse(f.spent().isPrivate(), spec.id() + " is declared non-private");
        } else {
            assertTrue(f.spent().isPrivate(), spec.id() + " must claim a finite epsilon");
            DpChecks.requireWithin(f.spent(), BUDGET);
        }
    }

    @ParameterizedTest
    @MethodSource("learners")
    void sameSeed_sameBits_otherSeed_otherBits(LearnerSpec<?> spec) {
        // the model's scores on fixed rows stand for its parameters (any model type); a private learner's noise
        // is continuous, so two seeds giving the same scores to the last bit means the seed was ignored
        Dataset train = Fixtures.marginData(200, 10, 0.1, 1, 2);
        Dataset probe = Fixtures.marginData(50, 10, 0.1, 1, 3);
        var learner = spec.create(Map.of());
        double[] a = learner.fit(Fixtures.trainingData(spec, train), BUDGET, SeededNoise.forCell(7, "cell")).model().scores(probe);
        double[] b = spec.create(Map.of()).fit(Fixtures.trainingData(spec, train), BUDGET, SeededNoise.forCell(7, "cell")).model()
                .scores(probe);
        assertArrayEquals(a, b, spec.id() + ": the same seed must give the same bits");
        if (!spec.nonPrivate()) {
            double[] c = learner.fit(Fixtures.trainingData(spec, train), BUDGET, SeededNoise.forCell(8, "cell")).model().scores(probe);
            assertFalse(Arrays.equals(a, c), spec.id() + ": another seed must give other bits");
        }
    }

    @ParameterizedTest
    @MethodSource("learners")
    void infiniteEpsilon_claimsNoGuarantee(LearnerSpec<?> spec) {
        Fit f = fit(spec, Fixtures.marginData(200, 10, 0.1, 1, 2), new Budget(Double.POSITIVE_INFINITY, 0));
        assertFalse(f.spent().isPrivate(), spec.id());
        assertFinite(f.model().scores(Fixtures.marginData(50, 10, 0.1, 1, 3)), spec.id());
    }

    @ParameterizedTest
    @MethodSource("learners")
    void nanFeatures_andEmptyData_areRefusedByName(LearnerSpec<?> spec) {
        Dataset train = Fixtures.marginData(200, 10, 0.1, 1, 2);
        double[] x = train.x().clone();
        x[37] = Double.NaN;
        Dataset nan = train.withFeatures(x, 10, train.normBound());
        var e = assertThrows(IllegalArgumentException.class, () -> fit(spec, nan, BUDGET), spec.id());
        assertTrue(e.getMessage().contains("NaN"), spec.id() + ": " + e.getMessage());
        Dataset empty = Dataset.empty("empty", 10, List.of("-1", "+1"));
        var e2 = assertThrows(IllegalArgumentException.class, () -> fit(spec, empty, BUDGET), spec.id());
        assertTrue(e2.getMessage().contains("row"), spec.id() + ": " + e2.getMessage());
    }

    @ParameterizedTest
    @MethodSource("learners")
    void threeClasses_areFittedByMulticlassLearnersAndRefusedByBinaryOnes(LearnerSpec<?> spec) {
        Dataset three = Fixtures.clusters(300, 10, 3, 7);
        if (spec.task() == Task.MULTICLASS) {
            Fit f = fit(spec, three, BUDGET);
            assertEquals(3, f.model().classes(), spec.id());
            double[] s = f.model().scores(three);
            assertEquals(300 * 3, s.length, spec.id());
            assertFinite(s, spec.id());
        } else {
            var e = assertThrows(IllegalArgumentException.class, () -> fit(spec, three, BUDGET), spec.id());
            // named by the class's declared id (an alias entry such as noisy-gd-full shares dp-gd's class)
            String declared = spec.learnerClass().getAnnotation(Learner.class).id();
            assertTrue(e.getMessage().contains("binary") && e.getMessage().startsWith(declared + " "),
                    spec.id() + ": " + e.getMessage());
        }
    }
}

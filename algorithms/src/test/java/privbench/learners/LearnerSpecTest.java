package privbench.learners;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import privbench.privacy.Budget;
import privbench.privacy.Guarantee;
import privbench.privacy.noise.NoiseSource;

class LearnerSpecTest {

    enum Estimator { LAST_ITERATE, AVERAGE }

    @Learner(id = "spec-fixture", summary = "fixture for declaration tests", paper = "none", audit = AuditFamily.FROM_GUARANTEE)
    public static final class FixtureLearner implements PrivateLearner {
        public record Options(
                @Hyperparam(min = 1, doc = "T, steps") int iterations,
                @Hyperparam(min = 0, minOpen = true, doc = "eta, step size") double stepSize,
                @Hyperparam(doc = "estimator") Estimator estimator,
                @Hyperparam(doc = "centre the data") boolean center) {
            public static final Options DEFAULTS = new Options(10, 0.5, Estimator.LAST_ITERATE, false);
        }

        final Options options;

        public FixtureLearner(Options options) {
            this.options = Hyperparams.checked(options);
        }

        @Override
        public Fit fit(TrainingData data, Budget budget, NoiseSource noise) {
            return Fit.of(LinearModel.of(new double[data.sensitive().cols()]), Guarantee.nonPrivate());
        }
    }

    private final LearnerSpec<?> spec = LearnerSpec.of(FixtureLearner.class);

    @Test
    void declaration_isReadFromAnnotationsAndRecord() {
        assertEquals("spec-fixture", spec.id());
        assertEquals(4, spec.params().size());
        assertEquals("last-iterate|average", spec.param("estimator").typeName());
        assertEquals(10, spec.param("iterations").defaultValue());
    }

    @Test
    void bind_convertsYamlValuesAndKeepsDefaults() {
        Record o = spec.bind(Map.of("iterations", 200.0, "estimator", "average", "stepSize", "1e-3"));
        FixtureLearner.Options opt = (FixtureLearner.Options) o;
        assertEquals(200, opt.iterations());
        assertEquals(Estimator.AVERAGE, opt.estimator());
        assertEquals(0.001, opt.stepSize());
        assertEquals(false, opt.center());
    }

    @Test
    void canonicalJson_isSortedAndPlain() {
        Record o = spec.bind(Map.of("stepSize", 1e-5));
        assertEquals("{\"center\":false,\"estimator\":\"last-iterate\",\"iterations\":10,\"stepSize\":0.00001}",
                spec.canonicalJson(o));
    }

    @Test
    void unknownParameter_isRefusedWithTheListOfKnownOnes() {
        var e = assertThrows(IllegalArgumentException.class, () -> spec.bind(Map.of("foo", 1)));
        assertTrue(e.getMessage().contains("'foo'") && e.getMessage().contains("iterations"), e.getMessage());
    }

    @Test
    void outOfRangeOrMistypedValues_areRefusedByName() {
        var range = assertThrows(IllegalArgumentException.class, () -> spec.bind(Map.of("stepSize", 0)));
        assertTrue(range.getMessage().contains("stepSize") && range.getMessage().contains("(0, +inf]"),
                range.getMessage());
        var whole = assertThrows(IllegalArgumentException.class, () -> spec.bind(Map.of("iterations", 2.5)));
        assertTrue(whole.getMessage().contains("whole number"), whole.getMessage());
        var choice = assertThrows(IllegalArgumentException.class, () -> spec.bind(Map.of("estimator", "median")));
        assertTrue(choice.getMessage().contains("last-iterate, average"), choice.getMessage());
    }

    @Test
    void create_buildsTheLearnerWithBoundOptions() {
        PrivateLearner l = spec.create(Map.of("iterations", 3));
        assertEquals(3, ((FixtureLearner) l).options.iterations());
    }
}

package privbench.learners;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import privbench.privacy.Budget;
import privbench.privacy.Guarantee;
import privbench.privacy.noise.NoiseSource;

/**
 * A {@link HyperparamGroup} is flattened: the same parameter names in YAML, the same params JSON and the same
 * listing as the same parameters declared one by one, so moving a block into a group changes no cell id.
 */
class HyperparamGroupTest {

    enum Mode { FAST, @HyperparamAlias({"avg", "mean"}) AVERAGE }

    public record Schedule(
            @Hyperparam(min = 1, doc = "T, steps") int steps,
            @Hyperparam(min = 0, minOpen = true, doc = "eta") double learningRate) {
    }

    public record Block(
            @HyperparamGroup Schedule schedule,
            @Hyperparam(doc = "mode") Mode mode) {
    }

    /** What the fixtures fit does not matter here: only their declarations are read. */
    abstract static class Fixture implements PrivateLearner {
        @Override
        public Fit fit(TrainingData data, Budget budget, NoiseSource noise) {
            return Fit.of(LinearModel.of(new double[1]), Guarantee.nonPrivate());
        }
    }

    @Learner(id = "grouped", summary = "fixture", paper = "none", audit = AuditFamily.FROM_GUARANTEE)
    public static final class Grouped extends Fixture {
        public record Options(
                @Hyperparam(min = 1, doc = "k") int k,
                @HyperparamGroup Block block) {
            public static final Options DEFAULTS = new Options(3, new Block(new Schedule(10, 0.5), Mode.FAST));
        }

        public Grouped(Options options) {
            Hyperparams.checked(options);
        }
    }

    @Learner(id = "flat", summary = "fixture", paper = "none", audit = AuditFamily.FROM_GUARANTEE)
    public static final class Flat extends Fixture {
        public record Options(
                @Hyperparam(min = 1, doc = "k") int k,
                @Hyperparam(min = 1, doc = "T, steps") int steps,
                @Hyperparam(min = 0, minOpen = true, doc = "eta") double learningRate,
                @Hyperparam(doc = "mode") Mode mode) {
            public static final Options DEFAULTS = new Options(3, 10, 0.5, Mode.FAST);
        }

        public Flat(Options options) {
            Hyperparams.checked(options);
        }
    }

    @Learner(id = "clash", summary = "fixture", paper = "none", audit = AuditFamily.FROM_GUARANTEE)
    public static final class Clash extends Fixture {
        public record Options(
                @Hyperparam(min = 1, doc = "T") int steps,
                @HyperparamGroup Schedule schedule) {
            public static final Options DEFAULTS = new Options(1, new Schedule(10, 0.5));
        }

        public Clash(Options options) {
        }
    }

    private final LearnerSpec<?> grouped = LearnerSpec.of(Grouped.class);
    private final LearnerSpec<?> flat = LearnerSpec.of(Flat.class);

    @Test
    void groupsAreFlattened_inDeclarationOrder_withTheirDefaults() {
        assertEquals(List.of("k", "steps", "learningRate", "mode"),
                grouped.params().stream().map(LearnerSpec.Param::name).toList());
        assertEquals(10, grouped.param("steps").defaultValue());
        assertEquals("eta", grouped.param("learningRate").declaration().doc());
    }

    @Test
    void bindAndJson_matchTheSameParametersDeclaredFlat() {
        Map<String, Object> yaml = Map.of("steps", 200.0, "mode", "average", "k", 5);
        Record g = grouped.bind(yaml);
        Grouped.Options o = (Grouped.Options) g;
        assertEquals(new Block(new Schedule(200, 0.5), Mode.AVERAGE), o.block());
        assertEquals(flat.canonicalJson(flat.bind(yaml)), grouped.canonicalJson(g));
        assertEquals("{\"k\":5,\"learningRate\":0.5,\"mode\":\"average\",\"steps\":200}", grouped.canonicalJson(g));
        assertEquals(flat.canonicalValues(flat.bind(yaml)), grouped.canonicalValues(g));
    }

    @Test
    void rangesInsideGroupsAreChecked() {
        var e = assertThrows(IllegalArgumentException.class, () -> grouped.bind(Map.of("learningRate", 0)));
        assertTrue(e.getMessage().contains("learningRate"), e.getMessage());
        var unknown = assertThrows(IllegalArgumentException.class, () -> grouped.bind(Map.of("schedule", 1)));
        assertTrue(unknown.getMessage().contains("no parameter 'schedule'"), unknown.getMessage());
    }

    @Test
    void oldSpellings_areAliases_butTheCanonicalTextIsTheConstantsName() {
        assertEquals(Mode.AVERAGE, ((Grouped.Options) grouped.bind(Map.of("mode", "avg"))).block().mode());
        assertEquals(Mode.AVERAGE, ((Grouped.Options) grouped.bind(Map.of("mode", "mean"))).block().mode());
        assertEquals("average", grouped.canonicalValues(grouped.bind(Map.of("mode", "avg"))).get("mode"));
        assertEquals("fast|average", grouped.param("mode").typeName());
        assertThrows(IllegalArgumentException.class, () -> grouped.bind(Map.of("mode", "slow")));
    }

    @Test
    void aNameRepeatedAcrossAGroup_isRefused() {
        var e = assertThrows(IllegalStateException.class, () -> LearnerSpec.of(Clash.class));
        assertTrue(e.getMessage().contains("steps"), e.getMessage());
    }
}

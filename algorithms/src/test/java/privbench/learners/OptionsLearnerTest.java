package privbench.learners;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.privacy.Budget;
import privbench.privacy.Guarantee;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;

/** The base every learner extends: its options are range-checked and its rows checked for the declared task. */
class OptionsLearnerTest {

    private static final Budget BUDGET = new Budget(1.0, 1e-5);

    /** Records the rows it was handed, so a test can see what the base passed on. */
    @Learner(id = "binary-fixture", summary = "fixture", paper = "none", audit = AuditFamily.FROM_GUARANTEE)
    static final class BinaryFixture extends OptionsLearner<BinaryFixture.Options> {
        record Options(@Hyperparam(min = 1, doc = "T, steps") int steps) {
        }

        Dataset seen;

        BinaryFixture(Options opt) {
            super(opt);
        }

        @Override
        protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
            seen = train;
            return Fit.of(LinearModel.of(new double[train.cols()]), Guarantee.nonPrivate());
        }
    }

    @Learner(id = "multiclass-fixture", summary = "fixture", paper = "none", task = Task.MULTICLASS, audit = AuditFamily.FROM_GUARANTEE)
    static final class MulticlassFixture extends OptionsLearner<BinaryFixture.Options> {
        MulticlassFixture(BinaryFixture.Options opt) {
            super(opt);
        }

        @Override
        protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
            return Fit.of(LinearModel.of(new double[train.cols()]), Guarantee.nonPrivate());
        }
    }

    /** Not declared: the base cannot know its task, so it refuses to be built. */
    static final class Undeclared extends OptionsLearner<BinaryFixture.Options> {
        Undeclared(BinaryFixture.Options opt) {
            super(opt);
        }

        @Override
        protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
            throw new AssertionError("never reached");
        }
    }

    private static TrainingData data(Dataset sensitive) {
        return TrainingData.privateOnly(sensitive);
    }

    @Test
    void options_areRangeChecked_andKept() {
        var e = assertThrows(IllegalArgumentException.class, () -> new BinaryFixture(new BinaryFixture.Options(0)));
        assertEquals("steps must be in [1, +inf], got 0", e.getMessage());
        assertEquals(3, new BinaryFixture(new BinaryFixture.Options(3)).opt.steps());
    }

    @Test
    void undeclaredLearner_isRefusedAtConstruction() {
        var e = assertThrows(IllegalStateException.class, () -> new Undeclared(new BinaryFixture.Options(1)));
        assertTrue(e.getMessage().contains("no @Learner"), e.getMessage());
    }

    @Test
    void binaryTask_passesTheCheckedPrivateRows_andRefusesThreeClassesByName() {
        var learner = new BinaryFixture(new BinaryFixture.Options(1));
        Dataset two = Fixtures.marginData(50, 4, 0.1, 1, 2);
        learner.fit(data(two), BUDGET, SeededNoise.forCell(1, "x"));
        assertSame(two, learner.seen);
        var e = assertThrows(IllegalArgumentException.class,
                () -> learner.fit(data(Fixtures.clusters(60, 4, 3, 7)), BUDGET, SeededNoise.forCell(1, "x")));
        assertEquals("binary-fixture needs a binary task (2 classes), got 3 classes", e.getMessage());
    }

    @Test
    void multiclassTask_acceptsThreeClasses_butStillChecksTheRows() {
        var learner = new MulticlassFixture(new BinaryFixture.Options(1));
        assertEquals(4, learner.fit(data(Fixtures.clusters(60, 4, 3, 7)), BUDGET, SeededNoise.forCell(1, "x"))
                .model().features());
        var empty = Dataset.empty("empty", 4, List.of("a", "b", "c"));
        var e = assertThrows(IllegalArgumentException.class,
                () -> learner.fit(data(empty), BUDGET, SeededNoise.forCell(1, "x")));
        assertEquals("training data must have at least one row, got 0", e.getMessage());
    }
}

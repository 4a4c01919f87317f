package privbench.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.LearnerSpec;
import privbench.learners.PrivateLearner;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;

/**
 * A learner class under test, named once: each fit binds its parameters as the YAML layer does
 * ({@link LearnerSpec#create(Map)}, so a test exercises the declared names, defaults and ranges) and runs on private
 * rows only, as the harness runs a cell without public data. The margin and halfspace learners' tests all fit this
 * way; this is the one place that says how.
 *
 * @param cell the cell label of the seeded fits ({@link #fit(Map, Dataset, Budget, long)}): the seed and the cell
 *             name the noise stream, as in the harness
 */
public record LearnerUnderTest(LearnerSpec<?> spec, String cell) {

    /** The learner, its seeded fits in a cell named after its id. */
    public static LearnerUnderTest of(Class<? extends PrivateLearner> learner) {
        LearnerSpec<?> spec = LearnerSpec.of(learner);
        return new LearnerUnderTest(spec, spec.id());
    }

    /** The learner, its seeded fits in the given cell. */
    public static LearnerUnderTest of(Class<? extends PrivateLearner> learner, String cell) {
        return new LearnerUnderTest(LearnerSpec.of(learner), cell);
    }

    /** The learner bound from params, fitted on data (private rows only) at budget with noise. */
    public Fit fit(Map<String, ?> params, Dataset data, Budget budget, NoiseSource noise) {
        return spec.create(params).fit(TrainingData.privateOnly(data), budget, noise);
    }

    /** {@link #fit(Map, Dataset, Budget, NoiseSource)} with the stream of the seed in this test's cell. */
    public Fit fit(Map<String, ?> params, Dataset data, Budget budget, long seed) {
        return fit(params, data, budget, SeededNoise.forCell(seed, cell));
    }

    /** The test accuracy of the fit on the split's training rows. */
    public double accuracy(Map<String, ?> params, MarginSplit split, Budget budget, NoiseSource noise) {
        return split.accuracy(fit(params, split.train(), budget, noise));
    }

    /**
     * The Utility group's check where no reference is fitted: at the high budget the test accuracy is above floor and
     * more than gap above that at the low budget (both fits with the stream {@code SeededNoise.ofSeed(1)}). The
     * caller says why its floor and gap hold.
     */
    public void assertLearnsAtHighNotAtLow(Map<String, ?> params, MarginSplit split, Budget high, Budget low,
                                           double floor, double gap) {
        double atHigh = accuracy(params, split, high, SeededNoise.ofSeed(1));
        double atLow = accuracy(params, split, low, SeededNoise.ofSeed(1));
        assertTrue(atHigh > floor && atHigh > atLow + gap, high + ": " + atHigh + ", " + low + ": " + atLow
                + " (floor " + floor + ", gap " + gap + ")");
    }

    /**
     * The Utility group's {@link UtilityOrder} check on the split: fits at epsilon high and low (delta 1e-5, the
     * stream of seed 1 in this test's cell) against the non-private SVM.
     */
    public void assertUtilityOrder(Map<String, ?> params, MarginSplit split, double high, double low) {
        UtilityOrder.check(b -> fit(params, split.train(), b, 1), high, low, split.nonPrivateSvm(), split.test());
    }
}

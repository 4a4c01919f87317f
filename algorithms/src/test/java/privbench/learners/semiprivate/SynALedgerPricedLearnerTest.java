package privbench.learners.semiprivate;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.PrivateLearner;
import privbench.learners.TrainingData;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.UtilityOrder;

/**
 * A {@link LedgerPricedLearnerTest} of a learner fitted on SYN-A-like rows ({@link SemiPrivateData#rows}: ten
 * classes on a rank-10 signal, chance 0.1), whose Utility group is the one these learners share: epsilon 8 must beat
 * epsilon 0.1 and the same learner's noise-free run bound both, within 3 binomial sd on the test rows
 * ({@link UtilityOrder}; fits with stream seed 2). A test class names its test rows; its Privacy group stays its own.
 */
abstract class SynALedgerPricedLearnerTest extends LedgerPricedLearnerTest {

    private final Dataset test;

    SynALedgerPricedLearnerTest(PrivateLearner learner, TrainingData data, Dataset test) {
        super(learner, data);
        this.test = test;
    }

    @Nested
    class Utility {

        @Test
        void epsilon8_beatsEpsilon01_andTheNoiseFreeRunBoundsBoth() {
            UtilityOrder.checkAgainstNoiseFree(b -> fit(b, SeededNoise.ofSeed(2)), 8, 0.1, test);
        }
    }
}

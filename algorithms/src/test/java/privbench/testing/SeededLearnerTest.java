package privbench.testing;

import java.util.function.LongFunction;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.learners.Fit;

/**
 * The Determinism group (style guide B4) of a learner test whose determinism check is the standard one, declared
 * once: the test class extends this base and hands its constructor the seeded fit (the learner under test on the
 * test's fixed data and budget, the seed naming the noise stream); the inherited group checks that the seed decides
 * the model to the bit ({@link Reproducibility#assertSeedDecides}). A learner with further determinism checks (both
 * solvers, the noise-free run, scores for models that do not compare by value) writes its own group instead.
 */
public abstract class SeededLearnerTest {

    private final LongFunction<Fit> fitWithSeed;

    protected SeededLearnerTest(LongFunction<Fit> fitWithSeed) {
        this.fitWithSeed = fitWithSeed;
    }

    @Nested
    public class Determinism {

        @Test
        void sameSeed_sameModel_otherSeed_otherModel() {
            Reproducibility.assertSeedDecides(fitWithSeed);
        }
    }
}

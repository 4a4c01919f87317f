package privbench.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.function.LongFunction;
import privbench.learners.Fit;

/** The determinism check every learner test makes: the seed decides the model, bit for bit. */
public final class Reproducibility {

    private Reproducibility() {
    }

    /**
     * Fits with seed 1 twice and with seed 2 once (the function builds the noise source from the seed): the two
     * seed-1 models are equal to the bit (models compare their arrays exactly), the seed-2 model differs.
     */
    public static void assertSeedDecides(LongFunction<Fit> fitWithSeed) {
        Fit a = fitWithSeed.apply(1);
        assertEquals(a.model(), fitWithSeed.apply(1).model(), "same seed, same bits");
        assertNotEquals(a.model(), fitWithSeed.apply(2).model(), "another seed, another model");
    }
}

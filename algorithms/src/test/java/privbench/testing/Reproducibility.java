package privbench.testing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.Arrays;
import java.util.function.LongFunction;
import privbench.data.Dataset;
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

    /**
     * {@link #assertSeedDecides(LongFunction)} for models that do not compare by value (networks, random features):
     * their scores on the probe rows stand for the model, equal to the bit for one seed, different for another.
     */
    public static void assertSeedDecides(LongFunction<Fit> fitWithSeed, Dataset probe) {
        double[] a = fitWithSeed.apply(1).model().scores(probe);
        assertArrayEquals(a, fitWithSeed.apply(1).model().scores(probe), "same seed, same scores");
        assertFalse(Arrays.equals(a, fitWithSeed.apply(2).model().scores(probe)), "another seed, other scores");
    }
}

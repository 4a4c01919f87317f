package privbench.testing;

import java.util.Map;
import privbench.data.Dataset;
import privbench.data.synthetic.MarginHalfspace;
import privbench.privacy.noise.SeededNoise;

/**
 * Shared test data: margin-halfspace samples with a fixed structure seed, so that a training set and
 * a test set drawn with different sample seeds share one separator.
 */
public final class Fixtures {

    private Fixtures() {
    }

    /** n unit-norm rows in d dimensions with margin gamma; same structureSeed means same separator. */
    public static Dataset marginData(int n, int d, double gamma, long structureSeed, long sampleSeed) {
        var root = SeededNoise.ofSeed(structureSeed);
        return new MarginHalfspace().generate(n, d, Map.of("margin", gamma), root.structural("separator"),
                SeededNoise.ofSeed(sampleSeed).structural("rows"));
    }
}

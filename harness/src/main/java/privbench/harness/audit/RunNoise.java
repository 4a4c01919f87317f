package privbench.harness.audit;

import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;

/**
 * The noise of each training run of an audit, keyed by world and run index (never by the order runs finish
 * in), so that results do not depend on the number of threads.
 */
@FunctionalInterface
public interface RunNoise {

    /** The noise of run {@code run} in world {@code world} ("out", "in", or "probe"). */
    NoiseSource noise(String world, int run);

    /** Seeded noise: SeededNoise.forCell(seed, "audit|world|run"). */
    static RunNoise seeded(long seed) {
        return (world, run) -> SeededNoise.forCell(seed, "audit|" + world + "|" + run);
    }
}

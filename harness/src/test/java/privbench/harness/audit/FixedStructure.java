package privbench.harness.audit;

import java.util.random.RandomGenerator;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.DelegatingNoise;

/**
 * An audit's run noise whose structural streams (a learner's data-independent draws: a JL matrix, an initial
 * point) are the same in every run and world, the privacy noise and the batches still the run's own. Auditing
 * with a fixed structure is auditing the mechanism given that structure, which is valid because the structure is
 * drawn independently of the data: a guarantee that holds for the whole mechanism holds for each draw of it it
 * averages (the auditor may condition on the public randomness). It removes the structure's spread from the
 * statistic (for jl-dpsgd a fresh R per run moves w.u by the base rows' projected gradient, many times the
 * canary's shift).
 */
final class FixedStructure extends DelegatingNoise {

    private final NoiseSource structure;

    private FixedStructure(NoiseSource inner, NoiseSource structure) {
        super(inner);
        this.structure = structure;
    }

    /** The runs of {@code runs}, every structural stream drawn from {@code SeededNoise.ofSeed(structureSeed)}. */
    static RunNoise of(RunNoise runs, long structureSeed) {
        return (world, run) -> new FixedStructure(runs.noise(world, run), SeededNoise.ofSeed(structureSeed));
    }

    /** {@code inner} with every structural stream drawn from {@code SeededNoise.ofSeed(structureSeed)}. */
    static NoiseSource of(NoiseSource inner, long structureSeed) {
        return new FixedStructure(inner, SeededNoise.ofSeed(structureSeed));
    }

    @Override
    public RandomGenerator structural(String label) {
        return structure.structural(label);
    }

    @Override
    public NoiseSource child(String label) {
        return new FixedStructure(inner.child(label), structure.child(label));
    }
}

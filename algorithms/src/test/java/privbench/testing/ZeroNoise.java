package privbench.testing;

import java.util.random.RandomGenerator;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;

/**
 * A noise source whose privacy noise is zero, for sensitivity tests on worst-case neighbours;
 * structural and uniform draws still come from a seeded stream so algorithms run normally.
 */
public final class ZeroNoise implements NoiseSource {

    private final NoiseSource structure;

    public ZeroNoise(long seed) {
        this(SeededNoise.ofSeed(seed));
    }

    private ZeroNoise(NoiseSource structure) {
        this.structure = structure;
    }

    @Override
    public double gaussian(double sigma) {
        return 0;
    }

    @Override
    public void addGaussian(double[] v, int from, int length, double sigma) {
        // zero noise: v unchanged
    }

    @Override
    public double laplace(double b) {
        return 0;
    }

    @Override
    public double uniform() {
        return structure.uniform();
    }

    @Override
    public RandomGenerator structural(String label) {
        return structure.structural(label);
    }

    @Override
    public NoiseSource child(String label) {
        return new ZeroNoise(structure.child(label));
    }

    @Override
    public String mode() {
        return "zero";
    }
}

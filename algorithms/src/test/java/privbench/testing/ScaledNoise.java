package privbench.testing;

import privbench.privacy.noise.NoiseSource;

/**
 * A broken noise source for negative controls: every Gaussian and Laplace scale is multiplied by a
 * factor (e.g. 0.5 for "noise halved"). Lives only in tests.
 */
public final class ScaledNoise extends DelegatingNoise {

    private final double factor;

    public ScaledNoise(NoiseSource inner, double factor) {
        super(inner);
        this.factor = factor;
    }

    @Override
    public double gaussian(double sigma) {
        return inner.gaussian(sigma * factor);
    }

    @Override
    public void addGaussian(double[] v, int from, int length, double sigma) {
        inner.addGaussian(v, from, length, sigma * factor);
    }

    @Override
    public void addGaussian(double[] v, int from, int length, double sigma, double l2Sensitivity) {
        inner.addGaussian(v, from, length, sigma * factor, l2Sensitivity);
    }

    @Override
    public double releaseGaussian(double value, double sigma, double sensitivity) {
        return inner.releaseGaussian(value, sigma * factor, sensitivity);
    }

    @Override
    public double laplace(double b) {
        return inner.laplace(b * factor);
    }

    @Override
    public NoiseSource child(String label) {
        return new ScaledNoise(inner.child(label), factor);
    }

    @Override
    public String mode() {
        return inner.mode() + " x" + factor;
    }
}

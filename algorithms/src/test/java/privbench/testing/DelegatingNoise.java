package privbench.testing;

import java.util.random.RandomGenerator;
import privbench.privacy.noise.NoiseSource;

/**
 * A test decorator's base: every draw goes to the wrapped source unless a subclass overrides it. The source's
 * abstract methods and its sensitivity-naming Gaussian releases are forwarded; Bernoulli and integer draws keep the
 * interface's defaults (built on {@link #uniform()}), so a decorated run consumes the stream as the plain one does.
 */
public abstract class DelegatingNoise implements NoiseSource {

    protected final NoiseSource inner;

    protected DelegatingNoise(NoiseSource inner) {
        this.inner = inner;
    }

    @Override
    public double gaussian(double sigma) {
        return inner.gaussian(sigma);
    }

    @Override
    public void addGaussian(double[] v, int from, int length, double sigma) {
        inner.addGaussian(v, from, length, sigma);
    }

    @Override
    public void addGaussian(double[] v, int from, int length, double sigma, double l2Sensitivity) {
        inner.addGaussian(v, from, length, sigma, l2Sensitivity);
    }

    @Override
    public double releaseGaussian(double value, double sigma, double sensitivity) {
        return inner.releaseGaussian(value, sigma, sensitivity);
    }

    @Override
    public double laplace(double b) {
        return inner.laplace(b);
    }

    @Override
    public double uniform() {
        return inner.uniform();
    }

    @Override
    public RandomGenerator structural(String label) {
        return inner.structural(label);
    }

    @Override
    public String mode() {
        return inner.mode();
    }
}

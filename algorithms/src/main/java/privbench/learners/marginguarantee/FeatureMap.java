package privbench.learners.marginguarantee;

import java.util.random.RandomGenerator;
import privbench.privacy.noise.Gaussians;

/**
 * A data-independent random feature map psi: R^d -> R^D' that depends only on the seed (Bassily, Mohri and Suresh
 * 2022, Alg. 3 steps 1-4): random Fourier features (eq. 2) for shift-invariant kernels, random Maclaurin features
 * (Kar and Karnick 2012) for the polynomial kernel. Two datasets share the map whatever their rows.
 */
interface FeatureMap {

    /** D', the output dimension. */
    int dimension();

    /** d, the input dimension. */
    int inputs();

    /** A public bound on ||psi(x)|| for ||x|| <= 1 (exact for Fourier features; a clip radius otherwise). */
    double radius();

    /** out[outOff ..) = psi(s x[off .. off + d)) for a row scaled by s. */
    void map(double[] x, int off, double s, double[] out, int outOff);

    /** The kernel the map approximates, for tests: K(x, x'). */
    double kernel(double[] a, double[] b);

    /** Which kernel. */
    enum Kernel { GAUSSIAN, LAPLACIAN, POLY }

    /**
     * Draws the map from a structural stream: Fourier features with D frequencies (D' = 2D) for the Gaussian
     * kernel r^2 exp(-||x - x'||^2 / (2 sigma^2)) or the Laplacian exp(-||x - x'||_1 / sigma), r = 1; Maclaurin
     * features (D' = D) for (<x, x'> + c)^p.
     */
    static FeatureMap draw(Kernel kernel, int d, int features, double bandwidth, int degree, double offset,
                           RandomGenerator rng) {
        return kernel == Kernel.POLY ? MaclaurinFeatures.draw(d, features, degree, offset, rng)
                : FourierFeatures.draw(kernel, d, features, bandwidth, rng);
    }

    /** Random Fourier features psi(x) = (r/sqrt(D)) (cos <w_j, x>, sin <w_j, x>)_j: ||psi(x)|| = r exactly (P7). */
    record FourierFeatures(Kernel kernel, double[] omega, int inputs, int frequencies, double bandwidth)
            implements FeatureMap {

        static FourierFeatures draw(Kernel kernel, int d, int features, double bandwidth, RandomGenerator rng) {
            double[] omega = new double[features * d];
            for (int t = 0; t < omega.length; t++) {
                omega[t] = kernel == Kernel.GAUSSIAN ? Gaussians.standard(rng) / bandwidth
                        // Cauchy(0, 1/sigma): the spectral measure of exp(-||z||_1 / sigma), coordinate-wise
                        : Math.tan(Math.PI * (Gaussians.uniformOpenZero(rng) - 0.5)) / bandwidth;
            }
            return new FourierFeatures(kernel, omega, d, features, bandwidth);
        }

        @Override
        public int dimension() {
            return 2 * frequencies;
        }

        @Override
        public double radius() {
            return 1.0;
        }

        @Override
        public void map(double[] x, int off, double s, double[] out, int outOff) {
            double f = 1 / Math.sqrt(frequencies);
            for (int j = 0; j < frequencies; j++) {
                double a = 0;
                int o = j * inputs;
                for (int t = 0; t < inputs; t++) {
                    a += omega[o + t] * x[off + t];
                }
                a *= s;
                out[outOff + 2 * j] = f * Math.cos(a);
                out[outOff + 2 * j + 1] = f * Math.sin(a);
            }
        }

        @Override
        public double kernel(double[] a, double[] b) {
            double q = 0;
            for (int t = 0; t < a.length; t++) {
                double diff = a[t] - b[t];
                q += kernel == Kernel.GAUSSIAN ? diff * diff : Math.abs(diff);
            }
            return kernel == Kernel.GAUSSIAN ? Math.exp(-q / (2 * bandwidth * bandwidth)) : Math.exp(-q / bandwidth);
        }
    }

    /**
     * Random Maclaurin features for (<x, x'> + c)^p = sum_n a_n <x, x'>^n, a_n = C(p, n) c^(p-n): feature j draws a
     * degree N with P(N = n) = 2^-(n+1) and N Rademacher vectors, psi_j(x) = sqrt(a_N 2^(N+1) / D) prod_i <v_i, x>,
     * so E <psi(x), psi(x')> = K(x, x'). The norm is random: rows are clipped to radius 2 (1 + c)^(p/2) (spec-002
     * A3 CHOICE 2 r_p for sketch maps) before the DP solver.
     */
    record MaclaurinFeatures(int inputs, int features, int degree, double offset, int[] orders, double[] coefficients,
                             double[] signs) implements FeatureMap {

        static MaclaurinFeatures draw(int d, int features, int degree, double offset, RandomGenerator rng) {
            int[] orders = new int[features];
            double[] coef = new double[features];
            int total = 0;
            for (int j = 0; j < features; j++) {
                int n = 0;
                while (rng.nextBoolean()) {
                    n++;
                }
                orders[j] = n;
                double a = n > degree ? 0 : binomial(degree, n) * Math.pow(offset, degree - n);
                coef[j] = Math.sqrt(a * Math.pow(2, n + 1) / features);
                total += n > degree ? 0 : n;
            }
            double[] signs = new double[total * d];
            for (int t = 0; t < signs.length; t++) {
                signs[t] = rng.nextBoolean() ? 1.0 : -1.0;
            }
            return new MaclaurinFeatures(d, features, degree, offset, orders, coef, signs);
        }

        private static double binomial(int p, int n) {
            double c = 1;
            for (int i = 0; i < n; i++) {
                c = c * (p - i) / (i + 1);
            }
            return c;
        }

        @Override
        public int dimension() {
            return features;
        }

        @Override
        public double radius() {
            return 2 * Math.pow(1 + offset, degree / 2.0);
        }

        @Override
        public void map(double[] x, int off, double s, double[] out, int outOff) {
            int v = 0;
            for (int j = 0; j < features; j++) {
                int n = orders[j] > degree ? 0 : orders[j];
                double prod = coefficients[j];
                for (int i = 0; i < n; i++) {
                    double dot = 0;
                    int o = (v + i) * inputs;
                    for (int t = 0; t < inputs; t++) {
                        dot += signs[o + t] * x[off + t];
                    }
                    prod *= s * dot;
                }
                v += n;
                out[outOff + j] = prod;
            }
            double norm = 0;
            for (int j = 0; j < features; j++) {
                norm += out[outOff + j] * out[outOff + j];
            }
            norm = Math.sqrt(norm);
            if (norm > radius()) {
                for (int j = 0; j < features; j++) {
                    out[outOff + j] *= radius() / norm;
                }
            }
        }

        @Override
        public double kernel(double[] a, double[] b) {
            double dot = 0;
            for (int t = 0; t < a.length; t++) {
                dot += a[t] * b[t];
            }
            return Math.pow(dot + offset, degree);
        }
    }
}

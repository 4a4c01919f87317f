package privbench.data.synthetic;

import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import privbench.data.Dataset;
import privbench.linalg.Vectors;
import privbench.privacy.noise.Gaussians;

/**
 * Unit-norm points separated by a homogeneous halfspace with a guaranteed margin.
 *
 * <p>Wang, Zhu and Wang (2024), spec section 5.2, generator G_shell(d, gamma, a): a unit separator w*
 * uniform on the sphere; each point is x = s t w* + sqrt(1 - t^2) z with s = +-1 uniform,
 * t = gamma + (1 - gamma)(1 - U^(1/a)) (mass near gamma) and z a uniform unit vector orthogonal to w*;
 * the label is s. Every row has norm 1 and margin at least gamma, so the declared norm bound is 1.
 */
public final class MarginHalfspace implements Generator {

    @Override
    public String id() {
        return "margin-halfspace";
    }

    @Override
    public String summary() {
        return "unit-norm points with a true homogeneous separator and margin gamma (WZW24 G_shell)";
    }

    @Override
    public Map<String, Double> defaults() {
        return Map.of("margin", 0.1, "concentration", 10.0);
    }

    @Override
    public Dataset generate(int rows, int d, Map<String, Double> params, RandomGenerator structure,
                            RandomGenerator sample) {
        double gamma = param(params, "margin");
        double a = param(params, "concentration");
        if (!(gamma > 0 && gamma <= 1)) {
            throw new IllegalArgumentException("margin must be in (0, 1], got " + gamma);
        }
        if (!(a > 0) || Double.isInfinite(a)) {
            throw new IllegalArgumentException("concentration must be a finite number > 0, got " + a);
        }
        if (d < 2) {
            throw new IllegalArgumentException("d must be >= 2 for margin-halfspace, got " + d);
        }
        double[] wStar = unitSeparator(d, structure);
        double[] x = new double[rows * d];
        int[] labels = new int[rows];
        double[] z = new double[d];
        for (int i = 0; i < rows; i++) {
            double s = Gaussians.uniform(sample) < 0.5 ? -1.0 : 1.0;
            double u = Gaussians.uniformOpenZero(sample);
            double t = gamma + (1 - gamma) * (1 - Math.pow(u, 1 / a));
            orthogonalUnit(wStar, z, sample);
            double r = Math.sqrt(Math.max(0, 1 - t * t));
            int off = i * d;
            for (int j = 0; j < d; j++) {
                x[off + j] = s * t * wStar[j] + r * z[j];
            }
            labels[i] = s > 0 ? 1 : 0;
        }
        return Dataset.labelled(id(), x, rows, d, labels, List.of("-1", "+1"), 1.0);
    }

    /** The true separator the structure stream fixes (exposed for tests of margins). */
    public static double[] unitSeparator(int d, RandomGenerator structure) {
        double[] w = new double[d];
        double norm;
        do {
            Gaussians.fillStandard(structure, w, 0, d);
            norm = Math.sqrt(Vectors.dot(w, w));
        } while (norm == 0);
        for (int j = 0; j < d; j++) {
            w[j] /= norm;
        }
        return w;
    }

    private static void orthogonalUnit(double[] w, double[] z, RandomGenerator rng) {
        double norm;
        do {
            Gaussians.fillStandard(rng, z, 0, z.length);
            double p = Vectors.dot(z, w);
            for (int j = 0; j < z.length; j++) {
                z[j] -= p * w[j];
            }
            norm = Math.sqrt(Vectors.dot(z, z));
        } while (norm < 1e-12);
        for (int j = 0; j < z.length; j++) {
            z[j] /= norm;
        }
    }

}

package privbench.data.synthetic;

import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import privbench.data.Dataset;
import privbench.linalg.Vectors;
import privbench.privacy.noise.Gaussians;

/**
 * The 2-D XOR pattern y = sign(u_1 u_2), u uniform on [-s, s]^2 with s = 1/sqrt(2) and a band of the given width
 * removed around each axis, embedded in R^d by an orthonormal 2-frame fixed by the structure stream (spec-002 E4 and
 * E7, Bassily, Mohri and Suresh 2022, Alg. 3 and Section 5). Every homogeneous halfspace errs on about half of the
 * rows; norm bound 1.
 */
public final class XorCheckerboard implements Generator {

    @Override
    public String id() {
        return "xor";
    }

    @Override
    public String summary() {
        return "2-D XOR y = sign(u1 u2) with a band around the axes, rotated into R^d (no halfspace)";
    }

    @Override
    public Map<String, Double> defaults() {
        return Map.of("band", 0.05);
    }

    @Override
    public Dataset generate(int rows, int d, Map<String, Double> params, RandomGenerator structure,
                            RandomGenerator sample) {
        double band = param(params, "band");
        double s = 1 / Math.sqrt(2);
        if (!(band >= 0 && band < s)) {
            throw new IllegalArgumentException("band must be in [0, " + s + "), got " + band);
        }
        if (d < 2) {
            throw new IllegalArgumentException("d must be >= 2 for xor, got " + d);
        }
        double[] e1 = MarginHalfspace.unitSeparator(d, structure);
        double[] e2 = MarginHalfspace.unitSeparator(d, structure);
        double p = Vectors.dot(e1, e2);
        double norm = 0;
        for (int j = 0; j < d; j++) {
            e2[j] -= p * e1[j];
            norm += e2[j] * e2[j];
        }
        norm = Math.sqrt(norm);
        for (int j = 0; j < d; j++) {
            e2[j] /= norm;
        }
        double[] x = new double[rows * d];
        int[] labels = new int[rows];
        for (int i = 0; i < rows; i++) {
            double u1 = coordinate(sample, s, band);
            double u2 = coordinate(sample, s, band);
            for (int j = 0; j < d; j++) {
                x[i * d + j] = u1 * e1[j] + u2 * e2[j];
            }
            labels[i] = u1 * u2 > 0 ? 1 : 0;
        }
        return Dataset.labelled(id(), x, rows, d, labels, List.of("-1", "+1"), 1.0);
    }

    /** Uniform on [-s, -band] or [band, s]. */
    private static double coordinate(RandomGenerator rng, double s, double band) {
        double sign = Gaussians.uniform(rng) < 0.5 ? -1 : 1;
        return sign * (band + Gaussians.uniform(rng) * (s - band));
    }
}

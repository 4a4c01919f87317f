package privbench.data.synthetic;

import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import privbench.data.Dataset;
import privbench.linalg.Vectors;
import privbench.privacy.noise.Gaussians;

/**
 * Two concentric shells in B^d(1) labelled y = sign(||x|| - radius), with an empty gap of the given width around the
 * radius: data no halfspace separates (both classes are symmetric about 0, so every homogeneous halfspace errs on
 * about half), the kernel data of spec-002 E4 (Bassily, Mohri and Suresh 2022, Alg. 3). The norm ||x|| is uniform in
 * [0.1, radius - gap/2] for y = -1 and in [radius + gap/2, 1] for y = +1; the direction is uniform. Norm bound 1.
 */
public final class ConcentricSpheres implements Generator {

    @Override
    public String id() {
        return "concentric-spheres";
    }

    @Override
    public String summary() {
        return "two concentric shells in the unit ball, y = sign(||x|| - radius), gap around radius (no halfspace)";
    }

    @Override
    public Map<String, Double> defaults() {
        return Map.of("radius", 0.6, "gap", 0.1);
    }

    @Override
    public Dataset generate(int rows, int d, Map<String, Double> params, RandomGenerator structure,
                            RandomGenerator sample) {
        double radius = param(params, "radius");
        double gap = param(params, "gap");
        if (!(gap >= 0 && radius - gap / 2 > 0.1 && radius + gap / 2 < 1)) {
            throw new IllegalArgumentException("radius and gap must satisfy 0.1 < radius - gap/2 and radius + gap/2 < 1,"
                    + " got radius=" + radius + ", gap=" + gap);
        }
        double[] x = new double[rows * d];
        int[] labels = new int[rows];
        double[] z = new double[d];
        for (int i = 0; i < rows; i++) {
            boolean outer = Gaussians.uniform(sample) < 0.5;
            double u = Gaussians.uniform(sample);
            double t = outer ? radius + gap / 2 + u * (1 - radius - gap / 2) : 0.1 + u * (radius - gap / 2 - 0.1);
            double norm;
            do {
                Gaussians.fillStandard(sample, z, 0, d);
                norm = Math.sqrt(Vectors.dot(z, z));
            } while (norm == 0);
            for (int j = 0; j < d; j++) {
                x[i * d + j] = t * z[j] / norm;
            }
            labels[i] = outer ? 1 : 0;
        }
        return Dataset.labelled(id(), x, rows, d, labels, List.of("inner", "outer"), 1.0);
    }
}

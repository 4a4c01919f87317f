package privbench.data.synthetic;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import privbench.data.Dataset;
import privbench.linalg.Vectors;
import privbench.privacy.noise.Gaussians;

/**
 * Classes in a low-dimensional signal subspace plus isotropic noise in every dimension: data on which a
 * few principal components carry the labels (a low-rank separable distribution in the sense of Pinto et
 * al. 2024, Def. 3).
 *
 * <p>spec-003 section 4.4, generators SYN-A and SYN-B: U in R^{d x r} with orthonormal columns (Gram-Schmidt
 * of Gaussian vectors), class centres a_c ~ N(0, I_r / r), and x = U (a_y + z) + e with z ~ N(0, spread^2 I_r)
 * and e ~ N(0, noise^2 I_d); labels uniform over the classes. The centres are drawn before U, so the latent
 * problem is the same for every d. SYN-B (the dimension sweep) is the default: noise 0.1 per coordinate,
 * rows not normalised, so the noise power grows with d while the signal does not. SYN-A is
 * {@code noise: 1/sqrt(d), normalize: 1} (unit-norm rows, declared bound 1).
 */
public final class LowRankSignal implements Generator {

    @Override
    public String id() {
        return "low-rank-signal";
    }

    @Override
    public String summary() {
        return "classes in an r-dimensional subspace plus isotropic noise (PILLAR SYN-A/SYN-B, spec-003 4.4)";
    }

    @Override
    public Map<String, Double> defaults() {
        return Map.of("rank", 10.0, "classes", 10.0, "spread", 0.3, "noise", 0.1, "normalize", 0.0);
    }

    @Override
    public Dataset generate(int rows, int d, Map<String, Double> params, RandomGenerator structure,
                            RandomGenerator sample) {
        int r = wholeParam(params, "rank", 1);
        int classes = wholeParam(params, "classes", 2);
        double spread = param(params, "spread");
        double noise = param(params, "noise");
        double normalize = param(params, "normalize");
        if (!(spread >= 0) || !(noise >= 0) || Double.isInfinite(spread) || Double.isInfinite(noise)) {
            throw new IllegalArgumentException("spread and noise must be finite and >= 0, got " + spread + " and "
                    + noise);
        }
        if (normalize != 0 && normalize != 1) {
            throw new IllegalArgumentException("normalize must be 0 or 1, got " + normalize);
        }
        if (r > d) {
            throw new IllegalArgumentException("rank must be at most d = " + d + ", got " + r);
        }
        double[] centres = new double[classes * r];
        Gaussians.fillStandard(structure, centres, 0, centres.length);
        Vectors.scale(1 / Math.sqrt(r), centres);
        double[] basis = RandomFrames.completed(new double[0], 0, r, d, structure);
        double[] x = new double[rows * d];
        int[] labels = new int[rows];
        double[] latent = new double[r];
        for (int i = 0; i < rows; i++) {
            int y = (int) (Gaussians.uniform(sample) * classes);
            labels[i] = y;
            Gaussians.fillStandard(sample, latent, 0, r);
            for (int a = 0; a < r; a++) {
                latent[a] = centres[y * r + a] + spread * latent[a];
            }
            int off = i * d;
            Gaussians.fillStandard(sample, x, off, d);
            Vectors.scale(noise, x, off, d);
            for (int a = 0; a < r; a++) {
                Vectors.axpy(latent[a], basis, a * d, x, off, d);
            }
            if (normalize == 1) {
                double norm = Vectors.norm(x, off, d);
                Vectors.scale(norm > 0 ? 1 / norm : 0, x, off, d);
            }
        }
        List<String> names = new ArrayList<>();
        for (int c = 0; c < classes; c++) {
            names.add(Integer.toString(c));
        }
        return Dataset.labelled(id(), x, rows, d, labels, names, normalize == 1 ? 1.0 : Double.POSITIVE_INFINITY);
    }
}

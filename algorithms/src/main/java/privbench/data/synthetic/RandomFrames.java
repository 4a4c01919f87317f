package privbench.data.synthetic;

import java.util.random.RandomGenerator;
import privbench.linalg.GramSchmidt;
import privbench.linalg.Vectors;
import privbench.privacy.noise.Gaussians;

/** Random orthonormal frames fixed by a generator's structure stream. */
final class RandomFrames {

    private RandomFrames() {
    }

    /**
     * A {@code total x d} row-major matrix with orthonormal rows: rows 0..given-1 copied from {@code start}
     * (orthonormal already), each further row a standard normal draw orthogonalised against every row before it
     * and normalised (drawn again in the measure-zero case it collapses), so the new rows span a uniformly random
     * subspace of the complement of the given ones.
     */
    static double[] completed(double[] start, int given, int total, int d, RandomGenerator rng) {
        double[] u = new double[total * d];
        System.arraycopy(start, 0, u, 0, given * d);
        for (int c = given; c < total; c++) {
            double norm;
            do {
                Gaussians.fillStandard(rng, u, c * d, d);
                norm = GramSchmidt.orthogonalise(u, c, d);
            } while (!(norm > 1e-8));
            Vectors.scale(1 / norm, u, c * d, d);
        }
        return u;
    }
}

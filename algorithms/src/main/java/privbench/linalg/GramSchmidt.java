package privbench.linalg;

/**
 * Modified Gram-Schmidt on the rows of a row-major matrix, the one definition of that step for the generators'
 * random frames and the public PCA.
 *
 * <p>The sums are {@link Vectors#dot}'s (four stripes), so callers that used these same calls before keep their
 * bits. {@code FeaturePca} and {@code EmbeddedMarginHalfspace} add in one chain instead and are left as they are:
 * moving them here would change the bits of committed reference runs.
 */
public final class GramSchmidt {

    private GramSchmidt() {
    }

    /**
     * Removes from row {@code c} its components along rows 0..c-1 (assumed orthonormal), one after the other, and
     * returns the norm of what is left (not normalised: the caller decides what a collapse means).
     */
    public static double orthogonalise(double[] rows, int c, int d) {
        for (int p = 0; p < c; p++) {
            Vectors.axpy(-Vectors.dot(rows, c * d, rows, p * d, d), rows, p * d, rows, c * d, d);
        }
        return Vectors.norm(rows, c * d, d);
    }
}

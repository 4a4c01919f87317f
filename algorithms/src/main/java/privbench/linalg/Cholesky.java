package privbench.linalg;

/**
 * The Cholesky factorisation A = L L^T of a symmetric positive definite d x d matrix (row-major), and
 * solves with it.
 *
 * <p>The plain column-by-column algorithm (Golub and Van Loan 2013, Algorithm 4.2.1) in a fixed order,
 * so results are bit-identical from run to run. It refuses a matrix that is not numerically positive
 * definite instead of returning NaN.
 */
public final class Cholesky {

    private final double[] lower;
    private final int d;

    private Cholesky(double[] lower, int d) {
        this.lower = lower;
        this.d = d;
    }

    /**
     * Factorises A (only its lower triangle is read; A is not modified).
     *
     * @throws IllegalArgumentException when A is not d x d or not positive definite
     */
    public static Cholesky of(double[] a, int d) {
        if (d < 1 || (long) d * d != a.length) {
            throw new IllegalArgumentException("A must be d x d with d >= 1, got " + a.length + " entries for d = " + d);
        }
        double[] l = new double[d * d];
        for (int j = 0; j < d; j++) {
            double diag = a[j * d + j] - Vectors.dot(l, j * d, l, j * d, j);
            if (!(diag > 0) || Double.isInfinite(diag)) {
                throw new IllegalArgumentException("A must be symmetric positive definite; pivot " + j + " is " + diag);
            }
            double ljj = Math.sqrt(diag);
            l[j * d + j] = ljj;
            for (int i = j + 1; i < d; i++) {
                l[i * d + j] = (a[i * d + j] - Vectors.dot(l, i * d, l, j * d, j)) / ljj;
            }
        }
        return new Cholesky(l, d);
    }

    /** The dimension d. */
    public int dimension() {
        return d;
    }

    /** x with A x = b, by forward then backward substitution (b is not modified). */
    public double[] solve(double[] b) {
        if (b.length != d) {
            throw new IllegalArgumentException("b must have " + d + " entries, got " + b.length);
        }
        double[] y = new double[d];
        for (int i = 0; i < d; i++) {
            y[i] = (b[i] - Vectors.dot(lower, i * d, y, 0, i)) / lower[i * d + i];
        }
        double[] x = new double[d];
        for (int i = d - 1; i >= 0; i--) {
            double s = y[i];
            for (int k = i + 1; k < d; k++) {
                s -= lower[k * d + i] * x[k];
            }
            x[i] = s / lower[i * d + i];
        }
        return x;
    }

    /** ln det A = 2 sum ln L_ii. */
    public double logDeterminant() {
        double s = 0;
        for (int i = 0; i < d; i++) {
            s += Math.log(lower[i * d + i]);
        }
        return 2 * s;
    }
}

package privbench.linalg;

import java.util.Arrays;

/**
 * The eigendecomposition of a real symmetric matrix, eigenvalues descending, eigenvectors with
 * deterministic signs.
 *
 * <p>Householder reduction to tridiagonal form, then implicit symmetric QR steps with Wilkinson shifts
 * (Golub and Van Loan, Matrix Computations, 4th ed., Algorithms 8.3.1 and 8.3.3), accumulating the
 * rotations. Our own code rather than a LAPACK call so that the result is a pure, single-threaded
 * function of the input: bit-identical whatever the machine's thread count (spec-003 section 5 item 1).
 * Each eigenvector's largest-magnitude entry (the first one on ties) is made positive (spec-003 CHOICE).
 *
 * @param values  the n eigenvalues, non-increasing
 * @param vectors the eigenvectors as ROWS of an n x n row-major array: row i belongs to values[i]
 * @param n       the order
 */
public record SymmetricEigen(double[] values, double[] vectors, int n) {

    private static final double EPS = Math.ulp(1.0);
    private static final int MAX_SWEEPS_PER_VALUE = 60;

    public SymmetricEigen {
        values = values.clone();
        vectors = vectors.clone();
    }

    @Override
    public double[] values() {
        return values.clone();
    }

    @Override
    public double[] vectors() {
        return vectors.clone();
    }

    /** Component j of eigenvector i. */
    public double vector(int i, int j) {
        return vectors[i * n + j];
    }

    /**
     * Decomposes the symmetric n x n row-major matrix a (only its lower triangle is read; a is not changed).
     *
     * @throws IllegalArgumentException when a is not n x n or holds a non-finite entry
     */
    public static SymmetricEigen of(double[] a, int n) {
        if (n < 1 || (long) n * n != a.length) {
            throw new IllegalArgumentException("matrix must be n x n with n >= 1, got n=" + n + " and "
                    + a.length + " entries");
        }
        for (double v : a) {
            if (!Double.isFinite(v)) {
                throw new IllegalArgumentException("matrix entries must be finite, got " + v);
            }
        }
        double[] t = new double[n * n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j <= i; j++) {
                t[i * n + j] = a[i * n + j];
                t[j * n + i] = a[i * n + j];
            }
        }
        double[] zt = identity(n);     // Z^T: rows are the columns of the accumulated transformation
        double[] d = new double[n];
        double[] e = new double[n];
        tridiagonalize(t, n, zt, d, e);
        qrIterations(d, e, zt, n);
        return sorted(d, zt, n);
    }

    private static double[] identity(int n) {
        double[] z = new double[n * n];
        for (int i = 0; i < n; i++) {
            z[i * n + i] = 1;
        }
        return z;
    }

    /**
     * Householder reduction: t = Z T Z^T with T tridiagonal (diagonal d, subdiagonal e[1..n-1]).
     * Step k reflects rows/columns k+1..n-1 so that column k is zero below its subdiagonal.
     */
    private static void tridiagonalize(double[] t, int n, double[] zt, double[] d, double[] e) {
        double[] v = new double[n];
        double[] p = new double[n];
        double[] w = new double[n];
        for (int k = 0; k < n - 2; k++) {
            int m = n - k - 1;
            double tail = 0;
            for (int i = k + 2; i < n; i++) {
                tail = Math.hypot(tail, t[i * n + k]);
            }
            if (tail == 0) {
                continue;   // column already tridiagonal
            }
            double x0 = t[(k + 1) * n + k];
            double norm = Math.hypot(x0, tail);
            double alpha = x0 > 0 ? -norm : norm;
            for (int i = 0; i < m; i++) {
                v[i] = t[(k + 1 + i) * n + k];
            }
            v[0] -= alpha;
            double vn = 0;
            for (int i = 0; i < m; i++) {
                vn = Math.hypot(vn, v[i]);
            }
            for (int i = 0; i < m; i++) {
                v[i] /= vn;
            }
            // p = A22 v, K = v.p, q = p - K v; A22 <- A22 - 2 v q^T - 2 q v^T
            for (int i = 0; i < m; i++) {
                p[i] = Vectors.dot(t, (k + 1 + i) * n + k + 1, v, 0, m);
            }
            double kk = Vectors.dot(p, 0, v, 0, m);
            for (int i = 0; i < m; i++) {
                p[i] -= kk * v[i];
            }
            for (int i = 0; i < m; i++) {
                int row = (k + 1 + i) * n + k + 1;
                double vi = 2 * v[i];
                double pi = 2 * p[i];
                for (int j = 0; j < m; j++) {
                    t[row + j] -= vi * p[j] + pi * v[j];
                }
            }
            t[(k + 1) * n + k] = alpha;
            t[k * n + k + 1] = alpha;
            for (int i = k + 2; i < n; i++) {
                t[i * n + k] = 0;
                t[k * n + i] = 0;
            }
            // Z <- Z H on columns k+1..n-1, kept transposed (zt = Z^T): rows k+1.. of zt become H zt
            Arrays.fill(w, 0.0);
            for (int i = 0; i < m; i++) {
                Vectors.axpy(v[i], zt, (k + 1 + i) * n, w, 0, n);
            }
            for (int i = 0; i < m; i++) {
                Vectors.axpy(-2 * v[i], w, 0, zt, (k + 1 + i) * n, n);
            }
        }
        for (int i = 0; i < n; i++) {
            d[i] = t[i * n + i];
            e[i] = i == 0 ? 0 : t[i * n + i - 1];
        }
    }

    /** Implicit symmetric QR steps with Wilkinson shifts until every subdiagonal entry is negligible. */
    private static void qrIterations(double[] d, double[] e, double[] zt, int n) {
        int hi = n - 1;
        int sweeps = 0;
        while (hi > 0) {
            for (int i = 1; i <= hi; i++) {
                if (Math.abs(e[i]) <= EPS * (Math.abs(d[i - 1]) + Math.abs(d[i]))) {
                    e[i] = 0;
                }
            }
            while (hi > 0 && e[hi] == 0) {
                hi--;
            }
            if (hi == 0) {
                break;
            }
            int lo = hi - 1;
            while (lo > 0 && e[lo] != 0) {
                lo--;
            }
            if (++sweeps > MAX_SWEEPS_PER_VALUE * n) {
                throw new IllegalStateException("symmetric QR did not converge in " + sweeps + " sweeps");
            }
            qrStep(d, e, zt, n, lo, hi);
        }
    }

    /** One implicit QR step on the unreduced block lo..hi, chasing the bulge down with Givens rotations. */
    private static void qrStep(double[] d, double[] e, double[] zt, int n, int lo, int hi) {
        double delta = (d[hi - 1] - d[hi]) / 2;
        double b = e[hi];
        double denom = delta + (delta >= 0 ? 1 : -1) * Math.hypot(delta, b);
        double mu = d[hi] - b * b / denom;
        double x = d[lo] - mu;
        double y = e[lo + 1];
        for (int k = lo; k < hi; k++) {
            double r = Math.hypot(x, y);
            double c = r == 0 ? 1 : x / r;
            double s = r == 0 ? 0 : -y / r;
            if (k > lo) {
                e[k] = r;   // the bulge is gone: T[k][k-1] becomes r
            }
            double a = d[k];
            double dd = d[k + 1];
            double off = e[k + 1];
            d[k] = c * c * a - 2 * c * s * off + s * s * dd;
            d[k + 1] = s * s * a + 2 * c * s * off + c * c * dd;
            e[k + 1] = c * s * (a - dd) + (c * c - s * s) * off;
            if (k + 1 < hi) {
                double below = e[k + 2];
                x = e[k + 1];
                y = -s * below;        // new bulge T[k+2][k]
                e[k + 2] = c * below;
            }
            // columns k, k+1 of Z are rows k, k+1 of zt: contiguous
            int ok = k * n;
            int ok1 = ok + n;
            for (int j = 0; j < n; j++) {
                double zk = zt[ok + j];
                double zk1 = zt[ok1 + j];
                zt[ok + j] = c * zk - s * zk1;
                zt[ok1 + j] = s * zk + c * zk1;
            }
        }
    }

    /** Eigenvalues descending (stable order on ties), eigenvectors as rows with deterministic signs. */
    private static SymmetricEigen sorted(double[] d, double[] zt, int n) {
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (p, q) -> Double.compare(d[q], d[p]));
        double[] values = new double[n];
        double[] rows = new double[n * n];
        for (int i = 0; i < n; i++) {
            int col = order[i];
            values[i] = d[col];
            int best = 0;
            for (int j = 0; j < n; j++) {
                rows[i * n + j] = zt[col * n + j];
                if (Math.abs(rows[i * n + j]) > Math.abs(rows[i * n + best])) {
                    best = j;
                }
            }
            if (rows[i * n + best] < 0) {
                for (int j = 0; j < n; j++) {
                    rows[i * n + j] = -rows[i * n + j];
                }
            }
        }
        return new SymmetricEigen(values, rows, n);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SymmetricEigen s && n == s.n && Arrays.equals(values, s.values)
                && Arrays.equals(vectors, s.vectors);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(values) + Arrays.hashCode(vectors);
    }

    @Override
    public String toString() {
        return "SymmetricEigen[n=" + n + ", top=" + (n > 0 ? values[0] : Double.NaN) + "]";
    }
}

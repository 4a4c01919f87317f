package privbench.learners.marginguarantee;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import privbench.linalg.Hadamard;

/**
 * The subsampled randomised Hadamard transform (Krahmer and Ward 2011), spec-002 P2 (RECON of Bassily, Mohri and
 * Suresh 2022, "Lemma A.4" fast JL): Phi x = (1/sqrt(k)) P H D pad(x) with H the unnormalised Sylvester matrix of
 * size d' (the next power of two >= d), D i.i.d. signs and P k distinct coordinates drawn uniformly. This equals
 * the spec's sqrt(d'/k) P (H/sqrt(d')) D, so E||Phi x||^2 = ||x||^2; O(d log d) per row, nothing of size k x d held.
 */
final class Srht implements Sketch {

    private final int k;
    private final int d;
    private final int padded;
    private final double[] signs;
    private final int[] picked;
    private final double scale;

    private Srht(int k, int d, int padded, double[] signs, int[] picked) {
        this.k = k;
        this.d = d;
        this.padded = padded;
        this.signs = signs;
        this.picked = picked;
        this.scale = 1 / Math.sqrt(k);
    }

    static Srht draw(int k, int d, RandomGenerator rng) {
        int padded = Hadamard.nextPowerOfTwo(d);
        if (k < 1 || k > padded) {
            throw new IllegalArgumentException("SRHT needs 1 <= k <= d' = " + padded + ", got k=" + k);
        }
        double[] signs = new double[padded];
        for (int j = 0; j < padded; j++) {
            signs[j] = rng.nextBoolean() ? 1.0 : -1.0;
        }
        // partial Fisher-Yates: the first k entries are k distinct uniform coordinates
        int[] perm = new int[padded];
        for (int j = 0; j < padded; j++) {
            perm[j] = j;
        }
        for (int j = 0; j < k; j++) {
            int s = j + rng.nextInt(padded - j);
            int t = perm[j];
            perm[j] = perm[s];
            perm[s] = t;
        }
        return new Srht(k, d, padded, signs, Arrays.copyOf(perm, k));
    }

    @Override
    public int rows() {
        return k;
    }

    @Override
    public int cols() {
        return d;
    }

    @Override
    public void project(double[] x, int n, double[] rowScale, double[] out) {
        if ((long) n * d != x.length || (long) n * k != out.length) {
            throw new IllegalArgumentException("x must be n x d = " + n + " x " + d + " and out n x k");
        }
        double[] buf = new double[padded];
        for (int i = 0; i < n; i++) {
            Arrays.fill(buf, d, padded, 0.0);
            for (int j = 0; j < d; j++) {
                buf[j] = signs[j] * x[i * d + j];
            }
            Hadamard.transform(buf, 0, padded);
            double f = scale * (rowScale == null ? 1.0 : rowScale[i]);
            for (int r = 0; r < k; r++) {
                out[i * k + r] = f * buf[picked[r]];
            }
        }
    }

    @Override
    public double[] transposeTimes(double[] v) {
        if (v.length != k) {
            throw new IllegalArgumentException("v must have k = " + k + " entries, got " + v.length);
        }
        double[] buf = new double[padded];
        for (int r = 0; r < k; r++) {
            buf[picked[r]] += v[r];
        }
        Hadamard.transform(buf, 0, padded);   // H is symmetric
        double[] out = new double[d];
        for (int j = 0; j < d; j++) {
            out[j] = scale * signs[j] * buf[j];
        }
        return out;
    }

    @Override
    public String kind() {
        return "srht";
    }
}

package privbench.linalg;

/**
 * The fast Walsh-Hadamard transform, unnormalised: v <- H v with H the Sylvester matrix of +-1 entries, in
 * place, O(n log n) for n a power of two. The orthonormal transform is H / sqrt(n).
 */
public final class Hadamard {

    private Hadamard() {
    }

    /** The smallest power of two at least n (n >= 1). */
    public static int nextPowerOfTwo(int n) {
        if (n < 1 || n > (1 << 30)) {
            throw new IllegalArgumentException("n must be in [1, 2^30], got " + n);
        }
        return n == 1 ? 1 : Integer.highestOneBit(n - 1) << 1;
    }

    /** H v on v[off .. off + n), n a power of two. */
    public static void transform(double[] v, int off, int n) {
        if (Integer.bitCount(n) != 1) {
            throw new IllegalArgumentException("the Hadamard length must be a power of two, got " + n);
        }
        for (int h = 1; h < n; h <<= 1) {
            for (int i = 0; i < n; i += h << 1) {
                for (int j = off + i, end = off + i + h; j < end; j++) {
                    double a = v[j];
                    double b = v[j + h];
                    v[j] = a + b;
                    v[j + h] = a - b;
                }
            }
        }
    }
}

package privbench.harness.datasets;

import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import privbench.data.Dataset;

/**
 * The rows of one data key, preprocessed: the private pool in its seeded order (so a training set of
 * size n is its first n rows, and larger n contain smaller ones), the public rows and the test rows.
 *
 * <p>Shared read-only by every cell of the key: the first n rows are copied once per n, on the first cell that
 * asks, and that copy is handed to every later cell with the same n (a prepared value, a pure function of n).
 */
public final class PreparedData {

    private final Dataset privatePool;
    private final Dataset publicRows;
    private final Dataset test;
    private final ConcurrentMap<Integer, Dataset> prefixes = new ConcurrentHashMap<>();

    public PreparedData(Dataset privatePool, Dataset publicRows, Dataset test) {
        this.privatePool = Objects.requireNonNull(privatePool, "privatePool");
        this.publicRows = Objects.requireNonNull(publicRows, "publicRows");
        this.test = Objects.requireNonNull(test, "test");
    }

    public Dataset privatePool() {
        return privatePool;
    }

    public Dataset publicRows() {
        return publicRows;
    }

    public Dataset test() {
        return test;
    }

    /** The first n rows of the private pool (the pool itself for all of them; else one shared copy per n). */
    public Dataset subsample(int n) {
        if (n < 1 || n > privatePool.rows()) {
            throw new IllegalArgumentException("n must be in [1, " + privatePool.rows() + "], got " + n);
        }
        if (n == privatePool.rows()) {
            return privatePool;
        }
        return prefixes.computeIfAbsent(n, m -> {
            int[] first = new int[m];
            for (int i = 0; i < m; i++) {
                first[i] = i;
            }
            return privatePool.rows(first);
        });
    }

    /** The bytes the stored features take (float32 or float64 as stored; never widens float32 to count them). */
    public long featureBytes() {
        long sum = bytes(privatePool) + bytes(publicRows) + bytes(test);
        for (Dataset prefix : prefixes.values()) {
            sum += bytes(prefix);
        }
        return sum;
    }

    private static long bytes(Dataset d) {
        return (long) d.rows() * d.cols() * (d.isFloat32() ? Float.BYTES : Double.BYTES);
    }

    /** Equal when the three parts are (the shared prefixes are a cache of them). */
    @Override
    public boolean equals(Object o) {
        return o instanceof PreparedData p && privatePool.equals(p.privatePool) && publicRows.equals(p.publicRows)
                && test.equals(p.test);
    }

    @Override
    public int hashCode() {
        return Objects.hash(privatePool, publicRows, test);
    }

    @Override
    public String toString() {
        return "PreparedData[" + privatePool + ", " + publicRows + ", " + test + "]";
    }
}

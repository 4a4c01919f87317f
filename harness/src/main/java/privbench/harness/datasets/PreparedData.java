package privbench.harness.datasets;

import privbench.data.Dataset;

/**
 * The rows of one data key, preprocessed: the private pool in its seeded order (so a training set of
 * size n is its first n rows, and larger n contain smaller ones), the public rows and the test rows.
 */
public record PreparedData(Dataset privatePool, Dataset publicRows, Dataset test) {

    /** The first n rows of the private pool. */
    public Dataset subsample(int n) {
        if (n < 1 || n > privatePool.rows()) {
            throw new IllegalArgumentException("n must be in [1, " + privatePool.rows() + "], got " + n);
        }
        if (n == privatePool.rows()) {
            return privatePool;
        }
        int[] first = new int[n];
        for (int i = 0; i < n; i++) {
            first[i] = i;
        }
        return privatePool.rows(first);
    }
}

package privbench.harness.datasets;

import java.util.random.RandomGenerator;
import privbench.privacy.noise.Gaussians;

/**
 * Seeded Fisher-Yates shuffles drawn from {@code nextLong()} only, so they are identical on every JDK.
 */
public final class Permutation {

    private Permutation() {
    }

    /** A uniformly random permutation of 0..n-1. */
    public static int[] of(int n, RandomGenerator rng) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        shuffle(p, rng);
        return p;
    }

    /** Shuffles the array in place. */
    public static void shuffle(int[] a, RandomGenerator rng) {
        for (int i = a.length - 1; i > 0; i--) {
            // a 53-bit uniform times (i + 1): the bias is at most (i + 1) / 2^53, far below any effect we measure
            int j = (int) (Gaussians.uniform(rng) * (i + 1));
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }
}

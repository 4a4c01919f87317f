package privbench.learners.semiprivate.sgd;

import privbench.privacy.noise.exact.DyadicCoin;

import privbench.privacy.noise.NoiseSource;

/**
 * Poisson sampling by geometric skipping: every row joins a batch independently with rate q, and a step
 * costs O(qn) draws instead of n.
 *
 * <p>The gap to the next sampled row is Geometric(q) (failures before a success), drawn as
 * floor(ln U / ln(1 - q)) with U uniform on (0, 1]: the same law as n independent Bernoulli(q) coins.
 * Batches may be empty; DP-SGD still steps (spec-003 section 2.3).
 *
 * <p>Secure noise: one exact Bernoulli(q) coin per row ({@link DyadicCoin}, q's exact binary value), since
 * the floating-point logarithm of the skip is not exact; O(n) coins of about one 64-bit draw each.
 */
final class PoissonSampler implements BatchSampler {

    private final int n;
    private final double q;
    private final double logMiss;
    private final NoiseSource noise;
    private final DyadicCoin coin;

    PoissonSampler(int n, double q, NoiseSource noise) {
        if (n < 1 || !(q > 0 && q <= 1)) {
            throw new IllegalArgumentException("Poisson sampling needs n >= 1 and q in (0, 1], got n=" + n + ", q=" + q);
        }
        this.n = n;
        this.q = q;
        this.logMiss = Math.log1p(-q);
        this.noise = noise;
        this.coin = noise.exactBits().isPresent() ? new DyadicCoin(q) : null;
    }

    /** The rate each row is sampled with. */
    double rate() {
        return q;
    }

    @Override
    public int next(int[] out) {
        if (q == 1) {
            for (int i = 0; i < n; i++) {
                out[i] = i;
            }
            return n;
        }
        int count = 0;
        if (coin != null) {
            var bits = noise.exactBits().get();
            for (int r = 0; r < n; r++) {
                if (coin.flip(bits)) {
                    out[count++] = r;
                }
            }
            return count;
        }
        long i = -1;
        while (true) {
            double u = 1 - noise.uniform();   // (0, 1]
            i += 1 + (long) Math.floor(Math.log(u) / logMiss);
            if (i >= n) {
                return count;
            }
            out[count++] = (int) i;
        }
    }
}

package privbench.learners.semiprivate.sgd;

import privbench.privacy.noise.NoiseSource;

/**
 * Draws the private rows of each DP-SGD step.
 */
interface BatchSampler {

    /** Writes the row indices of the next batch to out (which has room for every row) and returns how many. */
    int next(int[] out);

    /**
     * The sampler of the settings over n rows: Poisson at the rate q of {@link SgdPrivacy#rate} (B/N for a declared
     * public N, else B/n), or shuffled batches of min(B, n).
     */
    static BatchSampler of(SgdSettings s, int n, NoiseSource noise) {
        return s.sampling().poisson()
                ? new PoissonSampler(n, SgdPrivacy.rate(s, n), noise)
                : new ShuffledBatches(n, Math.min(s.batchSize(), n), noise);
    }
}

package privbench.learners.semiprivate.sgd;

import privbench.privacy.noise.NoiseSource;

/**
 * Draws the private rows of each DP-SGD step.
 */
interface BatchSampler {

    /** Writes the row indices of the next batch to out (which has room for every row) and returns how many. */
    int next(int[] out);

    /** The sampler of the given kind over n rows with expected batch size min(batchSize, n). */
    static BatchSampler of(Sampling sampling, int n, int batchSize, NoiseSource noise) {
        return sampling.poisson()
                ? new PoissonSampler(n, Math.min(1.0, (double) batchSize / n), noise)
                : new ShuffledBatches(n, Math.min(batchSize, n), noise);
    }
}

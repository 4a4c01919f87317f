package privbench.learners.semiprivate.sgd;

import privbench.privacy.noise.NoiseSource;

/**
 * Fixed-size batches from a fresh Fisher-Yates shuffle every epoch: floor(n/B) batches of exactly B rows
 * per epoch (the remainder of each shuffle is dropped). Accounted without amplification
 * (see {@link Sampling#SHUFFLE}).
 */
final class ShuffledBatches implements BatchSampler {

    private final int batch;
    private final int[] order;
    private final NoiseSource noise;
    private final int perEpoch;
    private int position;

    ShuffledBatches(int n, int batch, NoiseSource noise) {
        if (n < 1 || batch < 1 || batch > n) {
            throw new IllegalArgumentException("shuffled batches need 1 <= B <= n, got B=" + batch + ", n=" + n);
        }
        this.batch = batch;
        this.order = new int[n];
        this.noise = noise;
        this.perEpoch = n / batch;
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        this.position = perEpoch;   // shuffle before the first batch
    }

    /** Batches per epoch, floor(n/B). */
    static int batchesPerEpoch(int n, int batch) {
        return n / Math.min(batch, n);
    }

    @Override
    public int next(int[] out) {
        if (position == perEpoch) {
            for (int i = order.length - 1; i > 0; i--) {
                int j = noise.uniformInt(i + 1);
                int t = order[i];
                order[i] = order[j];
                order[j] = t;
            }
            position = 0;
        }
        System.arraycopy(order, position * batch, out, 0, batch);
        position++;
        return batch;
    }
}

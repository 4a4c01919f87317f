package privbench.learners.auc;

import java.util.Arrays;
import privbench.linalg.Parallelism;

/**
 * The O(n+ n-) part of the logistic pairwise risk: over every (positive i, negative j) pair, t = s+_i - s-_j,
 * the sum of ln(1 + e^-t), and the sums of sigma(-t) over j for each i and over i for each j.
 *
 * <p>The positives are cut into blocks of {@link #BLOCK} rows, one task each on the cell's row threads
 * ({@link Parallelism}); a block writes its rows' sums and its own partial sum per negative, and the partial
 * sums are added in block order. Block size, lanes and order are fixed, so the result is the same bits on any
 * thread count and with the SIMD or the scalar kernel ({@link PairBlockKernel}). Not thread-safe: an instance
 * owns its work arrays.
 */
final class LogisticPairSums {

    /** Positives per task. */
    static final int BLOCK = 256;
    /**
     * Largest score span (max - min over both classes) for which e^(s - c), c the span's midpoint, stays within
     * [e^-300, e^300], where the products of {@link ScalarPairBlockKernel#term} neither overflow nor go
     * subnormal. Wider spans (||w|| above about 300 on rows in the unit ball) take one exp per pair.
     */
    static final double SPAN_LIMIT = 600;
    /** Negatives per task when the blocks' partial sums are added. */
    private static final int REDUCE_CHUNK = 4096;

    private final int np;
    private final int nn;
    private final Parallelism threads;
    private final PairBlockKernel kernel;
    private final double[] u;
    private final double[] v;
    private final double[] rowLoss;
    private final double[][] partials;

    LogisticPairSums(int np, int nn, Parallelism threads) {
        this(np, nn, threads, PairBlockKernel.forPairs((long) np * nn));
    }

    /** With a given kernel, for the tests that hold the kernels to each other. */
    LogisticPairSums(int np, int nn, Parallelism threads, PairBlockKernel kernel) {
        this.np = np;
        this.nn = nn;
        this.threads = threads;
        this.kernel = kernel;
        this.u = new double[np];
        this.v = new double[nn];
        this.rowLoss = new double[np];
        this.partials = new double[(np + BLOCK - 1) / BLOCK][nn];
    }

    /**
     * The sum of ln(1 + e^-t) over all pairs; rowG[i] = sum over j of sigma(-t_ij), colG[j] = sum over i.
     *
     * @param sPos the positives' scores (n+ entries), sNeg the negatives' (n-)
     */
    double sums(double[] sPos, double[] sNeg, double[] rowG, double[] colG) {
        double lo = Math.min(min(sPos), min(sNeg));
        double hi = Math.max(max(sPos), max(sNeg));
        boolean exact = !(hi - lo <= SPAN_LIMIT);
        if (!exact) {
            double c = 0.5 * lo + 0.5 * hi;
            for (int i = 0; i < np; i++) {
                u[i] = StrictMath.exp(sPos[i] - c);
            }
            for (int j = 0; j < nn; j++) {
                v[j] = StrictMath.exp(sNeg[j] - c);
            }
        }
        threads.forEach(partials.length, b -> {
            Arrays.fill(partials[b], 0.0);
            kernel.block(sPos, u, b * BLOCK, Math.min(np, (b + 1) * BLOCK), sNeg, v, exact, rowLoss, rowG,
                    partials[b]);
        });
        threads.forEach((nn + REDUCE_CHUNK - 1) / REDUCE_CHUNK, k -> {
            for (int j = k * REDUCE_CHUNK, end = Math.min(nn, j + REDUCE_CHUNK); j < end; j++) {
                double s = partials[0][j];
                for (int b = 1; b < partials.length; b++) {
                    s += partials[b][j];
                }
                colG[j] = s;
            }
        });
        double total = 0;
        for (int i = 0; i < np; i++) {
            total += rowLoss[i];
        }
        return total;
    }

    private static double min(double[] x) {
        double m = Double.POSITIVE_INFINITY;
        for (double e : x) {
            m = Math.min(m, e);
        }
        return m;
    }

    private static double max(double[] x) {
        double m = Double.NEGATIVE_INFINITY;
        for (double e : x) {
            m = Math.max(m, e);
        }
        return m;
    }
}

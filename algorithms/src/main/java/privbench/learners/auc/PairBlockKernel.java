package privbench.learners.auc;

import privbench.linalg.RowKernels;

/**
 * Sums the logistic pair terms of one block of positive rows against every negative row
 * ({@link LogisticPairSums} cuts the positives into blocks and adds their results in block order).
 *
 * <p>Every implementation computes each pair term with the same floating-point operations
 * ({@link ScalarPairBlockKernel#term}) and adds them in the same order: for row i, the terms of negatives
 * j &lt; (n- rounded down to a multiple of four) go to lane j mod 4, the lanes are added as
 * (l0 + l1) + (l2 + l3), then the remaining negatives in order; for negative j, the derivatives of the
 * block's rows are added in row order. So the SIMD and scalar kernels agree bit for bit.
 */
interface PairBlockKernel {

    /**
     * Pairs from which the SIMD kernel is used: below, its JIT warm-up (interpreted vector code runs at a
     * hundredth of scalar speed) costs more than it saves. Same bits either way.
     */
    long SIMD_MIN_PAIRS = RowKernels.SIMD_MIN_ENTRIES;

    /**
     * Row i's loss sum and derivative sum over all negatives into rowLoss[i] and rowG[i], for i0 &lt;= i &lt; i1,
     * and each derivative added to colPartial[j] (which the caller zeroes).
     *
     * @param u     e^(s+_i - c) for the positives' scores s+ and a centre c
     * @param v     e^(s-_j - c) for the negatives
     * @param exact true when the scores span more than {@link LogisticPairSums#SPAN_LIMIT}: then u and v may
     *              overflow, and each term is computed from its own exp instead ({@link ScalarPairBlockKernel#exactTerm})
     */
    void block(double[] sPos, double[] u, int i0, int i1, double[] sNeg, double[] v, boolean exact,
               double[] rowLoss, double[] rowG, double[] colPartial);

    /** The SIMD kernel where the vector module is present and the work repays its warm-up, else the scalar one. */
    static PairBlockKernel forPairs(long pairs) {
        return RowKernels.simd() && pairs >= SIMD_MIN_PAIRS ? VectorPairBlockKernel.INSTANCE
                : ScalarPairBlockKernel.INSTANCE;
    }
}

package privbench.harness.audit;

import java.util.Arrays;

/**
 * Every threshold worth testing on two worlds' scores, with its error counts: each distinct score in
 * increasing order, then +Infinity (which guesses "out" for every run), and for each the "in" scores below it
 * (false negatives) and the "out" scores below it (true negatives). Guessing "in" means score >= threshold.
 * It exists because the threshold choices ({@link ThresholdBound#best}, {@link ThresholdBound#select}) and the
 * ROC frontier ({@link RocFrontier}) all walk the same sweep.
 *
 * @param thresholds    the thresholds, increasing, the last +Infinity
 * @param falseNegative "in" scores below each threshold
 * @param trueNegative  "out" scores below each threshold
 */
record ThresholdSweep(double[] thresholds, int[] falseNegative, int[] trueNegative) {

    /** The sweep of the given scores (both non-empty). */
    static ThresholdSweep of(double[] inScores, double[] outScores) {
        if (inScores.length == 0 || outScores.length == 0) {
            throw new IllegalArgumentException("both worlds need scores, got " + inScores.length + " in and "
                    + outScores.length + " out");
        }
        double[] in = inScores.clone();
        double[] out = outScores.clone();
        Arrays.sort(in);
        Arrays.sort(out);
        double[] all = new double[in.length + out.length + 1];
        System.arraycopy(in, 0, all, 0, in.length);
        System.arraycopy(out, 0, all, in.length, out.length);
        all[all.length - 1] = Double.POSITIVE_INFINITY;
        Arrays.sort(all);
        double[] t = new double[all.length];
        int[] fns = new int[all.length];
        int[] tns = new int[all.length];
        int size = 0;
        int fn = 0;
        int tn = 0;
        for (int i = 0; i < all.length; i++) {
            if (i > 0 && all[i] == all[i - 1]) {
                continue;
            }
            while (fn < in.length && in[fn] < all[i]) {
                fn++;
            }
            while (tn < out.length && out[tn] < all[i]) {
                tn++;
            }
            t[size] = all[i];
            fns[size] = fn;
            tns[size++] = tn;
        }
        return new ThresholdSweep(Arrays.copyOf(t, size), Arrays.copyOf(fns, size), Arrays.copyOf(tns, size));
    }

    /** The number of thresholds. */
    int size() {
        return thresholds.length;
    }
}

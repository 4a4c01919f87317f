package privbench.harness.audit;

import java.util.Arrays;

/**
 * The epsilon lower bound of a threshold test on the scores of runs with and without the canary
 * (Jagielski, Ullman and Oprea 2020; Nasr et al. 2021): guess "in" when score >= threshold, bound the
 * false-negative and false-positive rates from above with one-sided Clopper-Pearson bounds at alpha/2 each,
 * and, since an (epsilon, delta)-DP mechanism has TPR <= e^epsilon FPR + delta for every test (and the
 * same with the worlds swapped), report
 * epsilon_lb = max(ln((1 - FNR_hi - delta) / FPR_hi), ln((1 - FPR_hi - delta) / FNR_hi), 0).
 * Both terms use the same two bounds, so the result holds with confidence 1 - alpha.
 *
 * @param threshold   the threshold
 * @param tp          "in" runs scoring >= threshold
 * @param fn          "in" runs scoring below it
 * @param fp          "out" runs scoring >= threshold
 * @param tn          "out" runs scoring below it
 * @param fnrUpper    Clopper-Pearson upper bound on the false-negative rate at alpha/2
 * @param fprUpper    the same for the false-positive rate
 * @param epsilon     the epsilon lower bound (0 when the test shows nothing)
 * @param swapped     true when the larger term is the swapped one, ln((1 - FPR_hi - delta) / FNR_hi): the
 *                    guarantee read with the two worlds exchanged (TNR <= e^epsilon FNR + delta)
 */
public record ThresholdBound(double threshold, int tp, int fn, int fp, int tn, double fnrUpper, double fprUpper,
                             double epsilon, boolean swapped) {

    /**
     * The bound at one threshold.
     *
     * @param twoSided false to use only TPR against FPR, as one-sided audits do
     */
    public static ThresholdBound at(double[] in, double[] out, double threshold, double delta, double alpha,
                                    boolean twoSided) {
        requireScores(in, out);
        int fn = countBelow(in, threshold);
        int tn = countBelow(out, threshold);
        return of(threshold, in.length - fn, fn, out.length - tn, tn, delta, alpha, twoSided);
    }

    /**
     * The threshold whose bound is largest on these scores: every distinct score is tried (and +Infinity,
     * which guesses "out" for every run). Choose it on runs that are not used to evaluate it.
     */
    public static ThresholdBound best(double[] in, double[] out, double delta, double alpha) {
        requireScores(in, out);
        ThresholdSweep sweep = ThresholdSweep.of(in, out);
        ThresholdBound best = null;
        for (int i = 0; i < sweep.size(); i++) {
            int fn = sweep.falseNegative()[i];
            int tn = sweep.trueNegative()[i];
            ThresholdBound b = of(sweep.thresholds()[i], in.length - fn, fn, out.length - tn, tn, delta, alpha, true);
            if (best == null || b.epsilon > best.epsilon) {
                best = b;
            }
        }
        return best;
    }

    /**
     * The threshold to evaluate on {@code evalIn} and {@code evalOut} runs, chosen on held-out selection runs
     * only: for every distinct selection score (and +Infinity) the selection runs' error rates, taken at their
     * 70% Clopper-Pearson upper bounds so that a far tail with a handful of lucky counts does not win (the
     * winner's curse of choosing among thousands of thresholds), are scaled to the evaluation counts and turned
     * into the bound those counts would give; the threshold whose predicted bound is largest wins. Unlike {@link #best}, this plans for the evaluation sample's size, so a small selection
     * share still picks a threshold as far in the tail as the evaluation runs can support.
     */
    public static double select(double[] in, double[] out, int evalIn, int evalOut, double delta, double alpha) {
        requireScores(in, out);
        ThresholdSweep sweep = ThresholdSweep.of(in, out);
        double bestThreshold = Double.POSITIVE_INFINITY;
        double best = -1;
        for (int i = 0; i < sweep.size(); i++) {
            double t = sweep.thresholds()[i];
            int pfn = predicted(sweep.falseNegative()[i], in.length, evalIn);
            int pfp = predicted(out.length - sweep.trueNegative()[i], out.length, evalOut);
            ThresholdBound b = of(t, evalIn - pfn, pfn, pfp, evalOut - pfp, delta, alpha, true);
            if (b.epsilon > best) {
                best = b.epsilon;
                bestThreshold = t;
            }
        }
        return bestThreshold;
    }

    /** k of n selection runs, as a count out of m evaluation runs at the rate's 70% upper bound. */
    private static int predicted(int k, int n, int m) {
        return (int) Math.min(m, Math.round(m * ClopperPearson.upper(k, n, SELECTION_ALPHA)));
    }

    /** The selection's rate bounds are one-sided at 70%: pessimistic enough to damp the winner's curse. */
    private static final double SELECTION_ALPHA = 0.3;

    static ThresholdBound of(double threshold, int tp, int fn, int fp, int tn, double delta, double alpha,
                                     boolean twoSided) {
        double fnrHi = ClopperPearson.upper(fn, (long) tp + fn, alpha / 2);
        double fprHi = ClopperPearson.upper(fp, (long) fp + tn, alpha / 2);
        double above = logRatio(1 - fnrHi - delta, fprHi);
        double below = twoSided ? logRatio(1 - fprHi - delta, fnrHi) : Double.NEGATIVE_INFINITY;
        double eps = Math.max(0.0, Math.max(above, below));
        return new ThresholdBound(threshold, tp, fn, fp, tn, fnrHi, fprHi, eps, below > above);
    }

    /** ln(a / b), or -Infinity when a <= 0 (the test cannot beat delta). */
    private static double logRatio(double a, double b) {
        return a > 0 ? Math.log(a) - Math.log(b) : Double.NEGATIVE_INFINITY;
    }

    private static int countBelow(double[] scores, double threshold) {
        int c = 0;
        for (double s : scores) {
            c += s < threshold ? 1 : 0;
        }
        return c;
    }

    private static void requireScores(double[] in, double[] out) {
        if (in.length == 0 || out.length == 0) {
            throw new IllegalArgumentException("both worlds need scores, got " + in.length + " in and " + out.length
                    + " out");
        }
        for (double[] scores : new double[][] {in, out}) {
            for (double s : scores) {
                if (Double.isNaN(s)) {
                    throw new IllegalArgumentException("scores must not be NaN");
                }
            }
        }
    }
}

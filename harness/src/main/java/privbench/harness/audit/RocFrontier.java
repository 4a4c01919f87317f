package privbench.harness.audit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The thresholds worth testing on canary scores: for every distinct score (and +Infinity) the counts of
 * "in" scores below it (false negatives) and "out" scores below it (true negatives), reduced to the upper
 * concave frontier of those count pairs, since a threshold inside the frontier is dominated by a mix of its
 * neighbours. Guessing "in" means score >= threshold.
 *
 * @param thresholds    the frontier's thresholds, increasing
 * @param falseNegative "in" scores below each threshold
 * @param trueNegative  "out" scores below each threshold
 * @param in            the number of "in" scores
 * @param out           the number of "out" scores
 */
public record RocFrontier(double[] thresholds, int[] falseNegative, int[] trueNegative, int in, int out) {

    /** The frontier of the given scores. */
    public static RocFrontier of(double[] inScores, double[] outScores) {
        ThresholdSweep sweep = ThresholdSweep.of(inScores, outScores);
        List<double[]> points = new ArrayList<>();
        for (int i = 0; i < sweep.size(); i++) {
            points.add(new double[] {sweep.thresholds()[i], sweep.falseNegative()[i], sweep.trueNegative()[i]});
        }
        int[] keep = frontier(points);
        double[] t = new double[keep.length];
        int[] f = new int[keep.length];
        int[] n = new int[keep.length];
        for (int k = 0; k < keep.length; k++) {
            double[] p = points.get(keep[k]);
            t[k] = p[0];
            f[k] = (int) p[1];
            n[k] = (int) p[2];
        }
        return new RocFrontier(t, f, n, inScores.length, outScores.length);
    }

    /**
     * Indices of the points (x = false negatives, y = true negatives, both non-decreasing) on the upper
     * concave chain: a point is dropped when it lies on or below the segment joining its neighbours on the
     * chain, i.e. when the turn it makes is not strictly clockwise (the monotone-chain hull).
     */
    static int[] frontier(List<double[]> points) {
        int[] stack = new int[points.size()];
        int size = 0;
        for (int i = 0; i < points.size(); i++) {
            while (size >= 2 && turn(points.get(stack[size - 2]), points.get(stack[size - 1]), points.get(i)) <= 0) {
                size--;
            }
            stack[size++] = i;
        }
        return Arrays.copyOf(stack, size);
    }

    /** (b - a) x (c - b) with the sign convention that a strictly concave (clockwise) turn is positive. */
    private static double turn(double[] a, double[] b, double[] c) {
        double dx1 = b[1] - a[1];
        double dy1 = b[2] - a[2];
        double dx2 = c[1] - b[1];
        double dy2 = c[2] - b[2];
        return dy1 * dx2 - dy2 * dx1;
    }

    /** The number of frontier thresholds (the Bonferroni count of an audit over all of them). */
    public int size() {
        return thresholds.length;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RocFrontier r && Arrays.equals(thresholds, r.thresholds)
                && Arrays.equals(falseNegative, r.falseNegative) && Arrays.equals(trueNegative, r.trueNegative)
                && in == r.in && out == r.out;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(thresholds) * 31 + Arrays.hashCode(falseNegative);
    }

    @Override
    public String toString() {
        return "RocFrontier[" + thresholds.length + " thresholds, " + in + " in, " + out + " out]";
    }
}

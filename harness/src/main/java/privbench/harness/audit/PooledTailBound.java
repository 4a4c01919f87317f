package privbench.harness.audit;

import org.apache.commons.math3.distribution.NormalDistribution;

/**
 * The epsilon lower bound of two tail tests pooled into one count, for statistics that are (close to) Gaussian
 * in both worlds: "in" when score >= the high threshold, and, with the worlds exchanged, "out" when score < the
 * low threshold. An (epsilon, delta)-DP mechanism satisfies P_in(S) <= e^epsilon P_out(S) + delta for
 * S = {score >= hi} and P_out(S') <= e^epsilon P_in(S') + delta for S' = {score < lo}; the mean of the two is
 * A <= e^epsilon B + delta with A = (P_in(S) + P_out(S')) / 2 and B = (P_out(S) + P_in(S')) / 2. The detections
 * (in runs in S plus out runs in S') and the false alarms (out runs in S plus in runs in S') are each a sum of
 * 2m independent Bernoulli trials, m per world, with two success probabilities: by Hoeffding (1956, "On the
 * distribution of the number of successes in independent trials", Theorem 4) such a sum is less spread in
 * its tails than the binomial with the same mean (P(S <= b) <= P(Bin <= b) for b <= 2m p - 1, and the same
 * for the upper tail above 2m p + 1), so the Clopper-Pearson bounds of the binomial with 2m trials, kept
 * beyond those two points, hold for the pooled rates. With one-sided bounds at alpha/2 each:
 * epsilon_lb = max(ln((A_lo - delta) / B_hi), 0) at confidence 1 - alpha.
 *
 * <p>Why pool: the certified figure is limited by the few false alarms counted in a far tail; the Gaussian
 * mechanism's two tails carry the same evidence, and pooling them counts twice as many, worth as much as twice
 * the runs for the same fits (the threshold test alone reads one tail).
 *
 * @param high           guess "in" when score >= high
 * @param low            guess "out" when score < low (low <= high)
 * @param trials         2m, the runs of both worlds that evaluate the pair
 * @param detections     in runs >= high plus out runs < low
 * @param falseAlarms    out runs >= high plus in runs < low
 * @param detectionLower lower bound on the pooled detection rate A (confidence 1 - alpha/2)
 * @param alarmUpper     upper bound on the pooled false-alarm rate B (confidence 1 - alpha/2)
 * @param epsilon        the epsilon lower bound (0 when the test shows nothing)
 */
public record PooledTailBound(double high, double low, int trials, int detections, int falseAlarms,
                             double detectionLower, double alarmUpper, double epsilon) {

    private static final NormalDistribution STANDARD = new NormalDistribution(null, 0, 1);

    /** The bound of a threshold pair on the evaluation scores (the same number of runs in both worlds). */
    public static PooledTailBound at(double[] in, double[] out, double high, double low, double delta, double alpha) {
        if (in.length == 0 || in.length != out.length) {
            throw new IllegalArgumentException("both worlds need the same positive number of scores, got " + in.length
                    + " in and " + out.length + " out");
        }
        if (!(low <= high)) {
            throw new IllegalArgumentException("the low threshold must not exceed the high one, got " + low + " and "
                    + high);
        }
        int detections = 0;
        int alarms = 0;
        for (double s : in) {
            requireScore(s);
            detections += s >= high ? 1 : 0;
            alarms += s < low ? 1 : 0;
        }
        for (double s : out) {
            requireScore(s);
            alarms += s >= high ? 1 : 0;
            detections += s < low ? 1 : 0;
        }
        return of(high, low, 2 * in.length, detections, alarms, delta, alpha);
    }

    /** The bound of given pooled counts. */
    static PooledTailBound of(double high, double low, int trials, int detections, int alarms, double delta,
                              double alpha) {
        double aLo = detectionLower(detections, trials, alpha / 2);
        double bHi = alarmUpper(alarms, trials, alpha / 2);
        double eps = aLo - delta > 0 ? Math.max(0.0, Math.log(aLo - delta) - Math.log(bHi)) : 0.0;
        return new PooledTailBound(high, low, trials, detections, alarms, aLo, bHi, eps);
    }

    /**
     * Clopper-Pearson upper bound on a pooled rate, never below (k + 1) / n: Hoeffding's comparison with the
     * binomial holds for means at least one count above the observed one.
     */
    static double alarmUpper(int k, int n, double alpha) {
        return Math.min(1.0, Math.max(ClopperPearson.upper(k, n, alpha), (k + 1.0) / n));
    }

    /** Clopper-Pearson lower bound on a pooled rate, never above (k - 1) / n (the same condition, lower tail). */
    static double detectionLower(int k, int n, double alpha) {
        return Math.max(0.0, Math.min(ClopperPearson.lower(k, n, alpha), (k - 1.0) / n));
    }

    /**
     * The threshold pair to evaluate on {@code evalRuns} runs per world, chosen on held-out selection runs by a
     * Gaussian fit of each world's selection scores (mean and sd): for every high threshold z sds above the out
     * mean (z on a grid of 0.01 up to 8), the low one is as far below the in mean in the in sds, the expected
     * pooled counts of the evaluation runs under the fit give a bound, and the pair whose bound is largest wins.
     * The fit only has to place the pair near the optimum (the bound is flat there), and being smooth it does
     * not chase a lucky tail of the selection runs. When the fit puts the in mean below the out mean the pair is
     * returned for the negated scores: see {@link Pair#negate}.
     */
    public static Pair select(double[] in, double[] out, int evalRuns, double delta, double alpha) {
        if (in.length < 2 || out.length < 2) {
            throw new IllegalArgumentException("the Gaussian fit needs at least two selection runs per world, got "
                    + in.length + " and " + out.length);
        }
        double mi = mean(in);
        double mo = mean(out);
        boolean negate = mi < mo;
        if (negate) {
            mi = -mi;
            mo = -mo;
        }
        double si = Math.max(sd(in), Double.MIN_NORMAL);
        double so = Math.max(sd(out), Double.MIN_NORMAL);
        int trials = 2 * evalRuns;
        Pair best = new Pair(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, negate, 0.0);
        for (int k = 0; k <= 800; k++) {
            double z = k / 100.0;
            double high = mo + z * so;
            double low = Math.min(high, mi - z * si);
            // expected counts: the in world above high and the out world below low are detections
            double a = evalRuns * (STANDARD.cumulativeProbability((mi - high) / si)
                    + STANDARD.cumulativeProbability((low - mo) / so));
            double b = evalRuns * (STANDARD.cumulativeProbability((mo - high) / so)
                    + STANDARD.cumulativeProbability((low - mi) / si));
            PooledTailBound predicted = of(high, low, trials, (int) Math.round(a), (int) Math.round(b), delta, alpha);
            if (predicted.epsilon > best.predicted()) {
                best = new Pair(high, low, negate, predicted.epsilon);
            }
        }
        return best;
    }

    /**
     * A chosen threshold pair.
     *
     * @param high      the high threshold
     * @param low       the low threshold
     * @param negate    true when the pair is for the negated scores (the in world scored lower)
     * @param predicted the bound the selection fit expects (not certified)
     */
    public record Pair(double high, double low, boolean negate, double predicted) {
    }

    private static double mean(double[] v) {
        double s = 0;
        for (double x : v) {
            requireScore(x);
            s += x;
        }
        return s / v.length;
    }

    private static double sd(double[] v) {
        double m = mean(v);
        double s = 0;
        for (double x : v) {
            s += (x - m) * (x - m);
        }
        return Math.sqrt(s / (v.length - 1));
    }

    private static void requireScore(double s) {
        if (Double.isNaN(s)) {
            throw new IllegalArgumentException("scores must not be NaN");
        }
    }
}

package privbench.harness.analysis;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.random.RandomGenerator;
import privbench.privacy.noise.SeededNoise;

/**
 * "n needed": per setting, the smallest training size whose error statistic over repetitions is at or below a
 * target, interpolated between the grid's sizes, with a bootstrap interval over repetitions; and log-log slopes of
 * n* against 1/x (x a setting's numeric attribute, e.g. gamma or epsilon) with bootstrap intervals.
 *
 * <p>Interpolation: between the last size above the target and the first at or below it, log error is linear in
 * log n (exact for power laws err = c n^-a); when an error is 0, error itself is linear in log n. A setting whose
 * statistic is at or below target at the smallest n is left-censored (n* = that n, flagged); one that never
 * reaches it is right-censored (n* = NaN). Bootstrap: each replicate resamples the repetitions of every (setting,
 * n) with replacement (percentile interval, 2.5% and 97.5%); replicate b of every setting feeds replicate b of the
 * slope. Non-private analysis of benchmark results: it reads only the released models' test errors.
 */
public final class SampleComplexity {

    /** The error statistic over repetitions. */
    public enum Statistic {
        MEAN, P90;

        double of(double[] values) {
            if (this == MEAN) {
                double s = 0;
                for (double v : values) {
                    s += v;
                }
                return s / values.length;
            }
            double[] v = values.clone();
            Arrays.sort(v);
            // the 90th percentile by linear interpolation between order statistics (numpy's default)
            double h = 0.9 * (v.length - 1);
            int lo = (int) Math.floor(h);
            int hi = Math.min(v.length - 1, lo + 1);
            return v[lo] + (h - lo) * (v[hi] - v[lo]);
        }
    }

    /** One setting's errors: sizes ascending, errors[k] the repetitions' errors at sizes[k]. */
    public record Curve(String setting, Map<String, String> attributes, double[] sizes, double[][] errors) {
    }

    /** n* of one setting with its bootstrap interval and the replicates (NaN where a replicate never reached it). */
    public record Estimate(Curve curve, double nStar, boolean leftCensored, double low, double high,
                           double censoredFraction, double[] replicates) {
    }

    /**
     * What a slope's number is when some of its points are censored n* entered at their bounds: the OLS slope is
     * linear in the log n*, so a point known only to lie above (or below) its bound moves the slope one way, by
     * the sign of its weight; when every censored point moves it the same way the number is a bound, otherwise
     * nothing is known.
     */
    public enum Bound {
        ESTIMATE("estimate", ""), LOWER("lower bound", ">= "), UPPER("upper bound", "<= "), NONE("unbounded", "? ");

        private final String label;
        private final String sign;

        Bound(String label, String sign) {
            this.label = label;
            this.sign = sign;
        }

        /** "lower bound", for tables. */
        public String label() {
            return label;
        }

        /** ">= ", to write before the number. */
        public String sign() {
            return sign;
        }

        static Bound of(boolean lower, boolean upper) {
            return lower && upper ? NONE : lower ? LOWER : upper ? UPPER : ESTIMATE;
        }
    }

    /** How one point's n* is known: measured, at most its value (left-censored), at least its value (never reached). */
    public enum Censoring {
        MEASURED("="), AT_MOST("<="), AT_LEAST(">=");

        private final String symbol;

        Censoring(String symbol) {
            this.symbol = symbol;
        }

        public String symbol() {
            return symbol;
        }
    }

    /**
     * A log-log slope of n* against 1/x over the settings of one group. A censored point enters at its bound (the
     * grid's smallest n for an n* already reached there, its largest for one never reached), so {@code kind} says
     * whether {@code slope} is an estimate or a bound; {@code low} and {@code high} are the bootstrap percentiles
     * with each replicate's bound taken the safe way (a replicate whose slope is only bounded below counts as
     * +infinity for the upper end), so the interval is conservative; {@code censoredShare} is the share of
     * replicates with a censored point.
     */
    public record Slope(Map<String, String> attributes, String against, int points, double slope,
                        double low, double high, double[] x, double[] nStar, List<Censoring> censoring, Bound kind,
                        double censoredShare) {

        public Slope {
            attributes = Collections.unmodifiableMap(new TreeMap<>(attributes));
            censoring = List.copyOf(censoring);
        }

        /** A slope over measured points only. */
        public Slope(Map<String, String> attributes, String against, double slope, double low, double high, double[] x,
                     double[] nStar) {
            this(attributes, against, x.length, slope, low, high, x, nStar,
                    Collections.nCopies(x.length, Censoring.MEASURED), Bound.ESTIMATE, 0);
        }

        /** The points that are bounds, not measurements. */
        public int censored() {
            return (int) censoring.stream().filter(c -> c != Censoring.MEASURED).count();
        }

        /** The group's label, its attributes in name order: "{epsilon=1, learner=dp-gd}". */
        public String group() {
            return attributes.toString();
        }
    }

    private SampleComplexity() {
    }

    /** n* of a statistic curve: the first size at or below the target, interpolated; NaN when never reached. */
    public static double nStar(double[] sizes, double[] stat, double target) {
        for (int k = 0; k < sizes.length; k++) {
            if (stat[k] <= target) {
                if (k == 0) {
                    return sizes[0];
                }
                double x0 = Math.log(sizes[k - 1]);
                double x1 = Math.log(sizes[k]);
                double t;
                if (stat[k] > 0 && target > 0) {
                    t = (Math.log(stat[k - 1]) - Math.log(target)) / (Math.log(stat[k - 1]) - Math.log(stat[k]));
                } else {
                    t = (stat[k - 1] - target) / (stat[k - 1] - stat[k]);
                }
                return Math.exp(x0 + t * (x1 - x0));
            }
        }
        return Double.NaN;
    }

    /** The estimate of one curve with B bootstrap replicates drawn from the given seed. */
    public static Estimate estimate(Curve c, double target, Statistic statistic, int replicates, long seed) {
        int sizes = c.sizes().length;
        double[] stat = new double[sizes];
        for (int k = 0; k < sizes; k++) {
            stat[k] = statistic.of(c.errors()[k]);
        }
        double point = nStar(c.sizes(), stat, target);
        boolean left = sizes > 0 && stat[0] <= target;
        // keyed by the setting's label, so a setting's interval does not depend on which others are analysed
        RandomGenerator rng = SeededNoise.ofSeed(seed).structural("bootstrap/" + c.setting());
        double[] reps = new double[replicates];
        double[] resampled = new double[sizes];
        int censored = 0;
        for (int b = 0; b < replicates; b++) {
            for (int k = 0; k < sizes; k++) {
                double[] e = c.errors()[k];
                double[] draw = new double[e.length];
                for (int i = 0; i < e.length; i++) {
                    draw[i] = e[rng.nextInt(e.length)];
                }
                resampled[k] = statistic.of(draw);
            }
            reps[b] = nStar(c.sizes(), resampled, target);
            censored += Double.isNaN(reps[b]) ? 1 : 0;
        }
        double[] finite = Arrays.stream(reps).filter(Double::isFinite).sorted().toArray();
        double low = finite.length == 0 ? Double.NaN : percentile(finite, 0.025);
        double high = censored > 0.025 * replicates ? Double.POSITIVE_INFINITY
                : finite.length == 0 ? Double.NaN : percentile(finite, 0.975);
        return new Estimate(c, point, left, low, high, censored / (double) replicates, reps);
    }

    /**
     * Slopes of log n* against log(1/x), one per group of estimates that agree on every attribute but x (and the
     * setting label); groups with fewer than two finite n* get none.
     */
    public static List<Slope> slopes(List<Estimate> estimates, String against) {
        return slopes(estimates, against, java.util.Set.of());
    }

    /**
     * As {@link #slopes(List, String)}, with attributes that vary together with x (e.g. a projection dimension set
     * to 4/gamma^2 per file) left out of the grouping.
     */
    public static List<Slope> slopes(List<Estimate> estimates, String against, java.util.Set<String> varyWith) {
        return slopes(estimates, against, varyWith, false);
    }

    /**
     * As {@link #slopes(List, String, java.util.Set)}; with {@code uncensoredOnly} the censored settings are left
     * out of the fit, so a slope is an estimate over measured n* only (a group needs two of them), not a bound
     * through settings the grid starts above or never reaches.
     */
    public static List<Slope> slopes(List<Estimate> estimates, String against, java.util.Set<String> varyWith,
                                     boolean uncensoredOnly) {
        Map<String, List<Estimate>> groups = new TreeMap<>();
        Map<String, Map<String, String>> attributes = new HashMap<>();
        for (Estimate e : estimates) {
            String x = e.curve().attributes().get(against);
            if (x == null || x.isBlank()) {
                continue;
            }
            Map<String, String> rest = new TreeMap<>(e.curve().attributes());
            rest.remove(against);
            rest.keySet().removeAll(varyWith);
            groups.computeIfAbsent(rest.toString(), k -> new ArrayList<>()).add(e);
            attributes.putIfAbsent(rest.toString(), rest);
        }
        List<Slope> out = new ArrayList<>();
        for (var g : groups.entrySet()) {
            List<Estimate> es = g.getValue().stream()
                    .filter(e -> !(uncensoredOnly && (e.leftCensored() || !Double.isFinite(e.nStar())))).toList();
            // a slope needs two points, one of them measured: two bounds say nothing of the rate
            if (es.size() < 2 || es.stream().allMatch(e -> e.leftCensored() || !Double.isFinite(e.nStar()))) {
                continue;
            }
            int p = es.size();
            double[] lx = new double[p];
            double[] x = new double[p];
            for (int i = 0; i < p; i++) {
                x[i] = Double.parseDouble(es.get(i).curve().attributes().get(against));
                lx[i] = Math.log(1 / x[i]);
            }
            double[] w = weights(lx);
            double[] n = new double[p];
            List<Censoring> flags = new ArrayList<>();
            for (int i = 0; i < p; i++) {
                Estimate e = es.get(i);
                flags.add(censoring(e.curve().sizes(), e.nStar()));
                n[i] = bounded(e.curve().sizes(), e.nStar());
            }
            Bound kind = kind(w, flags);
            double slope = dot(w, log(n));
            int b = es.get(0).replicates().length;
            double[] lows = new double[b];
            double[] highs = new double[b];
            int censoredReplicates = 0;
            for (int r = 0; r < b; r++) {
                double[] y = new double[p];
                List<Censoring> rf = new ArrayList<>();
                for (int i = 0; i < p; i++) {
                    double v = es.get(i).replicates()[r];
                    double[] sizes = es.get(i).curve().sizes();
                    rf.add(censoring(sizes, v));
                    y[i] = Math.log(bounded(sizes, v));
                }
                censoredReplicates += rf.stream().anyMatch(c -> c != Censoring.MEASURED) ? 1 : 0;
                double v = dot(w, y);
                Bound k = kind(w, rf);
                lows[r] = k == Bound.UPPER || k == Bound.NONE ? Double.NEGATIVE_INFINITY : v;
                highs[r] = k == Bound.LOWER || k == Bound.NONE ? Double.POSITIVE_INFINITY : v;
            }
            Arrays.sort(lows);
            Arrays.sort(highs);
            double low = b == 0 ? Double.NaN : percentile(lows, 0.025);
            double high = b == 0 ? Double.NaN : percentile(highs, 0.975);
            out.add(new Slope(attributes.get(g.getKey()), against, p, slope, low, high, x, n, flags, kind,
                    b == 0 ? 0 : censoredReplicates / (double) b));
        }
        return out;
    }

    /** How an n* (a point or a replicate) on this grid is known. */
    static Censoring censoring(double[] sizes, double nStar) {
        return !Double.isFinite(nStar) ? Censoring.AT_LEAST : nStar == sizes[0] ? Censoring.AT_MOST : Censoring.MEASURED;
    }

    /** The value an n* enters the fit with: itself, or the grid's largest size for one never reached. */
    private static double bounded(double[] sizes, double nStar) {
        return Double.isFinite(nStar) ? nStar : sizes[sizes.length - 1];
    }

    /** Which way the censored points can move an OLS slope with these weights. */
    static Bound kind(double[] w, List<Censoring> flags) {
        boolean lower = false;
        boolean upper = false;
        for (int i = 0; i < w.length; i++) {
            if (w[i] == 0 || flags.get(i) == Censoring.MEASURED) {
                continue;
            }
            // the true log n* is above its bound (AT_LEAST) or below it (AT_MOST); its weight's sign turns that
            // into "the true slope is above the computed one" or below it
            boolean raises = (flags.get(i) == Censoring.AT_LEAST) == (w[i] > 0);
            lower |= raises;
            upper |= !raises;
        }
        return Bound.of(lower, upper);
    }

    /** The OLS weights: slope = sum of w_i y_i. */
    private static double[] weights(double[] x) {
        double mx = Arrays.stream(x).average().orElse(Double.NaN);
        double sxx = 0;
        for (double v : x) {
            sxx += (v - mx) * (v - mx);
        }
        double[] w = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            w[i] = (x[i] - mx) / sxx;
        }
        return w;
    }

    /** The slope sum of w_i y_i, taken about y's mean (the weights sum to 0), so a flat line gives exactly 0. */
    private static double dot(double[] w, double[] y) {
        double my = Arrays.stream(y).average().orElse(Double.NaN);
        double s = 0;
        for (int i = 0; i < w.length; i++) {
            s += w[i] * (y[i] - my);
        }
        return s;
    }

    private static double[] log(double[] v) {
        double[] out = new double[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = Math.log(v[i]);
        }
        return out;
    }

    private static double percentile(double[] sorted, double q) {
        double h = q * (sorted.length - 1);
        int lo = (int) Math.floor(h);
        int hi = Math.min(sorted.length - 1, lo + 1);
        if (Double.isInfinite(sorted[lo]) || Double.isInfinite(sorted[hi])) {
            // an open end of a conservative interval: the infinite neighbour, the safe side
            return q < 0.5 ? sorted[lo] : sorted[hi];
        }
        return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
    }
}

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
     * A log-log slope of n* against 1/x over the settings of one group; {@code censored} of its points are
     * left-censored (n* is the grid's smallest n, an upper bound), which flattens the slope.
     */
    public record Slope(Map<String, String> attributes, String against, int points, int censored, double slope,
                        double low, double high, double[] x, double[] nStar) {

        public Slope {
            attributes = Collections.unmodifiableMap(new TreeMap<>(attributes));
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
     * As {@link #slopes(List, String, java.util.Set)}; with {@code uncensoredOnly} the left-censored settings are
     * left out of the fit, so a slope is an estimate over measured n* only (a group needs two of them), not one
     * pulled towards zero by settings the grid starts above.
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
            List<Estimate> es = g.getValue().stream().filter(e -> Double.isFinite(e.nStar()))
                    .filter(e -> !(uncensoredOnly && e.leftCensored())).toList();
            if (es.size() < 2) {
                continue;
            }
            double[] lx = new double[es.size()];
            double[] ly = new double[es.size()];
            double[] x = new double[es.size()];
            double[] n = new double[es.size()];
            for (int i = 0; i < es.size(); i++) {
                x[i] = Double.parseDouble(es.get(i).curve().attributes().get(against));
                n[i] = es.get(i).nStar();
                lx[i] = Math.log(1 / x[i]);
                ly[i] = Math.log(n[i]);
            }
            double slope = ols(lx, ly);
            int b = es.get(0).replicates().length;
            double[] reps = new double[b];
            int kept = 0;
            for (int r = 0; r < b; r++) {
                double[] y = new double[es.size()];
                boolean ok = true;
                for (int i = 0; i < es.size(); i++) {
                    double v = es.get(i).replicates()[r];
                    ok &= Double.isFinite(v);
                    y[i] = Math.log(v);
                }
                if (ok) {
                    reps[kept++] = ols(lx, y);
                }
            }
            double[] sorted = Arrays.copyOf(reps, kept);
            Arrays.sort(sorted);
            double low = kept == 0 ? Double.NaN : percentile(sorted, 0.025);
            double high = kept == 0 ? Double.NaN : percentile(sorted, 0.975);
            int censored = (int) es.stream().filter(Estimate::leftCensored).count();
            out.add(new Slope(attributes.get(g.getKey()), against, es.size(), censored, slope, low, high, x, n));
        }
        return out;
    }

    /** The least-squares slope of y on x. */
    static double ols(double[] x, double[] y) {
        double mx = Arrays.stream(x).average().orElse(Double.NaN);
        double my = Arrays.stream(y).average().orElse(Double.NaN);
        double sxy = 0;
        double sxx = 0;
        for (int i = 0; i < x.length; i++) {
            sxy += (x[i] - mx) * (y[i] - my);
            sxx += (x[i] - mx) * (x[i] - mx);
        }
        return sxy / sxx;
    }

    private static double percentile(double[] sorted, double q) {
        double h = q * (sorted.length - 1);
        int lo = (int) Math.floor(h);
        int hi = Math.min(sorted.length - 1, lo + 1);
        return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
    }
}

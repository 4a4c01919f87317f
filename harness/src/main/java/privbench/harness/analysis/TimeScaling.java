package privbench.harness.analysis;

import privbench.harness.results.Columns;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.random.RandomGenerator;
import privbench.evaluation.Metrics;
import privbench.harness.sweep.CellsLayout;
import privbench.harness.tables.CsvTable;
import privbench.privacy.noise.SeededNoise;

/**
 * How a learner's fit time grows: the log-log slope of {@code fit_seconds} against the training size n, the
 * dimension d and every numeric learner parameter a run sweeps over at least three values (iterations, epochs),
 * with every other setting held fixed. Per value of the axis the median over repetitions; the slope is the
 * least-squares fit of log median time on log x; its 95% interval a percentile bootstrap that redraws the
 * repetitions of each value; and, where a learner has several fixed settings, one slope pooled over them (an
 * intercept per setting). Timings only: nothing here reads a model or a data value.
 */
public final class TimeScaling {

    /** Columns that are outcomes or identities of a cell, not parts of its setting. */
    private static final Set<String> NOT_SETTING = CellsLayout.withResults(Columns.CELL_ID, Columns.GROUP_ID, "repetition", "seed",
            "params");

    /** Axes a slope is always tried against, before the swept learner parameters. */
    private static final List<String> SIZE_AXES = List.of("n", "d");

    /**
     * One slope: the learner, the axis, the other settings held fixed (empty when pooled), how many fixed settings
     * it pools (1 for one setting), the axis values and the median seconds at each (of the first setting when
     * pooled), the slope and its bootstrap interval.
     */
    public record Slope(String learner, String axis, Map<String, String> fixed, int settings, double[] x,
                        double[] seconds, double slope, double low, double high) {

        /** True for the slope pooled over several fixed settings. */
        public boolean pooled() {
            return settings > 1;
        }

        /** The fixed settings as text, or "pooled over N settings". */
        public String fixedText() {
            return pooled() ? "pooled over " + settings + " settings" : fixed.toString();
        }
    }

    private TimeScaling() {
    }

    /** The slopes of the ok cells of the tables, in order of learner, axis and fixed settings. */
    public static List<Slope> slopes(List<CsvTable> tables, int replicates, long seed) {
        Set<String> metrics = new HashSet<>();
        Metrics.ALL.forEach(m -> metrics.add(m.id()));
        List<Map<String, String>> settings = new ArrayList<>();
        List<Double> seconds = new ArrayList<>();
        for (CsvTable t : tables) {
            for (List<String> row : t.rows()) {
                String time = t.get(row, Columns.FIT_SECONDS);
                if (!"ok".equals(t.get(row, Columns.STATUS)) || time == null || time.isBlank()) {
                    continue;
                }
                Map<String, String> s = new TreeMap<>();
                for (String col : t.header()) {
                    String v = t.get(row, col);
                    if (!NOT_SETTING.contains(col) && !metrics.contains(col) && v != null && !v.isBlank()) {
                        s.put(col, v);
                    }
                }
                s.putAll(SampleComplexityCells.params(t.get(row, "params")));
                settings.add(s);
                seconds.add(Double.parseDouble(time));
            }
        }
        List<Slope> out = new ArrayList<>();
        for (String axis : axes(settings)) {
            // fixed settings (learner first, as text) -> axis value -> the repetitions' seconds
            Map<String, TreeMap<Double, List<Double>>> groups = new TreeMap<>();
            Map<String, Map<String, String>> fixedOf = new TreeMap<>();
            Map<String, String> learners = new TreeMap<>();
            for (int c = 0; c < settings.size(); c++) {
                Map<String, String> s = settings.get(c);
                Double x = positive(s.get(axis));
                if (x == null) {
                    continue;
                }
                Map<String, String> fixed = new TreeMap<>(s);
                fixed.remove(axis);
                String learner = fixed.remove("learner");
                String key = learner + " " + fixed;
                learners.put(key, learner);
                fixedOf.put(key, fixed);
                groups.computeIfAbsent(key, k -> new TreeMap<>()).computeIfAbsent(x, k -> new ArrayList<>())
                        .add(seconds.get(c));
            }
            Map<String, List<TreeMap<Double, List<Double>>>> byLearner = new TreeMap<>();
            for (var g : groups.entrySet()) {
                if (g.getValue().size() >= 3) {
                    String learner = learners.get(g.getKey());
                    Map<String, String> fixed = fixedOf.get(g.getKey());
                    out.add(fit(learner, axis, fixed, List.of(g.getValue()), replicates,
                            SeededNoise.ofSeed(seed).structural("bootstrap/" + learner + "/" + axis + "/" + fixed)));
                    byLearner.computeIfAbsent(learner, k -> new ArrayList<>()).add(g.getValue());
                }
            }
            for (var l : byLearner.entrySet()) {
                if (l.getValue().size() > 1) {
                    out.add(fit(l.getKey(), axis, Map.of(), l.getValue(), replicates,
                            SeededNoise.ofSeed(seed).structural("bootstrap/" + l.getKey() + "/" + axis)));
                }
            }
        }
        return out;
    }

    /**
     * The slope over one or more fixed settings: least squares of log median time on log x with an intercept per
     * setting (each setting's logs centred on their own means; with one setting, plain least squares), and its
     * percentile bootstrap from repetitions redrawn within each (setting, x).
     */
    private static Slope fit(String learner, String axis, Map<String, String> fixed,
                             List<TreeMap<Double, List<Double>>> groups, int replicates, RandomGenerator rng) {
        double slope = withinSlope(groups, null);
        double[] boot = new double[replicates];
        for (int b = 0; b < replicates; b++) {
            boot[b] = withinSlope(groups, rng);
        }
        Arrays.sort(boot);
        TreeMap<Double, List<Double>> first = groups.get(0);
        double[] x = first.keySet().stream().mapToDouble(Double::doubleValue).toArray();
        double[] medians = first.values().stream()
                .mapToDouble(l -> median(l.stream().mapToDouble(Double::doubleValue).toArray())).toArray();
        return new Slope(learner, axis, fixed, groups.size(), x, medians, slope,
                boot[(int) Math.floor(0.025 * (replicates - 1))], boot[(int) Math.ceil(0.975 * (replicates - 1))]);
    }

    /** The within-setting slope; with a generator, on repetitions redrawn within each (setting, x). */
    private static double withinSlope(List<TreeMap<Double, List<Double>>> groups, RandomGenerator rng) {
        double sxy = 0;
        double sxx = 0;
        for (TreeMap<Double, List<Double>> g : groups) {
            double[] lx = new double[g.size()];
            double[] ly = new double[g.size()];
            int i = 0;
            for (var e : g.entrySet()) {
                double[] reps = e.getValue().stream().mapToDouble(Double::doubleValue).toArray();
                lx[i] = Math.log(e.getKey());
                ly[i++] = Math.log(median(rng == null ? reps : redraw(reps, rng)));
            }
            double mx = Arrays.stream(lx).average().orElseThrow();
            double my = Arrays.stream(ly).average().orElseThrow();
            for (int k = 0; k < lx.length; k++) {
                sxy += (lx[k] - mx) * (ly[k] - my);
                sxx += (lx[k] - mx) * (lx[k] - mx);
            }
        }
        return sxy / sxx;
    }

    private static double[] redraw(double[] reps, RandomGenerator rng) {
        double[] draw = new double[reps.length];
        for (int r = 0; r < draw.length; r++) {
            draw[r] = reps[rng.nextInt(reps.length)];
        }
        return draw;
    }

    /** n, d, then every other setting that is numeric in every cell and takes at least three values. */
    private static List<String> axes(List<Map<String, String>> settings) {
        Map<String, Set<String>> values = new TreeMap<>();
        Set<String> nonNumeric = new HashSet<>();
        for (Map<String, String> s : settings) {
            for (var e : s.entrySet()) {
                if (positive(e.getValue()) == null) {
                    nonNumeric.add(e.getKey());
                }
                values.computeIfAbsent(e.getKey(), k -> new HashSet<>()).add(e.getValue());
            }
        }
        List<String> out = new ArrayList<>(SIZE_AXES);
        for (var e : values.entrySet()) {
            if (!SIZE_AXES.contains(e.getKey()) && !nonNumeric.contains(e.getKey()) && e.getValue().size() >= 3) {
                out.add(e.getKey());
            }
        }
        return out;
    }

    private static Double positive(String v) {
        if (v == null) {
            return null;
        }
        try {
            double x = Double.parseDouble(v);
            return x > 0 && Double.isFinite(x) ? x : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        int m = s.length / 2;
        return s.length % 2 == 1 ? s[m] : (s[m - 1] + s[m]) / 2;
    }
}

package privbench.harness.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import privbench.harness.analysis.LineFigure;
import privbench.harness.analysis.SampleComplexity;
import privbench.harness.analysis.SampleComplexityCells;
import privbench.harness.input.InputException;
import privbench.harness.input.Location;
import privbench.harness.tables.CsvTable;

/**
 * {@code privbench sample-complexity RUN_DIR... --target-error 0.1}: per setting of the runs' cells, the smallest n
 * whose error statistic is at or below the target (interpolated, bootstrap interval over repetitions), and log-log
 * slopes of n* against 1/x for each {@code --against} attribute; writes sample-complexity.csv,
 * sample-complexity-slopes.csv and a figure per attribute.
 */
@Command(name = "sample-complexity", mixinStandardHelpOptions = true,
        description = {"Finds, per learner and setting, the smallest training size n whose test error is at or below "
                + "a target (interpolated between the sizes run, with a bootstrap interval over repetitions), and fits "
                + "log-log slopes of that n against 1/gamma, 1/epsilon or any numeric setting attribute."})
public final class SampleComplexityCommand extends Verb {

    @Mixin
    private RunAnalysisOptions runs;

    @Option(names = "--target-error", paramLabel = "ALPHA", defaultValue = "0.1",
            description = "the error target (default ${DEFAULT-VALUE})")
    private double target;

    @Option(names = "--statistic", paramLabel = "S", defaultValue = "MEAN",
            description = "error statistic over repetitions: MEAN or P90 (spec-001's 'w.p. 1 - beta'); default ${DEFAULT-VALUE}")
    private SampleComplexity.Statistic statistic;

    @Option(names = "--metric", paramLabel = "M", defaultValue = "error_rate",
            description = "error_rate, or accuracy (error = 1 - accuracy); default ${DEFAULT-VALUE}")
    private String metric;

    @Option(names = "--against", paramLabel = "ATTR", split = ",",
            description = "attributes to fit slopes of log n* against log(1/x), e.g. gamma,epsilon")
    private List<String> against = new ArrayList<>();

    @Option(names = "--vary-with", paramLabel = "ATTR", split = ",",
            description = "attributes set together with the slope's attribute (e.g. projection = 4/gamma^2), left out "
                    + "of the grouping of settings into slopes")
    private List<String> varyWith = new ArrayList<>();

    @Option(names = "--uncensored-only",
            description = "fit slopes over measured n* only, leaving out settings already at or below the target at "
                    + "the grid's smallest n (their n* is only an upper bound) and those never reaching it (a lower "
                    + "bound); default: every setting, a censored n* entering at its bound, so that the slope is an "
                    + "estimate or a bound (column slope_is; the interval is conservative)")
    private boolean uncensoredOnly;

    @Override
    public Integer call() throws Exception {
        if (!(target > 0 && target < 1)) {
            throw new InputException(new Location("--target-error", 0, 0), "must be in (0, 1), got " + target);
        }
        int bootstrap = runs.bootstrap();
        if (!metric.equals("error_rate") && !metric.equals("accuracy")) {
            throw new InputException(new Location("--metric", 0, 0), "must be error_rate or accuracy, got " + metric);
        }
        List<Path> files = runs.cellFiles();
        List<SampleComplexity.Curve> curves;
        try {
            curves = SampleComplexityCells.read(files, metric);
        } catch (IllegalArgumentException e) {
            throw new InputException(Location.of(runs.first()), e.getMessage());
        }
        List<SampleComplexity.Estimate> estimates = new ArrayList<>();
        for (SampleComplexity.Curve c : curves) {
            estimates.add(SampleComplexity.estimate(c, target, statistic, bootstrap, runs.seed()));
        }
        Path dir = runs.folder();
        writeEstimates(dir.resolve("sample-complexity.csv"), estimates);
        List<SampleComplexity.Slope> slopes = new ArrayList<>();
        for (String a : against) {
            List<SampleComplexity.Slope> s =
                    SampleComplexity.slopes(estimates, a, Set.copyOf(varyWith), uncensoredOnly);
            slopes.addAll(s);
            List<LineFigure.Series> series = new ArrayList<>();
            Set<String> varying = varyingAttributes(s);
            for (SampleComplexity.Slope sl : s) {
                double[] lx = new double[sl.x().length];
                double[] ly = new double[sl.x().length];
                for (int i = 0; i < lx.length; i++) {
                    lx[i] = Math.log10(1 / sl.x()[i]);
                    ly[i] = Math.log10(sl.nStar()[i]);
                }
                // the slope first: legends are cut at the figure's width
                series.add(new LineFigure.Series(legend(sl) + " " + shortLabel(sl.attributes(), varying), lx, ly,
                        sl.censoring()));
            }
            if (!series.isEmpty()) {
                LineFigure.write(dir.resolve("sample-complexity-" + a), "n needed for error <= " + target
                        + " (" + statistic.name().toLowerCase(Locale.ROOT) + " over repetitions; triangles: censored, "
                        + "a bound)", "log10(1/" + a + ")", "log10 n*", series);
            }
        }
        writeSlopes(dir.resolve("sample-complexity-slopes.csv"), slopes);
        for (SampleComplexity.Slope s : slopes) {
            context().out().println(String.format(Locale.ROOT, "slope of log n* against log(1/%s): %s%.3f [%.3f, %.3f] "
                    + "over %d points (%d of them censored, entered at their bound; %.0f%% of the bootstrap replicates with a "
                    + "censored point); %s",
                    s.against(), s.kind().sign(), s.slope(), s.low(), s.high(), s.points(), s.censored(),
                    100 * s.censoredShare(), s.group()));
        }
        context().out().println("wrote " + Location.display(dir.resolve("sample-complexity.csv")) + " ("
                + estimates.size() + " settings) and " + Location.display(dir.resolve("sample-complexity-slopes.csv"))
                + " (" + slopes.size() + " slopes)");
        return ErrorMapper.OK;
    }

    /**
     * The attributes that tell one learner's groups apart (epsilon, solver...): those taking two values, or present
     * in some and absent in others, among the groups of the same learner. The learner itself names the rest.
     */
    static Set<String> varyingAttributes(List<SampleComplexity.Slope> slopes) {
        Map<String, List<Map<String, String>>> byLearner = new TreeMap<>();
        for (SampleComplexity.Slope s : slopes) {
            Map<String, String> a = s.attributes();
            byLearner.computeIfAbsent(a.getOrDefault("learner", "?"), k -> new ArrayList<>()).add(a);
        }
        Set<String> out = new TreeSet<>();
        for (List<Map<String, String>> groups : byLearner.values()) {
            Set<String> keys = new HashSet<>();
            groups.forEach(g -> keys.addAll(g.keySet()));
            for (String k : keys) {
                if (groups.stream().map(g -> String.valueOf(g.get(k))).distinct().count() > 1) {
                    out.add(k);
                }
            }
        }
        return out;
    }

    /** The learner and the attributes that tell this figure's groups apart (epsilon, solver...), for legends. */
    static String shortLabel(Map<String, String> m, Set<String> varying) {
        StringBuilder b = new StringBuilder(m.getOrDefault("learner", "?"));
        for (String k : varying) {
            if (m.containsKey(k)) {
                b.append(' ').append(k).append('=').append(m.get(k));
            }
        }
        return b.toString();
    }

    private void writeEstimates(Path file, List<SampleComplexity.Estimate> estimates) throws IOException {
        List<List<String>> rows = new ArrayList<>();
        for (SampleComplexity.Estimate e : estimates) {
            var c = e.curve();
            int reps = Arrays.stream(c.errors()).mapToInt(a -> a.length).min().orElse(0);
            rows.add(List.of(c.attributes().getOrDefault("learner", ""), c.setting(), Arrays.toString(c.sizes()),
                    String.valueOf(reps), num(target), statistic.name().toLowerCase(Locale.ROOT), num(e.nStar()),
                    num(e.low()), num(e.high()), String.valueOf(e.leftCensored()), num(e.censoredFraction())));
        }
        new CsvTable(List.of("learner", "setting", "sizes", "repetitions", "target", "statistic", "n_star",
                "n_star_low", "n_star_high", "left_censored", "censored_fraction"), rows).write(file);
    }

    /** "slope >= 0.62 [0.55, inf]": the sign says when the number is a bound. */
    static String legend(SampleComplexity.Slope s) {
        return String.format(Locale.ROOT, "slope %s%.2f [%s, %s]", s.kind().sign(), s.slope(), end(s.low()), end(s.high()));
    }

    private static String end(double v) {
        return Double.isInfinite(v) ? (v > 0 ? "\u221e" : "-\u221e") : String.format(Locale.ROOT, "%.2f", v);
    }

    private static void writeSlopes(Path file, List<SampleComplexity.Slope> slopes) throws IOException {
        List<List<String>> rows = new ArrayList<>();
        for (SampleComplexity.Slope s : slopes) {
            rows.add(List.of(s.group(), s.against(), String.valueOf(s.points()), num(s.slope()), num(s.low()),
                    num(s.high()), Arrays.toString(s.x()), Arrays.toString(s.nStar()), String.valueOf(s.censored()),
                    s.kind().label(), num(s.censoredShare()),
                    "[" + String.join(", ", s.censoring().stream().map(SampleComplexity.Censoring::symbol).toList()) + "]"));
        }
        new CsvTable(List.of("group", "against", "points", "slope", "slope_low", "slope_high", "x", "n_star",
                "censored_points", "slope_is", "censored_share", "n_star_is"), rows).write(file);
    }

    private static String num(double v) {
        return Double.isNaN(v) ? "" : Double.isInfinite(v) ? (v > 0 ? "inf" : "-inf") : String.format(Locale.ROOT, "%.6g", v);
    }
}

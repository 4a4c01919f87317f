package privbench.harness.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import privbench.harness.analysis.LineFigure;
import privbench.harness.analysis.TimeScaling;
import privbench.harness.input.Location;
import privbench.harness.tables.ReadableNumber;
import privbench.harness.tables.CellsFile;
import privbench.harness.tables.CsvTable;

/**
 * {@code privbench scaling RUN_DIR...}: log-log slopes of each learner's fit time against n, d and every swept
 * numeric parameter (the README's scaling table); writes scaling.csv.
 */
@Command(name = "scaling", mixinStandardHelpOptions = true,
        description = {"Fits, per learner and fixed setting, the log-log slope of fit_seconds (median over "
                + "repetitions) against n, d and every numeric learner parameter the runs sweep over three or more "
                + "values, with a percentile-bootstrap 95%% interval that redraws repetitions; writes scaling.csv."})
public final class ScalingCommand extends Verb {

    @Mixin
    private RunAnalysisOptions runs;

    @Override
    public Integer call() throws Exception {
        int bootstrap = runs.bootstrap();
        List<CsvTable> tables = new ArrayList<>();
        for (Path file : runs.cellFiles()) {
            tables.add(CellsFile.read(file));
        }
        List<TimeScaling.Slope> slopes = TimeScaling.slopes(tables, bootstrap, runs.seed());
        Path dir = runs.folder();
        Path file = dir.resolve("scaling.csv");
        List<List<String>> rows = new ArrayList<>();
        for (TimeScaling.Slope s : slopes) {
            rows.add(List.of(s.learner(), s.axis(), s.fixedText(), String.valueOf(s.x().length), num(s.slope()),
                    num(s.low()), num(s.high()), Arrays.toString(s.x()),
                    Arrays.toString(Arrays.stream(s.seconds()).mapToObj(ScalingCommand::num).toArray())));
        }
        new CsvTable(List.of("learner", "axis", "fixed", "points", "slope", "slope_low", "slope_high", "x",
                "median_seconds"), rows).write(file);
        int figures = drawFigures(dir, slopes);
        for (TimeScaling.Slope s : slopes) {
            context().out().println(String.format(Locale.ROOT, "%s: time ~ %s^%.2f [%.2f, %.2f] at %s", s.learner(),
                    s.axis(), s.slope(), s.low(), s.high(), s.fixedText()));
        }
        context().out().println("wrote " + Location.display(file) + " (" + ReadableNumber.count(slopes.size(), "slope")
                + ") and " + ReadableNumber.count(figures, "figure") + " (scaling-LEARNER-AXIS.png/.svg)");
        return ErrorMapper.OK;
    }

    private static String num(double v) {
        return String.format(Locale.ROOT, "%.4g", v);
    }

    /**
     * Per learner and axis with a pooled slope, one log-log figure: a line per fixed setting, labelled with its
     * slope and the values of the other axes.
     */
    private static int drawFigures(Path dir, List<TimeScaling.Slope> slopes) throws IOException {
        Set<String> axes = new TreeSet<>();
        slopes.forEach(s -> axes.add(s.axis()));
        int count = 0;
        for (TimeScaling.Slope pooled : slopes) {
            if (!pooled.pooled()) {
                continue;
            }
            List<LineFigure.Series> series = new ArrayList<>();
            for (TimeScaling.Slope s : slopes) {
                if (s.learner().equals(pooled.learner()) && s.axis().equals(pooled.axis())
                        && !s.pooled()) {
                    series.add(new LineFigure.Series(String.format(Locale.ROOT, "%.2f %s", s.slope(),
                            otherAxes(s.fixed(), axes)), Arrays.stream(s.x()).map(Math::log10).toArray(),
                            Arrays.stream(s.seconds()).map(Math::log10).toArray()));
                }
            }
            LineFigure.write(dir.resolve("scaling-" + pooled.learner() + "-" + pooled.axis()),
                    String.format(Locale.ROOT, "%s: fit time ~ %s^%.2f [%.2f, %.2f] (pooled)", pooled.learner(),
                            pooled.axis(), pooled.slope(), pooled.low(), pooled.high()),
                    "log10 " + pooled.axis(), "log10 median fit seconds", series);
            count++;
        }
        return count;
    }

    /** "d=100 iterations=50": the fixed setting's values of the other axes. */
    private static String otherAxes(Map<String, String> fixed, Set<String> axes) {
        StringBuilder b = new StringBuilder();
        for (var e : fixed.entrySet()) {
            if (axes.contains(e.getKey())) {
                b.append(b.length() == 0 ? "" : " ").append(e.getKey()).append('=').append(e.getValue());
            }
        }
        return b.toString();
    }
}

package privbench.harness.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import privbench.analysis.RemovalMargin;
import privbench.harness.analysis.LineFigure;
import privbench.harness.analysis.MarginCurve;
import privbench.harness.analysis.MarginCurveTable;
import privbench.harness.analysis.RemovalMarginAnalysis;

/**
 * {@code privbench removal-margin FILE.yaml...}: the non-private removal-margin analysis of Wang, Zhu and
 * Wang (2024), App. N (Figures 2 and 3), on the data of experiment files; writes a table and a figure.
 */
@Command(name = "removal-margin", mixinStandardHelpOptions = true,
        defaultValueProvider = RemovalMarginCommand.Svm.class,
        description = {"Fits a linear SVM, removes the lowest-margin row and refits, recording the normalised "
                + "margin against the percentage removed (WZW24 App. N), for the data of each experiment file.",
            "Non-private: a descriptive analysis of the data, not a private release."})
public final class RemovalMarginCommand extends Verb {

    @Mixin
    private AnalysisOutput output;

    @Option(names = "--max-fraction", paramLabel = "F", defaultValue = "0.01",
            description = "remove up to this fraction of the rows (default ${DEFAULT-VALUE}, as the paper)")
    private double maxFraction;

    @Option(names = "--remove-per-step", paramLabel = "K", defaultValue = "1",
            description = "rows removed between two SVM fits (default ${DEFAULT-VALUE})")
    private int removePerStep;

    @Mixin
    private SvmSolverOptions svm;

    @Mixin
    private AnalysisFiles inputs;

    private static String margin(RemovalMargin.Point p) {
        return p.converged() ? String.format(Locale.ROOT, "%.4f", p.margin()) : "(unconverged)";
    }

    @Override
    public Integer call() throws Exception {
        RemovalMargin.Options options;
        try {
            options = new RemovalMargin.Options(maxFraction, removePerStep, svm.cost(),
                    RemovalMargin.Options.DEFAULTS.tolerance(), svm.maxEpochs());
        } catch (IllegalArgumentException e) {
            throw bad(e.getMessage());
        }
        var analysis = new RemovalMarginAnalysis(context().learners(), inputs.directory(context()), options);
        List<MarginCurve> curves = inputs.curves(analysis::curves);
        Path dir = output.folder(context());
        MarginCurveTable.write(curves, output.table(dir));
        List<LineFigure.Series> series = new ArrayList<>();
        for (MarginCurve c : curves) {
            List<RemovalMargin.Point> kept = c.points().stream().filter(RemovalMargin.Point::converged).toList();
            if (kept.isEmpty()) {
                context().err().println("removal-margin: " + c.label() + " has no converged fit; it is left out of the "
                        + "figure");
                continue;
            }
            series.add(new LineFigure.Series(c.label(),
                    kept.stream().mapToDouble(RemovalMargin.Point::percentRemoved).toArray(),
                    kept.stream().mapToDouble(RemovalMargin.Point::margin).toArray()));
        }
        if (!series.isEmpty()) {
            LineFigure.write(output.figure(dir), "normalised margin as the lowest-margin rows are removed",
                    "rows removed (% of n)", "normalised margin (Def. N.1)", series);
        }
        for (MarginCurve c : curves) {
            RemovalMargin.Point first = c.points().get(0);
            RemovalMargin.Point last = c.points().get(c.points().size() - 1);
            context().out().println(String.format(Locale.ROOT,
                    "%s: %d rows x %d features; margin %s at 0%%, first > 0 at %s, %s after %.2f%%; %d of %d fits did "
                            + "not converge and are excluded (%d of them with a positive margin)",
                    c.label(), c.rows(), c.features(), margin(first),
                    Double.isNaN(c.firstSeparated()) ? "never" : String.format(Locale.ROOT, "%.2f%%", c.firstSeparated()),
                    margin(last), last.percentRemoved(), c.excluded(), c.points().size(), c.excludedPositive()));
        }
        long excluded = curves.stream().mapToLong(MarginCurve::excluded).sum();
        if (excluded > 0) {
            context().err().println("removal-margin: " + excluded + " fits did not converge within --max-epochs "
                    + svm.maxEpochs() + "; their points are excluded (margin empty, excluded=true); raise "
                    + "--max-epochs to keep them");
        }
        context().out().println(output.written(dir, !series.isEmpty()));
        return ErrorMapper.OK;
    }

    /** The SVM defaults of the analysis. */
    static final class Svm extends SvmSolverOptions.Defaults {
        Svm() {
            super(RemovalMargin.Options.DEFAULTS.cost(), RemovalMargin.Options.DEFAULTS.maxEpochs());
        }
    }
}

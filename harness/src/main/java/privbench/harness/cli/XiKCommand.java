package privbench.harness.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import privbench.analysis.LowRankSeparability;
import privbench.harness.analysis.LineFigure;
import privbench.harness.analysis.XiKAnalysis;
import privbench.harness.analysis.XiKTable;

/**
 * {@code privbench xi-k FILE.yaml...}: the non-private low-rank separability analysis of PILLAR (Pinto, Hu, Yang
 * and Sanyal 2024, Def. 3, Fig. 3) on the data of experiment files; writes a table and a figure.
 */
@Command(name = "xi-k", mixinStandardHelpOptions = true, defaultValueProvider = XiKCommand.Svm.class,
        description = {"For every pair of classes, fits a linear SVM w* and reports xi_k = 1 - ||A_k A_k^T w*|| / "
                + "||w*||, A_k the top-k eigenvectors of the data's second moment (PILLAR Def. 3, Fig. 3), for the "
                + "data of each experiment file.",
            "Non-private: a descriptive analysis of the data, not a private release."})
public final class XiKCommand extends Verb {

    @Mixin
    private AnalysisOutput output;

    @Option(names = "--k", paramLabel = "K", split = ",", defaultValue = "1,2,5,10,20,40,80,160,320",
            description = "the k grid (default ${DEFAULT-VALUE}; values above d are skipped)")
    private int[] ks;

    @Mixin
    private SvmSolverOptions svm;

    @Mixin
    private AnalysisFiles inputs;

    @Override
    public Integer call() throws Exception {
        LowRankSeparability.Options options;
        try {
            options = new LowRankSeparability.Options(svm.cost(), LowRankSeparability.Options.DEFAULTS.tolerance(),
                    svm.maxEpochs());
            for (int k : ks) {
                if (k < 1) {
                    throw new IllegalArgumentException("--k values must be >= 1, got " + k);
                }
            }
        } catch (IllegalArgumentException e) {
            throw bad(e.getMessage());
        }
        var analysis = new XiKAnalysis(context().learners(), inputs.directory(context()), options, ks);
        List<XiKAnalysis.Curve> curves = inputs.curves(analysis::curves);
        Path dir = output.folder(context());
        XiKTable.write(curves, output.table(dir));
        List<LineFigure.Series> series = new ArrayList<>();
        for (XiKAnalysis.Curve c : curves) {
            double[][] mean = XiKAnalysis.meanOverConvergedPairs(c);
            long pairs = c.points().stream().map(p -> p.negative() + "|" + p.positive()).distinct().count();
            long converged = c.points().stream().filter(LowRankSeparability.Point::converged)
                    .map(p -> p.negative() + "|" + p.positive()).distinct().count();
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%s: %d rows x %d features, %d class pairs "
                    + "(%d SVMs converged); mean xi_k:", c.label(), c.rows(), c.features(), pairs, converged));
            for (int i = 0; i < mean[0].length; i++) {
                line.append(String.format(Locale.ROOT, " k=%d %.3f", (int) mean[0][i], mean[1][i]));
            }
            context().out().println(line);
            if (converged > 0) {
                series.add(new LineFigure.Series(c.label(), mean[0], mean[1]));
            }
        }
        if (!series.isEmpty()) {
            LineFigure.write(output.figure(dir), "xi_k: the part of a pairwise SVM outside the top-k principal "
                    + "directions (mean over class pairs)", "k", "xi_k (PILLAR Def. 3)", series);
        }
        context().out().println(output.written(dir, !series.isEmpty()));
        return ErrorMapper.OK;
    }

    /** The SVM defaults of the analysis. */
    static final class Svm extends SvmSolverOptions.Defaults {
        Svm() {
            super(LowRankSeparability.Options.DEFAULTS.cost(), LowRankSeparability.Options.DEFAULTS.maxEpochs());
        }
    }
}

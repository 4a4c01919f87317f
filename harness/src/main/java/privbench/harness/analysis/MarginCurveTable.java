package privbench.harness.analysis;

import java.util.Arrays;
import privbench.harness.tables.CsvLines;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import privbench.analysis.RemovalMargin;

/**
 * Writes removal-margin curves as one CSV row per point. {@code margin} is left empty for a point whose SVM
 * did not converge ({@code excluded} true): no margin is claimed from an unconverged fit; {@code min_margin}
 * keeps what its w gives, beside {@code svm_converged=false}, as a diagnostic.
 */
public final class MarginCurveTable {

    /** The header of the table. */
    public static final String HEADER = "curve,experiment,dataset,rows,features,removed,percent_removed,margin,"
            + "min_margin,misclassified,svm_converged,svm_duality_gap,svm_relative_gap,excluded";

    private MarginCurveTable() {
    }

    /** Writes the curves to a CSV file, replacing it. */
    public static void write(List<MarginCurve> curves, Path file) throws IOException {
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write(HEADER + "\n");
            for (MarginCurve c : curves) {
                for (RemovalMargin.Point p : c.points()) {
                    w.write(CsvLines.join(Arrays.asList(c.label(), c.experiment(), c.dataset(),
                            Integer.toString(c.rows()), Integer.toString(c.features()), Integer.toString(p.removed()),
                            number(p.percentRemoved()), p.converged() ? number(p.margin()) : "",
                            number(p.minMargin()), Integer.toString(p.misclassified()), Boolean.toString(p.converged()),
                            number(p.dualityGap()), number(p.relativeGap()), Boolean.toString(!p.converged()))) + "\n");
                }
            }
        }
    }

    private static String number(double v) {
        return String.format(Locale.ROOT, "%.8g", v);
    }
}

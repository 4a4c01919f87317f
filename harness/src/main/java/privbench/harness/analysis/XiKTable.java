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
import privbench.analysis.LowRankSeparability;

/** Writes xi_k curves as one CSV row per (class pair, k). */
public final class XiKTable {

    /** The header of the table. */
    public static final String HEADER = "curve,experiment,dataset,rows,features,negative,positive,pair_rows,k,xi_k,"
            + "svm_converged";

    private XiKTable() {
    }

    /** Writes the curves to a CSV file, replacing it. */
    public static void write(List<XiKAnalysis.Curve> curves, Path file) throws IOException {
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write(HEADER + "\n");
            for (XiKAnalysis.Curve c : curves) {
                for (LowRankSeparability.Point p : c.points()) {
                    w.write(CsvLines.join(Arrays.asList(c.label(), c.experiment(), c.dataset(),
                            Integer.toString(c.rows()), Integer.toString(c.features()), p.negative(),
                            p.positive(), Integer.toString(p.rows()), Integer.toString(p.k()),
                            String.format(Locale.ROOT, "%.8g", p.xi()), Boolean.toString(p.converged()))) + "\n");
                }
            }
        }
    }
}

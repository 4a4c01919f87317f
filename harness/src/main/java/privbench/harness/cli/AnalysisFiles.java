package privbench.harness.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import privbench.harness.datasets.DataDirectory;

/**
 * The inputs of a non-private data analysis verb (removal-margin, xi-k): the experiment files whose data it
 * reads, {@code --full} and {@code --data-dir}, declared once so that every analysis finds the data as
 * {@code run} does.
 */
final class AnalysisFiles {

    @Parameters(arity = "1..*", paramLabel = "FILE.yaml", description = "experiment files whose data to analyse")
    private List<Path> files;

    @Mixin
    private FullVariant full;

    @Mixin
    private DataOptions data;

    /** One analysis of an experiment file's data: a curve per dataset. */
    interface Analysis<C> {
        List<C> curves(Path file, boolean full);
    }

    /** The data folder finder for a context. */
    DataDirectory directory(CliContext context) {
        return data.directory(context);
    }

    /** The curves of every file, in the order given. */
    <C> List<C> curves(Analysis<C> analysis) {
        List<C> curves = new ArrayList<>();
        for (Path f : files) {
            curves.addAll(analysis.curves(f, full.asked()));
        }
        return curves;
    }
}

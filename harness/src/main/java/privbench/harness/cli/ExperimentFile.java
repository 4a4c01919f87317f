package privbench.harness.cli;

import java.nio.file.Path;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import privbench.harness.datasets.DataDirectory;

/**
 * The experiment a verb reads ({@code FILE.yaml}), whether its {@code --full} variant, and the {@code --data-dir}
 * where its builtin datasets are found: run, bench and validate read one experiment file the same way, so they
 * declare it once here.
 */
final class ExperimentFile {

    @Parameters(index = "0", paramLabel = "FILE.yaml", description = "the experiment file")
    private Path file;

    @Mixin
    private FullVariant full;

    @Mixin
    private DataOptions data;

    /** The experiment file as given. */
    Path file() {
        return file;
    }

    /** True when the file's full: variant was asked for. */
    boolean full() {
        return full.asked();
    }

    /** The data folder finder for a context. */
    DataDirectory directory(CliContext context) {
        return data.directory(context);
    }
}

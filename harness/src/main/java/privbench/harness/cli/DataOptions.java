package privbench.harness.cli;

import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine.Option;
import privbench.harness.datasets.DataDirectory;

/**
 * The {@code --data-dir} option shared by the verbs that read experiments.
 */
public final class DataOptions {

    @Option(names = "--data-dir", paramLabel = "DIR",
            description = "folder of the builtin datasets (default: PRIVBENCH_DATA, else the experiments/data "
                    + "above the experiment file or the working directory)")
    private Path dataDir;

    /** The data folder finder for a context. */
    DataDirectory directory(CliContext context) {
        return new DataDirectory(Optional.ofNullable(dataDir), context.environment());
    }
}

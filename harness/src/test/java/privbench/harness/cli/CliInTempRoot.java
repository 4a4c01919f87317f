package privbench.harness.cli;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.testing.Cli;

/**
 * The fixture of the command-line tests that run verbs in-process as a user would: a fresh temporary repository
 * root per test, and {@link #run} to call the command line there with the test learners. Declared once so that
 * every such test class starts from the same empty root.
 */
abstract class CliInTempRoot {

    @TempDir
    Path root;

    /** The command line with these arguments, run in {@link #root}. */
    Cli.Outcome run(String... args) {
        return new Cli(root).run(args);
    }
}

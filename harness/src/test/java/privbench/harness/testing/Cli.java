package privbench.harness.testing;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import privbench.harness.cli.CliContext;
import privbench.harness.cli.Main;
import privbench.learners.LearnerSpec;

/**
 * Runs the command line in-process with the test learners and captured output.
 */
public final class Cli {

    /** The exit code and what was printed. */
    public record Outcome(int exit, String out, String err) {
    }

    private final Path root;
    private final List<LearnerSpec<?>> learners;
    private final Map<String, String> environment;

    public Cli(Path root) {
        this(root, TestLearners.ALL, Map.of());
    }

    public Cli(Path root, List<LearnerSpec<?>> learners, Map<String, String> environment) {
        this.root = root;
        this.learners = learners;
        this.environment = environment;
    }

    public Outcome run(String... args) {
        var out = new ByteArrayOutputStream();
        var err = new ByteArrayOutputStream();
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            int code = Main.execute(new CliContext(learners, environment, root, o, e), args);
            return new Outcome(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        }
    }
}

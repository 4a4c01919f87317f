package privbench.harness.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import privbench.learners.LearnerSpec;
import privbench.learners.Learners;

/**
 * What commands get from outside: the learner catalogue, the environment, the repository root and the
 * output streams. Tests build their own (with test learners and captured streams).
 *
 * @param learners    the learner catalogue
 * @param environment environment variables (for PRIVBENCH_DATA)
 * @param root        the repository root: default home of results/ and experiments/
 * @param out         standard output
 * @param err         standard error
 */
public record CliContext(List<LearnerSpec<?>> learners, Map<String, String> environment, Path root, PrintStream out,
                         PrintStream err) {

    /** The system property the launcher sets to the repository root. */
    public static final String ROOT_PROPERTY = "privbench.root";

    public CliContext {
        learners = List.copyOf(learners);
        environment = Map.copyOf(environment);
    }

    /** The real process: every learner, the process environment, System.out and System.err. */
    public static CliContext system() {
        return new CliContext(Learners.ALL, System.getenv(), root(System.getProperty(ROOT_PROPERTY)), System.out,
                System.err);
    }

    /** The parsed command's arguments as a manifest records them (see {@link RecordedArgs}). */
    public List<String> recordedArgs(CommandLine command) {
        String home = System.getProperty("user.home");
        return RecordedArgs.of(root, home == null ? null : Path.of(home).toAbsolutePath().normalize(),
                command.getParseResult().originalArgs());
    }

    /**
     * The repository root: the launcher's property when set, else the nearest folder above the working
     * directory holding both pom.xml and experiments/, else the working directory.
     */
    static Path root(String property) {
        if (property != null && !property.isBlank()) {
            return Path.of(property).toAbsolutePath().normalize();
        }
        Path cwd = Path.of("").toAbsolutePath().normalize();
        for (Path dir = cwd; dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("pom.xml")) && Files.isDirectory(dir.resolve("experiments"))) {
                return dir;
            }
        }
        return cwd;
    }
}

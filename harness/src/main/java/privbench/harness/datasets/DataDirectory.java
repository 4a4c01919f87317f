package privbench.harness.datasets;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import privbench.harness.input.InputException;
import privbench.harness.input.Location;

/**
 * Finds the folder of builtin datasets: {@code --data-dir}, else {@code PRIVBENCH_DATA}, else the first
 * {@code experiments/data} above the experiment file's folder, else above the working directory.
 */
public final class DataDirectory {

    /** The environment variable that overrides the search. */
    public static final String ENV = "PRIVBENCH_DATA";

    private final Optional<Path> override;
    private final Map<String, String> environment;

    /**
     * @param override    the {@code --data-dir} option, if given
     * @param environment the process environment (read for {@value #ENV})
     */
    public DataDirectory(Optional<Path> override, Map<String, String> environment) {
        this.override = override;
        this.environment = Map.copyOf(environment);
    }

    /** The folder for an experiment file, or an InputException saying where it was looked for. */
    public Path locate(Path experimentFile) {
        if (override.isPresent()) {
            return requireFolder(override.get(), "--data-dir");
        }
        String env = environment.get(ENV);
        if (env != null && !env.isBlank()) {
            return requireFolder(Path.of(env), ENV);
        }
        Path start = experimentFile.toAbsolutePath().getParent();
        Optional<Path> found = search(start).or(() -> search(Path.of("").toAbsolutePath()));
        return found.orElseThrow(() -> new InputException(Location.of(experimentFile), "uses a builtin dataset, "
                + "but no experiments/data folder lies above " + start + " or the working directory; pass "
                + "--data-dir DIR or set " + ENV));
    }

    private static Optional<Path> search(Path from) {
        for (Path dir = from; dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("experiments").resolve("data");
            if (Files.isDirectory(candidate)) {
                return Optional.of(candidate);
            }
            if (dir.getFileName() != null && dir.getFileName().toString().equals("experiments")
                    && Files.isDirectory(dir.resolve("data"))) {
                return Optional.of(dir.resolve("data"));
            }
        }
        return Optional.empty();
    }

    private static Path requireFolder(Path p, String from) {
        if (!Files.isDirectory(p)) {
            throw new InputException(Location.of(p), "is not a folder (given by " + from + ")");
        }
        return p;
    }
}

package privbench.harness.repository;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The repository root as seen from a test (Maven runs tests in the module folder).
 */
public final class RepositoryPaths {

    private RepositoryPaths() {
    }

    public static Path root() {
        Path p = Path.of("").toAbsolutePath();
        while (p != null && !Files.isDirectory(p.resolve("experiments"))) {
            p = p.getParent();
        }
        if (p == null) {
            throw new IllegalStateException("no experiments/ folder above " + Path.of("").toAbsolutePath());
        }
        return p;
    }
}

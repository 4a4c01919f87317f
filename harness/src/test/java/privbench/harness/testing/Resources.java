package privbench.harness.testing;

import java.net.URISyntaxException;
import java.nio.file.Path;

/**
 * Paths of test resources (copied by Maven under target/test-classes, below the repository's
 * experiments/data, so builtin datasets are found by the upward search).
 */
public final class Resources {

    private Resources() {
    }

    /** The tiny experiment every CLI test runs, as a command-line argument. */
    public static String tinyExperiment() {
        return path("experiments/tiny.yaml").toString();
    }

    /** The path of a test resource, e.g. {@code experiments/tiny.yaml}. */
    public static Path path(String name) {
        var url = Resources.class.getClassLoader().getResource(name);
        if (url == null) {
            throw new IllegalArgumentException("no test resource " + name);
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}

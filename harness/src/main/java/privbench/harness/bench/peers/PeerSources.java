package privbench.harness.bench.peers;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The peer sources bundled in the jar (from bench/peers/ of the repository), written into a run's folder
 * so that the exact copies run sit next to the numbers they produced.
 */
final class PeerSources {

    private static final String RESOURCES = "/privbench/harness/bench/peers/";

    private PeerSources() {
    }

    /** Writes the bundled file {@code name} into the folder and returns its path. */
    static Path write(Path folder, String name) throws IOException {
        try (InputStream in = PeerSources.class.getResourceAsStream(RESOURCES + name)) {
            if (in == null) {
                throw new IOException("the jar does not bundle the peer " + name + " (expected resource "
                        + RESOURCES + name + ", from bench/peers/)");
            }
            Path target = folder.resolve(name);
            Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
            return target;
        }
    }
}

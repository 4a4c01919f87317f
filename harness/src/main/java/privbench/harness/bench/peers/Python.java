package privbench.harness.bench.peers;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A Python interpreter that imports numpy and scipy, as the numpy peer needs.
 *
 * @param command      how it is invoked (a path, or a name looked up on PATH)
 * @param numpyVersion the numpy version it imports
 */
public record Python(String command, String numpyVersion) {

    /** The interpreters tried when none is given: Debian's (with python3-numpy), then python3 on PATH. */
    public static final List<String> DEFAULT_CANDIDATES = List.of("/usr/bin/python3", "python3");

    /**
     * The outcome of a search: the first candidate that imports numpy and scipy, and why each earlier one was
     * passed over.
     */
    public record Search(Optional<Python> found, List<String> passedOver) {
        public Search {
            passedOver = List.copyOf(passedOver);
        }
    }

    /** Tries the candidates in order, in a scratch folder. */
    public static Search find(List<String> candidates, Path scratch) {
        List<String> passed = new ArrayList<>();
        for (String c : candidates) {
            try {
                var o = ExternalCommand.run(List.of(c, "-c", "import numpy, scipy; print(numpy.__version__)"),
                        scratch, Map.of(), Duration.ofMinutes(2));
                if (o.exit() == 0) {
                    return new Search(Optional.of(new Python(c, o.out().strip())), passed);
                }
                passed.add(c + ": " + o.lastLine());
            } catch (IOException e) {
                passed.add(c + ": " + e.getMessage());
            }
        }
        return new Search(Optional.empty(), passed);
    }
}

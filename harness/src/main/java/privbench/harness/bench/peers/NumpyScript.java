package privbench.harness.bench.peers;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A bundled numpy peer script, written into a run's folder, and the Python that runs it: every numpy peer runs
 * its script this one way, with every BLAS the numpy build may use set to the thread count of the privbench fit
 * it is compared with, in the script's folder, under one time limit.
 *
 * @param python the interpreter (one that imports numpy and scipy)
 * @param script the script's copy in the run's folder
 */
record NumpyScript(Python python, Path script) {

    /**
     * Runs {@code python script args...} and returns what it printed.
     *
     * @param shape the problem in words, for the error message
     * @throws IOException when the script exits with an error
     */
    String run(List<String> args, int blasThreads, String shape) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(python.command(), script.getFileName().toString()));
        cmd.addAll(args);
        String t = String.valueOf(blasThreads);
        var env = Map.of("OPENBLAS_NUM_THREADS", t, "OMP_NUM_THREADS", t, "MKL_NUM_THREADS", t);
        var o = ExternalCommand.run(cmd, script.getParent(), env, Duration.ofMinutes(30));
        if (o.exit() != 0) {
            throw new IOException(script.getFileName() + " " + shape + " exited with " + o.exit() + ": "
                    + o.lastLine());
        }
        return o.out();
    }

    /** e.g. {@code /usr/bin/python3 (numpy 1.26.4)}: what the progress lines say ran the peer. */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%s (numpy %s)", python.command(), python.numpyVersion());
    }
}

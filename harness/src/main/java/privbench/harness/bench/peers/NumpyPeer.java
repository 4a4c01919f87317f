package privbench.harness.bench.peers;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A bundled numpy script timed on a problem shape with as many BLAS threads as the privbench fit it is compared
 * with has row threads. One interface so that {@link PeerRun} drives every numpy peer with one loop over shapes
 * and thread counts, and every script runs with the same thread settings and time limit.
 *
 * @param <S> the problem shape the script takes
 */
interface NumpyPeer<S> {

    /** The peer's id in peers.csv and in progress lines (e.g. numpy-dpgd). */
    String id();

    /** Times the script on a shape with the given BLAS threads. */
    PeerTiming time(S shape, int blasThreads) throws IOException;

    /** The shape in words, e.g. {@code 20000 x 100, T = 200}. */
    String describe(S shape);

    /** What the progress line reports of a timing of the shape. */
    String result(S shape, PeerTiming timing);

    /**
     * Runs {@code python script args...} in the script's folder with every BLAS the numpy build may use set to
     * {@code blasThreads}, and returns what it printed.
     *
     * @throws IOException when the script exits with an error (the message names the script and the shape)
     */
    static String run(Python python, Path script, List<String> args, int blasThreads, String shape)
            throws IOException {
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
}

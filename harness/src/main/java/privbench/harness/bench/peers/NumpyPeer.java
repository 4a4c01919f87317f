package privbench.harness.bench.peers;

import java.io.IOException;
import java.util.List;

/**
 * A numpy peer: its script timed on a problem shape with as many BLAS threads as the privbench fit it is compared
 * with has row threads. One interface so that {@link PeerRun} drives every numpy peer with one loop over shapes
 * and thread counts.
 *
 * @param <S> the problem shape the script takes
 */
interface NumpyPeer<S extends PeerShape> {

    /** The peer's id in peers.csv and in progress lines (e.g. numpy-dpgd). */
    String id();

    /** The script and the Python that runs it. */
    NumpyScript script();

    /** The script's arguments for a shape: {@code n d T}, then whatever else the peer's script takes. */
    default List<String> arguments(S shape) {
        return shape.arguments();
    }

    /** Reads what the script printed (see {@link ScriptResult}) into a timing with the given BLAS threads. */
    PeerTiming read(String output, int blasThreads) throws IOException;

    /** Times the script on a shape with the given BLAS threads. */
    default PeerTiming time(S shape, int blasThreads) throws IOException {
        return read(script().run(arguments(shape), blasThreads, shape.describe()), blasThreads);
    }

    /** What the progress line reports of a timing of the shape. */
    String result(S shape, PeerTiming timing);
}

package privbench.harness.bench.peers;

import java.io.IOException;

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

    /** Times the script on a shape with the given BLAS threads. */
    PeerTiming time(S shape, int blasThreads) throws IOException;

    /** What the progress line reports of a timing of the shape. */
    String result(S shape, PeerTiming timing);
}

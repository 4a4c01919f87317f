package privbench.harness.bench.peers;

/**
 * One peer measurement, a row of peers.csv.
 *
 * @param peer        the peer id ({@code numpy-dpgd}, {@code stream-triad})
 * @param impl        what ran, as the peer reports it (e.g. {@code numpy-openblas-t1})
 * @param n           rows (0 for the triad)
 * @param d           columns (0 for the triad)
 * @param iterations  T (0 for the triad)
 * @param threads     threads the peer was allowed
 * @param seconds     mean time over the peer's repeats
 * @param bestSeconds best time over the repeats
 * @param gbPerSecond bandwidth the peer reports (numpy: 2 passes over X per iteration, best time; triad:
 *                    3 x 8 bytes per element, best time)
 * @param note        what else the peer printed (versions, accuracy, repeat times)
 */
public record PeerTiming(String peer, String impl, int n, int d, int iterations, int threads, double seconds,
                         double bestSeconds, double gbPerSecond, String note) {
}

package privbench.harness.bench.peers;

/**
 * A DP-SGD problem the numpy DP-SGD peer solves beside privbench's dpsgd-full: n rows, d features, T steps
 * (the peer fixes 10 classes, expected batch 256, C = 1 and sigma = 1).
 */
public record DpsgdShape(int n, int d, int steps) implements PeerShape {

    @Override
    public int passes() {
        return steps;
    }
}

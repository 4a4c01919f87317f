package privbench.harness.bench.peers;

/**
 * A DP-GD problem the numpy peer solves beside privbench's dp-gd: n rows, d columns, T iterations,
 * calibrated to (epsilon, delta).
 */
public record DpgdShape(int n, int d, int iterations, double epsilon, double delta) implements PeerShape {

    @Override
    public int passes() {
        return iterations;
    }
}

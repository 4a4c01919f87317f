package privbench.harness.bench.peers;

import java.util.Locale;

/**
 * A DP-GD problem the numpy peer solves beside privbench's dp-gd: n rows, d columns, T iterations,
 * calibrated to (epsilon, delta).
 */
public record DpgdShape(int n, int d, int iterations, double epsilon, double delta) implements PeerShape {

    /** e.g. {@code 20000 x 100, T = 200}. */
    @Override
    public String describe() {
        return String.format(Locale.ROOT, "%d x %d, T = %d", n, d, iterations);
    }
}

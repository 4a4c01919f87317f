package privbench.harness.bench.peers;

import java.util.Locale;

/**
 * A DP-SGD problem the numpy DP-SGD peer solves beside privbench's dpsgd-full: n rows, d features, T steps
 * (the peer fixes 10 classes, expected batch 256, C = 1 and sigma = 1).
 */
public record DpsgdShape(int n, int d, int steps) implements PeerShape {

    /** e.g. {@code 5000 x 64, T = 2000}. */
    @Override
    public String describe() {
        return String.format(Locale.ROOT, "%d x %d, T = %d", n, d, steps);
    }
}

package privbench.harness.bench.peers;

import java.util.List;
import java.util.Locale;

/**
 * A problem a numpy peer solves beside a privbench fit: n rows, d columns and T passes (iterations or steps),
 * as progress lines and notes name it and as every numpy peer script takes it first on its command line.
 */
public interface PeerShape {

    /** Rows. */
    int n();

    /** Columns. */
    int d();

    /** T: the passes of the peer's loop (DP-GD iterations, DP-SGD steps). */
    int passes();

    /** The problem in words, e.g. {@code 20000 x 100, T = 200}. */
    default String describe() {
        return String.format(Locale.ROOT, "%d x %d, T = %d", n(), d(), passes());
    }

    /** {@code n d T}: the script arguments every numpy peer begins with. */
    default List<String> arguments() {
        return List.of(String.valueOf(n()), String.valueOf(d()), String.valueOf(passes()));
    }
}

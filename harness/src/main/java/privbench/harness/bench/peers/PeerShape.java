package privbench.harness.bench.peers;

/**
 * A problem a numpy peer solves beside a privbench fit, as progress lines and notes name it.
 */
public interface PeerShape {

    /** The problem in words, e.g. {@code 20000 x 100, T = 200}. */
    String describe();
}

/**
 * Peer implementations run beside the JMH timings (bench/peers/: the numpy DP-GD peer and the STREAM
 * triad): bundled sources, interpreter and compiler discovery, output parsing, peers.csv. A peer that cannot
 * run here is reported and skipped.
 */
package privbench.harness.bench.peers;

package privbench.privacy.accounting.rdp;

/**
 * The epsilon an RDP accountant certifies at some delta, with the Renyi order that attains it.
 *
 * @param epsilon the certified epsilon (>= 0, possibly +Infinity)
 * @param order   the optimal order of the grid (NaN when every order gives +Infinity)
 */
public record RdpBound(double epsilon, double order) {
}

package privbench.privacy.accounting.pld;

/**
 * The three epsilons of the PRV accountant at some delta (Gopi, Lee and Wutschitz 2021, Thm. 5.5):
 * the estimate from the discretised composition, and bounds that hold given the accountant's
 * epsilon and delta errors. {@code upper} is the guarantee.
 *
 * @param lower    eps(delta + delta_error) - eps_error
 * @param estimate eps(delta)
 * @param upper    eps(delta - delta_error) + eps_error
 */
public record PrvEpsilon(double lower, double estimate, double upper) {
}

package privbench.privacy.accounting;

import java.util.OptionalDouble;
import privbench.linalg.StandardNormal;
import privbench.privacy.Guarantee;

/**
 * A spent guarantee in attack terms: the largest true-positive rate a membership test (did this record take part?)
 * can reach at a given false-positive rate, the hypothesis-testing reading of DP (Wasserman and Zhou 2010; Kairouz,
 * Oh and Viswanath 2015; Dong, Roth and Su 2019), as NIST SP 800-226 asks reports to give beside epsilon.
 *
 * <p>From the tightest curve the guarantee itself names: a mu-GDP guarantee (accountant {@code gdp} or
 * {@code gdp-paper}, an event made of Gaussians only) gives the exact Gaussian trade-off TPR = Phi(Phi^-1(FPR) + mu);
 * any other gives the (epsilon, delta) region's bound TPR = min(1, e^epsilon FPR + delta,
 * 1 - e^-epsilon (1 - delta - FPR)). No guarantee (epsilon infinite) allows TPR 1. These are functions of the
 * recorded guarantee alone, so they are public.
 */
public final class MembershipTradeOff {

    private MembershipTradeOff() {
    }

    /** mu when the guarantee is an exact mu-GDP one (its accountant is GDP's and its event only Gaussians). */
    public static OptionalDouble mu(Guarantee g) {
        if (!(g.accountant().equals("gdp") || g.accountant().equals("gdp-paper")) || !Double.isFinite(g.epsilon())) {
            return OptionalDouble.empty();
        }
        double mu = GdpAccountant.mu(g.event());
        return mu >= 0 && Double.isFinite(mu) ? OptionalDouble.of(mu) : OptionalDouble.empty();
    }

    /** The largest TPR at false-positive rate {@code fpr} in (0, 1) that the guarantee allows. */
    public static double tprAt(Guarantee g, double fpr) {
        if (!(fpr > 0 && fpr < 1)) {
            throw new IllegalArgumentException("fpr must be in (0, 1), got " + fpr);
        }
        if (!Double.isFinite(g.epsilon())) {
            return 1;
        }
        OptionalDouble mu = mu(g);
        if (mu.isPresent()) {
            return StandardNormal.cdf(StandardNormal.quantile(fpr) + mu.getAsDouble());
        }
        return epsilonDeltaBound(g.epsilon(), g.delta(), fpr);
    }

    /** The (epsilon, delta) region's largest TPR at {@code fpr}: min(1, e^eps a + delta, 1 - e^-eps (1 - delta - a)). */
    public static double epsilonDeltaBound(double epsilon, double delta, double fpr) {
        double direct = Math.exp(epsilon) * fpr + delta;
        double symmetric = 1 - Math.exp(-epsilon) * (1 - delta - fpr);
        return Math.max(fpr, Math.min(1, Math.min(direct, symmetric)));
    }
}

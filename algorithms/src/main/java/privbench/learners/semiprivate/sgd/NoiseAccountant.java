package privbench.learners.semiprivate.sgd;

import privbench.privacy.Accountant;
import privbench.privacy.accounting.Accountants;

/**
 * Which accountant calibrates DP-SGD's noise multiplier and prices what ran.
 */
public enum NoiseAccountant {
    /** Gopi, Lee and Wutschitz (2021) PRV, eps_upper as Opacus reports it: the paper's accountant. */
    PRV(Accountants.PRV),
    /** Pessimistic privacy-loss distribution (dp_accounting style). */
    PLD(Accountants.PLD),
    /** Renyi DP on orders 1.1 .. 1024 (looser; AdaDPS's accountant in the paper). */
    RDP(Accountants.RDP);

    private final Accountant accountant;

    NoiseAccountant(Accountant accountant) {
        this.accountant = accountant;
    }

    /** The accountant itself. */
    public Accountant accountant() {
        return accountant;
    }
}

package privbench.privacy.accounting;

import privbench.privacy.Accountant;
import privbench.privacy.Budget;

/**
 * How a GDP budget mu is read off (epsilon, delta) and converted back, and which accountant prices what was
 * run: spec-000 section 2.4 CHOICE. Both are valid DP; the paper's is about 2.6x conservative at delta = 1e-5.
 * One enum for dp-gd, the margin learners, {@link GdpAccountant} (whose {@code tight} conversion is the exact
 * Dong-Roth-Su one) and {@link RandomStoppingAccountant} (tight: WZW24 Lemma K.1; paper: its linearisation,
 * Cor. K.2 / Thm K.3).
 */
public enum Accounting {

    /** The paper's mu = epsilon / (2 sqrt(2 ln(1/delta))) (Cor. E.2), priced by {@code gdp-paper}. */
    PAPER,

    /** The exact Dong-Roth-Su inverse, priced by {@code gdp}. */
    TIGHT;

    /** mu for the budget; +Infinity for epsilon = +Infinity. */
    public double mu(Budget budget) {
        if (budget.isNonPrivate()) {
            return Double.POSITIVE_INFINITY;
        }
        return this == PAPER ? Gdp.muForPaper(budget.epsilon(), budget.delta())
                : Gdp.muFor(budget.epsilon(), budget.delta());
    }

    /**
     * mu for the budget when the noise is secure: sqrt(2 rho) for the largest zCDP rho within the budget, since
     * only zCDP is proved for the discrete Gaussian (whatever this mode); +Infinity for epsilon = +Infinity.
     */
    public static double secureMu(Budget budget) {
        return budget.isNonPrivate() ? Double.POSITIVE_INFINITY
                : Zcdp.muFor(budget.epsilon(), budget.delta());
    }

    /** mu for the budget, secure or not. */
    public double mu(Budget budget, boolean secure) {
        return secure ? secureMu(budget) : mu(budget);
    }

    /** The accountant for what ran: {@code zcdp} for secure noise (CKS20 Thm 4), else this mode's GDP one. */
    public Accountant accountant(boolean secure) {
        return secure ? Accountants.ZCDP : accountant();
    }

    /** The accountant that prices GDP events in this mode. */
    public Accountant accountant() {
        return this == PAPER ? Accountants.GDP_PAPER : Accountants.GDP;
    }

    /** The accountant that prices random stopping over GDP runs in this mode: tnb-gdp-paper or tnb-gdp. */
    public Accountant randomStoppingAccountant() {
        return this == PAPER ? Accountants.TNB_GDP_PAPER : Accountants.TNB_GDP;
    }
}

package privbench.learners.halfspace;

import privbench.learners.Hyperparam;
import privbench.privacy.accounting.Accounting;

/**
 * The private ERM subroutine F that the NUZ20 halfspace learners share (Nguyen, Ullman and Zakynthinou 2020,
 * Algorithm 1 line 4 and Algorithm 3), declared once: a learner writes {@code @HyperparamGroup ErmOptions erm}
 * and experiments keep writing {@code solver}, {@code split}, ... (flattened into the same names).
 *
 * @param solver        F: the faithful BST14 SGD runs with an exponential-mechanism pick, or full-batch GDP descent
 * @param split         the faithful F's epsilon split between the runs and the pick
 * @param accounting    the full-batch F's mu from (epsilon, delta)
 * @param maxIterations T_max, cap on the full-batch T = n^2 mu^2
 * @param maxSgdSteps   cap on each faithful SGD run's n^2 - 1 steps; 0 for none
 */
public record ErmOptions(
        @Hyperparam(doc = "F: faithful (BST14 SGD x R + EM) or gdp-fullbatch (practical)") ErmSolver solver,
        @Hyperparam(doc = "faithful F's epsilon split: spec (eps/2R per run, eps/2 EM) or paper-rescaled")
        BudgetSplit split,
        @Hyperparam(doc = "gdp-fullbatch: mu from (epsilon, delta), paper (Cor. E.2 of WZW24) or tight")
        Accounting accounting,
        @Hyperparam(min = 1, doc = "T_max, cap on the full-batch T = n^2 mu^2") int maxIterations,
        @Hyperparam(min = 0, doc = "cap on each faithful SGD run's n^2 - 1 steps; 0 for none") long maxSgdSteps) {

    /** The practical F (spec-001 CHOICE): full-batch GDP descent, tight mu, T_max = 2000, no SGD cap. */
    public static final ErmOptions PRACTICAL = new ErmOptions(ErmSolver.GDP_FULLBATCH, BudgetSplit.SPEC,
            Accounting.TIGHT, 2000, 0);

    /** The SGD step cap, Long.MAX_VALUE for none. */
    long sgdStepCap() {
        return maxSgdSteps == 0 ? Long.MAX_VALUE : maxSgdSteps;
    }
}

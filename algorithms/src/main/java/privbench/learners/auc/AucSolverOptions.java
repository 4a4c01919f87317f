package privbench.learners.auc;

import privbench.learners.Hyperparam;

/**
 * The solver block of the AUC learners, declared once: a learner writes {@code @HyperparamGroup AucSolverOptions
 * solving} and experiments keep writing {@code tolerance}, {@code maxIterations}, {@code solver} and
 * {@code sgdIterations} (the group is flattened into the same names).
 *
 * @param tolerance     g_tol: the exact solver stops at ||grad|| <= tolerance
 * @param maxIterations cap on L-BFGS iterations; a solve that hits it throws
 * @param solver        exact (closed form for least squares, else L-BFGS) or the paper's SGD
 * @param sgdIterations T, steps of paper-sgd
 */
public record AucSolverOptions(
        @Hyperparam(min = 0, minOpen = true, max = 1e-3, doc = "g_tol, the exact solver stops at ||grad|| <= tolerance")
        double tolerance,
        @Hyperparam(min = 1, doc = "cap on L-BFGS iterations; a solve that hits it throws") int maxIterations,
        @Hyperparam(doc = "solver: exact (closed form / L-BFGS) or paper-sgd (the paper's Sec. 6.1; uncertified when "
                + "private)")
        SolverMode solver,
        @Hyperparam(min = 1, doc = "T, steps of paper-sgd") int sgdIterations) {

    /** The exact solver to 1e-9 (the paper's Sec. 6.1 SGD as the alternative, 20,000 steps). */
    public static final AucSolverOptions EXACT = new AucSolverOptions(1e-9, 10_000, SolverMode.EXACT, 20_000);

    AucErm.Settings settings() {
        return new AucErm.Settings(solver, tolerance, maxIterations, sgdIterations);
    }
}

package privbench.learners.halfspace;

import privbench.data.Dataset;
import privbench.learners.DataChecks;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.Hyperparams;
import privbench.learners.Learner;
import privbench.learners.PrivateLearner;
import privbench.learners.Task;
import privbench.learners.TrainingData;
import privbench.privacy.accounting.Accounting;
import privbench.privacy.Budget;
import privbench.privacy.noise.NoiseSource;

/**
 * The no-projection baseline: Algorithm 1 with A = I, i.e. private ERM of the scaled hinge on x / ||x|| in R^d.
 *
 * <p>Nguyen, Ullman and Zakynthinou (2020), Algorithm 1 with A = I_d (spec-001 section 3.8 B1: generic DP-ERM,
 * whose excess loss grows like sqrt(d), Theorem 3). Same F, budget, accounting and rules as
 * {@link EfficientHalfspaceLearner}, so comparing the two isolates the projection.
 */
@Learner(id = "nuz20-noproj", summary = "NUZ20's private ERM of the scaled hinge without projection (A = I)",
        // public: as nuz20-efficient (the same private ERM), functions of n, d, the budget and the options
        publicDiagnostics = {"m", "m_asked", "projection_skipped", "lipschitz", "runs", "iterations", "sigma",
                "epsilon_run", "epsilon_selection", "selection_sensitivity", "step_size", "sensitivity", "mu"},
        paper = "NUZ20 Alg. 1 with A = I", task = Task.BINARY,
        reference = "Nguyen, Ullman and Zakynthinou (2020), Algorithm 1 without JL (baseline B1 of spec-001)")
public final class UnprojectedHalfspaceLearner implements PrivateLearner {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 0, max = 1, minOpen = true, doc = "gamma, the public margin") double gamma,
            @Hyperparam(min = 0, max = 1, minOpen = true, maxOpen = true, doc = "beta, failure probability (R)")
            double beta,
            @Hyperparam(doc = "F: faithful (BST14 SGD x R + EM) or gdp-fullbatch (practical)") ErmSolver solver,
            @Hyperparam(doc = "faithful F's epsilon split: spec (eps/2R per run, eps/2 EM) or paper-rescaled")
            BudgetSplit split,
            @Hyperparam(doc = "gdp-fullbatch: mu from (epsilon, delta), paper (Cor. E.2 of WZW24) or tight")
            Accounting accounting,
            @Hyperparam(min = 1, doc = "T_max, cap on the full-batch T = n^2 mu^2") int maxIterations,
            @Hyperparam(min = 0, doc = "cap on each faithful SGD run's n^2 - 1 steps; 0 for none") long maxSgdSteps) {

        public static final Options DEFAULTS = new Options(0.1, 0.1, ErmSolver.GDP_FULLBATCH, BudgetSplit.SPEC,
                Accounting.TIGHT, 2000, 0);
    }

    private static final String ID = "nuz20-noproj";

    private final Options opt;

    public UnprojectedHalfspaceLearner(Options opt) {
        this.opt = Hyperparams.checked(opt);
    }

    @Override
    public Fit fit(TrainingData data, Budget budget, NoiseSource noise) {
        Dataset train = DataChecks.binary(data, ID);
        var st = new PrivateErmFit.Settings(opt.gamma(), 0.1, opt.beta(), false, 4.0, 0, opt.solver(), opt.split(),
                opt.accounting(), opt.maxIterations(), opt.maxSgdSteps() == 0 ? Long.MAX_VALUE : opt.maxSgdSteps());
        return PrivateErmFit.fit(st, train, budget, noise);
    }
}

package privbench.learners.halfspace;

import privbench.learners.AuditFamily;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.HyperparamGroup;
import privbench.learners.Learner;
import privbench.learners.OptionsLearner;
import privbench.learners.Task;
import privbench.learners.TrainingData;
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
        reference = "Nguyen, Ullman and Zakynthinou (2020), Algorithm 1 without JL (baseline B1 of spec-001)",
        audit = AuditFamily.FULL_BATCH_GRADIENT)
public final class UnprojectedHalfspaceLearner extends OptionsLearner<UnprojectedHalfspaceLearner.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 0, max = 1, minOpen = true, doc = "gamma, the public margin") double gamma,
            @Hyperparam(min = 0, max = 1, minOpen = true, maxOpen = true, doc = "beta, failure probability (R)")
            double beta,
            @HyperparamGroup ErmOptions erm) {

        public static final Options DEFAULTS = new Options(0.1, 0.1, ErmOptions.PRACTICAL);
    }

    public UnprojectedHalfspaceLearner(Options opt) {
        super(opt);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        var st = new PrivateErmFit.Settings(opt.gamma(), 0.1, opt.beta(), false, 4.0, 0, opt.erm());
        return PrivateErmFit.fit(st, train, budget, noise);
    }
}

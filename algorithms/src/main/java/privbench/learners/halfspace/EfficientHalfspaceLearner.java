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
 * The efficient (epsilon, delta)-DP learner of large-margin halfspaces: JL projection, row normalisation, private
 * ERM on the scaled hinge over the unit ball.
 *
 * <p>Nguyen, Ullman and Zakynthinou (2020), Algorithm 1 (= Algorithm 3 with procedure F of Appendix A;
 * spec-001 sections 3.1-3.4). m = ceil(C_m ln(64 n / (alpha beta^2)) / gamma^2) (C_m = 4 practical) or given;
 * A = I when m >= d. F is either the faithful one (R = ceil(ln(8/beta)) BST14 noisy-SGD runs and an
 * exponential-mechanism selection with Delta u = l_max; budget split per spec-001 ERRATUM, priced by basic
 * composition) or the practical full-batch noisy GD (mu-GDP, mu from the budget by the paper's conservative or the
 * exact conversion: {@code accounting}). Neighbours: replace-one. gamma is a public input (spec-001 pitfall 2).
 */
@Learner(id = "nuz20-efficient", summary = "JL to m, rows normalised, private ERM of the scaled hinge over the ball "
        + "(F faithful: BST14 SGD x R + EM; or full-batch GDP)", paper = "NUZ20 Alg. 1/3", task = Task.BINARY,
        // public: m, T, sigma, the step, the budget split and the sensitivities follow from n, d, the budget and
        // the options
        publicDiagnostics = {"m", "m_asked", "projection_skipped", "lipschitz", "runs", "iterations", "sigma",
                "epsilon_run", "epsilon_selection", "selection_sensitivity", "step_size", "sensitivity", "mu"},
        reference = "Nguyen, Ullman and Zakynthinou (2020), Algorithm 1 (Algorithm 3, procedure F of Appendix A)",
        audit = AuditFamily.FULL_BATCH_GRADIENT)
public final class EfficientHalfspaceLearner extends OptionsLearner<EfficientHalfspaceLearner.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 0, max = 1, minOpen = true, doc = "gamma, the public margin") double gamma,
            @Hyperparam(min = 0, max = 1, minOpen = true, maxOpen = true, doc = "alpha, target error (sets m)")
            double alpha,
            @Hyperparam(min = 0, max = 1, minOpen = true, maxOpen = true, doc = "beta, failure probability (m, R)")
            double beta,
            @Hyperparam(min = 0, minOpen = true, doc = "C_m, the constant of m") double jlConstant,
            @Hyperparam(min = 0, doc = "m, the projected dimension; 0 for C_m ln(1/beta_JL)/gamma^2") int projection,
            @HyperparamGroup ErmOptions erm) {

        public static final Options DEFAULTS = new Options(0.1, 0.1, 0.1, 4.0, 0, ErmOptions.PRACTICAL);
    }

    public EfficientHalfspaceLearner(Options opt) {
        super(opt);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        var st = new PrivateErmFit.Settings(opt.gamma(), opt.alpha(), opt.beta(), true, opt.jlConstant(),
                opt.projection(), opt.erm());
        return PrivateErmFit.fit(st, train, budget, noise);
    }
}

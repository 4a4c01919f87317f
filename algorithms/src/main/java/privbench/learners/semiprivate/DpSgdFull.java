package privbench.learners.semiprivate;

import privbench.learners.AuditFamily;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.HyperparamGroup;
import privbench.learners.Learner;
import privbench.learners.OptionsLearner;
import privbench.learners.SoftmaxModel;
import privbench.learners.Task;
import privbench.learners.TrainingData;
import privbench.learners.semiprivate.sgd.FlatClipRule;
import privbench.learners.semiprivate.sgd.SgdTraining;
import privbench.privacy.Budget;
import privbench.privacy.Guarantee;
import privbench.privacy.noise.NoiseSource;

/**
 * DP-SGD for a linear softmax model on the raw d-dimensional features, no public data.
 *
 * <p>Abadi et al. (2016), as the "DP-SGD" baseline of Pinto, Hu, Yang and Sanyal (2024), Table II;
 * spec-003 sections 2.3 and 2.5. Privacy: T steps of the Poisson-subsampled Gaussian (add/remove-one,
 * per-example clipping to C over W and b, noise sd sigma C on the sum), sigma calibrated by PRV (default),
 * PLD or RDP; with B >= n (q = 1) the run is priced under replace-one ({@code SgdPrivacy.FULL_BATCH_CAVEAT}).
 * CHOICE (spec-003): the public rows of a semi-private experiment are left unused, so that every method trains on
 * the same private rows. epsilon = +Infinity runs without noise or clipping.
 */
@Learner(id = "dpsgd-full", summary = "DP-SGD on a softmax model over the raw features (no public data)",
        diagnosticGroups = SgdTraining.class,
        secureNoise = true,
        paper = "Abadi et al. 2016; PHYS24 Table II", task = Task.MULTICLASS,
        reference = "Abadi et al. (2016), DP-SGD, as the baseline of Pinto, Hu, Yang and Sanyal (2024), Table II",
        audit = AuditFamily.DP_SGD)
public final class DpSgdFull extends OptionsLearner<DpSgdFull.Options> {

    /** Hyperparameters. */
    public record Options(
            @HyperparamGroup DpSgdOptions dpsgd) {

        public static final Options DEFAULTS = new Options(DpSgdOptions.PAPER);
    }

    private final SgdTraining.RuleFactory rules;

    public DpSgdFull(Options opt) {
        this(opt, true);
    }

    /**
     * With {@code clipGradients = false} no example's gradient is clipped while the noise stays sigma C, so
     * the sensitivity C the noise is calibrated for no longer holds: for negative controls only.
     */
    DpSgdFull(Options opt, boolean clipGradients) {
        super(opt);
        this.rules = clipGradients ? FlatClipRule::new
                : (k, classes, clip, noiseStd) -> new FlatClipRule(k, classes, Double.POSITIVE_INFINITY, noiseStd);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        SgdTraining.Outcome o = SgdTraining.run(train, opt.dpsgd().settings(), budget.epsilon(), budget.delta(), noise,
                rules, data.memo());
        Guarantee g = o.guaranteeWithin(budget);
        return new Fit(new SoftmaxModel(o.weights(), o.biases(), train.classes(), train.cols()), g, o.diagnostics());
    }
}

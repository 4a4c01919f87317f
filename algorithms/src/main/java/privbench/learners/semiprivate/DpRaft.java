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
 * DP-RAFT's linear-probe recipe: full-batch DP-GD with momentum on a linear softmax model over the raw
 * features, no public data.
 *
 * <p>Panda et al. (2022), DP-RAFT, as the baseline of Pinto, Hu, Yang and Sanyal (2024), Table IX (App. B-F);
 * a reconstruction (spec-003 CHOICE: the paper does not restate the recipe): q = 1, T = epochs, zero init,
 * momentum 0.9. Privacy: T compositions of the Gaussian mechanism (per-example clipping to C over W and b,
 * noise sd sigma C on the sum), priced under replace-one, where the sum moves by at most 2C: each step divides the
 * noisy sum by n, public only when both neighbours have n rows ({@code SgdPrivacy.FULL_BATCH_CAVEAT}); sigma
 * calibrated by PRV (default), PLD or RDP; exactly 2 sqrt(T)/sigma-GDP. Momentum is post-processing.
 * epsilon = +Infinity runs without noise or clipping.
 */
@Learner(id = "dpraft", summary = "full-batch DP-GD with momentum on a softmax model over the raw features "
        + "(DP-RAFT, RECON of spec-003)",
        diagnosticGroups = SgdTraining.class,
        secureNoise = true,
        paper = "Panda et al. 2022; PHYS24 Table IX (RECON)", task = Task.MULTICLASS,
        reference = "Panda et al. (2022), DP-RAFT, as the baseline of Pinto, Hu, Yang and Sanyal (2024), Table IX, "
                + "reconstructed by spec-003",
        audit = AuditFamily.DP_SGD)
public final class DpRaft extends OptionsLearner<DpRaft.Options> {

    /** The label every private DP-RAFT guarantee carries: the recipe is spec-003's, not the paper's. */
    static final String RECON_CAVEAT = "RECON: DP-RAFT's recipe reconstructed by spec-003 (full-batch DP-GD, "
            + "momentum, zero init)";

    /** Hyperparameters. */
    public record Options(
            @HyperparamGroup DpRaftOptions dpraft) {

        public static final Options DEFAULTS = new Options(DpRaftOptions.PAPER);
    }

    private final SgdTraining.RuleFactory rules;

    public DpRaft(Options opt) {
        this(opt, true);
    }

    /**
     * With {@code clipGradients = false} no example's gradient is clipped while the noise stays sigma C, so the
     * sensitivity C the noise is calibrated for no longer holds: for negative controls only.
     */
    DpRaft(Options opt, boolean clipGradients) {
        super(opt);
        this.rules = clipGradients ? FlatClipRule::new
                : (k, classes, clip, noiseStd) -> new FlatClipRule(k, classes, Double.POSITIVE_INFINITY, noiseStd);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        SgdTraining.Outcome o = SgdTraining.run(train, opt.dpraft().settings(), budget.epsilon(), budget.delta(),
                noise, rules, data.memo());
        Guarantee g = o.guaranteeWithin(budget, RECON_CAVEAT);
        return new Fit(new SoftmaxModel(o.weights(), o.biases(), train.classes(), train.cols()), g, o.diagnostics());
    }
}

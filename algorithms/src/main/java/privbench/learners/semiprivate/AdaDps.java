package privbench.learners.semiprivate;

import privbench.learners.AuditFamily;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.Learner;
import privbench.learners.OptionsLearner;
import privbench.learners.SoftmaxModel;
import privbench.learners.Task;
import privbench.learners.TrainingData;
import privbench.learners.semiprivate.sgd.Init;
import privbench.learners.semiprivate.sgd.NoiseAccountant;
import privbench.learners.semiprivate.sgd.PreconditionedRule;
import privbench.learners.semiprivate.sgd.Sampling;
import privbench.learners.semiprivate.sgd.SgdPrivacy;
import privbench.learners.semiprivate.sgd.SgdSettings;
import privbench.learners.semiprivate.sgd.SgdTraining;
import privbench.privacy.Budget;
import privbench.privacy.Guarantee;
import privbench.privacy.accounting.Calibration;
import privbench.privacy.noise.NoiseSource;

/**
 * DP-SGD preconditioned by the second moment of LABELLED public gradients, on the raw features: the one
 * method of the family that reads public labels (it declares {@code needsPublicLabels}).
 *
 * <p>Li, Zaheer, Reddi and Smith (2022), AdaDPS with public side information, as the "AdaDPS" baseline of
 * Pinto, Hu, Yang and Sanyal (2024), Table II and App. B-G; spec-003 section 2.5 and
 * {@link PreconditionedRule}. Privacy: T steps of the Poisson-subsampled Gaussian (add/remove-one while B < n,
 * replace-one when B >= n; the preconditioner's refresh period ceil(1/q) reads n, as q itself does; the
 * preconditioned per-example gradient clipped to C, noise sd sigma C on the sum); the preconditioner reads
 * public rows only. The paper priced AdaDPS with Opacus's RDP accountant, so {@code rdp} is the default
 * here (orders up to 1024, which certify epsilon 0.1); {@code prv} is the tighter choice.
 */
@Learner(id = "adadps", summary = "DP-SGD preconditioned by labelled public gradients (AdaDPS baseline)",
        diagnosticGroups = SgdTraining.class,
        secureNoise = true,
        paper = "LZRS22; PHYS24 Table II", task = Task.MULTICLASS, needsPublic = true, needsPublicLabels = true,
        reference = "Li, Zaheer, Reddi and Smith (2022), AdaDPS, as the baseline of Pinto, Hu, Yang and Sanyal (2024)",
        audit = AuditFamily.DP_SGD)
public final class AdaDps extends OptionsLearner<AdaDps.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 0, minOpen = true, doc = "eps_c, added to v under the square root") double epsilonC,
            @Hyperparam(min = 0, minOpen = true, doc = "eta, learning rate") double learningRate,
            @Hyperparam(min = 1, doc = "T, steps") int steps,
            @Hyperparam(min = 1, doc = "B, expected batch size (q = B/n)") int batchSize,
            @Hyperparam(min = 0, minOpen = true, doc = "C, clip of the preconditioned per-example gradient") double clip,
            @Hyperparam(doc = "initial weights: uniform (PyTorch default) or zero") Init init,
            @Hyperparam(doc = "accountant calibrating sigma: rdp (paper, default), prv or pld") NoiseAccountant accountant,
            @Hyperparam(doc = "noise search: opacus (tolerance 0.01) or precise") Calibration.Search search,
            @Hyperparam(min = 0, omittedAtDefault = true, doc = "N, a public row count for Poisson sampling: q = "
                    + "min(1, B/N) and the divisor qN never read the private n (0: q = B/n, n treated as public)")
            int publicRows) {

        public static final Options DEFAULTS = new Options(1e-3, 0.1, 500, 256, 1.0, Init.UNIFORM,
                NoiseAccountant.RDP, Calibration.Search.OPACUS, 0);

        SgdSettings sgd() {
            return SgdSettings.plain(learningRate, steps, batchSize, clip, init, accountant, Sampling.POISSON, search)
                    .withPublicRows(publicRows);
        }
    }

    public AdaDps(Options opt) {
        super(opt);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        Dataset pub = PublicRows.required(data, id());
        if (!pub.classNames().equals(train.classNames())) {
            throw new IllegalArgumentException("adadps needs public labels over the private classes "
                    + train.classNames() + ", got " + pub.classNames());
        }
        int[] publicLabels = pub.labels();
        int refresh = (int) Math.ceil(1 / SgdPrivacy.rate(opt.sgd(), train.rows()));
        SgdTraining.RuleFactory rules = (k, c, clip, noiseStd) -> new PreconditionedRule(k, c, clip, noiseStd,
                opt.epsilonC(), refresh, pub.x(), publicLabels);
        SgdTraining.Outcome o = SgdTraining.run(train, opt.sgd(), budget.epsilon(), budget.delta(), noise, rules,
                data.memo());
        Guarantee g = o.guaranteeWithin(budget, PublicRows.CAVEAT);
        return new Fit(new SoftmaxModel(o.weights(), o.biases(), train.classes(), train.cols()), g, o.diagnostics());
    }
}

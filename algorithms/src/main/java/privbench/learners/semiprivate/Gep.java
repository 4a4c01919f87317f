package privbench.learners.semiprivate;

import privbench.learners.AuditFamily;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import java.util.random.RandomGenerator;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.Learner;
import privbench.learners.OptionsLearner;
import privbench.learners.SoftmaxModel;
import privbench.learners.Task;
import privbench.learners.TrainingData;
import privbench.learners.semiprivate.sgd.GepRule;
import privbench.learners.semiprivate.sgd.Init;
import privbench.learners.semiprivate.sgd.NoiseAccountant;
import privbench.learners.semiprivate.sgd.Sampling;
import privbench.learners.semiprivate.sgd.SgdSettings;
import privbench.learners.semiprivate.sgd.SgdTraining;
import privbench.privacy.Budget;
import privbench.privacy.Guarantee;
import privbench.privacy.accounting.Calibration;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.NoiseSource;

/**
 * Gradient embedding perturbation: DP-SGD whose per-example gradients are split into an embedding in a
 * basis learned from public (unlabelled, randomly labelled) gradients and a residual, clipped and noised
 * separately, on the raw features.
 *
 * <p>Yu, Zhang, Chen, Yin and Liu (2021), Algorithm 1 (GEP), as the "GEP" baseline of Pinto, Hu, Yang and
 * Sanyal (2024), Table II; spec-003 section 2.5 and {@link GepRule}. Privacy: the two noisy sums on one
 * Poisson batch have sensitivities C0 and C1 and noise sd sigma_g C0, sigma_g C1, so together they are one
 * subsampled Gaussian with multiplier sigma_g / sqrt(2); sigma_eff is calibrated by PRV (default) and
 * sigma_g = sqrt(2) sigma_eff (spec-003 CHOICE; the official code uses RDP, nearly the same).
 * Add/remove-one while B < n, replace-one when B >= n ({@code SgdPrivacy#relation}). CHOICE (official defaults):
 * momentum 0.9, weight decay 2e-4, C1 = 0.2 C0.
 */
@Learner(id = "gep", summary = "gradient embedding perturbation with a public gradient basis (GEP baseline)",
        // public: GEP's sigma and basis size come from the options and the public rows
        publicDiagnostics = {"gep_sigma", "gep_anchors"}, diagnosticGroups = SgdTraining.class,
        secureNoise = true,
        paper = "YZCYL21 Alg. 1; PHYS24 Table II", task = Task.MULTICLASS, needsPublic = true,
        reference = "Yu, Zhang, Chen, Yin and Liu (2021), GEP, as the baseline of Pinto, Hu, Yang and Sanyal (2024)",
        audit = AuditFamily.DP_SGD)
public final class Gep extends OptionsLearner<Gep.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 1, doc = "m_a, anchor (basis) dimension") int anchors,
            @Hyperparam(min = 1, doc = "m, public rows whose gradients span the basis") int publicBatch,
            @Hyperparam(min = 0, minOpen = true, doc = "C0, clip of the embedding") double clip,
            @Hyperparam(min = 0, minOpen = true, doc = "C1, clip of the residual") double residualClip,
            @Hyperparam(min = 0, minOpen = true, doc = "eta, learning rate") double learningRate,
            @Hyperparam(min = 1, doc = "T, steps") int steps,
            @Hyperparam(min = 1, doc = "B, expected batch size (q = B/n)") int batchSize,
            @Hyperparam(min = 0, max = 1, maxOpen = true, doc = "heavy-ball momentum") double momentum,
            @Hyperparam(min = 0, doc = "weight decay") double weightDecay,
            @Hyperparam(doc = "initial weights: uniform (PyTorch default) or zero") Init init,
            @Hyperparam(doc = "accountant calibrating sigma_eff: prv (default), pld or rdp") NoiseAccountant accountant,
            @Hyperparam(doc = "noise search: opacus (tolerance 0.01) or precise") Calibration.Search search,
            @Hyperparam(min = 0, omittedAtDefault = true, doc = "N, a public row count for Poisson sampling: q = "
                    + "min(1, B/N) and the divisor qN never read the private n (0: q = B/n, n treated as public)")
            int publicRows) {

        public static final Options DEFAULTS = new Options(10, 100, 1.0, 0.2, 0.1, 500, 256, 0.9, 2e-4,
                Init.UNIFORM, NoiseAccountant.PRV, Calibration.Search.OPACUS, 0);

        SgdSettings sgd() {
            return new SgdSettings(learningRate, steps, batchSize, clip, Sampling.POISSON, init, momentum, weightDecay,
                    accountant, search, publicRows);
        }
    }

    public Gep(Options opt) {
        super(opt);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        Dataset pub = PublicRows.required(data, id());
        Dataset anchorRows = pub.rows(firstOfShuffle(pub.rows(), Math.min(opt.publicBatch(), pub.rows()),
                noise.structural("gep-public")));
        int classes = train.classes();
        var labelRng = noise.structural("gep-labels");
        int[] labels = new int[anchorRows.rows()];
        for (int j = 0; j < labels.length; j++) {
            labels[j] = (int) (Gaussians.uniform(labelRng) * classes);
        }
        double[] sigmaG = new double[1];
        int[] used = new int[1];
        SgdTraining.RuleFactory rules = (k, c, clip, noiseStd) -> {
            boolean isPrivate = clip != Double.POSITIVE_INFINITY;
            sigmaG[0] = isPrivate ? Math.sqrt(2) * noiseStd / clip : 0;
            GepRule rule = new GepRule(k, c, opt.anchors(), clip, isPrivate ? opt.residualClip() : clip, sigmaG[0],
                    anchorRows.x(), labels, noise.structural("gep-power-iteration"));
            used[0] = rule.anchors();
            return rule;
        };
        SgdTraining.Outcome o = SgdTraining.run(train, opt.sgd(), budget.epsilon(), budget.delta(), noise, rules,
                data.memo());
        Map<String, Double> diagnostics = new TreeMap<>(o.diagnostics());
        diagnostics.put("gep_sigma", sigmaG[0]);
        diagnostics.put("gep_anchors", (double) used[0]);
        Guarantee g = o.guaranteeWithin(budget, PublicRows.CAVEAT);
        return new Fit(new SoftmaxModel(o.weights(), o.biases(), classes, train.cols()), g, diagnostics);
    }

    /** The first m indices of a seeded shuffle of 0..n-1. */
    static int[] firstOfShuffle(int n, int m, RandomGenerator rng) {
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        for (int i = 0; i < m; i++) {
            int j = i + (int) (Gaussians.uniform(rng) * (n - i));
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        return Arrays.copyOf(order, m);
    }
}

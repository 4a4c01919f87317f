package privbench.learners.semiprivate;

import privbench.learners.AuditFamily;
import java.util.Map;
import java.util.TreeMap;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.HyperparamGroup;
import privbench.learners.Learner;
import privbench.learners.OptionsLearner;
import privbench.learners.Task;
import privbench.learners.TrainingData;
import privbench.learners.semiprivate.sgd.SgdSettings;
import privbench.learners.semiprivate.sgd.SgdTraining;
import privbench.privacy.Budget;
import privbench.privacy.Guarantee;
import privbench.privacy.noise.NoiseSource;

/**
 * PILLAR, practical version: PCA on the public unlabelled rows, projection of the private rows onto the
 * top k components, and DP-SGD for a linear softmax model on the projections.
 *
 * <p>Pinto, Hu, Yang and Sanyal (2024), "PILLAR: How to make semi-private learning more effective",
 * Fig. 2 and Section IV (Algorithm 1 with Noisy-SGD replaced by DP-SGD, as the experiments run it);
 * spec-003 section 2.1. Privacy: exactly that of DP-SGD on the projected rows, T steps of the
 * Poisson-subsampled Gaussian under add/remove-one (replace-one when B >= n: {@code SgdPrivacy#relation}),
 * sigma calibrated by PRV (default), PLD or RDP; the PCA
 * reads only public rows and the projection and the lifted model (W A_k, b - W A_k mu) are
 * post-processing (Lemma 3). CHOICE (spec-003): centred PCA (scikit-learn), Opacus's noise search,
 * PyTorch's uniform initialisation. Per-example normalisation is the {@code unit-norm} preprocessing step.
 * Hyperparameters are fixed (the paper tuned k, eta, T, B on private validation data, unaccounted).
 * epsilon = +Infinity runs the same pipeline without noise or clipping.
 */
@Learner(id = "pillar", summary = "public PCA to k dimensions, then DP-SGD on a softmax model (PILLAR)",
        diagnosticGroups = {SgdTraining.class, Spectrum.class},
        secureNoise = true,
        paper = "PHYS24 Fig. 2 / Alg. 1", task = Task.MULTICLASS, needsPublic = true,
        reference = "Pinto, Hu, Yang and Sanyal (2024), PILLAR, Section IV and Algorithm 1 with DP-SGD",
        audit = AuditFamily.DP_SGD)
public final class Pillar extends OptionsLearner<Pillar.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 1, doc = "k, PCA dimension (at most min(d, n_U - 1))") int k,
            @Hyperparam(doc = "centre the public rows before PCA (scikit-learn); false is Alg. 1's uncentred form")
            boolean center,
            @HyperparamGroup DpSgdOptions dpsgd) {

        public static final Options DEFAULTS = new Options(10, true, DpSgdOptions.PAPER);
    }

    public Pillar(Options opt) {
        super(opt);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        return fitProjected(train, data, budget, noise, pca(data), opt.dpsgd().settings(), PublicRows.CAVEAT);
    }

    /**
     * PILLAR's stages 2 and 3 with any private training: the private rows projected by the public PCA, trained on
     * with these settings, the model lifted back to the raw features; the guarantee is the training's, with the
     * caveat (the projection and the lift are post-processing, Lemma 3). Shared with {@link DpRaftPillar}.
     */
    static Fit fitProjected(Dataset train, TrainingData data, Budget budget, NoiseSource noise, PublicPca pca,
                            SgdSettings settings, String caveat) {
        SgdTraining.Outcome o = SgdTraining.run(pca.project(train), settings, budget.epsilon(), budget.delta(), noise,
                data.memo());
        Map<String, Double> diagnostics = new TreeMap<>(o.diagnostics());
        diagnostics.putAll(Spectrum.diagnostics(pca));
        Guarantee g = o.guaranteeWithin(budget, caveat);
        return new Fit(pca.lift(o.weights(), o.biases(), train.classes()), g, diagnostics);
    }

    /** Stage 1, from the public rows alone (package-private for the bit-identity test). */
    PublicPca pca(TrainingData data) {
        return PublicPca.fit(PublicRows.required(data, id()), opt.k(), opt.center(), data.memo());
    }
}

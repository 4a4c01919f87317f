package privbench.learners.semiprivate;

import privbench.learners.AuditFamily;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.HyperparamGroup;
import privbench.learners.Learner;
import privbench.learners.OptionsLearner;
import privbench.learners.Task;
import privbench.learners.TrainingData;
import privbench.learners.semiprivate.sgd.SgdTraining;
import privbench.privacy.Budget;
import privbench.privacy.noise.NoiseSource;

/**
 * DP-RAFT + PILLAR: PCA on the public unlabelled rows to k components (PILLAR's stage 1), then DP-RAFT's
 * full-batch DP-GD with momentum on the projected private rows; the model is lifted back to the raw features.
 *
 * <p>Pinto, Hu, Yang and Sanyal (2024), Table IX (App. B-F), on Panda et al.'s (2022) DP-RAFT; a reconstruction
 * (spec-003 CHOICE: the paper does not restate DP-RAFT's recipe): q = 1, T = epochs, zero init, momentum 0.9.
 * Privacy: that of {@link DpRaft} on the projected rows (T Gaussian mechanisms, no amplification); the PCA reads
 * only public rows and the projection and the lifted model are post-processing (PILLAR's Lemma 3).
 */
@Learner(id = "dpraft-pillar", summary = "public PCA to k dimensions, then full-batch DP-GD with momentum "
        + "(DP-RAFT + PILLAR, RECON of spec-003)",
        diagnosticGroups = {SgdTraining.class, Spectrum.class},
        secureNoise = true,
        paper = "PHYS24 Table IX on Panda et al. 2022 (RECON)", task = Task.MULTICLASS, needsPublic = true,
        reference = "Pinto, Hu, Yang and Sanyal (2024), Table IX: PILLAR's projection under DP-RAFT (Panda et al. "
                + "2022), reconstructed by spec-003",
        audit = AuditFamily.DP_SGD)
public final class DpRaftPillar extends OptionsLearner<DpRaftPillar.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 1, doc = "k, PCA dimension (at most min(d, n_U - 1))") int k,
            @Hyperparam(doc = "centre the public rows before PCA (scikit-learn)") boolean center,
            @HyperparamGroup DpRaftOptions dpraft) {

        public static final Options DEFAULTS = new Options(10, true, DpRaftOptions.PAPER);
    }

    public DpRaftPillar(Options opt) {
        super(opt);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        PublicPca pca = PublicPca.fit(PublicRows.required(data, id()), opt.k(), opt.center(), data.memo());
        return Pillar.fitProjected(train, data, budget, noise, pca, opt.dpraft().settings(),
                PublicRows.CAVEAT + "; " + DpRaft.RECON_CAVEAT);
    }
}

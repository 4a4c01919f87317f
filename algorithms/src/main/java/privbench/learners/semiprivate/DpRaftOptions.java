package privbench.learners.semiprivate;

import privbench.learners.Hyperparam;
import privbench.learners.semiprivate.sgd.Init;
import privbench.learners.semiprivate.sgd.NoiseAccountant;
import privbench.learners.semiprivate.sgd.Sampling;
import privbench.learners.semiprivate.sgd.SgdSettings;
import privbench.privacy.accounting.Calibration;

/**
 * The training block of DP-RAFT and DP-RAFT + PILLAR, declared once (spec-003 CHOICE for Table IX): full-batch
 * DP-GD, so every step sums every private row (q = 1) and T = epochs steps are T compositions of the Gaussian
 * mechanism with no amplification by subsampling.
 *
 * @param learningRate eta
 * @param epochs       T, full-batch steps
 * @param clip         C, the per-example clipping norm over W and b
 * @param momentum     heavy-ball momentum on the noisy gradient (post-processing)
 * @param init         how the weights start
 * @param accountant   the accountant that calibrates sigma and prices the run
 * @param search       Opacus's noise search or the precise bisection
 */
public record DpRaftOptions(
        @Hyperparam(min = 0, minOpen = true, doc = "eta, learning rate") double learningRate,
        @Hyperparam(min = 1, doc = "T, full-batch DP-GD steps (one per epoch, q = 1)") int epochs,
        @Hyperparam(min = 0, minOpen = true, doc = "C, per-example clipping norm over W and b") double clip,
        @Hyperparam(min = 0, max = 1, maxOpen = true, doc = "heavy-ball momentum (DP-RAFT: 0.9)") double momentum,
        @Hyperparam(doc = "initial weights: zero (DP-RAFT) or uniform (PyTorch default)") Init init,
        @Hyperparam(doc = "accountant calibrating sigma: prv (default), pld or rdp") NoiseAccountant accountant,
        @Hyperparam(doc = "noise search: opacus (tolerance 0.01) or precise") Calibration.Search search) {

    /**
     * spec-003's CHOICE (zero init, momentum 0.9, PRV) with lr and epochs from App. B-F's grid: lr 1, 10 epochs
     * (the grid's middle T; lr 1 as every PILLAR DP-SGD run here), fixed, not tuned on private data.
     */
    public static final DpRaftOptions PAPER = new DpRaftOptions(1.0, 10, 1.0, 0.9, Init.ZERO, NoiseAccountant.PRV,
            Calibration.Search.OPACUS);

    /**
     * A batch size no dataset reaches: q = min(1, B/n) is exactly 1, the Poisson sampler takes every row in every
     * step and the accountant sees T plain Gaussian mechanisms ({@code SgdPrivacy}'s q = 1 branch).
     */
    static final int FULL_BATCH = Integer.MAX_VALUE;

    /** DP-GD with these settings: every row every step, momentum as given, no weight decay. */
    public SgdSettings settings() {
        return new SgdSettings(learningRate, epochs, FULL_BATCH, clip, Sampling.POISSON, init, momentum, 0,
                accountant, search);
    }
}

package privbench.learners.semiprivate;

import privbench.learners.Hyperparam;
import privbench.learners.semiprivate.sgd.Init;
import privbench.learners.semiprivate.sgd.NoiseAccountant;
import privbench.learners.semiprivate.sgd.Sampling;
import privbench.learners.semiprivate.sgd.SgdSettings;
import privbench.privacy.accounting.Calibration;

/**
 * The DP-SGD block of a semi-private learner's options, declared once (spec-003 section 2.3): a learner
 * writes {@code @HyperparamGroup DpSgdOptions dpsgd} and experiments keep writing {@code learningRate},
 * {@code steps}, ... as before (the group is flattened into the same names).
 *
 * @param learningRate eta
 * @param steps        T
 * @param batchSize    B, the expected batch size (q = B/n)
 * @param clip         C, the per-example clipping norm over all parameters jointly
 * @param sampling     Poisson (accounted with amplification) or shuffled batches (own accounting)
 * @param init         how the weights start
 * @param accountant   the accountant that calibrates sigma and prices the run
 * @param search       Opacus's noise search or the precise bisection
 * @param publicRows   N, a declared public row count for the sampling rate (0: q = B/n)
 */
public record DpSgdOptions(
        @Hyperparam(min = 0, minOpen = true, doc = "eta, learning rate") double learningRate,
        @Hyperparam(min = 1, doc = "T, DP-SGD steps") int steps,
        @Hyperparam(min = 1, doc = "B, expected batch size (q = B/n)") int batchSize,
        @Hyperparam(min = 0, minOpen = true, doc = "C, per-example clipping norm over W and b") double clip,
        @Hyperparam(doc = "batches: poisson (accounted with amplification) or shuffle (own accounting)")
        Sampling sampling,
        @Hyperparam(doc = "initial weights: uniform (PyTorch default) or zero") Init init,
        @Hyperparam(doc = "accountant calibrating sigma: prv (paper), pld or rdp") NoiseAccountant accountant,
        @Hyperparam(doc = "noise search: opacus (tolerance 0.01) or precise") Calibration.Search search,
        @Hyperparam(min = 0, omittedAtDefault = true, doc = "N, a public row count for Poisson sampling: q = "
                + "min(1, B/N) and the divisor qN never read the private n (0: q = B/n, n treated as public)")
        int publicRows) {

    /** Options without a declared public row count (q = B/n). */
    public DpSgdOptions(double learningRate, int steps, int batchSize, double clip, Sampling sampling, Init init,
                        NoiseAccountant accountant, Calibration.Search search) {
        this(learningRate, steps, batchSize, clip, sampling, init, accountant, search, 0);
    }

    /** PILLAR's settings for every DP-SGD run (Pinto et al. 2024, Appendix; spec-003 section 2.5). */
    public static final DpSgdOptions PAPER = new DpSgdOptions(1.0, 500, 256, 1.0, Sampling.POISSON, Init.UNIFORM,
            NoiseAccountant.PRV, Calibration.Search.OPACUS);

    /** Plain DP-SGD with these settings: no momentum, no weight decay. */
    public SgdSettings settings() {
        return SgdSettings.plain(learningRate, steps, batchSize, clip, init, accountant, sampling, search)
                .withPublicRows(publicRows);
    }
}

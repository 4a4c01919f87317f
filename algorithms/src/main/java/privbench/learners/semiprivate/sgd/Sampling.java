package privbench.learners.semiprivate.sgd;

/**
 * How DP-SGD draws its batches; each way has its own accounting.
 */
public enum Sampling {
    /**
     * Poisson sampling: every private row joins a step's batch independently with rate q = B/n (Opacus's
     * default and what the subsampled-Gaussian accountants assume). Add/remove-one neighbours while B < n; with
     * B >= n every row is in every step and the run is priced under replace-one ({@code SgdPrivacy#relation}).
     */
    POISSON,
    /**
     * Fixed-size batches of B rows from a fresh shuffle every epoch. No amplification by subsampling is
     * claimed: each row is in at most ceil(T / floor(n/B)) steps, each a Gaussian mechanism of
     * replace-one sensitivity 2C. Labelled in the guarantee's caveat.
     */
    SHUFFLE,
    /**
     * Poisson sampling as {@link #POISSON} (the same batches, the same bits for the same sigma), priced under
     * replace-one neighbours instead: both datasets have n rows, so q = B/n and the divisor min(B, n) are the same
     * in both and the Opacus caveat (n treated as public) is not needed. The price is group privacy over the two
     * add/remove steps through the dataset without the replaced row, sampled at the same fixed q (the
     * subsampled-Gaussian accounting holds for any fixed q): (eps_ar, delta_ar) add/remove gives (2 eps_ar,
     * (1 + e^eps_ar) delta_ar) replace-one (Dwork and Roth 2014, group privacy). Sigma is calibrated for
     * (epsilon/2, delta/(1 + e^(epsilon/2))) add/remove; loose by up to a factor 2 in epsilon against an exact
     * replace-one accounting of the subsampled Gaussian, which the accountants here do not implement.
     */
    POISSON_REPLACE_ONE;

    /** True for both Poisson modes: rows join a batch independently with rate q. */
    public boolean poisson() {
        return this != SHUFFLE;
    }
}

package privbench.learners.semiprivate.sgd;

/**
 * How DP-SGD draws its batches; each way has its own accounting.
 */
public enum Sampling {
    /**
     * Poisson sampling: every private row joins a step's batch independently with rate q = B/n (Opacus's
     * default and what the subsampled-Gaussian accountants assume). Add/remove-one neighbours.
     */
    POISSON,
    /**
     * Fixed-size batches of B rows from a fresh shuffle every epoch. No amplification by subsampling is
     * claimed: each row is in at most ceil(T / floor(n/B)) steps, each a Gaussian mechanism of
     * replace-one sensitivity 2C. Labelled in the guarantee's caveat.
     */
    SHUFFLE
}

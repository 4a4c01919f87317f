package privbench.learners;

import java.util.Locale;

/**
 * The mechanism family a learner's privacy audit attacks ({@code privbench audit}: one attack per family, the
 * worst-case neighbouring pair and statistic built for that mechanism). Declared on {@link Learner#audit()}, so
 * the learner's declaration is the only catalogue: no second list keyed by learner id.
 */
public enum AuditFamily {
    /** Full-batch noisy gradient descent (the gradient-wedge pair). */
    FULL_BATCH_GRADIENT,
    /** A minimiser released with added noise (distance of the output from the pair's shift). */
    OUTPUT_PERTURBATION,
    /** A perturbed objective's minimiser (projection on the shift). */
    OBJECTIVE_PERTURBATION,
    /** Output perturbation of the pairwise AUC loss's minimiser. */
    AUC_OUTPUT_PERTURBATION,
    /** Objective perturbation of the pairwise AUC loss. */
    AUC_OBJECTIVE_PERTURBATION,
    /** A private choice among candidate fits (random stopping, report-noisy-max). */
    PRIVATE_SELECTION,
    /** The exponential mechanism over a net or a candidate list (the choice itself is attacked). */
    EXPONENTIAL_MECHANISM,
    /** Poisson-subsampled DP-SGD (Dirac canaries, one run). */
    DP_SGD,
    /** The ClipBKD canary: for non-private references and anything no family fits. */
    GENERIC,
    /**
     * The family the event of the learner's recorded guarantee implies (a repeated Gaussian is full-batch gradient
     * descent, a subsampled Gaussian DP-SGD, pure DP a perturbed output, anything else generic): for test learners
     * and negative controls, whose claims are what is under test.
     */
    FROM_GUARANTEE;

    /** The family id written in audit outputs ({@code full-batch-gradient}, ...). */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}

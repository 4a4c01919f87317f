package privbench.learners.auc;

/**
 * Which guarantee a perturbation learner of Wang, Yang, Lei, Ying and Zhang (2021) gives; written in YAML
 * as {@code pure} or {@code approx}.
 */
public enum DpRegime {
    /** epsilon-DP with noise of density proportional to exp(-||b|| / gamma) (nu_1 in the paper). */
    PURE,
    /** (epsilon, delta)-DP with Gaussian noise N(0, sigma^2 I) (nu_2 in the paper); needs delta > 0. */
    APPROX
}

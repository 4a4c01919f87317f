package privbench.learners.erm;

import privbench.learners.HyperparamAlias;

/**
 * Which iterate of the noisy gradient loop is released, with its step-size rule (for A_NGD of Wang, Zhu and
 * Wang 2024, Algorithm 5). One enum for dp-gd and the margin learners; {@code avg}, the margin learners' old
 * spelling, is still accepted in experiment files.
 */
public enum Estimator {

    /** w_T with the high-probability step of Lemma C.2 (beta = 1/n^2): spec-000 CHOICE for M*. */
    LAST,

    /** The average of w_0..w_{T-1} with the step of Lemma C.1 (Thm 6.5(1), Thm 7.1). */
    @HyperparamAlias("avg")
    AVERAGE
}

package privbench.learners.selection;

import java.util.Objects;
import privbench.privacy.PrivacyEvent;

/**
 * The result of a private selection: the winning run's output and hyperparameter, which are what may be
 * released, plus bookkeeping.
 *
 * @param output        the winner's output
 * @param theta         the winner's hyperparameter index
 * @param runs          how many base runs were made (|Theta| for report-noisy-min, K for random stopping)
 * @param noisyScore    the winner's noised score
 * @param scoreNoiseSd  the sd of the Gaussian added to every score
 * @param runMu         the GDP budget each base run was given
 * @param event         everything that was run, for an accountant
 */
public record Selection<M>(M output, int theta, long runs, double noisyScore, double scoreNoiseSd, double runMu,
                           PrivacyEvent event) {

    public Selection {
        Objects.requireNonNull(output, "output");
        Objects.requireNonNull(event, "event");
    }
}

package privbench.learners;

import java.util.Optional;
import privbench.privacy.Budget;
import privbench.privacy.noise.NoiseSource;

/**
 * A learner that fits a classifier on labelled private data under a privacy budget.
 *
 * <p>Implementations are immutable (their options are fixed at construction), draw every random
 * number from the {@link NoiseSource} they are given, never write to the data, and return the
 * guarantee they actually spent, which must not exceed the budget.
 */
public interface PrivateLearner {

    /**
     * Fits a model.
     *
     * @param data   private rows, and public rows when the experiment has a public split
     * @param budget the (epsilon, delta) the fit may spend; epsilon = +Infinity asks for no privacy
     * @param noise  the only source of randomness
     * @throws IllegalArgumentException when the data or budget cannot be served (e.g. a multiclass task
     *                                  given to a binary learner, NaN features, an empty dataset)
     */
    Fit fit(TrainingData data, Budget budget, NoiseSource noise);

    /**
     * Why these options cannot run with secure noise (empty when they can). Only consulted for learners that run
     * with it ({@link LearnerSpec#secureNoise}): an option (e.g. a continuous sampler) may still refuse.
     */
    default Optional<String> secureNoiseRefusal() {
        return Optional.empty();
    }
}

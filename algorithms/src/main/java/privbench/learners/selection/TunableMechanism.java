package privbench.learners.selection;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.IntFunction;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.noise.NoiseSource;

/**
 * A family of private base mechanisms indexed by a hyperparameter theta in {0, ..., size() - 1}, each run
 * scored by a criterion U of known sensitivity: the M_base and U of Wang, Zhu and Wang (2024),
 * Algorithms 2 and 4.
 *
 * <p>The contract a selector relies on: {@link #run} with GDP budget mu is mu-GDP (its event says so) and
 * draws all its randomness from the noise it is handed; the score depends on the private data with
 * L2 (here: absolute) sensitivity {@link #scoreSensitivity()} under the same neighbouring relation.
 *
 * @param <M> what one run outputs
 */
public interface TunableMechanism<M> {

    /** |Theta|. */
    int size();

    /** Delta_U, the sensitivity of the score. */
    double scoreSensitivity();

    /**
     * Runs the base mechanism at theta with GDP budget mu (+Infinity for a noise-free run).
     *
     * @return the output, its un-noised score U(m; S) (never released by a selector) and what was run
     */
    Run<M> run(int theta, double mu, NoiseSource noise);

    /**
     * Runs every theta with the same mu, theta's run drawing only from {@code noise.apply(theta)}: the same runs
     * as calling {@link #run} for each theta in turn ({@link #runEach} over 0, 1, ..., size() - 1).
     */
    default List<Run<M>> runAll(double mu, IntFunction<NoiseSource> noise) {
        int[] thetas = new int[size()];
        for (int theta = 0; theta < thetas.length; theta++) {
            thetas[theta] = theta;
        }
        return runEach(thetas, mu, noise);
    }

    /**
     * Runs thetas[t] for each position t with the same mu, the run at position t drawing only from
     * {@code noise.apply(t)} (a theta may appear more than once, as random stopping draws them): the same runs
     * as calling {@link #run} for each position in turn, which is what this default does. A family may override
     * it to share work between runs (one pass over the data for several), as long as every run's output stays
     * what {@link #run} would give.
     */
    default List<Run<M>> runEach(int[] thetas, double mu, IntFunction<NoiseSource> noise) {
        List<Run<M>> out = new ArrayList<>();
        for (int t = 0; t < thetas.length; t++) {
            out.add(run(thetas[t], mu, noise.apply(t)));
        }
        return out;
    }

    /**
     * One run.
     *
     * @param output the base mechanism's output
     * @param score  U(output; S), lower is better
     * @param event  what the run spent (NonPrivate for a noise-free run)
     */
    record Run<M>(M output, double score, PrivacyEvent event) {

        public Run {
            if (Double.isNaN(score)) {
                throw new IllegalArgumentException("a score must be a number, got NaN");
            }
            Objects.requireNonNull(event, "event");
        }
    }
}

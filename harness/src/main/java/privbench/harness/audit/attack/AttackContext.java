package privbench.harness.audit.attack;

import java.util.Objects;
import privbench.data.Dataset;
import privbench.learners.Model;
import privbench.learners.PrivateLearner;
import privbench.learners.TrainingData;
import privbench.learners.LearnerSpec;
import privbench.privacy.Budget;
import privbench.privacy.Neighbouring;
import privbench.privacy.noise.SeededNoise;

/**
 * What an attack may use: the learner (the auditor knows the mechanism), its claimed relation, the base
 * rows and their dimension, and the audit seed.
 *
 * @param spec     the learner's declaration
 * @param learner  the learner with the audited options
 * @param relation the neighbouring relation its guarantee names
 * @param rows     base rows to build
 * @param cols     their dimension
 * @param seed       the audit seed
 * @param publicRows the public rows every fit is given (empty unless the learner needs them)
 */
public record AttackContext(LearnerSpec<?> spec, PrivateLearner learner, Neighbouring relation, int rows, int cols,
                            long seed, Dataset publicRows) {

    public AttackContext {
        Objects.requireNonNull(spec, "spec");
        Objects.requireNonNull(learner, "learner");
        Objects.requireNonNull(relation, "relation");
        Objects.requireNonNull(publicRows, "publicRows");
    }

    /**
     * The noiseless release on a dataset (epsilon = +Infinity): for mechanisms whose output is a known
     * function of the data plus noise, the centre the auditor tests against. Uses no private randomness.
     */
    public Model noiseless(Dataset data) {
        return learner.fit(TrainingData.forLearner(spec, data, publicRows), new Budget(Double.POSITIVE_INFINITY, 0),
                SeededNoise.forCell(seed, "audit|noiseless")).model();
    }
}

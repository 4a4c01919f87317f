package privbench.learners;

import privbench.data.Dataset;
import privbench.privacy.Budget;
import privbench.privacy.noise.NoiseSource;

/**
 * The part every learner shares, declared once: its range-checked {@code Options} and the check of the private
 * rows against the task its {@link Learner} declaration names. A learner extends it, keeps its public
 * constructor taking {@code Options} (which {@link LearnerSpec} finds by reflection) and writes only the fit on
 * the checked rows.
 *
 * <p>It exists so that the next learner cannot forget either check, and so that the task a learner declares is
 * the task it enforces ({@link Task#BINARY}: {@link DataChecks#binary}, naming the learner's id;
 * {@link Task#MULTICLASS}: {@link DataChecks#labelled}). Callers see only {@link PrivateLearner}.
 *
 * @param <O> the learner's {@code Options} record
 */
public abstract class OptionsLearner<O extends Record> implements PrivateLearner {

    /** The options, every numeric component checked against its {@link Hyperparam} range. */
    protected final O opt;

    private final Learner declaration;

    /**
     * @throws IllegalArgumentException naming the first option outside its declared range
     * @throws IllegalStateException    when the concrete class has no {@link Learner} declaration
     */
    protected OptionsLearner(O opt) {
        this.declaration = getClass().getAnnotation(Learner.class);
        if (declaration == null) {
            throw new IllegalStateException(getClass().getName() + " has no @Learner annotation");
        }
        this.opt = Hyperparams.checked(opt);
    }

    /**
     * The id the class declares ({@link Learner#id}), for messages: written once, on the annotation. An alias
     * entry of the catalogue runs this class under its own id, but the class speaks for itself.
     */
    protected final String id() {
        return declaration.id();
    }

    /** Checks the private rows against the declared task, then fits on them. */
    @Override
    public final Fit fit(TrainingData data, Budget budget, NoiseSource noise) {
        Dataset train = declaration.task() == Task.BINARY ? DataChecks.binary(data, declaration.id())
                : DataChecks.labelled(data);
        return fit(train, data, budget, noise);
    }

    /**
     * Fits a model on the checked private rows.
     *
     * @param train  the private rows: at least one, labelled, finite, binary when the declared task is
     * @param data   everything the learner was given, for a learner that reads the public rows
     * @param budget the (epsilon, delta) the fit may spend; epsilon = +Infinity asks for no privacy
     * @param noise  the only source of randomness
     */
    protected abstract Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise);
}

package privbench.learners;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a component of a learner's Options record that is itself a record of {@link Hyperparam}s (a block
 * several learners share, such as the DP-SGD settings). {@link LearnerSpec} flattens it: its parameters are
 * written in YAML, the {@code params} column and listings under their own names, as if declared in Options
 * one by one, so grouping parameters changes no experiment file and no cell id. Names must stay unique across
 * the flattened Options. Groups may nest.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface HyperparamGroup {
}

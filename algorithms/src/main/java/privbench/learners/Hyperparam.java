package privbench.learners;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares one hyperparameter: a component of a learner's {@code Options} record.
 *
 * <p>Numeric components are checked against [min, max] (open ends when minOpen / maxOpen);
 * enum components accept their constants written in kebab case.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD})
public @interface Hyperparam {

    /** What the parameter is, with the paper's symbol, e.g. "T, gradient steps". */
    String doc();

    double min() default Double.NEGATIVE_INFINITY;

    double max() default Double.POSITIVE_INFINITY;

    boolean minOpen() default false;

    boolean maxOpen() default false;

    /**
     * True for a parameter added after results were committed whose default keeps the mechanism as it was: at its
     * default it is left out of the {@code params} column and the cell ids, so its arrival changes no earlier cell.
     */
    boolean omittedAtDefault() default false;
}

package privbench.learners;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Other spellings an experiment file may use for an enum constant of a hyperparameter (kebab case), kept when
 * two enums were merged so that every committed YAML still reads. The canonical spelling (the constant's
 * name in kebab case) is what the {@code params} column and cell ids carry.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface HyperparamAlias {

    /** The accepted old spellings, e.g. {@code "avg"}. */
    String[] value();
}

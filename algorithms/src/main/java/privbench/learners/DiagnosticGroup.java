package privbench.learners;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Classifies the diagnostics that a piece of shared machinery writes into every fit that runs it (DP-SGD's
 * sigma and clipped share, a public PCA's spectrum), on the class that writes them. A learner running it names
 * the class in {@link Learner#diagnosticGroups} instead of repeating the keys and the reasons.
 *
 * <p>It exists because the keys are written in one place: their public/private split belongs beside that place,
 * so that a key the machinery adds is classified once for every learner, not in each learner's declaration.
 * {@link DiagnosticKeys} adds a group's patterns to the learner's own; the rules are those of
 * {@link Learner#publicDiagnostics} and {@link Learner#privateDiagnostics}.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface DiagnosticGroup {

    /** Keys the machinery writes that are public (functions of the budget, the options or public rows). */
    String[] publicDiagnostics() default {};

    /** Keys the machinery writes that depend on the private data beyond the guarantee. */
    String[] privateDiagnostics() default {};
}

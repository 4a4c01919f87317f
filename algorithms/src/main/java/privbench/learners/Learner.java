package privbench.learners;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares a {@link PrivateLearner}: its permanent id, what it is and where it comes from.
 *
 * <p>The annotated class also nests a {@code record Options} whose components carry
 * {@link Hyperparam}, a {@code static final Options DEFAULTS}, and a public constructor taking Options.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Learner {

    /** Permanent kebab-case id, as written in YAML and in cells.csv. */
    String id();

    /** One line saying what the learner is. */
    String summary();

    /** Short citation with algorithm number, e.g. "WZW24 Alg. 5". */
    String paper();

    /** Full reference, e.g. "Wang, Zhu and Wang (2024), Algorithm 5". */
    String reference() default "";

    /** Which tasks the learner handles. */
    Task task() default Task.BINARY;

    /** True when the learner needs the experiment's public (unlabelled) rows. */
    boolean needsPublic() default false;

    /** True when the learner reads labels of the public rows; otherwise they are hidden from it. */
    boolean needsPublicLabels() default false;

    /**
     * True for non-private references, which spend no budget and claim no guarantee. The rules that follow from it
     * are stated once, in {@link LearnerSpec}: every diagnostic of such a learner is public (its cells claim no
     * guarantee, so nothing it reports lies outside one) and it runs with secure noise (it draws no privacy
     * noise), so it declares neither diagnostics nor {@code secureNoise}.
     */
    boolean nonPrivate() default false;

    /**
     * Keys of {@link Fit#diagnostics} that are public: functions of the released model, the budget, public rows
     * or data-independent settings (a trailing {@code *} matches a prefix). Only these reach cells.csv; see
     * {@link DiagnosticKeys}.
     */
    String[] publicDiagnostics() default {};

    /** Keys the learner writes that depend on the private data beyond the guarantee; never in cells.csv. */
    String[] privateDiagnostics() default {};

    /**
     * Shared machinery the learner runs whose {@link DiagnosticGroup} classifies the keys it writes (e.g. DP-SGD's
     * training loop): those keys are declared there once, not here.
     */
    Class<?>[] diagnosticGroups() default {};

    /**
     * True when every random draw of the learner can come from secure noise (exact discrete samplers on
     * SecureRandom); false learners are refused by {@code run --noise secure} and {@code validate}. Implied by
     * {@link #nonPrivate}.
     */
    boolean secureNoise() default false;

    /**
     * The mechanism family whose attack audits the learner ({@code privbench audit}); required, so that a new
     * learner is audited by the attack built for its mechanism, never by a guess.
     */
    AuditFamily audit();
}

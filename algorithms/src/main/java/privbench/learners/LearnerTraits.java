package privbench.learners;

import java.util.Objects;

/**
 * What the harness reads of a learner besides its parameters: how it is audited, what data it needs and what it
 * claims. A Java learner's traits come from its {@link Learner} annotation; an outside program's from its entry in
 * the experiment (it has no annotation to read).
 *
 * @param audit             the mechanism family whose attack audits it
 * @param reference         full reference, or empty
 * @param task              which tasks it handles
 * @param needsPublic       true when it needs the experiment's public rows
 * @param needsPublicLabels true when it reads the public rows' labels
 * @param nonPrivate        true for a non-private reference (spends nothing, claims nothing)
 * @param diagnosticKeys    which of its diagnostics are public
 * @param secureNoise       true when every draw can come from secure noise
 */
public record LearnerTraits(AuditFamily audit, String reference, Task task, boolean needsPublic,
                            boolean needsPublicLabels, boolean nonPrivate, DiagnosticKeys diagnosticKeys,
                            boolean secureNoise) {

    public LearnerTraits {
        Objects.requireNonNull(audit, "audit");
        Objects.requireNonNull(reference, "reference");
        Objects.requireNonNull(task, "task");
        Objects.requireNonNull(diagnosticKeys, "diagnosticKeys");
    }

    /**
     * The traits an annotation declares. A non-private reference runs with secure noise (it draws no privacy noise)
     * and publishes every diagnostic ({@link DiagnosticKeys#of}).
     */
    static LearnerTraits of(Learner declaration) {
        return new LearnerTraits(declaration.audit(), declaration.reference(), declaration.task(),
                declaration.needsPublic() || declaration.needsPublicLabels(), declaration.needsPublicLabels(),
                declaration.nonPrivate(), DiagnosticKeys.of(declaration),
                declaration.secureNoise() || declaration.nonPrivate());
    }
}

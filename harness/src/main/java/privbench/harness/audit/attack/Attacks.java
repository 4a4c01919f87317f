package privbench.harness.audit.attack;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import privbench.learners.AuditFamily;
import privbench.learners.LearnerSpec;
import privbench.privacy.Guarantee;
import privbench.privacy.PrivacyEvent;

/**
 * The attack registry: one attack per mechanism family ({@link AuditFamily}). Which family audits a learner is
 * declared on the learner ({@code @Learner(audit = ...)}), the only catalogue; {@link AuditFamily#FROM_GUARANTEE}
 * (test learners, negative controls) takes it from the event the guarantee records: a (repeated) Gaussian event is
 * full-batch noisy gradient descent, a subsampled Gaussian is DP-SGD, pure DP a perturbed minimiser, anything else
 * (and no guarantee) the generic ClipBKD canary.
 */
public final class Attacks {

    /** Family ids. */
    public static final String GRADIENT = AuditFamily.FULL_BATCH_GRADIENT.id();
    public static final String OUTPUT = AuditFamily.OUTPUT_PERTURBATION.id();
    public static final String OBJECTIVE = AuditFamily.OBJECTIVE_PERTURBATION.id();
    public static final String AUC_OUTPUT = AuditFamily.AUC_OUTPUT_PERTURBATION.id();
    public static final String AUC_OBJECTIVE = AuditFamily.AUC_OBJECTIVE_PERTURBATION.id();
    public static final String SELECTION = AuditFamily.PRIVATE_SELECTION.id();
    public static final String EXPONENTIAL = AuditFamily.EXPONENTIAL_MECHANISM.id();
    public static final String DP_SGD = AuditFamily.DP_SGD.id();
    public static final String GENERIC = AuditFamily.GENERIC.id();

    private static final Map<String, Attack> BY_FAMILY = new LinkedHashMap<>();

    static {
        BY_FAMILY.put(GRADIENT, new GradientWedgeAttack());
        BY_FAMILY.put(OUTPUT, new MinimiserShiftAttack(MinimiserShiftAttack.Statistic.DISTANCE, 0.0));
        BY_FAMILY.put(OBJECTIVE, new MinimiserShiftAttack(MinimiserShiftAttack.Statistic.PROJECTION, 0.0));
        BY_FAMILY.put(AUC_OUTPUT, new MinimiserShiftAttack(MinimiserShiftAttack.Statistic.DISTANCE, 0.5));
        BY_FAMILY.put(AUC_OBJECTIVE, new MinimiserShiftAttack(MinimiserShiftAttack.Statistic.PROJECTION, 0.5));
        BY_FAMILY.put(SELECTION, new MinimiserShiftAttack(MinimiserShiftAttack.Statistic.PROJECTION, 0.5));
        BY_FAMILY.put(EXPONENTIAL, new SelectionChoiceAttack());
        BY_FAMILY.put(DP_SGD, new DiracCanaryAttack());
        BY_FAMILY.put(GENERIC, new ClipBkdAttack(Canary.CLIPBKD));
    }

    private Attacks() {
    }

    /** Every family id, in registration order. */
    public static List<String> families() {
        return List.copyOf(BY_FAMILY.keySet());
    }

    /** The attack of a family. */
    public static Attack of(String family) {
        Attack a = BY_FAMILY.get(family);
        if (a == null) {
            throw new IllegalArgumentException("--family must be one of " + String.join(", ", BY_FAMILY.keySet())
                    + "; got " + family);
        }
        return a;
    }

    /**
     * The attack with the given id (e.g. clipbkd, gradient-wedge), for --attack; {@code natural-canary} reads
     * Debian's Fashion-MNIST and {@code natural-canary@FILE} another IDX images file.
     */
    public static Attack byId(String id) {
        if (id.equals(NaturalCanaryAttack.ID)) {
            return new NaturalCanaryAttack(NaturalCanaryAttack.DEBIAN_FASHION_MNIST);
        }
        if (id.startsWith(NaturalCanaryAttack.ID + "@") && id.length() > NaturalCanaryAttack.ID.length() + 1) {
            return new NaturalCanaryAttack(java.nio.file.Path.of(id.substring(NaturalCanaryAttack.ID.length() + 1)));
        }
        for (Canary c : Canary.values()) {
            if (c.id().equals(id)) {
                return new ClipBkdAttack(c);
            }
        }
        for (Attack a : BY_FAMILY.values()) {
            if (a.id().equals(id)) {
                return a;
            }
        }
        throw new IllegalArgumentException("--attack must be one of " + String.join(", ", ids()) + "; got " + id);
    }

    /** Every attack id. */
    public static List<String> ids() {
        List<String> ids = new java.util.ArrayList<>();
        for (Canary c : Canary.values()) {
            ids.add(c.id());
        }
        for (Attack a : BY_FAMILY.values()) {
            if (!ids.contains(a.id())) {
                ids.add(a.id());
            }
        }
        ids.add(NaturalCanaryAttack.ID);
        return ids;
    }

    /** The family of a learner: the one its {@code @Learner(audit = ...)} declares (or its guarantee's event implies). */
    public static String familyOf(LearnerSpec<?> spec, Guarantee claim) {
        AuditFamily declared = spec.auditFamily();
        return declared == AuditFamily.FROM_GUARANTEE ? familyOf(claim.event()) : declared.id();
    }

    /** The family an event implies (the fallback for learners without a registration line). */
    static String familyOf(PrivacyEvent event) {
        if (event instanceof PrivacyEvent.Repeated rep) {
            return familyOf(rep.event());
        }
        if (event instanceof PrivacyEvent.Gaussian || event instanceof PrivacyEvent.Zcdp) {
            return GRADIENT;
        }
        if (event instanceof PrivacyEvent.SubsampledGaussian) {
            return DP_SGD;
        }
        if (event instanceof PrivacyEvent.PureDp || event instanceof PrivacyEvent.Laplace) {
            return OUTPUT;
        }
        if (event instanceof PrivacyEvent.Composed c && !c.events().isEmpty()) {
            return familyOf(c.events().get(c.events().size() - 1));
        }
        return GENERIC;
    }
}

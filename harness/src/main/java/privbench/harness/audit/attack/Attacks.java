package privbench.harness.audit.attack;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import privbench.learners.LearnerSpec;
import privbench.privacy.Guarantee;
import privbench.privacy.PrivacyEvent;

/**
 * The attack registry: one attack per mechanism family, and each learner id's family (one line per learner).
 * A learner no line names gets its family from the event its guarantee records, so a new learner is audited
 * by a fitting attack before anyone registers it: a (repeated) Gaussian event is full-batch noisy gradient
 * descent, a subsampled Gaussian is DP-SGD, pure DP a perturbed minimiser, anything else (and no guarantee)
 * the generic ClipBKD canary.
 */
public final class Attacks {

    /** Family ids. */
    public static final String GRADIENT = "full-batch-gradient";
    public static final String OUTPUT = "output-perturbation";
    public static final String OBJECTIVE = "objective-perturbation";
    public static final String AUC_OUTPUT = "auc-output-perturbation";
    public static final String AUC_OBJECTIVE = "auc-objective-perturbation";
    public static final String SELECTION = "private-selection";
    public static final String EXPONENTIAL = "exponential-mechanism";
    public static final String DP_SGD = "dp-sgd";
    public static final String GENERIC = "generic";

    private static final Map<String, Attack> BY_FAMILY = new LinkedHashMap<>();
    private static final Map<String, String> FAMILY_OF = new LinkedHashMap<>();

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

        FAMILY_OF.put("non-private-logistic", GENERIC);
        FAMILY_OF.put("non-private-svm", GENERIC);
        FAMILY_OF.put("dp-gd", GRADIENT);
        FAMILY_OF.put("output-perturbation", OUTPUT);
        FAMILY_OF.put("objective-perturbation", OBJECTIVE);
        FAMILY_OF.put("wzw-adaptive-margin", GRADIENT);
        FAMILY_OF.put("wzw-adaptive-margin-privtune", GRADIENT);
        FAMILY_OF.put("wzw-jlgd-oracle", GRADIENT);
        FAMILY_OF.put("ngd-noproj", GRADIENT);
        FAMILY_OF.put("auc-nonprivate", GENERIC);
        FAMILY_OF.put("auc-output-perturbation", AUC_OUTPUT);
        FAMILY_OF.put("auc-objective-perturbation", AUC_OBJECTIVE);
        FAMILY_OF.put("auc-private-tuning", SELECTION);
        FAMILY_OF.put("pointwise-objective-perturbation-gauss", OBJECTIVE);
        FAMILY_OF.put("em-nojl", EXPONENTIAL);
        FAMILY_OF.put("priv-mrg", EXPONENTIAL);
        FAMILY_OF.put("nuz20-pure", EXPONENTIAL);
        FAMILY_OF.put("pillar", DP_SGD);
        FAMILY_OF.put("pillar-theory", DP_SGD);
        FAMILY_OF.put("dpsgd-full", DP_SGD);
        // full-batch DP-GD on the same softmax model: the Dirac canaries apply (the Gaussian fallback would pick
        // the gradient wedge, built for the margin learners' hinge)
        FAMILY_OF.put("dpraft", DP_SGD);
        FAMILY_OF.put("dpraft-pillar", DP_SGD);
        FAMILY_OF.put("dppca-dpsgd", DP_SGD);
        FAMILY_OF.put("jl-dpsgd", DP_SGD);
        FAMILY_OF.put("gep", DP_SGD);
        FAMILY_OF.put("adadps", DP_SGD);
        FAMILY_OF.put("nonprivate", DP_SGD);
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

    /** The attack with the given id (e.g. clipbkd, gradient-wedge), for --attack. */
    public static Attack byId(String id) {
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
        return ids;
    }

    /** The family of a learner: its registered one, else the one its guarantee's event implies. */
    public static String familyOf(LearnerSpec<?> spec, Guarantee claim) {
        String registered = FAMILY_OF.get(spec.id());
        return registered != null ? registered : familyOf(claim.event());
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

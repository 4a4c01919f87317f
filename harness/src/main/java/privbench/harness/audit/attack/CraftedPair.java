package privbench.harness.audit.attack;

import privbench.data.Dataset;
import privbench.privacy.Neighbouring;

/**
 * The two worlds of a crafted worst-case pair (gradient-wedge, minimiser-shift, selection-choice): "in" is the
 * base rows plus the canary of class 1; "out" is, under add-remove, the base rows alone, under label-only the
 * same canary with class 0, and under replace-one the replacement row with class 1. The three attacks differ in
 * their rows and scores, not in how a relation makes the pair, so that rule is written once here.
 *
 * @param out the world without the canary
 * @param in  the world with it
 */
record CraftedPair(Dataset out, Dataset in) {

    /** The pair for base rows, the canary, the row that replaces it under replace-one, and a relation. */
    static CraftedPair of(Dataset base, double[] canary, double[] replacement, Neighbouring relation) {
        Dataset out = switch (relation) {
            case ADD_REMOVE -> base.named("audit/out");
            case LABEL_ONLY -> Rows.plus(base, canary, 0, "audit/out");
            default -> Rows.plus(base, replacement, 1, "audit/out");
        };
        return new CraftedPair(out, Rows.plus(base, canary, 1, "audit/in"));
    }
}

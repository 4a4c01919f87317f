package privbench.learners.margin;

/**
 * How one margin candidate is projected (spec-000 section 2.1): Phi = I when k_gamma >= d (no sense in a JL
 * map to a higher dimension), a fresh Phi_gamma otherwise, and, under the k_max CHOICE, one Phi of k_max rows
 * shared by every candidate with min(k_gamma, d) > k_max.
 *
 * @param dimension k, the dimension A_NGD runs in
 * @param identity  Phi = I
 * @param capped    k was capped at k_max (Lemma 6.2 no longer covers the candidate; privacy is unaffected)
 * @param label     the structural stream Phi is drawn from: data-independent, and the same label gives the
 *                  same Phi within one fit
 */
record ProjectionPlan(int dimension, boolean identity, boolean capped, String label) {

    /**
     * The plan for a wanted dimension k_gamma (a double: it can exceed any int) in d dimensions.
     *
     * @param maxProjection k_max, 0 for none
     * @param label         the candidate's own stream label, used when it gets its own Phi
     */
    static ProjectionPlan of(double wanted, int d, int maxProjection, String label) {
        if (!(wanted >= 1)) {
            throw new IllegalArgumentException("projection dimension must be >= 1, got " + wanted);
        }
        double k = Math.min(wanted, d);
        if (maxProjection > 0 && k > maxProjection) {
            return new ProjectionPlan(maxProjection, false, true, "jl/capped/k-" + maxProjection);
        }
        if (wanted >= d) {
            return new ProjectionPlan(d, true, false, "identity");
        }
        int kk = (int) wanted;
        return new ProjectionPlan(kk, false, false, label + "/k-" + kk);
    }

    /** Phi = I regardless of k_gamma (Algorithm 5 on raw rows). */
    static ProjectionPlan identity(int d) {
        return new ProjectionPlan(d, true, false, "identity");
    }
}

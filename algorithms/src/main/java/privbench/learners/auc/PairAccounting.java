package privbench.learners.auc;

/**
 * How many positive-negative pairs one replaced example is counted in, m, which sets the pairwise
 * sensitivities; written in YAML as {@code paper} or {@code tight}.
 *
 * <p>The proofs of Wang, Yang, Lei, Ying and Zhang (2021) bound the change of the pairwise gradient by
 * m 2 D_X B / (n+ n-) (Lemma 1, eq. (13)) and the Jacobian ratio by (1 + beta D_X^2 / (n+ n- (lambda + Delta)))^m
 * (eq. (12)). As printed they take m = n = n+ + n-, i.e. 1/n+ + 1/n- after dividing by n+ n-. Under the
 * relation the proofs need anyway (replacement by an example with the same label), a positive example is
 * in exactly n- pairs and a negative one in n+, so m = max(n+, n-), i.e. 1/min(n+, n-): the same proofs,
 * counted exactly, with up to half the noise.
 *
 * <p>The tight setting also picks the better branch of Algorithm 2. As printed, the first branch (Delta = 0,
 * epsilon' = epsilon - T) is taken whenever T < epsilon, although for epsilon/2 <= T < epsilon it leaves
 * epsilon' < epsilon/2, less than the second branch's epsilon' = epsilon/2 (which is valid there, its Delta
 * being >= 0 exactly when T >= epsilon/2); as T approaches epsilon the printed rule's noise grows without
 * bound. Tight takes the first branch only when T < epsilon/2.
 */
public enum PairAccounting {
    /** m = n, the constants as printed (default, for fidelity). */
    PAPER,
    /** m = max(n+, n-), exact for label-preserving replacement, and the better branch of Algorithm 2. */
    TIGHT;

    /** m, the number of pairs a replaced example is counted in. */
    public int multiplicity(int nPos, int nNeg) {
        return this == PAPER ? nPos + nNeg : Math.max(nPos, nNeg);
    }

    /**
     * Whether Algorithm 2 takes its second branch (Delta > 0, epsilon' = epsilon/2) for the Jacobian term T:
     * T >= epsilon as printed, T >= epsilon/2 (whichever branch leaves the larger epsilon') when tight.
     */
    public boolean secondBranch(double jacobianLog, double epsilon) {
        return this == PAPER ? !(jacobianLog < epsilon) : !(jacobianLog < epsilon / 2);
    }
}

package privbench.learners.semiprivate.sgd;

/**
 * The losses of PILLAR's theoretical version (Pinto et al. 2024, Table I) for ||w||, ||z|| <= 1 and
 * labels +-1, with their Lipschitz constants and ranges (spec-003 section 2.2).
 */
public enum TheoryLoss {
    /** Scaled hinge max(0, 1 - m / zeta), zeta = 0.9 gamma_0 (1 - xi_0): Lipschitz 1/zeta, range [0, 1 + 1/zeta]. */
    HINGE,
    /**
     * Cross-entropy ln(1 + e^-m) / ln 2: Lipschitz 1/ln 2 (tight; the paper's Table I says 2), range
     * [log2(1 + e^-1), log2(1 + e)].
     */
    CROSS_ENTROPY;

    private static final double LN2 = Math.log(2);

    /** The loss at margin m = y w.z. */
    double value(double m, double zeta) {
        return this == HINGE ? Math.max(0, 1 - m / zeta) : Math.log1p(Math.exp(-m)) / LN2;
    }

    /** d loss / d m at margin m (the gradient in w is this times y z). */
    double slope(double m, double zeta) {
        if (this == HINGE) {
            return m < zeta ? -1 / zeta : 0;
        }
        return -1 / ((1 + Math.exp(m)) * LN2);
    }

    /** The Lipschitz constant in w over the unit balls. */
    public double lipschitz(double zeta) {
        return this == HINGE ? 1 / zeta : 1 / LN2;
    }

    /** loss_max - loss_min over margins in [-1, 1]: the exponential mechanism's Delta_U. */
    public double range(double zeta) {
        return value(-1, zeta) - value(1, zeta);
    }
}

package privbench.learners.margin;

/**
 * The radius rows are clipped to when a candidate skips its projection (Phi = I because k_gamma >= d), in units
 * of the data bound v: it fixes the sensitivity Delta = 2 radius / c of the gradient sum.
 */
public enum IdentityRadius {

    /** v, the rows' own bound: Delta = 2v/c = 6/gamma, the sensitivity of Algorithm 5 on raw rows (CHOICE). */
    UNIT(1.0),

    /** 2v, as after a projection (Algorithm 1, line 2, taken literally): Delta = 12/gamma whatever d is. */
    PAPER(2.0);

    private final double radius;

    IdentityRadius(double radius) {
        this.radius = radius;
    }

    /** The radius in units of v. */
    double radius() {
        return radius;
    }
}

package privbench.privacy.accounting.rdp;

/**
 * Conversions from an RDP curve (orders, values) to (epsilon, delta)-DP; each takes the minimum over the grid.
 */
public enum RdpConversion {

    /**
     * Balle, Barthe, Gaboardi, Hsu and Sato (2020), Thm. 21 (also Canonne, Kamath and Steinke 2020,
     * Prop. 12): epsilon = RDP(alpha) + ln(1 - 1/alpha) - ln(delta alpha)/(alpha - 1). Used by Opacus,
     * dp_accounting and current TF Privacy.
     *
     * <p>dp_accounting also returns epsilon = 0 once delta >= sqrt(1 - e^-RDP) (a KL bound). We leave that
     * out on purpose: it makes epsilon jump from the grid's floor to 0 at absurd noise levels, which turns
     * an unreachable target (epsilon 0.1 on the Opacus grid) into a "calibrated" noise multiplier of ~5000.
     */
    BALLE_2020("b20"),

    /**
     * Mironov (2017), Prop. 3: epsilon = RDP(alpha) + ln(1/delta)/(alpha - 1). The pre-2021 TF Privacy and
     * Opacus conversion, kept to reproduce their published numbers.
     */
    MIRONOV_2017("m17");

    private final String id;

    RdpConversion(String id) {
        this.id = id;
    }

    /** Short tag used in the reference vectors and on the command line ({@code b20}, {@code m17}). */
    public String id() {
        return id;
    }

    /** The conversion with the given {@link #id()}. */
    public static RdpConversion byId(String id) {
        for (RdpConversion c : values()) {
            if (c.id.equals(id)) {
                return c;
            }
        }
        throw new IllegalArgumentException("RDP conversion must be b20 or m17, got " + id);
    }

    /**
     * The smallest epsilon over the grid at the given delta, and the order attaining it.
     *
     * @param orders orders > 1
     * @param rdp    RDP values >= 0 (+Infinity allowed) at those orders
     * @param delta  in [0, 1); delta = 0 gives +Infinity unless every RDP value is 0
     */
    public RdpBound epsilon(double[] orders, double[] rdp, double delta) {
        if (orders.length != rdp.length || orders.length == 0) {
            throw new IllegalArgumentException("orders and RDP values must be non-empty and of equal length, got "
                    + orders.length + " and " + rdp.length);
        }
        if (!(delta >= 0 && delta < 1)) {
            throw new IllegalArgumentException("delta must be in [0, 1), got " + delta);
        }
        boolean allZero = true;
        for (double r : rdp) {
            allZero &= r == 0;
        }
        if (allZero) {
            return new RdpBound(0, Double.NaN);   // identical output distributions: nothing to convert
        }
        return minimum(orders, rdp, delta);
    }

    /**
     * The limit of {@link #epsilon} as every RDP value tends to 0: the smallest epsilon this grid and
     * conversion can certify at delta for any mechanism that is not a no-op.
     */
    public RdpBound floor(double[] orders, double delta) {
        if (!(delta > 0 && delta < 1)) {
            throw new IllegalArgumentException("delta must be in (0, 1), got " + delta);
        }
        return minimum(orders, new double[orders.length], delta);
    }

    private RdpBound minimum(double[] orders, double[] rdp, double delta) {
        double best = Double.POSITIVE_INFINITY;
        double bestOrder = Double.NaN;
        for (int k = 0; k < orders.length; k++) {
            double e = atOrder(orders[k], rdp[k], delta);
            if (e < best) {
                best = e;
                bestOrder = orders[k];
            }
        }
        return new RdpBound(Math.max(0, best), bestOrder);
    }

    /**
     * The smallest delta over the grid at the given epsilon (the same bounds solved for delta; Balle et al.
     * in the form of Canonne, Kamath and Steinke 2020, Prop. 12).
     */
    public double delta(double[] orders, double[] rdp, double epsilon) {
        if (orders.length != rdp.length || orders.length == 0) {
            throw new IllegalArgumentException("orders and RDP values must be non-empty and of equal length, got "
                    + orders.length + " and " + rdp.length);
        }
        if (!(epsilon >= 0)) {
            throw new IllegalArgumentException("epsilon must be >= 0, got " + epsilon);
        }
        double best = 0;   // log delta; delta <= 1 always
        for (int k = 0; k < orders.length; k++) {
            double a = orders[k];
            double r = rdp[k];
            if (!(a > 1) || !(r >= 0)) {
                throw new IllegalArgumentException("RDP order must be > 1 and value >= 0, got " + a + ", " + r);
            }
            double logDelta = this == BALLE_2020
                    ? (a - 1) * (r - epsilon + Math.log1p(-1 / a)) - Math.log(a)
                    : (a - 1) * (r - epsilon);
            best = Math.min(best, logDelta);
        }
        return Math.exp(best);
    }

    private double atOrder(double alpha, double r, double delta) {
        if (!(alpha > 1)) {
            throw new IllegalArgumentException("RDP order must be > 1, got " + alpha);
        }
        if (!(r >= 0)) {
            throw new IllegalArgumentException("RDP value must be >= 0, got " + r + " at order " + alpha);
        }
        if (r == Double.POSITIVE_INFINITY) {
            return r;
        }
        if (delta == 0) {
            return Double.POSITIVE_INFINITY;
        }
        if (this == MIRONOV_2017) {
            return r - Math.log(delta) / (alpha - 1);
        }
        return r + Math.log1p(-1 / alpha) - (Math.log(delta) + Math.log(alpha)) / (alpha - 1);
    }
}

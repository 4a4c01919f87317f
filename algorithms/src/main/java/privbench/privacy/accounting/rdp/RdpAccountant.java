package privbench.privacy.accounting.rdp;

import java.util.LinkedHashMap;
import java.util.Map;
import privbench.privacy.Accountant;
import privbench.privacy.DpChecks;
import privbench.privacy.Pricing;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.rdp.SampledGaussianRdp.FractionalSeries;

/**
 * Renyi differential privacy accounting (Mironov 2017): every event is priced as an RDP curve on a grid of
 * orders, compositions add the curves order by order, and the total is converted to (epsilon, delta).
 *
 * <p>Curves: Poisson-subsampled Gaussian per {@link SampledGaussianRdp}; Gaussian alpha / (2 s^2);
 * Laplace with multiplier b (Mironov 2017, Prop. 6) eps + ln(1 + (alpha-1)(e^{(1-2alpha)eps} - 1)/(2alpha-1))/(alpha-1),
 * eps = 1/b; rho-zCDP rho alpha; a pure eps-DP mechanism by the RDP of randomised response,
 * (alpha eps + ln(1 + e^{(1-2alpha)eps}) - ln(1 + e^eps)) / (alpha - 1), which dominates every eps-DP
 * mechanism. Approximate (eps, delta) events are not supported.
 * Neighbouring relation: add/remove one record, Poisson sampling.
 */
public final class RdpAccountant implements Accountant {

    private final double[] orders;
    private final RdpConversion conversion;
    private final FractionalSeries series;

    /** An accountant on a named grid with the Balle et al. (2020) conversion and the exact fractional series. */
    public RdpAccountant(RdpOrders grid) {
        this(grid.orders(), RdpConversion.BALLE_2020, FractionalSeries.EXACT);
    }

    /**
     * @param orders     Renyi orders, each > 1 (+Infinity allowed)
     * @param conversion RDP to (epsilon, delta) conversion
     * @param series     how fractional orders are summed
     */
    public RdpAccountant(double[] orders, RdpConversion conversion, FractionalSeries series) {
        if (orders.length == 0) {
            throw new IllegalArgumentException("the order grid must not be empty");
        }
        for (double a : orders) {
            if (!(a > 1)) {
                throw new IllegalArgumentException("RDP orders must be > 1, got " + a);
            }
        }
        this.orders = orders.clone();
        this.conversion = conversion;
        this.series = series;
    }

    @Override
    public String id() {
        return "rdp";
    }

    /** The orders of the grid (a copy). */
    public double[] orders() {
        return orders.clone();
    }

    /** The RDP-to-DP conversion in use. */
    public RdpConversion conversion() {
        return conversion;
    }

    @Override
    public boolean supportsLeaf(PrivacyEvent leaf) {
        // approximate (epsilon, delta) events have no RDP curve; random stopping is priced by its own accountant
        return !(leaf instanceof PrivacyEvent.ApproxDp) && !(leaf instanceof PrivacyEvent.RandomStopping);
    }

    @Override
    public double epsilon(PrivacyEvent event, double delta) {
        return bound(event, delta).epsilon();
    }

    /** Epsilon with the order attaining it, the grid (its name when it is a named one) and the conversion. */
    @Override
    public Pricing price(PrivacyEvent event, double delta) {
        RdpBound b = bound(event, delta);
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("order", b.order());
        details.put("orders", RdpOrders.nameOf(orders));
        details.put("conversion", conversion.id());
        return new Pricing(b.epsilon(), delta, id(), details);
    }

    /** The certified epsilon at delta and the order attaining it. */
    public RdpBound bound(PrivacyEvent event, double delta) {
        DpChecks.requireDelta(delta);
        return conversion.epsilon(orders, rdp(event), delta);
    }

    /** The smallest delta certified at epsilon (the conversion solved for delta). */
    public double delta(PrivacyEvent event, double epsilon) {
        return conversion.delta(orders, rdp(event), epsilon);
    }

    /**
     * The smallest epsilon this grid and conversion can certify at delta, whatever the noise (every RDP
     * value 0). A target below it can never be met: calibration refuses it.
     */
    public RdpBound floor(double delta) {
        return conversion.floor(orders, delta);
    }

    /** The RDP curve of the event on this accountant's grid. */
    public double[] rdp(PrivacyEvent event) {
        return RdpCurve.of(event, orders, this::leaf);
    }

    private double leaf(PrivacyEvent event, double alpha) {
        if (event instanceof PrivacyEvent.SubsampledGaussian s) {
            return SampledGaussianRdp.rdp(s.noiseMultiplier(), s.samplingRate(), alpha, series);
        }
        if (event instanceof PrivacyEvent.Gaussian g) {
            return SampledGaussianRdp.rdp(g.noiseMultiplier(), 1, alpha, series);
        }
        if (event instanceof PrivacyEvent.Laplace l) {
            return laplace(1 / l.noiseMultiplier(), alpha);
        }
        if (event instanceof PrivacyEvent.PureDp p) {
            return randomisedResponse(p.epsilon(), alpha);
        }
        if (event instanceof PrivacyEvent.Zcdp z) {
            return alpha == Double.POSITIVE_INFINITY ? alpha : z.rho() * alpha;
        }
        if (event instanceof PrivacyEvent.NonPrivate) {
            return Double.POSITIVE_INFINITY;
        }
        throw new IllegalArgumentException("rdp accountant cannot price " + event
                + " (approximate (epsilon, delta) events have no RDP curve)");
    }

    /** RDP of the Laplace mechanism with eps = sensitivity / scale (Mironov 2017, Prop. 6). */
    static double laplace(double eps, double alpha) {
        if (alpha == Double.POSITIVE_INFINITY) {
            return eps;
        }
        double exact = eps + Math.log1p((alpha - 1) * Math.expm1((1 - 2 * alpha) * eps) / (2 * alpha - 1)) / (alpha - 1);
        // eps-DP also gives alpha eps^2 / 2 (via zCDP) and eps; both guard the cancellation at tiny eps
        return Math.max(0, Math.min(exact, Math.min(alpha * eps * eps / 2, eps)));
    }

    /** RDP of randomised response with log-odds eps: the largest RDP of any eps-DP mechanism. */
    static double randomisedResponse(double eps, double alpha) {
        if (alpha == Double.POSITIVE_INFINITY) {
            return eps;
        }
        double exact = (alpha * eps + softplus((1 - 2 * alpha) * eps) - softplus(eps)) / (alpha - 1);
        return Math.max(0, Math.min(exact, Math.min(alpha * eps * eps / 2, eps)));
    }

    private static double softplus(double x) {
        return Math.max(x, 0) + Math.log1p(Math.exp(-Math.abs(x)));
    }

    @Override
    public String toString() {
        return "RdpAccountant[" + orders.length + " orders " + orders[0] + ".." + orders[orders.length - 1] + ", "
                + conversion.id() + ", " + series + "]";
    }
}

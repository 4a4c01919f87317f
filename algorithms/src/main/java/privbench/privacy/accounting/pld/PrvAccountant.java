package privbench.privacy.accounting.pld;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import privbench.linalg.Fft;
import privbench.privacy.Accountant;
import privbench.privacy.DpChecks;
import privbench.privacy.Pricing;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.rdp.RdpAccountant;
import privbench.privacy.accounting.rdp.RdpOrders;

/**
 * The PRV accountant of Gopi, Lee and Wutschitz (2021), "Numerical Composition of Differential Privacy",
 * as Opacus's {@code PRVAccountant} runs it (spec-003 section 2.4): the privacy random variable of each
 * Poisson-subsampled Gaussian step is truncated to [-L, L], discretised on a mesh with a mean-preserving
 * shift, composed by FFT (circular convolution), and epsilon is read off the result. It reports
 * {@code eps_upper} = eps(delta - delta_error) + eps_error, which is a guarantee by their Thm. 5.5.
 *
 * <p>One deliberate difference from the reference: our FFT is radix-2, so the domain is widened from
 * 2 ceil(L/mesh) + 2 points to the next power of two (same mesh, larger truncation interval). That only
 * makes the truncation error smaller; the published values are reproduced to about 1e-7.
 *
 * <p>Supports Gaussian and Poisson-subsampled Gaussian steps, no-ops, and {@code Repeated} / {@code Composed}
 * of them. Neighbouring relation: add/remove one record (the remove direction, as in the paper).
 */
public final class PrvAccountant implements Accountant {

    /** Opacus's default eps_error. */
    public static final double DEFAULT_EPS_ERROR = 0.01;
    /** Opacus's default delta_error / delta. */
    public static final double DEFAULT_DELTA_ERROR_RATIO = 1e-3;
    private static final int MAX_POINTS = 1 << 25;
    private static final double MACHINE_EPSILON = Math.ulp(1.0);

    private final double epsError;
    private final double deltaErrorRatio;

    /** An accountant with Opacus's defaults (eps_error 0.01, delta_error = delta / 1000). */
    public PrvAccountant() {
        this(DEFAULT_EPS_ERROR, DEFAULT_DELTA_ERROR_RATIO);
    }

    public PrvAccountant(double epsError, double deltaErrorRatio) {
        this.epsError = DpChecks.requirePositive("epsError", epsError);
        if (!(deltaErrorRatio > 0 && deltaErrorRatio < 1)) {
            throw new IllegalArgumentException("deltaErrorRatio must be in (0, 1), got " + deltaErrorRatio);
        }
        this.deltaErrorRatio = deltaErrorRatio;
    }

    @Override
    public String id() {
        return "prv";
    }

    /** A no-op, or a leaf {@link #step} turns into a PRV: the list of what is priced is written once. */
    @Override
    public boolean supportsLeaf(PrivacyEvent leaf) {
        return leaf instanceof PrivacyEvent.NoOp || step(leaf) != null;
    }

    @Override
    public double epsilon(PrivacyEvent event, double delta) {
        return bounds(event, delta).upper();
    }

    /** The upper bound (what is certified), with the estimate beside it. */
    @Override
    public Pricing price(PrivacyEvent event, double delta) {
        PrvEpsilon e = bounds(event, delta);
        return new Pricing(e.upper(), delta, id(), Map.of("epsilon_estimate", e.estimate()));
    }

    /** Lower bound, estimate and upper bound of epsilon at delta. */
    public PrvEpsilon bounds(PrivacyEvent event, double delta) {
        DpChecks.requirePositiveDelta(delta, "the prv accountant");
        if (!supports(event)) {
            throw new IllegalArgumentException("prv accountant cannot price " + event
                    + " (supported: Gaussian, SubsampledGaussian and their compositions; try pld or rdp)");
        }
        Map<SubsampledGaussianPrv, Long> steps = new LinkedHashMap<>();
        collect(event, 1, steps);
        if (steps.isEmpty()) {
            return new PrvEpsilon(0, 0, 0);
        }
        double deltaError = delta * deltaErrorRatio;
        PrivacyLossDistribution composed = compose(steps, deltaError);
        if (MACHINE_EPSILON * composed.size() > delta - deltaError) {
            throw new IllegalArgumentException("delta " + delta + " is too small for the prv accountant: rounding of "
                    + composed.size() + " grid points would dominate; use the rdp accountant");
        }
        double estimate = composed.epsilon(delta);
        double upper = composed.epsilon(delta - deltaError) + epsError;
        double lower = Math.max(0, composed.epsilon(delta + deltaError) - epsError);
        return new PrvEpsilon(lower, estimate, upper);
    }

    private static void collect(PrivacyEvent event, long count, Map<SubsampledGaussianPrv, Long> steps) {
        if (event instanceof PrivacyEvent.Repeated r) {
            collect(r.event(), Math.multiplyExact(count, r.count()), steps);
        } else if (event instanceof PrivacyEvent.Composed c) {
            for (PrivacyEvent e : c.events()) {
                collect(e, count, steps);
            }
        } else {
            SubsampledGaussianPrv step = step(event);
            if (step != null) {
                steps.merge(step, count, Long::sum);
            }
        }
    }

    /** The PRV of one (subsampled) Gaussian step, or null for any other leaf (a no-op adds no step). */
    private static SubsampledGaussianPrv step(PrivacyEvent leaf) {
        if (leaf instanceof PrivacyEvent.SubsampledGaussian s) {
            return new SubsampledGaussianPrv(s.noiseMultiplier(), s.samplingRate());
        }
        if (leaf instanceof PrivacyEvent.Gaussian g) {
            return new SubsampledGaussianPrv(g.noiseMultiplier(), 1);
        }
        return null;
    }

    /** Steps 2-4 of spec-003 section 2.4: domain, discretisation, FFT composition. */
    private PrivacyLossDistribution compose(Map<SubsampledGaussianPrv, Long> steps, double deltaError) {
        long total = steps.values().stream().mapToLong(Long::longValue).sum();
        double halfWidth = domainHalfWidth(steps, total, deltaError);
        double mesh = epsError / Math.sqrt(total * Math.log(12 / deltaError) / 2);
        double k = Math.ceil(halfWidth / mesh);
        if (2 * k + 2 > MAX_POINTS) {
            throw new IllegalArgumentException("the prv accountant would need " + (long) (2 * k + 2)
                    + " grid points for " + total + " steps; use the pld or rdp accountant");
        }
        int n = Fft.powerOfTwoAtLeast((int) (2 * k + 2));
        double tMin = -(n / 2 - 1) * mesh;
        double[] spectrumRe = null;
        double[] spectrumIm = null;
        double shift = 0;
        double[] pmf = new double[n];
        for (Map.Entry<SubsampledGaussianPrv, Long> step : steps.entrySet()) {
            double s = step.getKey().discretise(tMin, mesh, pmf);
            shift += s * step.getValue();
            double[] re = new double[n / 2 + 1];
            double[] im = new double[n / 2 + 1];
            Fft.realForward(pmf, re, im);
            power(re, im, step.getValue());
            if (spectrumRe == null) {
                spectrumRe = re;
                spectrumIm = im;
            } else {
                multiply(spectrumRe, spectrumIm, re, im);
            }
        }
        double[] circular = new double[n];
        Fft.realInverse(spectrumRe, spectrumIm, circular);
        // a sum of `total` grid values lands (total - 1) * tMin / mesh indices off (mod n): roll it back
        long roll = (total - 1) % n + (total % 2 == 0 ? n / 2 : 0);
        double[] rolled = new double[n];
        for (int i = 0; i < n; i++) {
            rolled[(int) ((i + roll) % n)] = circular[i];
        }
        return new PrivacyLossDistribution(tMin + shift, mesh, rolled, 0);
    }

    /** L of spec-003 section 2.4 step 2, from the RDP accountant on the Opacus orders as in the reference. */
    private double domainHalfWidth(Map<SubsampledGaussianPrv, Long> steps, long total, double deltaError) {
        RdpAccountant rdp = new RdpAccountant(RdpOrders.OPO);
        PrivacyEvent[] all = new PrivacyEvent[steps.size()];
        double widest = epsError;
        int i = 0;
        for (Map.Entry<SubsampledGaussianPrv, Long> step : steps.entrySet()) {
            PrivacyEvent one = new PrivacyEvent.SubsampledGaussian(step.getKey().sigma(), step.getKey().q());
            all[i++] = new PrivacyEvent.Repeated(one, step.getValue());
            widest = Math.max(widest, rdp.epsilon(one, deltaError / (8.0 * total)));
        }
        widest = Math.max(widest, rdp.epsilon(new PrivacyEvent.Composed(List.of(all)), deltaError / 4));
        return widest + 3;
    }

    /** z^count for each spectrum entry, by repeated squaring (relative error about count ulps, as for pow). */
    private static void power(double[] re, double[] im, long count) {
        for (int k = 0; k < re.length; k++) {
            double br = re[k];
            double bi = im[k];
            double rr = 1;
            double ri = 0;
            for (long c = count; c > 0; c >>= 1) {
                if ((c & 1) == 1) {
                    double t = rr * br - ri * bi;
                    ri = rr * bi + ri * br;
                    rr = t;
                }
                if (c > 1) {
                    double t = br * br - bi * bi;
                    bi = 2 * br * bi;
                    br = t;
                }
            }
            re[k] = rr;
            im[k] = ri;
        }
    }

    private static void multiply(double[] re, double[] im, double[] br, double[] bi) {
        for (int k = 0; k < re.length; k++) {
            double t = re[k] * br[k] - im[k] * bi[k];
            im[k] = re[k] * bi[k] + im[k] * br[k];
            re[k] = t;
        }
    }
}

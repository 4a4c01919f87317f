package privbench.privacy.accounting.rdp;

import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import privbench.privacy.Accountant;
import privbench.privacy.DpChecks;
import privbench.privacy.PrivacyEvent;

/**
 * Renyi DP of the discrete Gaussian mechanism, Poisson-subsampled or not, by bounds proved for any base
 * mechanism (id {@code rdp-discrete-subsampled}): what secure noise runs in DP-SGD.
 *
 * <p>Base curve: the discrete Gaussian with noise multiplier s (integer query of L2 sensitivity Delta, sigma =
 * s Delta per coordinate) has RDP eps(alpha) <= alpha / (2 s^2) at every order (Canonne, Kamath and Steinke
 * 2020, Theorem 4, additive over coordinates). The continuous sampled-Gaussian formula of Mironov, Talwar and
 * Zhang (2019) is proved for the Gaussian's densities only, so it is not used here. Poisson subsampling at rate
 * gamma (add/remove-one) uses the general upper bound of Zhu and Wang (2019), "Poisson subsampled Renyi
 * differential privacy", ICML, Theorem 6, valid for any mechanism given its RDP at integer orders alpha >= 2:
 *
 * <pre>
 * eps'(alpha) <= 1/(alpha-1) log( (1-g)^(alpha-1) (alpha g - g + 1) + C(alpha,2) g^2 (1-g)^(alpha-2) e^eps(2)
 *                                  + 3 sum_{l=3..alpha} C(alpha,l) g^l (1-g)^(alpha-l) e^((l-1) eps(l)) )
 * </pre>
 *
 * and, by joint quasi-convexity of Renyi divergence, eps'(alpha) <= eps(alpha); the smaller is taken. Other
 * leaves: Gaussian alpha / (2 s^2), rho-zCDP rho alpha, pure and Laplace events as in {@link RdpAccountant}.
 * Curves add over compositions and convert by Balle et al. (2020) on the integer order grid {@link #orders()}.
 */
public final class DiscreteSubsampledRdpAccountant implements Accountant {

    /** Integer orders 2..64, then coarser up to 1024 (Theorem 6 needs integer orders). */
    private final double[] orders = DoubleStream.concat(
            IntStream.rangeClosed(2, 64).asDoubleStream(),
            DoubleStream.of(72, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384, 512, 768, 1024)).toArray();

    /** The integer orders of the grid (a copy). */
    public double[] orders() {
        return orders.clone();
    }

    @Override
    public String id() {
        return "rdp-discrete-subsampled";
    }

    @Override
    public boolean supportsLeaf(PrivacyEvent leaf) {
        // as rdp: approximate (epsilon, delta) events have no RDP curve; random stopping has its own accountant
        return !(leaf instanceof PrivacyEvent.ApproxDp) && !(leaf instanceof PrivacyEvent.RandomStopping);
    }

    @Override
    public double epsilon(PrivacyEvent event, double delta) {
        DpChecks.requireDelta(delta);
        return RdpConversion.BALLE_2020.epsilon(orders, rdp(event), delta).epsilon();
    }

    /** The RDP curve of the event on {@link #orders()}. */
    public double[] rdp(PrivacyEvent event) {
        return RdpCurve.of(event, orders, (e, alpha) -> leaf(e, (int) alpha));
    }

    private double leaf(PrivacyEvent event, int alpha) {
        if (event instanceof PrivacyEvent.SubsampledGaussian s) {
            double rho = 1 / (2 * s.noiseMultiplier() * s.noiseMultiplier());
            return Math.min(alpha * rho, poissonSubsampled(rho, s.samplingRate(), alpha));
        }
        if (event instanceof PrivacyEvent.Gaussian g) {
            return alpha / (2 * g.noiseMultiplier() * g.noiseMultiplier());
        }
        if (event instanceof PrivacyEvent.Zcdp z) {
            return z.rho() * alpha;
        }
        if (event instanceof PrivacyEvent.Laplace l) {
            return RdpAccountant.laplace(1 / l.noiseMultiplier(), alpha);
        }
        if (event instanceof PrivacyEvent.PureDp p) {
            return RdpAccountant.randomisedResponse(p.epsilon(), alpha);
        }
        if (event instanceof PrivacyEvent.NonPrivate) {
            return Double.POSITIVE_INFINITY;
        }
        throw new IllegalArgumentException("rdp-discrete-subsampled cannot price " + event
                + " (no RDP curve for (epsilon, delta) or random-stopping events)");
    }

    /**
     * Zhu and Wang (2019), Theorem 6, for a base mechanism with eps(l) = l rho, at integer alpha >= 2. The sum
     * S in the log is 1 + sum_{l>=2} C(alpha,l) g^l (1-g)^(alpha-l) (c_l e^((l-1) eps(l)) - 1) with c_2 = 1 and
     * c_l = 3 (the l = 0, 1 terms of the binomial identity sum_l C(alpha,l) g^l (1-g)^(alpha-l) = 1 are the
     * first term of the theorem), so log S = log1p(sum of positive terms), evaluated in log-sum-exp form
     * without cancellation (the direct form loses ~1e-9 relative at small g).
     */
    static double poissonSubsampled(double rho, double gamma, int alpha) {
        if (alpha < 2) {
            throw new IllegalArgumentException("Theorem 6 needs an integer order >= 2, got " + alpha);
        }
        if (gamma >= 1) {
            return alpha * rho;
        }
        if (rho == 0) {
            return 0;
        }
        double logG = Math.log(gamma);
        double log1mG = Math.log1p(-gamma);
        double[] terms = new double[alpha - 1];
        double logBinom = Math.log(alpha) + Math.log(alpha - 1) - Math.log(2);   // log C(alpha, 2)
        for (int l = 2; l <= alpha; l++) {
            if (l > 2) {
                logBinom += Math.log(alpha - l + 1) - Math.log(l);
            }
            double x = (l - 1) * (double) l * rho;   // (l - 1) eps(l)
            // log(c e^x - 1): c = 1 gives log(expm1(x)); c = 3 gives x + log(3 - e^-x)
            double logFactor = l == 2 ? (x < 1 ? Math.log(Math.expm1(x)) : x + Math.log1p(-Math.exp(-x)))
                    : x + Math.log(3 - Math.exp(-x));
            terms[l - 2] = logBinom + l * logG + (alpha - l) * log1mG + logFactor;
        }
        double max = Double.NEGATIVE_INFINITY;
        for (double t : terms) {
            max = Math.max(max, t);
        }
        double sum = 0;
        for (double t : terms) {
            sum += Math.exp(t - max);
        }
        double logRest = max + Math.log(sum);   // log(S - 1)
        double logS = logRest < 0 ? Math.log1p(Math.exp(logRest)) : logRest + Math.log1p(Math.exp(-logRest));
        return Math.max(0, logS / (alpha - 1));
    }

    @Override
    public String toString() {
        return "DiscreteSubsampledRdpAccountant[" + orders.length + " integer orders 2..1024, b20]";
    }
}

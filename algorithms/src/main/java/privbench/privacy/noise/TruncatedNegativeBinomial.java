package privbench.privacy.noise;

import privbench.checks.Require;

/**
 * The truncated negative binomial law TNB(eta, r) on {1, 2, 3, ...}: the run count of Papernot and
 * Steinke's (2022) private hyperparameter tuning.
 *
 * <p>Wang, Zhu and Wang (2024), Def. A.1 (spec-000 section 2.5): for eta != 0,
 * P(K = k) = (1-r)^k / (r^-eta - 1) prod_{l<k} (l + eta)/(l + 1), E[K] = eta (1-r) / (r (1 - r^eta)),
 * PGF(x) = ((1 - (1-r) x)^-eta - 1) / (r^-eta - 1); for eta = 0 (logarithmic) P(K = k) = (1-r)^k / (k ln(1/r)),
 * E[K] = (1/r - 1) / ln(1/r), PGF(x) = ln(1 - (1-r) x) / ln r. The case the paper uses, eta = 1, is the
 * geometric law P(K = k) = r (1-r)^(k-1) with CDF 1 - (1-r)^t (Fact A.3).
 *
 * <p>Sampling uses one uniform from the privacy noise stream: for eta = 1 the exact inversion
 * K = max(1, ceil(ln U / ln(1 - r))) with U in (0, 1]; otherwise an inverse-CDF walk with
 * P(k+1) / P(k) = (1-r)(k + eta)/(k + 1), which takes O(K) steps. K is never capped (spec-000 pitfall 8):
 * a caller that cannot afford the runs must change r before sampling.
 *
 * @param eta the shape, in (-1, infinity)
 * @param r   the stopping rate, in (0, 1)
 */
public record TruncatedNegativeBinomial(double eta, double r) {

    public TruncatedNegativeBinomial {
        Require.above("TNB shape eta", eta, -1);
        if (!(r > 0 && r < 1)) {
            throw new IllegalArgumentException("TNB rate r must be in (0, 1), got " + r);
        }
    }

    /** TNB(1, r), the geometric law the paper uses. */
    public static TruncatedNegativeBinomial geometric(double r) {
        return new TruncatedNegativeBinomial(1.0, r);
    }

    /**
     * TNB(eta, r) with the given mean E[K] > 1: r found by bisection (E[K] falls from +Infinity to 1 as r goes
     * from 0 to 1), to a relative 1e-12 in r.
     */
    public static TruncatedNegativeBinomial ofMean(double eta, double mean) {
        if (!(mean > 1) || Double.isInfinite(mean)) {
            throw new IllegalArgumentException("a TNB mean must be a finite number > 1 (K >= 1 always), got " + mean);
        }
        double lo = Double.MIN_NORMAL;
        double hi = 1 - 0x1p-52;
        new TruncatedNegativeBinomial(eta, 0.5); // refuses a bad eta before the search
        for (int i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
            double mid = 0.5 * (lo + hi);
            if (new TruncatedNegativeBinomial(eta, mid).mean() > mean) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return new TruncatedNegativeBinomial(eta, 0.5 * (lo + hi));
    }

    /** P(K = k); 0 for k < 1. */
    public double pmf(long k) {
        if (k < 1) {
            return 0;
        }
        if (eta == 1) {
            return r * Math.exp((k - 1) * Math.log1p(-r));
        }
        double logP = Math.log(first());
        for (long l = 1; l < k; l++) {
            logP += Math.log1p(-r) + Math.log((l + eta) / (l + 1));
        }
        return Math.exp(logP);
    }

    /** P(K <= t). */
    public double cdf(long t) {
        if (t < 1) {
            return 0;
        }
        if (eta == 1) {
            return -Math.expm1(t * Math.log1p(-r));
        }
        double p = first();
        double sum = p;
        for (long k = 1; k < t; k++) {
            p *= ratio(k);
            sum += p;
        }
        return Math.min(1, sum);
    }

    /** E[K]. */
    public double mean() {
        if (eta == 0) {
            return (1 / r - 1) / Math.log(1 / r);
        }
        return eta * (1 - r) / (r * -Math.expm1(eta * Math.log(r)));
    }

    /** The probability generating function E[x^K] for x in [0, 1]. */
    public double pgf(double x) {
        if (!(x >= 0 && x <= 1)) {
            throw new IllegalArgumentException("the PGF is evaluated on [0, 1], got " + x);
        }
        double a = 1 - (1 - r) * x;
        if (eta == 0) {
            return Math.log(a) / Math.log(r);
        }
        return Math.expm1(-eta * Math.log(a)) / Math.expm1(-eta * Math.log(r));
    }

    /** One draw, from one uniform of the given (privacy) noise stream. */
    public long sample(NoiseSource noise) {
        if (noise.exactBits().isPresent()) {
            return sampleExactly(noise);
        }
        double u = 1 - noise.uniform();
        if (eta == 1) {
            double k = Math.ceil(Math.log(u) / Math.log1p(-r));
            return k >= Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(1, (long) k);
        }
        // inverse CDF: the smallest k with P(K <= k) >= 1 - u, walking the pmf recursion
        double target = 1 - u;
        double p = first();
        double cumulative = p;
        long k = 1;
        while (cumulative < target && p > 0) {
            p *= ratio(k);
            cumulative += p;
            k++;
        }
        return k;
    }

    /**
     * Secure noise: K for eta = 1 as the index of the first success of exact Bernoulli(r) coins (r's exact
     * binary value), the geometric law itself; the other shapes have no exact sampler here.
     */
    private long sampleExactly(NoiseSource noise) {
        if (eta != 1) {
            throw new IllegalArgumentException("secure noise samples the run count exactly for the geometric law "
                    + "(eta = 1) only, got eta = " + eta);
        }
        long k = 1;
        while (!noise.bernoulli(r)) {
            k++;
        }
        return k;
    }

    /** P(K = 1). */
    private double first() {
        if (eta == 0) {
            return (1 - r) / Math.log(1 / r);
        }
        return eta * (1 - r) / Math.expm1(-eta * Math.log(r));
    }

    /** P(K = k + 1) / P(K = k). */
    private double ratio(long k) {
        return (1 - r) * (k + eta) / (k + 1);
    }
}

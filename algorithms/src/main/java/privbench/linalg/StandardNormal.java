package privbench.linalg;

/**
 * The standard normal law in double precision, with a log-CDF that stays accurate deep in the lower
 * tail (accountants take logs of probabilities near 1e-300).
 *
 * <p>Method: for |x| small the CDF comes from the everywhere-positive series
 * erf(z) = 2z e^(-z^2)/sqrt(pi) * sum (2z^2)^n / (2n+1)!!; in the tails from the Laplace continued
 * fraction of the Mills ratio R(t) = Phi(-t)/phi(t) = 1/(t + 1/(t + 2/(t + 3/(t + ...)))), which
 * converges fast for t >= 2.8.
 */
public final class StandardNormal {

    private static final double LOG_SQRT_2PI = 0.5 * Math.log(2 * Math.PI);
    private static final double SQRT2 = Math.sqrt(2.0);
    private static final double TAIL = 2.8;

    private StandardNormal() {
    }

    /** The density phi(x). */
    public static double pdf(double x) {
        return Math.exp(logPdf(x));
    }

    /** log phi(x). */
    public static double logPdf(double x) {
        return -0.5 * x * x - LOG_SQRT_2PI;
    }

    /** Phi(x) = P(Z <= x). */
    public static double cdf(double x) {
        if (Double.isNaN(x)) {
            return Double.NaN;
        }
        if (x <= -TAIL) {
            return lowerTail(-x);
        }
        if (x >= TAIL) {
            return 1 - lowerTail(x);
        }
        double z = Math.abs(x) / SQRT2;
        double erf = erfSeries(z);
        return x < 0 ? 0.5 * (1 - erf) : 0.5 * (1 + erf);
    }

    /** log Phi(x), accurate for x down to about -1e150. */
    public static double logCdf(double x) {
        if (Double.isNaN(x)) {
            return Double.NaN;
        }
        if (x <= -TAIL) {
            double t = -x;
            return logPdf(t) + Math.log(millsRatio(t));
        }
        if (x >= TAIL) {
            return Math.log1p(-lowerTail(x));
        }
        return Math.log(cdf(x));
    }

    /** The quantile Phi^-1(p) for p in (0, 1); +-Infinity at 1 and 0. */
    public static double quantile(double p) {
        if (!(p >= 0 && p <= 1)) {
            throw new IllegalArgumentException("p must be in [0, 1], got " + p);
        }
        if (p == 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (p == 1) {
            return Double.POSITIVE_INFINITY;
        }
        if (p > 0.5) {
            return -quantileLower(1 - p, Math.log1p(-p));
        }
        return quantileLower(p, Math.log(p));
    }

    /** Phi^-1 for p <= 0.5, by safeguarded Newton steps on log Phi. */
    private static double quantileLower(double p, double logP) {
        double lo = -40;
        double hi = 0;
        double x = p < 1e-3 ? -Math.sqrt(-2 * logP - Math.log(-2 * logP * 2 * Math.PI)) : -0.5;
        for (int it = 0; it < 200; it++) {
            double f = logCdf(x) - logP;
            if (f > 0) {
                hi = x;
            } else {
                lo = x;
            }
            // d/dx log Phi(x) = phi(x)/Phi(x)
            double slope = Math.exp(logPdf(x) - logCdf(x));
            double next = x - f / slope;
            if (!(next > lo && next < hi)) {
                next = 0.5 * (lo + hi);
            }
            if (Math.abs(next - x) <= 1e-15 * Math.max(1, Math.abs(x))) {
                return next;
            }
            x = next;
        }
        return x;
    }

    /** Phi(-t) for t >= 2.8. */
    private static double lowerTail(double t) {
        return Math.exp(logPdf(t)) * millsRatio(t);
    }

    /** R(t) = Phi(-t)/phi(t) by the modified Lentz evaluation of the Laplace continued fraction. */
    static double millsRatio(double t) {
        if (t == Double.POSITIVE_INFINITY) {
            return 0;
        }
        final double tiny = 1e-300;
        double f = t;
        double c = t;
        double d = 0;
        for (int k = 1; k < 5000; k++) {
            d = t + k * d;
            d = Math.abs(d) < tiny ? tiny : d;
            c = t + k / c;
            c = Math.abs(c) < tiny ? tiny : c;
            d = 1 / d;
            double delta = c * d;
            f *= delta;
            if (Math.abs(delta - 1) < 1e-16) {
                break;
            }
        }
        return 1 / f;
    }

    /** erf(z) for 0 <= z < 2 from a series of positive terms (no cancellation). */
    private static double erfSeries(double z) {
        double z2 = z * z;
        double term = 1;
        double sum = 1;
        for (int n = 1; n < 500; n++) {
            term *= 2 * z2 / (2 * n + 1);
            sum += term;
            if (term < 1e-17 * sum) {
                break;
            }
        }
        return 2 * z / Math.sqrt(Math.PI) * Math.exp(-z2) * sum;
    }
}

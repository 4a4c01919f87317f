package privbench.privacy.accounting.pld;

import privbench.linalg.StandardNormal;

/**
 * The privacy random variable of one Poisson-subsampled Gaussian step (Gopi, Lee and Wutschitz 2021,
 * Prop. B1/B4): Y = ln(dP/dQ) under P with P = (1-q) N(0, s^2) + q N(1, s^2), Q = N(0, s^2), i.e.
 * CDF(t) = 1 - (q/2) erfc((2 z s^2 - 1)/(2 sqrt2 s)) - ((1-q)/2) erfc((2 z s^2 + 1)/(2 sqrt2 s)),
 * z = ln((e^t + q - 1)/q), for t > ln(1-q) (spec-003 section 2.4, step 1), and its discretisation on a grid.
 *
 * @param sigma noise multiplier
 * @param q     Poisson sampling rate in (0, 1]
 */
record SubsampledGaussianPrv(double sigma, double q) {

    private static final int QUADRATURE_POINTS = 20;
    /** Both Gaussian components carry less than Phi(-38) ~ 1e-316 beyond 40 sd. */
    private static final double SUPPORT_SDS = 40;

    /** P(Y > t), accurate in the upper tail. */
    double survival(double t) {
        return pair().survivalP(t);
    }

    /**
     * The discretisation of spec-003 section 2.4, step 3, on the grid t_i = tMin + i dt: Y truncated to
     * [tMin, tMax] (tMax = the last grid point) and renormalised, pmf_i = the truncated mass of
     * [t_i - dt/2, t_i + dt/2]; returns the shift mean(truncated Y) - sum t_i pmf_i that moves the grid so
     * that the discrete mean equals the continuous one.
     */
    double discretise(double tMin, double dt, double[] pmf) {
        int n = pmf.length;
        SubsampledGaussianPair pair = pair();
        double tMax = tMin + (n - 1) * dt;
        double top = pair.survivalP(tMax);
        double remaining = pair.survivalP(tMin) - top;
        double upper = remaining;   // truncated survival at the lower edge of bin 0
        for (int i = 0; i < n; i++) {
            double edge = i == n - 1 ? tMax : tMin + (i + 0.5) * dt;
            double next = i == n - 1 ? 0 : pair.survivalP(edge) - top;
            pmf[i] = (upper - next) / remaining;
            upper = next;
        }
        double discreteMean = 0;
        double carry = 0;   // Kahan summation: the shift is a small difference of two means
        for (int i = 0; i < n; i++) {
            double term = (tMin + i * dt) * pmf[i] - carry;
            double sum = discreteMean + term;
            carry = (sum - discreteMean) - term;
            discreteMean = sum;
        }
        double shift = truncatedMean(tMin, tMax, remaining) - discreteMean;
        if (!(Math.abs(shift) < dt / 2)) {
            throw new IllegalStateException("discrete PRV mean differs from the continuous mean by " + shift
                    + ", more than half a grid step " + dt / 2);
        }
        return shift;
    }

    /**
     * E[Y | tMin < Y <= tMax], integrated in the underlying Gaussian variable x, where Y = L(x) is smooth:
     * composite Gauss-Legendre on panels of width min(s, s^2)/2 (the scales of the density and of L).
     */
    private double truncatedMean(double tMin, double tMax, double remaining) {
        SubsampledGaussianPair th = pair();
        double a = Math.max(th.threshold(tMin), -SUPPORT_SDS * sigma);
        double b = Math.min(th.threshold(tMax), 1 + SUPPORT_SDS * sigma);
        if (!(b > a)) {
            return tMin;
        }
        double panelWidth = 0.5 * Math.min(sigma, sigma * sigma);
        int panels = (int) Math.min(200_000, Math.ceil((b - a) / panelWidth));
        double integral = new GaussLegendre(QUADRATURE_POINTS).integrate(x -> th.loss(x) * density(x), a, b, panels);
        return integral / remaining;
    }

    private SubsampledGaussianPair pair() {
        return new SubsampledGaussianPair(sigma, q, true);
    }

    /** Density of P = (1-q) N(0, s^2) + q N(1, s^2). */
    private double density(double x) {
        return ((1 - q) * StandardNormal.pdf(x / sigma) + q * StandardNormal.pdf((x - 1) / sigma)) / sigma;
    }
}

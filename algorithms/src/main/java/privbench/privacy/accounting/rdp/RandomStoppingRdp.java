package privbench.privacy.accounting.rdp;

import privbench.checks.Require;

/**
 * The RDP curve of private selection by random stopping (run K times, keep the best), from the curve every
 * run satisfies: Papernot and Steinke (2022), "Hyperparameter tuning with Renyi differential privacy".
 *
 * <p>Truncated negative binomial K ~ TNB(eta, gamma), their Thm 2: if every run is (lambda, eps)- and
 * (lambdaHat, epsHat)-RDP, the selection is (lambda, eps')-RDP with
 * eps' = eps + (1 + eta)(1 - 1/lambdaHat) epsHat + (1 + eta) ln(1/gamma) / lambdaHat + ln E[K] / (lambda - 1),
 * for any lambdaHat in [1, infinity): we take the best over the grid and lambdaHat = 1 (where the epsHat term
 * vanishes). At lambda = lambdaHat = infinity this is their pure-DP corollary, (2 + eta) eps, and at eta = 1
 * Liu and Talwar's (2019) 3 eps.
 *
 * <p>Poisson K with mean mu, their Thm 6: if every run is (lambda, eps)-RDP and (epsHat, deltaHat)-DP with
 * e^epsHat <= 1 + 1/(lambda - 1), the selection is (lambda, eps + mu deltaHat + ln(mu) / (lambda - 1))-RDP. We
 * take epsHat = ln(1 + 1/(lambda - 1)) and deltaHat the run curve's own conversion at it. K = 0 happens with
 * probability e^-mu and releases nothing (the caller's data-independent fallback).
 *
 * <p>Every run must satisfy the curve given: callers pass the pointwise maximum over the candidates.
 */
public final class RandomStoppingRdp {

    private RandomStoppingRdp() {
    }

    /**
     * Thm 2: the selection's curve on the same orders, K ~ TNB(eta, gamma) with the given mean (the law's numbers,
     * not the law: {@code noise.TruncatedNegativeBinomial} samples it, and accounting does not depend on noise).
     */
    public static double[] truncatedNegativeBinomial(double[] orders, double[] run, double eta, double gamma,
                                                     double mean) {
        check(orders, run);
        if (!(eta > -1) || !(gamma > 0 && gamma < 1) || !(mean >= 1)) {
            throw new IllegalArgumentException("TNB needs eta > -1, gamma in (0, 1) and mean >= 1, got " + eta + ", "
                    + gamma + ", " + mean);
        }
        double logInvGamma = -Math.log(gamma);
        double logMean = Math.log(mean);
        // the lambdaHat part does not depend on lambda: its best value over the grid, and lambdaHat = 1
        double hat = Double.POSITIVE_INFINITY;
        boolean anyFinite = false;
        for (int i = 0; i < orders.length; i++) {
            double a = orders[i];
            if (Double.isFinite(run[i])) {
                anyFinite = true;
                double term = a == Double.POSITIVE_INFINITY ? (1 + eta) * run[i]
                        : (1 + eta) * ((1 - 1 / a) * run[i] + logInvGamma / a);
                hat = Math.min(hat, term);
            }
        }
        if (anyFinite) {
            // lambdaHat = 1: (1 - 1/1) KL = 0, and KL <= every finite RDP value, so it is finite too
            hat = Math.min(hat, (1 + eta) * logInvGamma);
        }
        double[] out = new double[orders.length];
        for (int i = 0; i < orders.length; i++) {
            double a = orders[i];
            double tail = a == Double.POSITIVE_INFINITY ? 0 : logMean / (a - 1);
            out[i] = run[i] + hat + tail;
        }
        return out;
    }

    /** Thm 6: the selection's curve on the same orders, K ~ Poisson(mean), deltaHat from the conversion. */
    public static double[] poisson(double[] orders, double[] run, double mean, RdpConversion conversion) {
        check(orders, run);
        Require.positive("the Poisson mean", mean);
        // deltaHat from the finite orders (order infinity says nothing about delta at a finite epsilon)
        int finite = (int) java.util.Arrays.stream(orders).filter(Double::isFinite).count();
        double[] finiteOrders = new double[finite];
        double[] finiteRun = new double[finite];
        for (int i = 0, j = 0; i < orders.length; i++) {
            if (Double.isFinite(orders[i])) {
                finiteOrders[j] = orders[i];
                finiteRun[j++] = run[i];
            }
        }
        double[] out = new double[orders.length];
        for (int i = 0; i < orders.length; i++) {
            double a = orders[i];
            if (a == Double.POSITIVE_INFINITY) {
                // epsHat = 0: deltaHat is the runs' total variation, which no finite bound here controls
                out[i] = Double.POSITIVE_INFINITY;
                continue;
            }
            double epsHat = Math.log1p(1 / (a - 1));
            double deltaHat = Math.min(1, conversion.delta(finiteOrders, finiteRun, epsHat));
            out[i] = run[i] + mean * deltaHat + Math.log(mean) / (a - 1);
        }
        return out;
    }

    private static void check(double[] orders, double[] run) {
        if (orders.length != run.length || orders.length == 0) {
            throw new IllegalArgumentException("orders and RDP values must be non-empty and of equal length, got "
                    + orders.length + " and " + run.length);
        }
    }
}

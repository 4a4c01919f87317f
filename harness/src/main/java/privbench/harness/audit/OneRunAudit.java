package privbench.harness.audit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.apache.commons.math3.analysis.UnivariateFunction;
import org.apache.commons.math3.analysis.solvers.BrentSolver;
import org.apache.commons.math3.special.Beta;
import org.apache.commons.math3.special.Gamma;
import privbench.linalg.StandardNormal;
import privbench.privacy.accounting.Gdp;

/**
 * Epsilon lower bounds from one training run with m canaries, each included independently with probability
 * 1/2: Steinke, Nasr and Jagielski (2023), "Privacy Auditing with One (1) Training Run" (Thm. 3.1 with
 * guesses only for "in", k_- = 0), and its f-DP refinement by Mahloujifar, Melis and Chaudhuri (2024),
 * "Auditing f-Differential Privacy in One Run" (the capped recursion of their Algorithm 3 against Gaussian
 * trade-off curves).
 *
 * <p>The auditor guesses "in" for the canaries scoring >= a threshold: r guesses, v of them right. An
 * (epsilon, delta)-DP mechanism makes P[v' >= v] <= P[Bin(r, q) >= v] + 2 m delta max_i (P[Bin(r, q) >= v - i]
 * - P[Bin(r, q) >= v]) / i with q = e^epsilon / (1 + e^epsilon); the claim is rejected when that p-value is at
 * most the significance. The certified bound ({@link #epsilon}) is the largest rejected epsilon over a grid of
 * guess counts fixed by m alone, r in {1, 2, 4, ..., 2^j <= m} and m, each test guessing the canaries that score at
 * least the r-th largest score, at significance / (grid size) each (Bonferroni over a count fixed before the scores
 * are seen), so it holds with probability 1 - significance. {@link #frontierEstimate} is JAX-Privacy's reading,
 * Bonferroni over the thresholds of the observed ROC frontier, whose number depends on the scores: it reproduces
 * their published values and is reported as an estimate, never as the certified figure.
 */
public final class OneRunAudit {

    /** Which one-run analysis. */
    public enum Method {
        /** Steinke, Nasr and Jagielski (2023): (epsilon, delta)-DP. */
        EPSILON_DELTA,
        /** Mahloujifar, Melis and Chaudhuri (2024) against the Gaussian curve of (epsilon, delta). */
        GAUSSIAN_F_DP
    }

    /** Root-finding accuracy in epsilon. */
    private static final double EPSILON_ACCURACY = 1e-10;

    private OneRunAudit() {
    }

    /**
     * The certified epsilon lower bound of a one-run audit (one-sided, Bonferroni over the guess-count grid fixed by
     * m).
     *
     * @param in           scores of the canaries that were included
     * @param out          scores of the canaries that were not
     * @param significance the probability that the bound is wrong, in (0, 1)
     * @param delta        the delta of the claim, in (0, 1]
     */
    public static double epsilon(double[] in, double[] out, double significance, double delta, Method method) {
        check(significance, delta);
        int m = in.length + out.length;
        if (m == 0) {
            return 0;
        }
        double[] all = new double[m];
        System.arraycopy(in, 0, all, 0, in.length);
        System.arraycopy(out, 0, all, in.length, out.length);
        Arrays.sort(all);
        List<Integer> grid = new ArrayList<>();
        for (int r = 1; r <= m; r *= 2) {
            grid.add(r);
        }
        if (grid.isEmpty() || grid.get(grid.size() - 1) != m) {
            grid.add(m);
        }
        int k = grid.size();
        int[] correct = new int[k];
        int[] guesses = new int[k];
        for (int i = 0; i < k; i++) {
            double threshold = all[m - grid.get(i)];
            correct[i] = countAtLeast(in, threshold);
            guesses[i] = correct[i] + countAtLeast(out, threshold);
        }
        return largestRejected(correct, guesses, m, significance / k, delta, method);
    }

    /**
     * JAX-Privacy's one-run estimate: the largest rejected epsilon over the thresholds of the observed ROC frontier,
     * Bonferroni over their number. That number depends on the scores, so this is an estimate (it reproduces the
     * published values), not a certified bound.
     */
    public static double frontierEstimate(double[] in, double[] out, double significance, double delta,
                                          Method method) {
        check(significance, delta);
        RocFrontier f = RocFrontier.of(in, out);
        int k = f.size();
        int[] correct = new int[k];
        int[] guesses = new int[k];
        for (int i = 0; i < k; i++) {
            correct[i] = f.in() - f.falseNegative()[i];
            guesses[i] = correct[i] + f.out() - f.trueNegative()[i];
        }
        return largestRejected(correct, guesses, f.in() + f.out(), significance / k, delta, method);
    }

    private static void check(double significance, double delta) {
        if (!(significance > 0 && significance < 1)) {
            throw new IllegalArgumentException("significance must be in (0, 1), got " + significance);
        }
        if (!(delta > 0 && delta <= 1)) {
            throw new IllegalArgumentException("delta must be in (0, 1], got " + delta);
        }
    }

    private static int countAtLeast(double[] scores, double threshold) {
        int c = 0;
        for (double s : scores) {
            c += s >= threshold ? 1 : 0;
        }
        return c;
    }

    /** The largest epsilon any of the k tests (r guesses, v right) rejects at the given level each. */
    private static double largestRejected(int[] correct, int[] guesses, int m, double level, double delta,
                                          Method method) {
        int k = correct.length;
        double[] precisionLower = new double[k];
        for (int i = 0; i < k; i++) {
            precisionLower[i] = 1 - ClopperPearson.upper(guesses[i] - correct[i], guesses[i], level);
        }
        // thresholds in order of decreasing precision bound, so that most later ones are ruled out cheaply
        Integer[] order = new Integer[k];
        Arrays.setAll(order, i -> i);
        Arrays.sort(order, Comparator.comparingDouble((Integer i) -> -precisionLower[i]));
        double best = 0;
        double bestQ = 0.5;
        for (int i : order) {
            if (guesses[i] == 0 || (double) correct[i] / guesses[i] <= bestQ) {
                // the raw precision is at most q(best): this threshold cannot reject any larger epsilon
                continue;
            }
            double eps = method == Method.EPSILON_DELTA
                    ? epsilonAt(best, m, guesses[i], correct[i], level, delta)
                    : fdpEpsilonAt(best, m, guesses[i], correct[i], level, delta);
            if (eps > best) {
                best = eps;
                bestQ = logistic(best);
            }
        }
        return best;
    }

    /**
     * The p-value of r guesses with v right among m canaries under an (epsilon, delta)-DP claim
     * (Steinke, Nasr and Jagielski 2023, Thm. 3.1 with k_- = 0).
     */
    public static double pValue(int m, int guesses, int correct, double epsilon, double delta) {
        double q = logistic(epsilon);
        double beta = upperTail(guesses, correct, q);
        if (delta == 0 || correct == 0) {
            return beta;
        }
        // alpha = max_i (P[Bin >= v - i] - P[Bin >= v]) / i: the added mass is the pmf at v-1, v-2, ...
        double logRatio = Math.log1p(-q) - Math.log(q);
        double logPmf = logPmf(guesses, correct - 1, q);
        double added = 0;
        double alpha = 0;
        for (int i = 1; i <= correct; i++) {
            int j = correct - i;
            added += Math.exp(logPmf);
            alpha = Math.max(alpha, added / i);
            if ((1 - beta) / (i + 1) <= alpha) {
                // every later term is at most (1 - beta) / i', below the maximum already found
                break;
            }
            logPmf += Math.log(j) - Math.log(guesses - j + 1.0) + logRatio;
        }
        return Math.min(beta + alpha * delta * 2 * m, 1.0);
    }

    /** The largest epsilon >= lo whose claim the counts reject at the level, or lo when none is rejected. */
    static double epsilonAt(double lo, int m, int guesses, int correct, double level, double delta) {
        if (pValue(m, guesses, correct, lo, 0) > level) {
            return lo;
        }
        return largestRejected(lo, eps -> level - pValue(m, guesses, correct, eps, delta));
    }

    /**
     * The f-DP version: rejects the Gaussian trade-off curve of (epsilon, delta) when the capped recursion of
     * Mahloujifar et al. (2024) ends above the guess fraction.
     */
    static double fdpEpsilonAt(double lo, int m, int guesses, int correct, double level, double delta) {
        return largestRejected(lo, eps -> {
            double mu = gaussianMu(eps, delta);
            double r = level * correct / m;
            double h = level * (guesses - correct) / m;
            for (int i = correct - 1; i >= 0; i--) {
                double hNew = Math.max(h, StandardNormal.cdf(StandardNormal.quantile(r) - mu));
                if (hNew == h) {
                    break;
                }
                r = Math.min(r + ((double) i / (guesses - i)) * (hNew - h), 1.0);
                h = hNew;
            }
            return r + h - (double) guesses / m;
        });
    }

    /**
     * The root of a decreasing objective (positive where the claim is rejected) at or above lo: lo itself
     * when it is not rejected there, else bracketed by doubling and solved to {@value #EPSILON_ACCURACY}.
     */
    private static double largestRejected(double lo, UnivariateFunction rejected) {
        if (rejected.value(lo) <= 0) {
            return lo;
        }
        double a = lo;
        double b = Math.max(1.0, 2 * lo);
        while (rejected.value(b) > 0) {
            a = b;
            b *= 2;
            if (b > 1e4) {
                return Double.POSITIVE_INFINITY;
            }
        }
        return new BrentSolver(1e-15, EPSILON_ACCURACY).solve(10_000, rejected, a, b);
    }

    /**
     * The mu of the Gaussian mechanism that is exactly (epsilon, delta)-DP (1 / sigma at sensitivity 1); at
     * epsilon = 0 the condition Phi(mu/2) - Phi(-mu/2) = delta gives mu = 2 Phi^-1((1 + delta) / 2).
     */
    static double gaussianMu(double epsilon, double delta) {
        return epsilon > 0 ? Gdp.muFor(epsilon, delta) : 2 * StandardNormal.quantile(0.5 + delta / 2);
    }

    /** P[Bin(n, q) >= k] = I_q(k, n - k + 1). */
    static double upperTail(int n, int k, double q) {
        if (k <= 0) {
            return 1.0;
        }
        if (k > n) {
            return 0.0;
        }
        return Beta.regularizedBeta(q, k, n - k + 1.0, 1e-15, Integer.MAX_VALUE);
    }

    private static double logPmf(int n, int k, double q) {
        return Gamma.logGamma(n + 1.0) - Gamma.logGamma(k + 1.0) - Gamma.logGamma(n - k + 1.0) + k * Math.log(q)
                + (n - k) * Math.log1p(-q);
    }

    /** e^x / (1 + e^x). */
    static double logistic(double x) {
        return 1 / (1 + Math.exp(-x));
    }
}

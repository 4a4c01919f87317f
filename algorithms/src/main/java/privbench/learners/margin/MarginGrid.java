package privbench.learners.margin;

import java.util.ArrayList;
import java.util.List;

/**
 * The data-independent quantities of Wang, Zhu and Wang (2024), Algorithm 3 (spec-000 sections 2.1, 3.4):
 * the margin grid Gamma, the JL failure probability beta, the projection dimension k_gamma and the
 * population-score penalty.
 *
 * <p>ERRATUM (spec-000 3.4): Algorithm 3 lists the grid up to 2^ceil(log2 n)/n, which exceeds 1 when n is
 * not a power of 2; Algorithm 6 has floor. Gamma = {2^j / n : j = 0..floor(log2 n)} with 1 added, so
 * |Gamma| = ceil(log2 n) + 1 (11 for n = 1000 and 1024, 12 for 2000, 15 for 10^4).
 */
public final class MarginGrid {

    private MarginGrid() {
    }

    /** Gamma(n), ascending: 1/n, 2/n, 4/n, ..., 2^floor(log2 n)/n, then 1 unless already there. */
    public static double[] gammas(int n) {
        requireRows(n);
        int top = 31 - Integer.numberOfLeadingZeros(n);
        List<Double> out = new ArrayList<>();
        for (int j = 0; j <= top; j++) {
            out.add((double) (1L << j) / n);
        }
        if (out.get(out.size() - 1) < 1) {
            out.add(1.0);
        }
        return out.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /** beta = 1/n^2, the JL failure probability of the proofs. */
    public static double beta(int n) {
        requireRows(n);
        return 1.0 / ((double) n * n);
    }

    /**
     * ln(m (n+1)(n+2) / beta), the log factor of Lemma 6.2 with a union bound over m projections
     * (m = |Gamma| for M*, 1 for a single call with a known margin).
     */
    public static double projectionLog(int projections, int n) {
        requireRows(n);
        if (projections < 1) {
            throw new IllegalArgumentException("projections must be >= 1, got " + projections);
        }
        return Math.log(projections) + Math.log(n + 1.0) + Math.log(n + 2.0) - Math.log(beta(n));
    }

    /**
     * k_gamma = ceil(C_JL ln(m (n+1)(n+2)/beta) / gamma^2) as a double (it overflows an int for small gamma):
     * spec-000 section 2.1 CHOICE, C_JL = 4 practical, 36 theory. Reference (n = 1000, m = 11, C_JL = 4):
     * 121, 481, 3004, 12013 for gamma = 1, 0.5, 0.2, 0.1.
     */
    public static double projectionDimension(double jlConstant, int projections, int n, double gamma) {
        if (!(jlConstant > 0) || !(gamma > 0 && gamma <= 1)) {
            throw new IllegalArgumentException("C_JL must be > 0 and gamma in (0, 1], got C_JL=" + jlConstant
                    + ", gamma=" + gamma);
        }
        return Math.ceil(jlConstant * projectionLog(projections, n) / (gamma * gamma));
    }

    /**
     * The penalty of the population score (Eq. 3): (5/2)(VC(H_k) ln(2n) + ln(4/beta)) with VC(H_k) = k
     * (spec-000 CHOICE). ERRATUM: the paper prints ln(beta/4); Lemma I.2 has ln(4/beta). Reference
     * (n = 1000): 988, 2337, 9178 for k = 50, 121, 481.
     */
    public static double populationPenalty(int k, int n) {
        requireRows(n);
        return 2.5 * (k * Math.log(2.0 * n) + Math.log(4 / beta(n)));
    }

    private static void requireRows(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("n must be >= 1, got " + n);
        }
    }
}

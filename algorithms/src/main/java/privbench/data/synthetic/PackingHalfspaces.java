package privbench.data.synthetic;

import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import privbench.data.Dataset;
import privbench.privacy.noise.Gaussians;

/**
 * One distribution of the packing behind the pure-DP lower bound of Nguyen, Ullman and Zakynthinou (2020),
 * Theorem 12 (Appendix C; spec-001 section 3.7, G_pack): K codewords w^(i) in {+-1/sqrt(d)}^d, drawn from the
 * structure stream, and D^(i): x uniform on the unit sphere conditioned on |w^(i).x| >= gamma, y = sign(w^(i).x).
 *
 * <p>The paper takes d = 1/(1000 gamma^2) and K = 2^(d/20); here d is the experiment's and K is the
 * {@code codewords} parameter (only the first K are drawn). spec-001 ERRATUM (Claim 12.1): the packing argument
 * needs pairwise Hamming distance >= d/5 (inner product <= 0.6), which is checked for every pair; a draw that fails
 * is refused naming the pair. Rows are drawn by rejection (acceptance 1 - p_gamma, p_gamma =
 * I_{gamma^2}(1/2, (d-1)/2), about 0.975 at the paper's d); gamma sqrt(d) > 4 is refused (acceptance below 1e-4).
 * Every row has norm 1 (declared bound 1) and margin at least gamma for w^(codeword).
 */
public final class PackingHalfspaces implements Generator {

    @Override
    public String id() {
        return "nuz20-lower-bound";
    }

    @Override
    public String summary() {
        return "sphere points with |w_i.x| >= gamma labelled by codeword halfspace w_i (NUZ20 Thm 12 packing)";
    }

    @Override
    public Map<String, Double> defaults() {
        return Map.of("margin", 0.01, "codeword", 0.0, "codewords", 2.0);
    }

    @Override
    public Dataset generate(int rows, int d, Map<String, Double> params, RandomGenerator structure,
                            RandomGenerator sample) {
        double gamma = param(params, "margin");
        double kDouble = param(params, "codewords");
        double iDouble = param(params, "codeword");
        if (!(gamma > 0 && gamma < 1)) {
            throw new IllegalArgumentException("margin must be in (0, 1), got " + gamma);
        }
        if (d < 5) {
            throw new IllegalArgumentException("d must be >= 5 for nuz20-lower-bound (codes at distance d/5), got " + d);
        }
        if (gamma * Math.sqrt(d) > 4) {
            throw new IllegalArgumentException("margin * sqrt(d) must be <= 4 (rejection acceptance >= 1e-4), got "
                    + gamma * Math.sqrt(d) + " (margin " + gamma + ", d " + d + ")");
        }
        if (!(kDouble >= 1 && kDouble <= 4096 && kDouble == Math.rint(kDouble))) {
            throw new IllegalArgumentException("codewords must be an integer in [1, 4096], got " + kDouble);
        }
        int k = (int) kDouble;
        if (!(iDouble >= 0 && iDouble < k && iDouble == Math.rint(iDouble))) {
            throw new IllegalArgumentException("codeword must be an integer in [0, codewords - 1 = " + (k - 1)
                    + "], got " + iDouble);
        }
        double[][] codes = codewords(k, d, structure);
        double[] w = codes[(int) iDouble];
        double[] x = new double[rows * d];
        int[] labels = new int[rows];
        double[] v = new double[d];
        for (int r = 0; r < rows; r++) {
            double dot;
            do {
                Gaussians.fillStandard(sample, v, 0, d);
                double norm = 0;
                for (double c : v) {
                    norm += c * c;
                }
                norm = Math.sqrt(norm);
                dot = 0;
                for (int j = 0; j < d; j++) {
                    v[j] /= norm;
                    dot += w[j] * v[j];
                }
            } while (Math.abs(dot) < gamma);
            System.arraycopy(v, 0, x, r * d, d);
            labels[r] = dot > 0 ? 1 : 0;
        }
        return Dataset.labelled(id(), x, rows, d, labels, List.of("-1", "+1"), 1.0);
    }

    /** K codewords in {+-1/sqrt(d)}^d with pairwise Hamming distance >= d/5, or a refusal naming the pair. */
    static double[][] codewords(int k, int d, RandomGenerator structure) {
        double s = 1 / Math.sqrt(d);
        double[][] codes = new double[k][d];
        for (double[] c : codes) {
            for (int j = 0; j < d; j++) {
                c[j] = structure.nextBoolean() ? s : -s;
            }
        }
        for (int a = 0; a < k; a++) {
            for (int b = a + 1; b < k; b++) {
                int dist = 0;
                for (int j = 0; j < d; j++) {
                    dist += codes[a][j] != codes[b][j] ? 1 : 0;
                }
                if (5 * dist < d) {
                    throw new IllegalArgumentException("codewords " + a + " and " + b + " are at Hamming distance "
                            + dist + " < d/5 = " + d / 5.0 + "; use a larger d or another seed");
                }
            }
        }
        return codes;
    }
}

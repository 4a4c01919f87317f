package privbench.learners.auc;

import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;
import privbench.data.Dataset;
import privbench.linalg.Vectors;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.SeededNoise;

/** Data and brute-force references for the pairwise AUC tests. */
final class AucFixtures {

    private AucFixtures() {
    }

    /** A labelled dataset from explicit rows: positives are class 1, then negatives class 0. */
    static Dataset dataset(double[][] pos, double[][] neg, double normBound) {
        int d = pos[0].length;
        int n = pos.length + neg.length;
        double[] x = new double[n * d];
        int[] labels = new int[n];
        for (int i = 0; i < n; i++) {
            double[] row = i < pos.length ? pos[i] : neg[i - pos.length];
            System.arraycopy(row, 0, x, i * d, d);
            labels[i] = i < pos.length ? 1 : 0;
        }
        return Dataset.labelled("rows", x, n, d, labels, List.of("-1", "+1"), normBound);
    }

    /** Class blocks from explicit rows. */
    static ClassRows rows(double[][] pos, double[][] neg, double radius) {
        return ClassRows.of(dataset(pos, neg, radius), radius, "test");
    }

    /**
     * nPos positives around +shift e_1 and nNeg negatives around -shift e_1, Gaussian with sd spread per
     * coordinate, every row then scaled into the unit ball (declared norm bound 1). Interleaved so that any
     * prefix holds both classes.
     */
    static Dataset gaussianClasses(int nPos, int nNeg, int d, double shift, double spread, long seed) {
        RandomGenerator rng = SeededNoise.ofSeed(seed).structural("auc-classes");
        int n = nPos + nNeg;
        double[] x = new double[n * d];
        int[] labels = new int[n];
        int p = 0;
        for (int i = 0; i < n; i++) {
            boolean positive = p < nPos && (long) p * n <= (long) i * nPos;
            labels[i] = positive ? 1 : 0;
            p += positive ? 1 : 0;
            Gaussians.fillStandard(rng, x, i * d, d);
            for (int k = 0; k < d; k++) {
                x[i * d + k] *= spread;
            }
            x[i * d] += positive ? shift : -shift;
            double norm = Vectors.norm(x, i * d, d);
            if (norm > 1) {
                for (int k = 0; k < d; k++) {
                    x[i * d + k] /= norm;
                }
            }
        }
        return Dataset.labelled("gaussian-classes", x, n, d, labels, List.of("neg", "pos"), 1.0);
    }

    /** A list of rows as arrays. */
    static double[][] rowsOf(double[] block, int d) {
        double[][] out = new double[block.length / d][];
        for (int i = 0; i < out.length; i++) {
            out[i] = Arrays.copyOfRange(block, i * d, (i + 1) * d);
        }
        return out;
    }

    /** R_S(w) + (ridge/2)||w||^2 + q.w by the naive double loop over pairs, gradient written to grad. */
    static double bruteForce(double[][] pos, double[][] neg, PairwiseLoss loss, double ridge, double[] q, double[] w,
                             double[] grad) {
        int d = w.length;
        Arrays.fill(grad, 0);
        double total = 0;
        for (double[] xi : pos) {
            for (double[] xj : neg) {
                double t = 0;
                for (int k = 0; k < d; k++) {
                    t += w[k] * (xi[k] - xj[k]);
                }
                total += loss.value(t);
                double g = loss.derivative(t);
                for (int k = 0; k < d; k++) {
                    grad[k] += g * (xi[k] - xj[k]);
                }
            }
        }
        double p = (double) pos.length * neg.length;
        double value = total / p + 0.5 * ridge * Vectors.normSquared(w);
        for (int k = 0; k < d; k++) {
            grad[k] = grad[k] / p + ridge * w[k] + (q == null ? 0 : q[k]);
            value += q == null ? 0 : q[k] * w[k];
        }
        return value;
    }

    /** AUC (ties one half) of scores w.x by brute force over pairs. */
    static double auc(Dataset data, double[] w) {
        int d = data.cols();
        double wins = 0;
        long pairs = 0;
        for (int i = 0; i < data.rows(); i++) {
            if (data.label(i) != 1) {
                continue;
            }
            double si = Vectors.dot(data.x(), i * d, w, 0, d);
            for (int j = 0; j < data.rows(); j++) {
                if (data.label(j) == 1) {
                    continue;
                }
                double sj = Vectors.dot(data.x(), j * d, w, 0, d);
                wins += si > sj ? 1 : si == sj ? 0.5 : 0;
                pairs++;
            }
        }
        return wins / pairs;
    }
}

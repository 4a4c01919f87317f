package privbench.learners.auc;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import privbench.linalg.Vectors;
import privbench.privacy.Guarantee;
import privbench.privacy.noise.Gaussians;

/**
 * The mini-batch SGD of the experiments of Wang, Yang, Lei, Ying and Zhang (2021), Section 6.1, for the
 * objective R_S(w) + (ridge/2) ||w||^2 + q.w.
 *
 * <p>Each step draws 100 positive-negative pairs uniformly with replacement, steps by
 * eta_t = 0.001 / (lambda t + 1) (t = 0, 1, ...) along their mean pair gradient plus ridge w + q, and the
 * run starts from the least-squares closed-form solution w_ls for the same lambda ("to accelerate the
 * training speed"). The paper gives no iteration count or stopping rule; spec-004 section 2.6 CHOICE: a
 * fixed T (default 20,000). The pair indices come from a structural stream (they depend only on the
 * public class counts). The result is not the exact minimiser: privacy is not certified (spec-004 P1, P15).
 */
final class PaperSgd {

    /** Pairs per step, as in the paper. */
    static final int BATCH = 100;

    /**
     * The accountant name a guarantee of a paper-SGD release records: its epsilon is the target the noise was
     * calibrated to as if the release were the exact minimiser, which it is not, so no accountant certifies it.
     */
    static final String UNCERTIFIED = "uncertified";

    private PaperSgd() {
    }

    /** The guarantee as calibrated, recorded under the accountant {@link #UNCERTIFIED}, with the caveat. */
    static Guarantee uncertified(Guarantee calibrated, String caveat) {
        return new Guarantee(calibrated.epsilon(), calibrated.delta(), UNCERTIFIED, calibrated.relation(),
                calibrated.event(), calibrated.caveat()).withCaveat(caveat);
    }

    /**
     * Runs T steps.
     *
     * @param lambda the regularisation of the step-size rule and of the least-squares start
     * @param ridge  the L2 coefficient of the objective (lambda, or lambda + Delta)
     * @param linear q, or null
     */
    static double[] run(ClassRows rows, PairwiseLoss loss, double lambda, double ridge, double[] linear,
                        int iterations, RandomGenerator pairs) {
        int d = rows.cols();
        double[] pos = rows.positives();
        double[] neg = rows.negatives();
        double[] w = LeastSquaresAuc.solve(rows, lambda);
        double[] g = new double[d];
        double[] diff = new double[d];
        for (int t = 0; t < iterations; t++) {
            Arrays.fill(g, 0.0);
            for (int k = 0; k < BATCH; k++) {
                int i = (int) (Gaussians.uniform(pairs) * rows.positiveCount());
                int j = (int) (Gaussians.uniform(pairs) * rows.negativeCount());
                for (int c = 0; c < d; c++) {
                    diff[c] = pos[i * d + c] - neg[j * d + c];
                }
                Vectors.axpy(loss.derivative(Vectors.dot(diff, w)), diff, g);
            }
            double eta = 0.001 / (lambda * t + 1);
            for (int c = 0; c < d; c++) {
                double step = g[c] / BATCH + ridge * w[c] + (linear == null ? 0 : linear[c]);
                w[c] -= eta * step;
            }
        }
        return w;
    }
}

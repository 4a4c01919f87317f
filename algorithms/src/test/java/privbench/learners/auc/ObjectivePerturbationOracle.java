package privbench.learners.auc;

import privbench.linalg.Cholesky;
import privbench.linalg.Vectors;

/**
 * The exact privacy loss of pairwise objective perturbation at an output w (spec-004 T9): the map from the
 * noise b to w is a bijection with b_S(w) = -(grad R_S(w) + (lambda + Delta) w), so
 * ln pdf(w | S) = ln nu(b_S(w)) + ln det(grad^2 R_S(w) + (lambda + Delta) I).
 */
final class ObjectivePerturbationOracle {

    private ObjectivePerturbationOracle() {
    }

    /** b_S(w) = -(grad R_S(w) + ridge w). */
    static double[] noiseAt(double[][] pos, double[][] neg, PairwiseLoss loss, double ridge, double[] w) {
        double[] g = new double[w.length];
        AucFixtures.bruteForce(pos, neg, loss, ridge, null, w, g);
        Vectors.scale(-1, g);
        return g;
    }

    /** ln det(grad^2 R_S(w) + ridge I) by the naive sum over pairs. */
    static double logDetHessian(double[][] pos, double[][] neg, PairwiseLoss loss, double ridge, double[] w) {
        int d = w.length;
        double[] h = new double[d * d];
        double p = (double) pos.length * neg.length;
        for (double[] xi : pos) {
            for (double[] xj : neg) {
                double t = 0;
                for (int k = 0; k < d; k++) {
                    t += w[k] * (xi[k] - xj[k]);
                }
                double c = loss.curvature(t) / p;
                for (int a = 0; a < d; a++) {
                    for (int b = 0; b < d; b++) {
                        h[a * d + b] += c * (xi[a] - xj[a]) * (xi[b] - xj[b]);
                    }
                }
            }
        }
        for (int a = 0; a < d; a++) {
            h[a * d + a] += ridge;
        }
        return Cholesky.of(h, d).logDeterminant();
    }

    /** ln pdf(w | S) - ln pdf(w | S') for Gamma-norm noise of scale gamma (constants cancel). */
    static double pureLoss(double[][] pos, double[][] neg, double[][] pos2, double[][] neg2, PairwiseLoss loss,
                           double ridge, double gamma, double[] w) {
        double noise = -(Vectors.norm(noiseAt(pos, neg, loss, ridge, w))
                - Vectors.norm(noiseAt(pos2, neg2, loss, ridge, w))) / gamma;
        return noise + logDetHessian(pos, neg, loss, ridge, w) - logDetHessian(pos2, neg2, loss, ridge, w);
    }

    /** ln pdf(w | S) - ln pdf(w | S') for Gaussian noise of sd sigma. */
    static double gaussianLoss(double[][] pos, double[][] neg, double[][] pos2, double[][] neg2, PairwiseLoss loss,
                               double ridge, double sigma, double[] w) {
        double noise = -(Vectors.normSquared(noiseAt(pos, neg, loss, ridge, w))
                - Vectors.normSquared(noiseAt(pos2, neg2, loss, ridge, w))) / (2 * sigma * sigma);
        return noise + logDetHessian(pos, neg, loss, ridge, w) - logDetHessian(pos2, neg2, loss, ridge, w);
    }
}

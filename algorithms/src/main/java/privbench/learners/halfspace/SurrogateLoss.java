package privbench.learners.halfspace;

import privbench.optim.MarginLoss;

/**
 * The surrogate of Nguyen, Ullman and Zakynthinou (2020), Algorithm 1 line 4 (spec-001 section 2.2):
 * l(w; (x, y)) = max(0, (0.96 gamma - y w.x) / (0.86 gamma)), which dominates the gamma/10-margin 0-1 loss.
 * On rows and weights of the unit ball it is L = 1/(0.86 gamma)-Lipschitz in w and ranges over [0, l_max] with
 * l_max = (0.96 gamma + 1) / (0.86 gamma), the replace-one sensitivity of the summed loss (the F-selection EM).
 */
final class SurrogateLoss {

    private SurrogateLoss() {
    }

    /** The loss as a {@link MarginLoss}. */
    static MarginLoss of(double gamma) {
        return new MarginLoss.ShiftedHinge(0.96 * gamma, 0.86 * gamma);
    }

    /** L = 1 / (0.86 gamma). */
    static double lipschitz(double gamma) {
        return 1 / (0.86 * gamma);
    }

    /** l_max = (0.96 gamma + 1) / (0.86 gamma), attained at y w.x = -1. */
    static double maxLoss(double gamma) {
        return (0.96 * gamma + 1) / (0.86 * gamma);
    }

    /** The summed loss sum_i l(w; z_i, y_i) over row-major n x m rows. */
    static double total(MarginLoss loss, double[] w, double[] z, double[] y, int n, int m) {
        double s = 0;
        for (int i = 0; i < n; i++) {
            double dot = 0;
            for (int j = 0; j < m; j++) {
                dot += w[j] * z[i * m + j];
            }
            s += loss.value(y[i] * dot);
        }
        return s;
    }
}

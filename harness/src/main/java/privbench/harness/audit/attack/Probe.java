package privbench.harness.audit.attack;

import privbench.data.Dataset;
import privbench.learners.Model;

/**
 * Reads a released binary model as a vector through its scores only (any {@link Model}, linear or not):
 * the score of a direction minus the score of the origin, i.e. w.v for a linear model with an intercept.
 */
final class Probe {

    private Probe() {
    }

    /** s(v) - s(0): the model's weight along v (the canary's projection statistic). */
    static double along(Model model, double[] v, Dataset like) {
        int d = v.length;
        double[] x = new double[2 * d];
        System.arraycopy(v, 0, x, 0, d);
        double[] s = model.scores(Dataset.unlabelled("audit/probe", x, 2, d, like.classNames(),
                Double.POSITIVE_INFINITY));
        return binary(s, model, 0) - binary(s, model, 1);
    }

    /** The weights w_j = s(e_j) - s(0) for j < d. */
    static double[] weights(Model model, int d, Dataset like) {
        double[] x = new double[(d + 1) * d];
        for (int j = 0; j < d; j++) {
            x[j * d + j] = 1;
        }
        double[] s = model.scores(Dataset.unlabelled("audit/probe", x, d + 1, d, like.classNames(),
                Double.POSITIVE_INFINITY));
        double[] w = new double[d];
        double origin = binary(s, model, d);
        for (int j = 0; j < d; j++) {
            w[j] = binary(s, model, j) - origin;
        }
        return w;
    }

    /** The class-1 score of row i: the one score of a binary model, else class 1 minus class 0. */
    private static double binary(double[] s, Model model, int i) {
        int k = model.scoresPerRow();
        return k == 1 ? s[i] : s[i * k + 1] - s[i * k];
    }
}

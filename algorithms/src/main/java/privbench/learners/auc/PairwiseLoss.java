package privbench.learners.auc;

/**
 * A convex loss l(t) of the score difference t = w.(x_i - x_j) of a positive-negative pair, with the
 * constants the privacy proofs of Wang, Yang, Lei, Ying and Zhang (2021) need.
 *
 * <p>Written in YAML as {@code least-squares}, {@code logistic} or {@code logistic-natural}. The paper
 * assumes l(0) = 1, which gives ||w_hat|| <= sqrt(2/lambda) (Lemma 1); the natural-log logistic loss has
 * l(0) = ln 2 < 1, for which the same bound holds a fortiori. Constants (spec-004 section 1):
 * <pre>
 *   loss                l(t)               L        beta         B(R) = sup_{|s| <= R} |l'(s)|
 *   least-squares       (1 - t)^2          inf      2            2 (1 + R)
 *   logistic (base 2)   log2(1 + e^-t)     1/ln 2   1/(4 ln 2)   1 / (ln 2 (1 + e^-R))
 *   logistic-natural    ln(1 + e^-t)       1        1/4          1 / (1 + e^-R)
 * </pre>
 * CHOICE (spec-004 section 1): both logistic forms are offered, base 2 (the paper's definition) is the
 * default, and L, beta and B always come from the loss actually used (the paper's "B(R) <= 1 for the
 * logistic loss" holds only for the natural-log form).
 */
public enum PairwiseLoss {

    /** l(t) = (1 - t)^2: smooth, not Lipschitz; output perturbation only (no objective perturbation). */
    LEAST_SQUARES(Double.NaN) {
        @Override
        public double value(double t) {
            double r = 1 - t;
            return r * r;
        }

        @Override
        public double derivative(double t) {
            return -2 * (1 - t);
        }

        @Override
        public double curvature(double t) {
            return 2;
        }

        @Override
        public double lipschitz() {
            return Double.POSITIVE_INFINITY;
        }

        @Override
        public double smoothness() {
            return 2;
        }

        @Override
        public double derivativeBound(double r) {
            return 2 * (1 + r);
        }

        @Override
        public double valueAtZero() {
            return 1;
        }
    },

    /** l(t) = log2(1 + e^-t), the paper's logistic loss. */
    LOGISTIC(1 / Math.log(2)),

    /** l(t) = ln(1 + e^-t): the same minimiser as base 2 with lambda multiplied by ln 2. */
    LOGISTIC_NATURAL(1.0);

    /** The factor in front of ln(1 + e^-t) for the logistic forms; NaN for least squares. */
    private final double scale;

    PairwiseLoss(double scale) {
        this.scale = scale;
    }

    /** True for the two logistic forms. */
    public boolean isLogistic() {
        return this != LEAST_SQUARES;
    }

    /** The factor c of l(t) = c ln(1 + e^-t) (1/ln 2 or 1); logistic forms only. */
    public double logisticScale() {
        if (!isLogistic()) {
            throw new IllegalStateException("least squares is not a logistic loss");
        }
        return scale;
    }

    /** l(t). */
    public double value(double t) {
        // c softplus(-t) without overflow: max(-t, 0) + ln(1 + e^-|t|)
        return scale * (Math.max(-t, 0) + Math.log1p(Math.exp(-Math.abs(t))));
    }

    /** l'(t). */
    public double derivative(double t) {
        return -scale * sigmoid(-t);
    }

    /** l''(t). */
    public double curvature(double t) {
        double s = sigmoid(t);
        return scale * s * (1 - s);
    }

    /** L = sup |l'|; +Infinity when l is not Lipschitz. */
    public double lipschitz() {
        return scale;
    }

    /** beta = sup l''. */
    public double smoothness() {
        return scale / 4;
    }

    /** B(R) = sup_{|s| <= R} |l'(s)|. */
    public double derivativeBound(double r) {
        if (!(r >= 0)) {
            throw new IllegalArgumentException("R must be >= 0, got " + r);
        }
        return scale * sigmoid(r);
    }

    /** l(0). */
    public double valueAtZero() {
        return scale * Math.log(2);
    }

    /** 1 / (1 + e^-z) without overflow. */
    static double sigmoid(double z) {
        if (z >= 0) {
            return 1.0 / (1.0 + Math.exp(-z));
        }
        double e = Math.exp(z);
        return e / (1.0 + e);
    }
}

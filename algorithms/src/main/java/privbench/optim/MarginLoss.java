package privbench.optim;

import privbench.checks.Require;

/**
 * A loss of the margin m = y w.x of a linear classifier, with the bounds privacy proofs need.
 *
 * <p>The per-example gradient of l(y w.x) is l'(m) y x, so its norm is at most
 * {@link #lipschitz()} ||x||.
 */
public sealed interface MarginLoss {

    /** l(m). */
    double value(double m);

    /** l'(m), the derivative in the margin (a subgradient where l has a kink). */
    double derivative(double m);

    /** sup |l'(m)|. */
    double lipschitz();

    /** sup l''(m); +Infinity for non-smooth losses. */
    double smoothness();

    /** The logistic loss with the natural log, l(m) = ln(1 + e^-m): |l'| <= 1, l'' <= 1/4. */
    record Logistic() implements MarginLoss {

        @Override
        public double value(double m) {
            // softplus(-m) without overflow: max(-m, 0) + ln(1 + e^-|m|)
            return Math.max(-m, 0) + Math.log1p(Math.exp(-Math.abs(m)));
        }

        @Override
        public double derivative(double m) {
            return -sigmoid(-m);
        }

        @Override
        public double lipschitz() {
            return 1.0;
        }

        @Override
        public double smoothness() {
            return 0.25;
        }

        /** 1 / (1 + e^-z), evaluated without overflow. */
        public static double sigmoid(double z) {
            if (z >= 0) {
                return 1.0 / (1.0 + Math.exp(-z));
            }
            double e = Math.exp(z);
            return e / (1.0 + e);
        }
    }

    /**
     * A hinge-shaped loss: slope -1/scale below its kink and flat above it, with the subgradient 0 at the kink,
     * so |l'| <= 1/scale and l is not smooth.
     */
    sealed interface Kinked extends MarginLoss {

        /** The margin at which the loss reaches 0. */
        double kink();

        /** The scale of the slope, 1/|l'| below the kink. */
        double scale();

        @Override
        default double derivative(double m) {
            return m < kink() ? -1.0 / scale() : 0.0;
        }

        @Override
        default double lipschitz() {
            return 1.0 / scale();
        }

        @Override
        default double smoothness() {
            return Double.POSITIVE_INFINITY;
        }
    }

    /**
     * The hinge loss with confidence scale c of Wang, Zhu and Wang (2024), l_c(m) = max(0, 1 - m/c):
     * |l'| <= 1/c. At the kink m = c the subgradient is 0 (spec-000 section 2.3 CHOICE).
     */
    record Hinge(double scale) implements Kinked {

        public Hinge {
            Require.positive("hinge scale c", scale);
        }

        @Override
        public double value(double m) {
            return Math.max(0, 1 - m / scale);
        }

        @Override
        public double kink() {
            return scale;
        }
    }

    /**
     * A hinge shifted and scaled, l(m) = max(0, (margin - m) / scale): Nguyen, Ullman and Zakynthinou (2020),
     * Algorithm 1 line 4, uses margin = 0.96 gamma and scale = 0.86 gamma, so that l >= 1{m < gamma/10}.
     * |l'| <= 1/scale; the subgradient at the kink m = margin is 0. {@code Hinge(c)} is {@code ShiftedHinge(c, c)}.
     */
    record ShiftedHinge(double margin, double scale) implements Kinked {

        public ShiftedHinge {
            if (!(scale > 0) || Double.isInfinite(scale) || !Double.isFinite(margin)) {
                throw new IllegalArgumentException("shifted hinge needs a finite margin and a finite scale > 0, got "
                        + margin + " and " + scale);
            }
        }

        @Override
        public double value(double m) {
            return Math.max(0, (margin - m) / scale);
        }

        @Override
        public double kink() {
            return margin;
        }
    }
}

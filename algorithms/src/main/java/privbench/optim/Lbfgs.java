package privbench.optim;

import java.util.Arrays;
import privbench.linalg.Vectors;

/**
 * A deterministic limited-memory BFGS minimiser: the two-loop recursion (Nocedal 1980; Liu and Nocedal
 * 1989) with a bracketing strong-Wolfe line search.
 *
 * <p>It stops when the gradient norm is at most {@code gradientTolerance}, after {@code maxIterations}
 * iterations, or when the line search finds no acceptable step, and says which in {@link Result#stop()}.
 * Tolerances near machine precision (1e-9 on objectives of order 1) are reachable because the
 * sufficient-decrease test also accepts the approximate Wolfe condition of Hager and Zhang (2005): close
 * to a minimiser, differences of f drown in rounding while differences of the gradient do not.
 * The same inputs give bit-identical results: there is no randomness and no parallelism.
 */
public final class Lbfgs {

    /** Why the solver stopped. */
    public enum Stop {
        /** The gradient norm reached the tolerance. */
        CONVERGED,
        /** The iteration cap was hit first. */
        MAX_ITERATIONS,
        /** No step met the Wolfe conditions (rounding floor, or a non-smooth or unbounded function). */
        LINE_SEARCH_FAILED
    }

    /**
     * The outcome of one minimisation.
     *
     * @param solution     the last accepted point
     * @param value        f at that point
     * @param gradientNorm the L2 norm of the gradient there
     * @param iterations   accepted steps taken
     * @param evaluations  calls of valueAndGradient
     * @param stop         why it stopped
     */
    public record Result(double[] solution, double value, double gradientNorm, int iterations, int evaluations,
                         Stop stop) {

        public Result {
            solution = solution.clone();
        }

        @Override
        public double[] solution() {
            return solution.clone();
        }

        public boolean converged() {
            return stop == Stop.CONVERGED;
        }

        /**
         * Returns this result when it converged; otherwise throws, so that nothing computed from an
         * unconverged solve is released. The message names only the settings: the iterations taken, the
         * gradient norm reached and why the solve stopped are functions of the (private) data.
         *
         * @param what what was being solved, for the message
         * @param tolerance the tolerance that was asked for
         * @param maxIterations the iteration cap the solver was given
         */
        public Result requireConverged(String what, double tolerance, int maxIterations) {
            if (!converged()) {
                throw new IllegalStateException(what + ": L-BFGS did not converge within " + maxIterations
                        + " iterations (tolerance " + tolerance + "); nothing is released (raise maxIterations or "
                        + "loosen the tolerance)");
            }
            return this;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Result r && Arrays.equals(solution, r.solution)
                    && Double.compare(value, r.value) == 0 && Double.compare(gradientNorm, r.gradientNorm) == 0
                    && iterations == r.iterations && evaluations == r.evaluations && stop == r.stop;
        }

        @Override
        public int hashCode() {
            return 31 * Arrays.hashCode(solution) + Double.hashCode(value) + 7 * iterations;
        }

        @Override
        public String toString() {
            return "Lbfgs.Result[" + stop + ", iterations=" + iterations + ", evaluations=" + evaluations
                    + ", f=" + value + ", |grad|=" + gradientNorm + "]";
        }
    }

    // Wolfe constants as in Nocedal and Wright (2006), section 3.1, for quasi-Newton methods.
    private static final double C1 = 1e-4;
    private static final double C2 = 0.9;
    private static final int MAX_LINE_SEARCH = 60;
    // Relative slack on f for the approximate Wolfe test: far above the rounding error of a sum of
    // 1e6 terms (about 1e-13 relative), far below any decrease L-BFGS needs before that point.
    private static final double F_SLACK = 1e-10;

    /**
     * The memory the ERM learners use: 10 correction pairs, the usual default (Nocedal and Wright 2006,
     * section 7.2), stated once so that the learners solving the same kind of objective keep one setting.
     */
    public static final int USUAL_HISTORY = 10;

    private final int history;
    private final double gradientTolerance;
    private final int maxIterations;

    /**
     * @param history           m, the number of correction pairs kept (5 to 20 is usual)
     * @param gradientTolerance stop when ||grad f|| is at most this
     * @param maxIterations     cap on accepted steps
     */
    public Lbfgs(int history, double gradientTolerance, int maxIterations) {
        if (history < 1) {
            throw new IllegalArgumentException("history must be >= 1, got " + history);
        }
        if (!(gradientTolerance > 0) || Double.isInfinite(gradientTolerance)) {
            throw new IllegalArgumentException("gradientTolerance must be a finite number > 0, got "
                    + gradientTolerance);
        }
        if (maxIterations < 0) {
            throw new IllegalArgumentException("maxIterations must be >= 0, got " + maxIterations);
        }
        this.history = history;
        this.gradientTolerance = gradientTolerance;
        this.maxIterations = maxIterations;
    }

    public double gradientTolerance() {
        return gradientTolerance;
    }

    /** Minimises f from the given start (which is not modified). */
    /**
     * Minimises from {@code start} and throws, naming {@code what} and this solver's settings, unless it
     * converged: what a mechanism whose proof assumes the exact minimiser must do before releasing it.
     */
    public Result minimizeConverged(DifferentiableFunction f, double[] start, String what) {
        return minimize(f, start).requireConverged(what, gradientTolerance, maxIterations);
    }

    public Result minimize(DifferentiableFunction f, double[] start) {
        int n = f.dimension();
        if (start.length != n) {
            throw new IllegalArgumentException("start must have " + n + " entries, got " + start.length);
        }
        return new Run(f, start).solve();
    }

    /** The state of one minimisation: all work arrays are allocated once, here. */
    private final class Run {
        private final DifferentiableFunction f;
        private final int n;
        private final double[] x;
        private final double[] g;
        private final double[] p;
        private final double[] xTrial;
        private final double[] gTrial;
        private final double[][] s;
        private final double[][] y;
        private final double[] rho;
        private final double[] alpha;
        private int stored;
        private int newest = -1;
        private int evaluations;
        private double fx;
        // line search: the value and slope at the most recent trial point
        private double phiTrial;
        private double dphiTrial;

        Run(DifferentiableFunction f, double[] start) {
            this.f = f;
            this.n = start.length;
            this.x = start.clone();
            this.g = new double[n];
            this.p = new double[n];
            this.xTrial = new double[n];
            this.gTrial = new double[n];
            this.s = new double[history][n];
            this.y = new double[history][n];
            this.rho = new double[history];
            this.alpha = new double[history];
        }

        Result solve() {
            fx = evaluate(x, g);
            if (!Double.isFinite(fx)) {
                throw new IllegalArgumentException("the objective must be finite at the start point, got " + fx);
            }
            double gnorm = Vectors.norm(g);
            int iter = 0;
            while (true) {
                if (gnorm <= gradientTolerance) {
                    return result(iter, gnorm, Stop.CONVERGED);
                }
                if (iter >= maxIterations) {
                    return result(iter, gnorm, Stop.MAX_ITERATIONS);
                }
                direction();
                double slope = Vectors.dot(g, p);
                if (!(slope < 0)) {
                    // rounding made the quasi-Newton direction useless: restart from steepest descent
                    stored = 0;
                    direction();
                    slope = Vectors.dot(g, p);
                }
                double step0 = stored == 0 ? Math.min(1.0, 1.0 / gnorm) : 1.0;
                if (!lineSearch(slope, step0)) {
                    return result(iter, gnorm, Stop.LINE_SEARCH_FAILED);
                }
                remember();
                System.arraycopy(xTrial, 0, x, 0, n);
                System.arraycopy(gTrial, 0, g, 0, n);
                fx = phiTrial;
                gnorm = Vectors.norm(g);
                iter++;
            }
        }

        private Result result(int iter, double gnorm, Stop stop) {
            return new Result(x, fx, gnorm, iter, evaluations, stop);
        }

        private double evaluate(double[] at, double[] grad) {
            evaluations++;
            return f.valueAndGradient(at, grad);
        }

        /** p = -H g by the two-loop recursion over the stored pairs, newest first. */
        private void direction() {
            System.arraycopy(g, 0, p, 0, n);
            int k = newest;
            for (int c = 0; c < stored; c++) {
                alpha[k] = rho[k] * Vectors.dot(s[k], p);
                Vectors.axpy(-alpha[k], y[k], p);
                k = (k - 1 + history) % history;
            }
            if (stored > 0) {
                // H0 = (s'y / y'y) I, the usual scaling (Nocedal and Wright 2006, eq. 7.20)
                double gamma = 1.0 / (rho[newest] * Vectors.dot(y[newest], y[newest]));
                Vectors.scale(gamma, p);
            }
            k = (newest - stored + 1 + history) % history;
            for (int c = 0; c < stored; c++) {
                double beta = rho[k] * Vectors.dot(y[k], p);
                Vectors.axpy(alpha[k] - beta, s[k], p);
                k = (k + 1) % history;
            }
            Vectors.scale(-1.0, p);
        }

        /** Stores s = xTrial - x and y = gTrial - g when the curvature s'y is positive. */
        private void remember() {
            double sy = 0;
            double yy = 0;
            for (int j = 0; j < n; j++) {
                double sj = xTrial[j] - x[j];
                double yj = gTrial[j] - g[j];
                sy += sj * yj;
                yy += yj * yj;
            }
            if (!(sy > 1e-16 * yy && sy > 0)) {
                return;
            }
            int k = (newest + 1) % history;
            for (int j = 0; j < n; j++) {
                s[k][j] = xTrial[j] - x[j];
                y[k][j] = gTrial[j] - g[j];
            }
            rho[k] = 1.0 / sy;
            newest = k;
            stored = Math.min(stored + 1, history);
        }

        /** Evaluates phi(a) = f(x + a p) into the trial arrays. */
        private void trial(double a) {
            for (int j = 0; j < n; j++) {
                xTrial[j] = x[j] + a * p[j];
            }
            phiTrial = evaluate(xTrial, gTrial);
            dphiTrial = Vectors.dot(gTrial, p);
        }

        private boolean sufficientDecrease(double a, double phi0, double dphi0) {
            if (!Double.isFinite(phiTrial)) {
                return false;
            }
            if (phiTrial <= phi0 + C1 * a * dphi0) {
                return true;
            }
            // approximate Wolfe (Hager and Zhang 2005): for a near-quadratic phi, Armijo is equivalent to
            // phi'(a) <= (2 c1 - 1) phi'(0), which rounding does not blur
            return phiTrial <= phi0 + F_SLACK * Math.abs(phi0) && dphiTrial <= (2 * C1 - 1) * dphi0;
        }

        private boolean curvature(double dphi0) {
            return Math.abs(dphiTrial) <= -C2 * dphi0;
        }

        /**
         * A bracketing search for a strong-Wolfe step; on success the trial arrays hold the accepted point.
         *
         * <p>The bracket [lo, hi] keeps phi'(lo) < 0 with phi(lo) not clearly above phi(0), and hi past the
         * minimum (phi'(hi) >= 0) or clearly above phi(0). It is decided by slopes rather than by comparing
         * values, because near a minimiser values differ by a few ulps and their order is noise (the
         * bracketing rule of Hager and Zhang 2005). New trials expand by 2 until a bracket exists, then take
         * the secant root of phi' (the exact minimiser for a quadratic), safeguarded to the middle 80% of
         * the bracket, or bisect.
         */
        private boolean lineSearch(double dphi0, double step0) {
            double phi0 = fx;
            double slack = F_SLACK * Math.abs(phi0);
            double lo = 0;
            double dphiLo = dphi0;
            double hi = Double.NaN;
            double dphiHi = Double.NaN;
            double a = step0;
            for (int i = 0; i < MAX_LINE_SEARCH; i++) {
                trial(a);
                if (sufficientDecrease(a, phi0, dphi0) && curvature(dphi0)) {
                    return true;
                }
                if (dphiTrial < 0 && phiTrial <= phi0 + slack) {
                    lo = a;
                    dphiLo = dphiTrial;
                } else {
                    hi = a;
                    dphiHi = dphiTrial;
                }
                if (Double.isNaN(hi)) {
                    a = 2 * a;
                    continue;
                }
                double width = hi - lo;
                if (width <= 1e-16 * Math.max(1.0, hi)) {
                    return false;
                }
                double next = dphiHi >= 0 ? lo - dphiLo * width / (dphiHi - dphiLo) : Double.NaN;
                if (!(next >= lo + 0.1 * width && next <= hi - 0.1 * width)) {
                    next = lo + 0.5 * width;
                }
                a = next;
            }
            return false;
        }
    }
}

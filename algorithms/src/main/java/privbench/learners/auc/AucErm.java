package privbench.learners.auc;

import java.util.Arrays;
import privbench.data.Dataset;
import privbench.learners.SweepMemo;
import privbench.linalg.Vectors;
import privbench.optim.Lbfgs;
import privbench.privacy.noise.NoiseSource;

/**
 * The exact minimiser of the regularised pairwise risk R_S(w) + (ridge/2) ||w||^2 + q.w, solved to a
 * stated gradient tolerance, or not released at all.
 *
 * <p>The privacy proofs of Wang, Yang, Lei, Ying and Zhang (2021) assume exact minimisers (spec-004
 * section 2.6, pitfall P1). Least squares is solved in closed form ({@link LeastSquaresAuc}); the logistic
 * forms by L-BFGS (history 20, spec-004 CHOICE) from w = 0 with exact pairwise gradients
 * ({@link PairwiseRisk}). Either way the gradient norm at the returned point is checked against the
 * tolerance: by ridge-strong convexity the point is then within tolerance/ridge of the exact minimiser. A
 * closed-form solution that misses the tolerance through rounding is polished by L-BFGS; a solve that still
 * misses it throws, so nothing computed from it is released.
 */
final class AucErm {

    /** L-BFGS memory (spec-004 section 2.6 CHOICE). */
    static final int HISTORY = 20;

    /**
     * A converged solve.
     *
     * @param iterations   L-BFGS iterations (0 for a closed form that needed no polishing)
     * @param gradientNorm ||grad F|| at w, at most the tolerance
     */
    record Solution(double[] w, int iterations, double gradientNorm) {

        Solution {
            w = w.clone();
        }

        @Override
        public double[] w() {
            return w.clone();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Solution s && Arrays.equals(w, s.w) && iterations == s.iterations
                    && Double.compare(gradientNorm, s.gradientNorm) == 0;
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(w) + 31 * iterations;
        }

        @Override
        public String toString() {
            return "Solution[d=" + w.length + ", iterations=" + iterations + ", |grad|=" + gradientNorm + "]";
        }
    }

    /**
     * How to solve: the mode, the gradient tolerance and iteration cap of the exact solver, and the step
     * count of the paper's SGD.
     */
    record Settings(SolverMode mode, double tolerance, int maxIterations, int sgdIterations) {
    }

    private AucErm() {
    }

    /**
     * The minimiser of R_S(w) + ((lambda + extraRidge)/2) ||w||^2 + q.w in the requested mode. In
     * {@link SolverMode#PAPER_SGD} mode (logistic losses only; least squares is always solved exactly, as in
     * the paper) the reported gradient norm is computed exactly at the SGD output, for the diagnostics.
     */
    static Solution minimise(ClassRows rows, PairwiseLoss loss, double lambda, double extraRidge, double[] linear,
                             Settings settings, NoiseSource noise, String what) {
        double ridge = lambda + extraRidge;
        if (settings.mode() == SolverMode.EXACT || loss == PairwiseLoss.LEAST_SQUARES) {
            return solve(rows, loss, ridge, linear, settings.tolerance(), settings.maxIterations(), what);
        }
        double[] w = PaperSgd.run(rows, loss, lambda, ridge, linear, settings.sgdIterations(),
                noise.structural("paper-sgd-pairs"));
        double[] g = new double[w.length];
        new PairwiseRisk(rows, loss, ridge, linear).valueAndGradient(w, g);
        return new Solution(w, settings.sgdIterations(), Vectors.norm(g));
    }

    /**
     * The unperturbed minimiser of R_S(w) + (lambda/2) ||w||^2 (no extra ridge, no linear term), computed once per
     * run for the cells that fit the same rows with the same settings: output perturbation at every epsilon of a
     * sweep, and auc-nonprivate beside it, release functions of this one solve. It is a deterministic function of
     * the key (the paper's SGD, which draws pairs, is not shared), so the bits are those of a fresh solve.
     *
     * @param train the rows {@code rows} was built from (its feature array identifies them in the memo)
     */
    static Solution minimiseShared(Dataset train, SweepMemo memo, ClassRows rows, PairwiseLoss loss, double lambda,
                                   double clip, Settings settings, NoiseSource noise, String what) {
        if (usesSgd(settings.mode(), loss) || train.isFloat32()) {
            return minimise(rows, loss, lambda, 0, null, settings, noise, what);
        }
        var key = new SharedSolve(train.rows(), new Labels(train.labels()), train.normBound(), clip, loss, lambda,
                settings);
        return memo.forRows(train.x(), key, () -> minimise(rows, loss, lambda, 0, null, settings, noise, what));
    }

    /** Everything a shared solve depends on besides the feature array it is filed under. */
    private record SharedSolve(int n, Labels labels, double normBound, double clip, PairwiseLoss loss, double lambda,
                               Settings settings) {
    }

    /** Labels compared by content (outlier levels flip labels of rows whose features stay the same). */
    private record Labels(int[] values) {

        @Override
        public boolean equals(Object o) {
            return o instanceof Labels l && Arrays.equals(values, l.values);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values);
        }

        @Override
        public String toString() {
            return "Labels[n=" + values.length + "]";
        }
    }

    /** True when {@link #minimise} runs the paper's uncertified SGD for this loss. */
    static boolean usesSgd(SolverMode mode, PairwiseLoss loss) {
        return mode == SolverMode.PAPER_SGD && loss != PairwiseLoss.LEAST_SQUARES;
    }

    /**
     * Solves to ||grad|| <= tolerance.
     *
     * @param linear the linear term q, or null
     * @param what   the learner id, for the message of a failed solve
     * @throws IllegalStateException when the tolerance is not reached within maxIterations
     */
    static Solution solve(ClassRows rows, PairwiseLoss loss, double ridge, double[] linear, double tolerance,
                          int maxIterations, String what) {
        PairwiseRisk objective = new PairwiseRisk(rows, loss, ridge, linear);
        double[] start = new double[rows.cols()];
        if (loss == PairwiseLoss.LEAST_SQUARES) {
            double[] w = LeastSquaresAuc.solve(rows, ridge, linear);
            double[] g = new double[w.length];
            objective.valueAndGradient(w, g);
            double norm = Vectors.norm(g);
            if (norm <= tolerance) {
                return new Solution(w, 0, norm);
            }
            start = w;
        }
        Lbfgs.Result r = new Lbfgs(HISTORY, tolerance, maxIterations).minimizeConverged(objective, start, what);
        return new Solution(r.solution(), r.iterations(), r.gradientNorm());
    }
}

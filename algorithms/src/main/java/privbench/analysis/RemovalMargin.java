package privbench.analysis;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;
import privbench.data.Dataset;
import privbench.linalg.Vectors;
import privbench.optim.DualCoordinateDescentSvm;

/**
 * The removal-margin analysis: how the margin of a dataset grows as its lowest-margin points are removed.
 * A non-private analysis tool, not a learner: it reads every row without noise and releases nothing private.
 *
 * <p>Wang, Zhu and Wang (2024), Appendix N (Figures 2 and 3; spec-000 section 3.8): fit a linear SVM, compute
 * every row's normalised margin m_i = y_i w.x_i / (||x_i|| ||w||) (Def. N.1), record max(min_i m_i, 0) against the
 * percentage of rows removed, remove the row with the smallest (unclipped) m_i, refit, and so on up to
 * {@code maxFraction} of n. CHOICE (spec-000 3.8): an L2-regularised hinge-loss SVM without bias (the paper's
 * homogeneous hypotheses; append a constant feature for a bias), C = 1e3, solved by dual coordinate descent
 * (Hsieh et al. 2008) warm-started from the previous dual, one row removed per step. Rows with ||x|| = 0 have no
 * normalised margin and are left out. The only randomness is the solver's epoch order.
 */
public final class RemovalMargin {

    /**
     * Settings.
     *
     * @param maxFraction   remove up to floor(maxFraction n) rows (the paper: 0.01)
     * @param removePerStep rows removed between two fits
     * @param cost          C of the SVM
     * @param tolerance     the solver's stopping tolerance on the projected-gradient spread
     * @param maxEpochs     the solver's cap on passes
     */
    public record Options(double maxFraction, int removePerStep, double cost, double tolerance, int maxEpochs) {

        public static final Options DEFAULTS = new Options(0.01, 1, 1e3, 1e-3, 20_000);

        public Options {
            if (!(maxFraction >= 0 && maxFraction < 1)) {
                throw new IllegalArgumentException("maxFraction must be in [0, 1), got " + maxFraction);
            }
            if (removePerStep < 1) {
                throw new IllegalArgumentException("removePerStep must be >= 1, got " + removePerStep);
            }
            if (!(cost > 0) || Double.isInfinite(cost) || !(tolerance > 0) || maxEpochs < 1) {
                throw new IllegalArgumentException("cost and tolerance must be finite and > 0 and maxEpochs >= 1, got "
                        + cost + ", " + tolerance + ", " + maxEpochs);
            }
        }
    }

    /**
     * One point of the curve.
     *
     * @param removed        rows removed so far
     * @param percentRemoved 100 removed / n
     * @param margin         max(min_i m_i, 0), the normalised margin of Def. N.1
     * @param minMargin      min_i m_i before clipping at 0 (negative: not separated)
     * @param misclassified  rows with m_i <= 0
     * @param converged      whether the SVM met its tolerance and a duality gap of at most 0.1% of its primal
     * @param dualityGap     the SVM's primal - dual, a bound on its suboptimality
     * @param relativeGap    dualityGap / primal
     */
    public record Point(int removed, double percentRemoved, double margin, double minMargin, int misclassified,
                        boolean converged, double dualityGap, double relativeGap) {

        /**
         * The margin this point may claim: {@link #margin} from a converged fit, NaN from one that did not
         * converge. An unconverged w is an arbitrary direction, so its margin says nothing about the data's
         * (WZW24 reference runs showed a "first positive" margin of 2.1e-6 from such a fit, back to 0 one step
         * later); the point is excluded rather than read as separation or as its absence.
         */
        public double reportedMargin() {
            return converged ? margin : Double.NaN;
        }
    }

    /** Stop once primal - dual is at most this fraction of the primal. */
    static final double RELATIVE_GAP = 1e-3;

    private static final double MIN_TOLERANCE = 1e-12;

    private RemovalMargin() {
    }

    /** The curve for a binary dataset; n counts the rows with a non-zero norm. */
    public static List<Point> curve(Dataset data, Options opt, RandomGenerator order) {
        if (!data.isBinary() || !data.hasLabels()) {
            throw new IllegalArgumentException("the removal-margin analysis needs labelled binary data, got " + data);
        }
        int d = data.cols();
        double[] x = data.x();
        double[] y = new double[data.rows()];
        double[] norms = data.rowNorms();
        int[] active = nonZeroRows(norms);
        int n = active.length;
        if (n < 2) {
            throw new IllegalArgumentException("the removal-margin analysis needs at least 2 non-zero rows, got " + n);
        }
        for (int i = 0; i < y.length; i++) {
            y[i] = data.sign(i);
        }
        int limit = (int) Math.floor(opt.maxFraction() * n);
        List<Point> out = new ArrayList<>();
        double[] alpha = null;
        int removed = 0;
        while (true) {
            var fit = solveToGap(x, d, y, active, alpha, opt, order);
            double[] w = fit.weights();
            double wNorm = Vectors.norm(w);
            double[] m = new double[active.length];
            int wrong = 0;
            for (int r = 0; r < active.length; r++) {
                int i = active[r];
                m[r] = wNorm == 0 ? 0 : y[i] * Vectors.dot(x, i * d, w, 0, d) / (norms[i] * wNorm);
                wrong += m[r] <= 0 ? 1 : 0;
            }
            double min = Arrays.stream(m).min().orElse(0);
            boolean converged = fit.converged() && fit.dualityGap() <= RELATIVE_GAP * fit.primal();
            out.add(new Point(removed, 100.0 * removed / n, Math.max(min, 0), min, wrong, converged,
                    fit.dualityGap(), fit.dualityGap() / fit.primal()));
            int next = Math.min(limit - removed, opt.removePerStep());
            if (next <= 0 || active.length - next < 2) {
                return out;
            }
            int[] drop = smallest(m, next);
            double[] a = fit.alpha();
            int[] kept = new int[active.length - next];
            double[] keptAlpha = new double[kept.length];
            for (int r = 0, q = 0; r < active.length; r++) {
                if (Arrays.binarySearch(drop, r) < 0) {
                    kept[q] = active[r];
                    keptAlpha[q++] = a[r];
                }
            }
            active = kept;
            alpha = keptAlpha;
            removed += next;
        }
    }

    /**
     * Solves until the duality gap is at most {@link #RELATIVE_GAP} of the primal, tightening the
     * projected-gradient tolerance tenfold at a time (warm-started): on ill-conditioned data (tight clusters,
     * the neural-collapse surrogate) a PG spread of 1e-3 can stop with a gap larger than the primal itself,
     * after a warm start from the duals of removed outliers most of all, and the margin read off such a w is
     * far below the data's.
     */
    private static DualCoordinateDescentSvm.Result solveToGap(double[] x, int d, double[] y, int[] rows,
                                                             double[] alphaStart, Options opt,
                                                             RandomGenerator order) {
        double tolerance = opt.tolerance();
        var fit = new DualCoordinateDescentSvm(opt.cost(), tolerance, opt.maxEpochs(), 0.0)
                .solve(x, d, y, rows, alphaStart, order);
        while (fit.converged() && fit.dualityGap() > RELATIVE_GAP * fit.primal() && tolerance > MIN_TOLERANCE) {
            tolerance /= 10;
            fit = new DualCoordinateDescentSvm(opt.cost(), tolerance, opt.maxEpochs(), 0.0)
                    .solve(x, d, y, rows, fit.alpha(), order);
        }
        return fit;
    }

    private static int[] nonZeroRows(double[] norms) {
        int count = 0;
        for (double v : norms) {
            count += v > 0 ? 1 : 0;
        }
        int[] out = new int[count];
        for (int i = 0, q = 0; i < norms.length; i++) {
            if (norms[i] > 0) {
                out[q++] = i;
            }
        }
        return out;
    }

    /** The positions of the k smallest values, sorted by position; ties go to the earlier position. */
    private static int[] smallest(double[] v, int k) {
        Integer[] idx = new Integer[v.length];
        for (int i = 0; i < idx.length; i++) {
            idx[i] = i;
        }
        Arrays.sort(idx, (a, b) -> v[a] != v[b] ? Double.compare(v[a], v[b]) : Integer.compare(a, b));
        int[] out = new int[k];
        for (int i = 0; i < k; i++) {
            out[i] = idx[i];
        }
        Arrays.sort(out);
        return out;
    }
}

package privbench.harness.audit.attack;

import java.util.Locale;
import privbench.data.Dataset;
import privbench.privacy.Neighbouring;

/**
 * The known-shift attack on perturbed minimisers (output perturbation, objective perturbation, their
 * pairwise-AUC versions): the auditor computes the two noiseless minimisers theta_in and theta_out (a fit
 * at epsilon = +Infinity, no private randomness) and tests the released w against them
 * (Jagielski, Ullman and Oprea 2020, "Auditing differentially private machine learning: how private is
 * private SGD?", the output-perturbation baseline; Nasr et al. 2021, worst-case "crafted" datasets).
 *
 * <p>The pair is a wedge, as in {@link GradientWedgeAttack}: base rows 0.2 e of class 1 drive the minimiser
 * along e so that both candidate canaries, rows along -e sin(beta) +- u cos(beta) of class 1, are
 * misclassified by it and their loss gradients are nearly the full row norm; a flipped label at w = 0 would
 * show only half the sensitivity (sigma(m) + sigma(-m) = 1). With lambda = 0.01, w.e settles near 5 and
 * beta = 0.45 gives a minimiser shift of about 0.8 of the charged 2/(n lambda). Rows of zeros of class 0
 * make two classes; for pairwise (AUC) losses they are the negatives, so every pair difference is a
 * positive row and the pairwise risk is the pointwise one.
 *
 * <p>Statistic: {@code distance}, ||w - theta_out|| - ||w - theta_in||, the log-likelihood ratio of
 * Gamma-norm (and, up to scale, Laplace-like) noise around the two centres; {@code projection},
 * w.(theta_in - theta_out), the likelihood ratio of Gaussian noise and the natural test for objective
 * perturbation, whose output is a noisy minimiser rather than a shifted one.
 */
public final class MinimiserShiftAttack implements MultiRunAttack {

    /** Which statistic. */
    public enum Statistic { DISTANCE, PROJECTION }

    static final double BASE_NORM = 0.2;
    static final double BETA = 0.45;
    /**
     * The canary's norm: ten times the declared bound. These learners clip every row to the unit ball, which
     * makes it a unit canary; a learner that did not (a negative control) shows the excess.
     */
    static final double CANARY_NORM = 10;

    private final Statistic statistic;
    private final double zeroFraction;

    /**
     * @param statistic    the test statistic
     * @param zeroFraction the share of base rows that are zero rows of class 0 (at least one)
     */
    public MinimiserShiftAttack(Statistic statistic, double zeroFraction) {
        this.statistic = statistic;
        this.zeroFraction = zeroFraction;
    }

    @Override
    public String id() {
        return "minimiser-shift-" + (statistic == Statistic.DISTANCE ? "distance" : "projection");
    }

    @Override
    public String source() {
        return "Jagielski, Ullman and Oprea 2020 and Nasr et al. 2021: crafted worst-case pair, "
                + (statistic == Statistic.DISTANCE ? "likelihood ratio of norm noise around the known minimisers"
                : "projection on the known minimiser shift");
    }

    @Override
    public int defaultRows() {
        return 1000;
    }

    @Override
    public int defaultCols(int canaries) {
        // e and u are all the attack needs; every extra column costs time in every fit
        return 2;
    }

    @Override
    public int defaultRuns(double epsilon) {
        return 5000;
    }

    @Override
    public Worlds worlds(AttackContext c) {
        int d = c.cols();
        int zeros = Math.max(1, (int) Math.round(zeroFraction * (c.rows() - 1)));
        Dataset base = Rows.copies("audit/base", Rows.axis(d, 0, BASE_NORM), 1, c.rows() - 1 - zeros);
        Dataset zero = Rows.copies("audit/zeros", new double[d], 0, zeros);
        base = Rows.concat(base, zero, "audit/base");
        double[] in = canary(d, +1);
        double[] out = canary(d, -1);
        CraftedPair pair = CraftedPair.of(base, in, out, c.relation());
        double[] thetaIn = Probe.weights(c.noiseless(pair.in()), d, base);
        double[] thetaOut = Probe.weights(c.noiseless(pair.out()), d, base);
        Dataset like = zero;
        return new Worlds(pair.out(), pair.in(), model -> score(Probe.weights(model, d, like), thetaIn, thetaOut), 1,
                CANARY_NORM,
                String.format(Locale.ROOT, "%d rows %.1f e (label 1), %d zero rows (label 0), canary of norm "
                        + "10 (-e sin b %s u cos b), b=%.2f, d=%d, |theta_in - theta_out| = %.4g", c.rows() - 1 - zeros,
                        BASE_NORM, zeros, c.relation() == Neighbouring.ADD_REMOVE ? "+" : "+-", BETA, d,
                        distance(thetaIn, thetaOut)));
    }

    private double score(double[] w, double[] thetaIn, double[] thetaOut) {
        if (statistic == Statistic.DISTANCE) {
            return distance(w, thetaOut) - distance(w, thetaIn);
        }
        double s = 0;
        for (int j = 0; j < w.length; j++) {
            s += (w[j] - 0.5 * (thetaIn[j] + thetaOut[j])) * (thetaIn[j] - thetaOut[j]);
        }
        return s;
    }

    private static double distance(double[] a, double[] b) {
        double s = 0;
        for (int j = 0; j < a.length; j++) {
            double t = a[j] - b[j];
            s += t * t;
        }
        return Math.sqrt(s);
    }

    private static double[] canary(int d, int side) {
        double[] x = new double[d];
        x[0] = -CANARY_NORM * Math.sin(BETA);
        x[1] = side * CANARY_NORM * Math.cos(BETA);
        return x;
    }
}

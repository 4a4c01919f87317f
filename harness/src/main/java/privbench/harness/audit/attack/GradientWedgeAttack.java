package privbench.harness.audit.attack;

import java.util.Locale;
import privbench.data.Dataset;
import privbench.privacy.Neighbouring;

/**
 * The worst-case pair for full-batch noisy gradient descent (dp-gd, ngd-noproj, the wzw-* margin learners):
 * the released model's projection on one direction u is a known shift plus Gaussian noise, so the threshold
 * test on it is the Gaussian mechanism's own test (Nasr et al. 2021, "Adversary instantiation", worst-case
 * datasets with a gradient canary; Nasr et al. 2023, "Tight auditing of differentially private machine
 * learning", Sec. 4: canaries whose clipped gradient is maximal at every step).
 *
 * <p>Why a wedge and not a flipped label: for a logistic loss the gradients of (x, +1) and (x, -1) at the
 * same iterate sum to the row norm, half the 2R that replace-one charges (sigma(m) + sigma(-m) = 1), so a
 * flipped label shows only mu/2. Here the replaced row and its replacement are two canaries of norm M = 100
 * (the learners clip every example's gradient, or row, whatever the declared bound) pointing to
 * -e sin(beta) +- u cos(beta), both labelled 1. An oversized canary's clipped gradient is the full clip bound
 * while its margin is below ln(M)/M, and the base rows (r e, label 1, r = 0.2) push w along e so that both
 * margins stay negative: in every step the two worlds' gradients differ by 2R cos(beta) along u, and nothing
 * else in the data touches u. With beta = 0.3 the shift is 0.955 of the charged sensitivity; the 1000 base
 * rows keep the noise on w.u below w.e tan(beta) (a numpy simulation of dp-gd's defaults at epsilon 2 gave a
 * standardised shift of 0.45 against mu = 0.50; the rest is the L2 shrinkage and the first steps).
 * Under add-remove the in world adds the first canary to the base rows. Score: the released w.u.
 */
public final class GradientWedgeAttack implements Attack {

    static final double CANARY_NORM = 100;
    static final double BASE_NORM = 0.2;
    static final double BETA = 0.3;

    @Override
    public String id() {
        return "gradient-wedge";
    }

    @Override
    public String source() {
        return "Nasr et al. 2021 (adversary instantiation) and 2023 (tight auditing, gradient canaries): "
                + "worst-case pair, projection of the model on the canary direction";
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
        // at epsilon 2, delta 1e-5 the standardised shift is about 0.44 (mu = 0.50): the Clopper-Pearson bound
        // of the best threshold reaches 1.0 at about 45k evaluation runs per world (a binomial calculation at the
        // expected counts); smaller claims need fewer to reach half of them, but the default does not guess
        return 50_000;
    }

    @Override
    public Worlds worlds(AttackContext c) {
        int d = c.cols();
        // one zero row of class 0 (no gradient, no margin) so that the data have two classes
        Dataset base = Rows.plus(Rows.copies("audit/base", Rows.axis(d, 0, BASE_NORM), 1, c.rows() - 2),
                new double[d], 0, "audit/base");
        double[] in = canary(d, +1);
        double[] out = canary(d, -1);
        boolean addRemove = c.relation() == Neighbouring.ADD_REMOVE;
        Dataset outWorld = addRemove ? base.named("audit/out")
                : c.relation() == Neighbouring.LABEL_ONLY ? Rows.plus(base, in, 0, "audit/out")
                : Rows.plus(base, out, 1, "audit/out");
        Dataset inWorld = Rows.plus(base, in, 1, "audit/in");
        double[] u = Rows.axis(d, 1, 1.0);
        return new Worlds(outWorld, inWorld, model -> Probe.along(model, u, base), 1, CANARY_NORM,
                String.format(Locale.ROOT, "%d rows %.1f e (label 1), one zero row (label 0), canary %.0f (-e sin b %s u cos b), b=%.2f, d=%d",
                        c.rows() - 2, BASE_NORM, CANARY_NORM, addRemove ? "+" : "+-", BETA, d));
    }

    private static double[] canary(int d, int side) {
        double[] x = new double[d];
        x[0] = -CANARY_NORM * Math.sin(BETA);
        x[1] = side * CANARY_NORM * Math.cos(BETA);
        return x;
    }
}

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
 * flipped label shows only mu/2; and no pair of rows can push with the full clip bound in opposite directions
 * at every step, since one of the two is then classified correctly and its loss derivative decays. Here the
 * replaced row and its replacement are two canaries of norm k R pointing to -e sin(beta) +- u cos(beta), both
 * labelled 1, with R the data's declared bound (the learners clip every example's gradient to R, or the row):
 * a canary's clipped gradient is the full bound while its margin m satisfies k R sigmoid(-m) >= R, i.e. while
 * w.x/(k R) <= ln(k - 1)/k, which k = 4.6 makes largest (0.28), so a canary keeps pushing with the full bound
 * a little beyond the decision boundary. The base rows (0.2 R e, label 1) push w along e so that both canaries
 * stay on the wrong side: in every step the two worlds' gradients differ by 2R cos(beta) along u, and nothing
 * else in the data touches u. The declared bound R = 100 makes the L2 shrinkage of dp-gd's steps negligible
 * (its step is 1/(n (R^2/4 + lambda)), so the shrink per step is lambda/(R^2/4 + lambda)): the released w.u
 * then weighs every step's shift and noise alike, which is what makes it the likelihood-ratio (sufficient)
 * statistic of the T-step Gaussian mechanism.
 *
 * <p>Beta and the row count: the certified bound reads the far tails (about 3 sds), and the in world's upper
 * tail is exactly where w.u is large enough to turn the in canary's margin positive (its gradient then decays
 * and the tail is compressed). Keeping the canaries saturated there needs w.e tan(beta) above about 3 sds of
 * w.u; the base rows can drive w.e (in units of 1/R) to about 17 in dp-gd's 200 steps, while the sd of w.u
 * falls as 1/n (the step is 1/n of the summed gradient's). A numpy simulation of dp-gd's defaults at epsilon
 * 2 scored the pooled bound at equal cost (fits times rows): 1000 rows need beta about 0.5 (the tails keep
 * cos(0.5) = 0.88 of mu), 1500 rows beta 0.35 (0.94), 2000 rows beta 0.26 (0.97 at two thirds of the runs);
 * 1500 rows and beta 0.35 certified the most per fit.
 * Under add-remove the in world adds the first canary to the base rows. Score: the released w.u.
 */
public final class GradientWedgeAttack implements MultiRunAttack {

    /** The canary's norm in units of the declared bound R: ln(k - 1)/k peaks at k = 4.6. */
    static final double CANARY_FACTOR = 4.6;
    /** The base rows' norm in units of R. */
    static final double BASE_NORM = 0.2;
    static final double BETA = 0.35;
    /** The declared norm bound R of the audit's rows. */
    static final double DECLARED_BOUND = 100;

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
        return 1500;
    }

    @Override
    public int defaultCols(int canaries) {
        // e and u are all the attack needs; every extra column costs time in every fit
        return 2;
    }

    @Override
    public int defaultRuns(double epsilon) {
        // at epsilon 2, delta 1e-5 (mu = 0.502) the shift in the tails the bound reads is about cos(0.35) = 0.94 mu;
        // pooling both tails of 31360 evaluation runs per world (62720 trials), the certified bound has median 1.13
        // and 10th percentile 1.0 (binomial simulation at the Gaussian rates); a fit of dp-gd's defaults on 1500
        // rows takes about 4 ms of CPU, so the 64000 fits take a little over 2 minutes on two free cores
        return 32_000;
    }

    @Override
    public boolean gaussianStatistic() {
        return true;
    }

    @Override
    public double defaultSelectionFraction() {
        // the Gaussian fit of the selection runs needs a mean and an sd, not a tail: 640 of the default 32000 runs
        // per world place the pair where the bound is flat
        return 0.02;
    }

    @Override
    public Worlds worlds(AttackContext c) {
        int d = c.cols();
        // one zero row of class 0 (no gradient, no margin) so that the data have two classes
        Dataset base = Rows.plus(Rows.copies("audit/base", Rows.axis(d, 0, BASE_NORM * DECLARED_BOUND), 1,
                c.rows() - 2, DECLARED_BOUND), new double[d], 0, "audit/base");
        double[] in = canary(d, +1);
        double[] out = canary(d, -1);
        boolean addRemove = c.relation() == Neighbouring.ADD_REMOVE;
        CraftedPair pair = CraftedPair.of(base, in, out, c.relation());
        double[] u = Rows.axis(d, 1, 1.0);
        return new Worlds(pair.out(), pair.in(), model -> Probe.along(model, u, base), 1,
                CANARY_FACTOR * DECLARED_BOUND,
                String.format(Locale.ROOT, "declared bound R=%.0f; %d rows %.1f R e (label 1), one zero row (label 0), "
                                + "canary %.1f R (-e sin b %s u cos b), b=%.2f, d=%d", DECLARED_BOUND, c.rows() - 2,
                        BASE_NORM, CANARY_FACTOR, addRemove ? "+" : "+-", BETA, d));
    }

    private static double[] canary(int d, int side) {
        double[] x = new double[d];
        double norm = CANARY_FACTOR * DECLARED_BOUND;
        x[0] = -norm * Math.sin(BETA);
        x[1] = side * norm * Math.cos(BETA);
        return x;
    }
}

package privbench.harness.audit.attack;

import java.util.Locale;
import privbench.data.Dataset;
import privbench.learners.Model;
import privbench.privacy.Neighbouring;

/**
 * The one-run audit of DP-SGD and the other learners too slow for thousands of fits (Steinke, Nasr and
 * Jagielski 2023, "Privacy auditing with one (1) training run", Sec. 5: m canaries, each included with
 * probability 1/2, scored in a single training run), with Dirac canaries (Nasr et al. 2023, "Tight auditing
 * of differentially private machine learning", Sec. 4.2: a canary whose gradient is non-zero in one
 * coordinate that no other example touches, so that its contribution is not masked by the data).
 *
 * <p>Base rows are a unit-norm margin halfspace in the first d0 coordinates; canary j is the unit vector on
 * coordinate d0 + j with class 1, and an excluded canary is replaced by a zero row of class 1 (replace-one;
 * under add-remove it is left out). The score is the released model's margin on the canary, which, through
 * any projection the learner applies (PCA, JL, a gradient basis), is what the model reveals about it.
 * Learners that project onto the span of public rows (PILLAR, GEP) lose the canary coordinates altogether, so
 * their bound is near 0: honest, not tight.
 */
public final class DiracCanaryAttack implements OneRunAttack {

    static final int BASE_COLS = 10;

    @Override
    public String id() {
        return "dirac-one-run";
    }

    @Override
    public String source() {
        return "Steinke, Nasr and Jagielski 2023 (one training run, m canaries) with the Dirac canaries of "
                + "Nasr et al. 2023; model margin on each canary";
    }

    @Override
    public int defaultCanaries() {
        return 500;
    }

    @Override
    public OneRunDesign oneRunDesign(AttackContext c, int m) {
        int d = c.cols();
        int d0 = d - m;
        if (d0 < 3) {
            throw new IllegalArgumentException("a one-run audit with " + m + " Dirac canaries needs --d >= " + (m + 3)
                    + ", got " + d);
        }
        Dataset base = Rows.padded(ClipBkdAttack.baseRows(c.rows(), d0, c.seed(), "rows"), d).named("audit/base");
        double[] x = new double[m * d];
        int[] labels = new int[m];
        for (int j = 0; j < m; j++) {
            x[j * d + d0 + j] = 1;
            labels[j] = 1;
        }
        Dataset canaries = Dataset.labelled("audit/canaries", x, m, d, labels, base.classNames(), base.normBound());
        double[] standIn = c.relation() == Neighbouring.ADD_REMOVE ? null : new double[d];
        return new OneRunDesign(base, canaries, standIn, (Model model) -> margins(model, canaries),
                String.format(Locale.ROOT, "margin-halfspace n=%d in %d of %d dimensions + %d Dirac canaries "
                        + "(class 1) on the other coordinates; excluded canaries %s", c.rows(), d0 - 1, d, m,
                        standIn == null ? "left out" : "replaced by zero rows"));
    }

    /** Each canary's margin for its class 1: the binary score, or class 1 minus the best other class. */
    private static double[] margins(Model model, Dataset canaries) {
        double[] all = model.scores(canaries);
        int k = model.scoresPerRow();
        double[] s = new double[canaries.rows()];
        for (int j = 0; j < s.length; j++) {
            s[j] = NeighbouringPair.margin(all, j * k, k, 1);
        }
        return s;
    }

    @Override
    public int defaultCols(int canaries) {
        return BASE_COLS + canaries;
    }
}

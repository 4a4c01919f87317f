package privbench.harness.audit.attack;

import java.util.Locale;
import privbench.data.Dataset;
import privbench.privacy.Neighbouring;

/**
 * The worst-case pair for an exponential mechanism over candidate classifiers scored by error counts (the net
 * learners em-nojl, priv-mrg, nuz20-pure): a canary row whose error flips between the two halves of the
 * candidate set, and the released choice's half as the score (McSherry and Talwar 2007, Thm 6's ratio
 * exp(epsilon) reached by a pair whose utilities move by the sensitivity in opposite directions; Nasr et al.
 * 2021, worst-case crafted pairs; the released index read as a binomial outcome, Jagielski, Ullman and Oprea
 * 2020).
 *
 * <p>The pair: a unit direction u, {@value #BIAS} rows (u, class 0) and zero rows of class 0 (each an error of
 * every candidate, so a constant), and the canary (u, class 1) in the in world against (-u, class 1) in the
 * out world. A candidate c on the side S = {c.u > 0} errs on the {@value #BIAS} base rows and on the out
 * canary; one on the other side errs on the in canary only. So the in world puts S {@value #BIAS} - 1 errors
 * behind, the out world {@value #BIAS} + 1: the exponent exp(-epsilon errors / 2) (sensitivity 1 count, the
 * factor 2 of replace-one) gives, with a net split evenly, P_in(S) = a / (1 + a) with a = exp(-epsilon (B - 1)
 * / 2) and P_out(S) with a = exp(-epsilon (B + 1) / 2): the odds of S differ by exactly exp(epsilon), and the
 * bias B makes S rare enough that the probability ratio nears it too (at epsilon 1, B = 3: 0.269 against
 * 0.119, ln ratio 0.81; the mechanism calibrated for 2 epsilon (the factor 2 dropped): 0.119 against 0.018,
 * ln ratio 1.87). Score: the released model's weight along u, whose sign is the side of the chosen candidate.
 * Under add-remove the out world is the base rows alone; under label-only it is the canary with class 0.
 */
public final class SelectionChoiceAttack implements MultiRunAttack {

    /** The base rows (u, class 0) that put the canary's side behind: the ratio of P(S) nears exp(epsilon). */
    static final int BIAS = 3;

    @Override
    public String id() {
        return "selection-choice";
    }

    @Override
    public String source() {
        return "McSherry and Talwar 2007 (exponential mechanism) and Nasr et al. 2021: a pair moving the two halves "
                + "of the candidates by the sensitivity in opposite directions, the released choice's half as the score";
    }

    @Override
    public int defaultRows() {
        // the bias rows and the canary: every further row is a constant error and only costs time
        return BIAS + 1;
    }

    @Override
    public int defaultCols(int canaries) {
        return 2;
    }

    @Override
    public int defaultRuns(double epsilon) {
        return 5000;
    }

    @Override
    public Worlds worlds(AttackContext c) {
        int d = c.cols();
        if (c.rows() < BIAS + 1) {
            throw new IllegalArgumentException("the selection-choice attack needs --n >= " + (BIAS + 1) + ", got "
                    + c.rows());
        }
        double[] u = Rows.axis(d, 0, 1.0);
        double[] minusU = Rows.axis(d, 0, -1.0);
        Dataset base = Rows.copies("audit/base", u, 0, BIAS);
        int zeros = c.rows() - 1 - BIAS;
        if (zeros > 0) {
            base = Rows.concat(base, Rows.copies("audit/zeros", new double[d], 0, zeros), "audit/base");
        }
        CraftedPair pair = CraftedPair.of(base, u, minusU, c.relation());
        Dataset like = base;
        return new Worlds(pair.out(), pair.in(), model -> Math.signum(Probe.along(model, u, like)), 1, 1.0,
                String.format(Locale.ROOT, "%d rows u (label 0), %d zero rows (label 0), canary u (label 1) %s, d=%d",
                        BIAS, Math.max(0, zeros), c.relation() == Neighbouring.ADD_REMOVE ? "or none"
                                : c.relation() == Neighbouring.LABEL_ONLY ? "or u (label 0)" : "or -u (label 1)", d));
    }
}

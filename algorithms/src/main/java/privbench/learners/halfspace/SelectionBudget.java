package privbench.learners.halfspace;

import java.util.ArrayList;
import java.util.List;
import privbench.privacy.PrivacyEvent;

/**
 * The budget of procedure F (Nguyen, Ullman and Zakynthinou 2020, Appendix A, Algorithm 3 lines 7-10): R runs of
 * A_Noise-GD, each (runEpsilon, runDelta)-DP, then one exponential mechanism, selectionEpsilon-DP, over their
 * outputs. Basic composition prices it at (R runEpsilon + selectionEpsilon, R runDelta).
 *
 * <p>spec-001 section 3.2 ERRATUM: the paper gives each run (epsilon/R, delta/R), which spends the whole budget
 * before the selection is charged; {@link #paperLiteral} is that split with the EM at epsilon/R (total epsilon +
 * epsilon/R, over budget), kept for the test that shows it. {@link #spec} is the corrected default
 * (epsilon/(2R) per run, epsilon/2 for the EM); {@link #paperRescaled} keeps the paper's proportions (the EM
 * charged like one more run) scaled to fit: epsilon/(R+1) each.
 */
record SelectionBudget(int runs, double runEpsilon, double runDelta, double selectionEpsilon) {

    SelectionBudget {
        if (runs < 1 || !(runEpsilon > 0) || !(runDelta > 0 && runDelta < 1) || !(selectionEpsilon > 0)) {
            throw new IllegalArgumentException("F needs R >= 1, run epsilon > 0, run delta in (0, 1) and selection "
                    + "epsilon > 0, got R=" + runs + ", " + runEpsilon + ", " + runDelta + ", " + selectionEpsilon);
        }
    }

    /** R = ceil(ln(8 / beta)): the boosting repetitions (5 at beta = 0.1, 6 at beta = 0.05). */
    static int repetitions(double beta) {
        return (int) Math.ceil(Math.log(8 / beta));
    }

    /** spec-001 CHOICE: runs (epsilon/(2R), delta/R), EM epsilon/2; total exactly (epsilon, delta). */
    static SelectionBudget spec(double epsilon, double delta, int runs) {
        return within(runs, epsilon / (2.0 * runs), delta, epsilon / 2, epsilon);
    }

    /** The paper's literal split: runs (epsilon/R, delta/R) and the EM at epsilon/R on top (spec-001 ERRATUM). */
    static SelectionBudget paperLiteral(double epsilon, double delta, int runs) {
        return new SelectionBudget(runs, epsilon / runs, delta / runs, epsilon / runs);
    }

    /** The paper's proportions within the budget: epsilon/(R+1) for every run and for the EM, delta/R per run. */
    static SelectionBudget paperRescaled(double epsilon, double delta, int runs) {
        return within(runs, epsilon / (runs + 1.0), delta, epsilon / (runs + 1.0), epsilon);
    }

    /**
     * The split with each run's share nudged down by ulps until basic composition (runs x run + selection, as the
     * pure accountant adds them) stays within (epsilon, delta) as doubles: delta/R summed R times can round one ulp
     * above delta.
     */
    private static SelectionBudget within(int runs, double runEpsilon, double delta, double selectionEpsilon,
                                          double epsilon) {
        double runDelta = delta / runs;
        while (runDelta * runs > delta) {
            runDelta = Math.nextDown(runDelta);
        }
        while (runEpsilon * runs + selectionEpsilon > epsilon) {
            runEpsilon = Math.nextDown(runEpsilon);
        }
        return new SelectionBudget(runs, runEpsilon, runDelta, selectionEpsilon);
    }

    /** What F runs: R (runEpsilon, runDelta) runs (BST14 Theorem 2.1, cited) and one pure EM. */
    PrivacyEvent event() {
        List<PrivacyEvent> events = new ArrayList<>();
        events.add(new PrivacyEvent.Repeated(new PrivacyEvent.ApproxDp(runEpsilon, runDelta), runs));
        events.add(new PrivacyEvent.PureDp(selectionEpsilon));
        return new PrivacyEvent.Composed(events);
    }
}

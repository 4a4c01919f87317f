package privbench.learners.margin;

import java.util.ArrayList;
import java.util.List;

/** The hyperparameter set Theta a margin-adaptive learner selects over. */
public enum TuningGrid {

    /** Theta = Gamma with the learner's C_JL and T_max (Algorithms 3 and 6). */
    MARGIN,

    /**
     * Theta = Gamma x {T_max in 500, 2000, 8000} x {C_JL in 1, 4, 16}, about 100 candidates: spec-000 E4's
     * three-parameter grid, where the paper (Sec. 7) expects random stopping to beat brute force. The learner's
     * own C_JL and T_max are ignored.
     */
    MARGIN_STEPS_JL;

    private static final List<Integer> STEPS = List.of(500, 2000, 8000);
    private static final List<Double> JL_CONSTANTS = List.of(1.0, 4.0, 16.0);

    /** The candidates, gamma varying slowest. */
    List<MarginCandidates.Candidate> candidates(double[] gammas, double jlConstant, int maxIterations) {
        List<MarginCandidates.Candidate> out = new ArrayList<>();
        for (int g = 0; g < gammas.length; g++) {
            if (this == MARGIN) {
                out.add(new MarginCandidates.Candidate(g, gammas[g], jlConstant, maxIterations));
                continue;
            }
            for (int steps : STEPS) {
                for (double c : JL_CONSTANTS) {
                    out.add(new MarginCandidates.Candidate(g, gammas[g], c, steps));
                }
            }
        }
        return out;
    }
}

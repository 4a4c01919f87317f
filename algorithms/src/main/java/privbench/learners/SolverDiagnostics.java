package privbench.learners;

import java.util.Map;
import java.util.TreeMap;

/**
 * The state an iterative solver reached on the private rows (iterations taken, final gradient norm), as every
 * learner that solves an ERM to a tolerance reports it, named and classified once.
 *
 * <p>Both values are private: how hard the private rows were to fit is a function of them that no guarantee
 * covers. A learner writing them names this class in {@link Learner#diagnosticGroups}.
 */
@DiagnosticGroup(privateDiagnostics = {"solver_iterations", "solver_gradient_norm"})
public final class SolverDiagnostics {

    private SolverDiagnostics() {
    }

    /** A fresh, modifiable map of the two keys, for the learner to add its own. */
    public static Map<String, Double> of(int iterations, double gradientNorm) {
        Map<String, Double> out = new TreeMap<>();
        out.put("solver_iterations", (double) iterations);
        out.put("solver_gradient_norm", gradientNorm);
        return out;
    }
}

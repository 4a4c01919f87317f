package privbench.learners.halfspace;

import java.util.Map;
import java.util.TreeMap;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.LinearModel;
import privbench.privacy.accounting.Accounting;
import privbench.privacy.Budget;
import privbench.privacy.DpChecks;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.accounting.Accountants;
import privbench.privacy.noise.NoiseSource;

/**
 * Algorithm 1 of Nguyen, Ullman and Zakynthinou (2020) after its parameters are fixed: project and normalise
 * ({@link ProjectedSample}), run F on the surrogate over the unit ball, release A^T w. Shared by
 * {@code nuz20-efficient} and {@code nuz20-noproj} (which only forces A = I).
 *
 * <p>Privacy (Thm 8): A is data-independent, so conditioned on A neighbours map to neighbours; F is DP; the
 * release is post-processing. The faithful F is priced by basic composition ({@code pure}) of its cited runs and
 * its EM; the practical F by the GDP accountant of the chosen accounting.
 */
final class PrivateErmFit {

    /** Everything Algorithm 1 needs besides data, budget and noise. */
    record Settings(double gamma, double alpha, double beta, boolean project, double jlConstant, int projection,
                    ErmSolver solver, BudgetSplit split, Accounting accounting, int maxIterations, long maxSgdSteps) {

        /** The settings of a learner that declares F by an {@link ErmOptions} group. */
        Settings(double gamma, double alpha, double beta, boolean project, double jlConstant, int projection,
                 ErmOptions erm) {
            this(gamma, alpha, beta, project, jlConstant, projection, erm.solver(), erm.split(), erm.accounting(),
                    erm.maxIterations(), erm.sgdStepCap());
        }
    }

    private PrivateErmFit() {
    }

    static Fit fit(Settings st, Dataset train, Budget budget, NoiseSource noise) {
        boolean isPrivate = DpChecks.checkGaussianBudget(budget,
                "nuz20 private ERM (BST14 noisy SGD or a Gaussian mechanism)");
        int n = train.rows();
        long m = st.projection() > 0 ? st.projection()
                : ProjectedSample.dimension(st.jlConstant(), st.alpha(), st.beta(), n, st.gamma());
        ProjectedSample s = ProjectedSample.of(train, m, st.project(), noise);
        Map<String, Double> diag = new TreeMap<>();
        diag.put("m", (double) s.dimension());
        diag.put("m_asked", (double) m);
        diag.put("projection_skipped", s.isIdentity() ? 1.0 : 0.0);
        diag.put("lipschitz", SurrogateLoss.lipschitz(st.gamma()));
        double[] w;
        Guarantee g;
        if (st.solver() == ErmSolver.FAITHFUL) {
            int runs = SelectionBudget.repetitions(st.beta());
            SelectionBudget split = isPrivate ? st.split().of(budget.epsilon(), budget.delta(), runs) : null;
            var r = BoostedNoisySgd.run(s, st.gamma(), split, runs, st.maxSgdSteps(), noise.child("faithful-f"));
            w = r.weights();
            diag.put("runs", (double) runs);
            diag.put("iterations", (double) r.steps());
            diag.put("sigma", r.sigma());
            if (!isPrivate) {
                return new Fit(LinearModel.of(s.toFeatureSpace(w)), Guarantee.nonPrivate(), diag);
            }
            diag.put("epsilon_run", split.runEpsilon());
            diag.put("epsilon_selection", split.selectionEpsilon());
            diag.put("selection_sensitivity", SurrogateLoss.maxLoss(st.gamma()));
            g = Accountants.PURE.guarantee(split.event(), budget.delta(), Neighbouring.REPLACE_ONE);
            if (split.runEpsilon() > 1) {
                g = g.withCaveat("BST14's cited privacy of each noisy-SGD run assumes a small per-run epsilon; "
                        + "epsilon' = " + split.runEpsilon() + " > 1");
            }
            if (r.steps() < (long) n * n - 1) {
                g = g.withCaveat("noisy SGD capped at " + r.steps() + " of n^2 - 1 steps (privacy unchanged; "
                        + "BST14's utility bound assumes n^2 steps)");
            }
        } else {
            double mu = st.accounting().mu(budget);
            var r = FullBatchGd.run(s, st.gamma(), mu, st.maxIterations(), noise.child("gradient-noise"));
            w = r.weights();
            diag.put("iterations", (double) r.iterations());
            diag.put("sigma", r.sigma());
            diag.put("step_size", r.step());
            diag.put("sensitivity", r.sensitivity());
            if (!isPrivate) {
                return new Fit(LinearModel.of(s.toFeatureSpace(w)), Guarantee.nonPrivate(), diag);
            }
            diag.put("mu", mu);
            g = st.accounting().accountant().guarantee(r.event(), budget.delta(), Neighbouring.REPLACE_ONE);
        }
        return new Fit(LinearModel.of(s.toFeatureSpace(w)), DpChecks.requireWithin(g, budget), diag);
    }
}

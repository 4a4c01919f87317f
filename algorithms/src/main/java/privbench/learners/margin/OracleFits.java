package privbench.learners.margin;

import java.util.Map;
import java.util.TreeMap;
import privbench.data.Dataset;
import privbench.learners.DiagnosticGroup;
import privbench.learners.Fit;
import privbench.learners.LinearModel;
import privbench.privacy.Budget;
import privbench.privacy.DpChecks;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.accounting.Accounting;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SecurePricing;

/** The fit of a single A_JLGD call with the whole budget and a given margin (the oracle comparators). */
// public: the given gamma, k, T, eta, Delta, sigma and mu are functions of n, d, the budget and the options
@DiagnosticGroup(publicDiagnostics = {"gamma_out", "k", "projection_skipped", "projection_capped", "iterations",
        "sigma", "step_size", "sensitivity", "t_degradation", "mu"})
final class OracleFits {

    private OracleFits() {
    }

    static Fit fit(String id, MarginCandidates family, Accounting accounting, double gamma, Dataset train,
                   Budget budget, NoiseSource noise) {
        DpChecks.checkGaussianBudget(budget, id + " (a Gaussian mechanism)");
        boolean secure = SecurePricing.isSecure(noise);
        double mu = accounting.mu(budget, secure);
        ProjectionPlan plan = family.plan(0);
        JlgdRun r = family.run(0, mu, noise.child("gradient-noise")).output();
        Map<String, Double> m = new TreeMap<>();
        m.put("gamma_out", r.gamma());
        m.put("k", (double) r.dimension());
        m.put("projection_skipped", r.identity() ? 1.0 : 0.0);
        m.put("projection_capped", plan.capped() ? 1.0 : 0.0);
        m.put("iterations", (double) r.iterations());
        m.put("sigma", r.sigma());
        m.put("step_size", r.stepSize());
        m.put("sensitivity", r.sensitivity());
        m.put("t_degradation", r.degradation());
        LinearModel model = LinearModel.of(r.weights());
        if (budget.isNonPrivate()) {
            return new Fit(model, Guarantee.nonPrivate(), m);
        }
        m.put("mu", mu);
        Guarantee g = accounting.accountant(secure).guarantee(r.event(), budget.delta(), Neighbouring.REPLACE_ONE)
                .withCaveat("oracle margin gamma = " + gamma + " given as a parameter, not learned");
        return new Fit(model, DpChecks.requireWithin(g, budget), m);
    }
}

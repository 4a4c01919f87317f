package privbench.harness.testing;

import privbench.learners.Fit;
import privbench.learners.PrivateLearner;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.noise.NoiseSource;

/**
 * Broken learners for audit negative controls (test code only): a correct learner whose claim is wrong.
 * {@link #factor} calibrates the noise for k times the budget's epsilon and claims the budget (k = 2 is "the
 * factor 2 dropped" from a sensitivity or from an exponential mechanism's exponent exp(epsilon u / (2 Delta)));
 * {@link #relation} claims a neighbouring relation other than the one the learner was calibrated for (the
 * sensitivity computed for the wrong relation).
 */
public final class OverClaim implements PrivateLearner {

    private final PrivateLearner inner;
    private final double factor;
    private final Neighbouring claimed;

    private OverClaim(PrivateLearner inner, double factor, Neighbouring claimed) {
        this.inner = inner;
        this.factor = factor;
        this.claimed = claimed;
    }

    /** Noise for factor x epsilon, claim epsilon. */
    public static OverClaim factor(PrivateLearner inner, double factor) {
        return new OverClaim(inner, factor, null);
    }

    /** The learner's own calibration, claimed for another relation. */
    public static OverClaim relation(PrivateLearner inner, Neighbouring claimed) {
        return new OverClaim(inner, 1.0, claimed);
    }

    @Override
    public Fit fit(TrainingData data, Budget budget, NoiseSource noise) {
        Budget used = budget.isNonPrivate() ? budget : new Budget(factor * budget.epsilon(), budget.delta());
        Fit fit = inner.fit(data, used, noise);
        Guarantee g = fit.spent();
        if (!g.isPrivate()) {
            return fit;
        }
        Guarantee claim = new Guarantee(g.epsilon() / factor, g.delta(), g.accountant(),
                claimed != null ? claimed : g.relation(), g.event(), g.caveat());
        return new Fit(fit.model(), claim, fit.diagnostics());
    }
}

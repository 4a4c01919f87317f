package privbench.learners.margin;

import privbench.learners.AuditFamily;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.Learner;
import privbench.learners.LinearModel;
import privbench.learners.OptionsLearner;
import privbench.learners.Task;
import privbench.learners.TrainingData;
import privbench.learners.erm.Estimator;
import privbench.privacy.Budget;
import privbench.privacy.DpChecks;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.accounting.Accounting;
import privbench.privacy.noise.NoiseSource;

/**
 * JL noisy gradient descent with a known margin: one call of A_JLGD with the whole budget, the oracle
 * comparator of the adaptive-margin learner.
 *
 * <p>Wang, Zhu and Wang (2024), Algorithm 1 (A_JLGD; spec-000 sections 3.2 and 5.2, "oracle A_JLGD given
 * gamma*, with all mu in one run and c = gamma* / 3"): x_i scaled into the unit ball, z_i = Proj_{B^k(2)}(Phi x_i)
 * with a Rademacher Phi drawn from the seed, A_NGD (Algorithm 5) on the hinge l_{gamma/3} with Delta = 12/gamma,
 * released as Phi^T w. k = ceil(C_JL ln((n+1)(n+2)/beta)/gamma^2) with beta = 1/n^2 (Lemma 6.2 for one
 * projection); Phi = I when k >= d (then Delta = 6/gamma, see {@link ProjectedRows}); optional k_max.
 *
 * <p>Privacy (replace-one): T steps with sigma = Delta sqrt(T) / mu are mu-GDP (Lemma C.1), mu from the budget as in
 * {@link AdaptiveMargin}. The margin gamma is an oracle parameter: it is given, not learned, and where it is the
 * true margin of the data that knowledge did not come from the budget. Every output says so (caveat).
 */
@Learner(id = "wzw-jlgd-oracle", summary = "JL noisy GD with a known (oracle) margin gamma, one mu-GDP call",
        diagnosticGroups = OracleFits.class,
        secureNoise = true,
        paper = "WZW24 Alg. 1 (with Alg. 5)", task = Task.BINARY,
        reference = "Wang, Zhu and Wang (2024), Algorithm 1 (A_JLGD) with Algorithm 5 (A_NGD), margin given",
        audit = AuditFamily.FULL_BATCH_GRADIENT)
public final class JlNoisyGradientDescent extends OptionsLearner<JlNoisyGradientDescent.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 0, max = 1, minOpen = true, doc = "gamma, the oracle margin (hinge c = gamma/3)")
            double oracleMargin,
            @Hyperparam(doc = "mu from (epsilon, delta): paper (Cor. E.2) or tight (exact GDP)") Accounting accounting,
            @Hyperparam(doc = "released iterate: last (Lemma C.2 step) or average (Lemma C.1 step; avg accepted)") Estimator estimator,
            @Hyperparam(min = 0, minOpen = true, doc = "C_JL, the constant of k (4 practical, 36 theory)")
            double jlConstant,
            @Hyperparam(min = 1, doc = "T_max, cap on the paper's T = n^2 mu^2") int maxIterations,
            @Hyperparam(min = 0, doc = "k_max, cap on the projection dimension; 0 for none") int maxProjection,
            @Hyperparam(doc = "clip radius of rows when Phi = I: unit (v, Delta = 6/gamma) or paper (2v, Delta = 12/gamma)")
            IdentityRadius identityRadius,
            @Hyperparam(min = 0, minOpen = true, doc = "v, per-example radius when the data declare no norm bound")
            double clip) {

        public static final Options DEFAULTS = new Options(0.1, Accounting.PAPER, Estimator.LAST, 4.0, 2000, 0,
                IdentityRadius.UNIT, 1.0);
    }

    private final boolean clipGradients;

    public JlNoisyGradientDescent(Options opt) {
        this(opt, true);
    }

    /** With {@code clipGradients = false} the sensitivity no longer holds: for negative controls only. */
    JlNoisyGradientDescent(Options opt, boolean clipGradients) {
        super(opt);
        this.clipGradients = clipGradients;
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        var candidate = new MarginCandidates.Candidate(0, opt.oracleMargin(), opt.jlConstant(), opt.maxIterations());
        var family = new MarginCandidates(train, opt.clip(), List.of(candidate), 1, Score.ERM, opt.estimator(),
                opt.maxProjection(), false, opt.identityRadius(), noise, false, clipGradients);
        return OracleFits.fit(id(), family, opt.accounting(), opt.oracleMargin(), train, budget, noise);
    }
}

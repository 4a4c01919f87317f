package privbench.learners.margin;

import privbench.learners.AuditFamily;
import java.util.List;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.Learner;
import privbench.learners.OptionsLearner;
import privbench.learners.Task;
import privbench.learners.TrainingData;
import privbench.learners.erm.Estimator;
import privbench.privacy.Budget;
import privbench.privacy.accounting.Accounting;
import privbench.privacy.noise.NoiseSource;

/**
 * Noisy gradient descent on the raw features with the hinge l_{gamma/3} of a known margin: the no-projection
 * comparator of the adaptive-margin learner.
 *
 * <p>Wang, Zhu and Wang (2024), Algorithm 5 (A_NGD) on raw x, i.e. A_JLGD (Algorithm 1) with Phi = I
 * (spec-000 section 8, {@code ngd-noproj}; comparator of E1-E3). It shares every kernel and rule with
 * {@link JlNoisyGradientDescent} and with M*'s candidates that skip the projection: rows scaled into the unit
 * ball, c = gamma / 3, Delta = 2/c = 6/gamma (replace-one, Lemma A.10(b)), T = min(ceil(n^2 mu^2), T_max),
 * sigma = Delta sqrt(T) / mu (mu-GDP, Lemma C.1), the step of Lemma C.2 or C.1 with p = d. It differs from the oracle
 * only in never projecting, so comparing the two isolates the projection. The margin is an oracle parameter
 * (caveat on every output).
 */
@Learner(id = "ngd-noproj", summary = "noisy GD on raw features, hinge c = gamma/3 with a known margin (no JL)",
        diagnosticGroups = OracleFits.class,
        secureNoise = true,
        paper = "WZW24 Alg. 5", task = Task.BINARY,
        reference = "Wang, Zhu and Wang (2024), Algorithm 5 (A_NGD; Bassily, Smith and Thakurta 2014) on raw features",
        audit = AuditFamily.FULL_BATCH_GRADIENT)
public final class UnprojectedNoisyGradientDescent extends OptionsLearner<UnprojectedNoisyGradientDescent.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 0, max = 1, minOpen = true, doc = "gamma, the oracle margin (hinge c = gamma/3)")
            double oracleMargin,
            @Hyperparam(doc = "mu from (epsilon, delta): paper (Cor. E.2) or tight (exact GDP)") Accounting accounting,
            @Hyperparam(doc = "released iterate: last (Lemma C.2 step) or average (Lemma C.1 step; avg accepted)") Estimator estimator,
            @Hyperparam(min = 1, doc = "T_max, cap on the paper's T = n^2 mu^2") int maxIterations,
            @Hyperparam(min = 0, minOpen = true, doc = "v, per-example radius when the data declare no norm bound")
            double clip) {

        public static final Options DEFAULTS = new Options(0.1, Accounting.PAPER, Estimator.LAST, 2000, 1.0);
    }

    private final boolean clipGradients;

    public UnprojectedNoisyGradientDescent(Options opt) {
        this(opt, true);
    }

    /** With {@code clipGradients = false} the sensitivity no longer holds: for negative controls only. */
    UnprojectedNoisyGradientDescent(Options opt, boolean clipGradients) {
        super(opt);
        this.clipGradients = clipGradients;
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        var candidate = new MarginCandidates.Candidate(0, opt.oracleMargin(), 1.0, opt.maxIterations());
        var family = new MarginCandidates(train, opt.clip(), List.of(candidate), 1, Score.ERM, opt.estimator(), 0,
                true, IdentityRadius.UNIT, noise, false, clipGradients);
        return OracleFits.fit(id(), family, opt.accounting(), opt.oracleMargin(), train, budget, noise);
    }
}

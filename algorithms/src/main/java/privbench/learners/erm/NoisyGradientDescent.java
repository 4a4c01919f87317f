package privbench.learners.erm;

import privbench.learners.AuditFamily;
import java.util.Map;
import java.util.TreeMap;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.Learner;
import privbench.learners.LearnerSpec;
import privbench.learners.LinearModel;
import privbench.learners.OptionsLearner;
import privbench.learners.Task;
import privbench.learners.TrainingData;
import privbench.optim.ClippedMarginGradient;
import privbench.optim.MarginLoss;
import privbench.privacy.Accountant;
import privbench.privacy.Budget;
import privbench.privacy.DpChecks;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.Accountants;
import privbench.privacy.accounting.Accounting;
import privbench.privacy.accounting.Gdp;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SecurePricing;

/**
 * Noisy full-batch gradient descent for a homogeneous linear classifier under a (epsilon, delta) budget.
 *
 * <p>Bassily, Smith and Thakurta (2014), as Algorithm 5 (A_NGD, "Noisy Gradient Descent") of Wang, Zhu
 * and Wang (2024); spec-000 sections 2.3, 2.4 and 3.1. The mean objective is
 * (1/n) sum_i l(y_i w.x_i) + (lambda/2) ||w||^2 with l the natural-log logistic loss (|l'| <= 1) or the
 * paper's hinge l_c(m) = max(0, 1 - m/c) (|l'| <= 1/c). Each step adds N(0, sigma^2 I) to the summed
 * gradient; the regulariser is data-independent and costs nothing.
 *
 * <p>Privacy: each example's gradient has norm at most G = |l'|max times the declared
 * {@code normBound()} when the data declare one, otherwise every example's gradient is clipped to
 * {@code clip} (never a scale measured on the data); the gradients are clipped to G in both cases, so a
 * wrong declaration cannot break the guarantee. The summed gradient has sensitivity Delta = 2G under
 * replace-one (the paper's relation, Lemma A.10(b)) or G under add-remove. With mu from the budget
 * (exact Dong-Roth-Su inverse, or the paper's Cor. E.2 with {@code accounting: paper}),
 * sigma = Delta sqrt(T) / mu makes the T steps exactly mu-GDP (Lemma C.1); the guarantee is
 * Repeated(Gaussian(sigma / Delta), T) priced by the {@code gdp} or {@code gdp-paper} accountant.
 *
 * <p>Steps (data-independent): logistic uses 1/L on the mean gradient with L = R^2/4 + lambda the
 * smoothness for rows of norm R (the declared bound, or {@code clip}); hinge uses the paper's
 * eta = 1/sqrt(T(n^2 Delta^2 + d sigma^2)) for the average (Lemma C.1) and the same with
 * d sigma^2 ln(1/beta), beta = 1/n^2, for the last iterate (Lemma C.2); both times {@code stepScale}.
 * CHOICE (spec-000 3.1): {@code horizon: paper} takes T = min(ceil(n^2 mu^2), iterations), the paper's T
 * capped at {@code iterations} as T_max. ERRATUM (spec-000 3.1): the average is over w_0..w_{T-1} with 1/T.
 * Under add-remove n itself is private, and it would enter the run in three places: the step size, the
 * regulariser's shrink w -> (1 - eta n lambda) w of every step ({@link NoisyGradientLoop}: the summed objective
 * carries n lambda/2 ||w||^2) and, with {@code horizon: paper}, T = n^2 mu^2. D and D plus one row would then differ
 * beyond the gradient sum the sensitivity G covers (certified 2.68 against a claimed 1 on zero rows), so add-remove
 * needs a declared public row count {@code publicRows} = N, used in all three in place of n: the released iterate
 * is then a function of the noisy gradient sums and public constants only. epsilon = +Infinity runs without noise
 * and claims nothing. The separator is homogeneous (as in the paper); for an intercept append a constant feature in
 * preprocessing, where it counts towards the declared norm bound.
 */
@Learner(id = "dp-gd", summary = "noisy full-batch gradient descent (logistic or hinge), mu-GDP",
        // public: T, eta, Delta, sigma and mu are functions of n, d, the budget and the options
        publicDiagnostics = {"iterations", "step_size", "sensitivity", "sigma", "mu"},
        secureNoise = true,
        paper = "WZW24 Alg. 5", task = Task.BINARY,
        reference = "Wang, Zhu and Wang (2024), Algorithm 5 (A_NGD); Bassily, Smith and Thakurta (2014)",
        audit = AuditFamily.FULL_BATCH_GRADIENT)
public final class NoisyGradientDescent extends OptionsLearner<NoisyGradientDescent.Options> {

    /** Which margin loss. */
    public enum Loss { LOGISTIC, HINGE }

    /** The neighbouring relation the guarantee is for. */
    public enum Relation { REPLACE_ONE, ADD_REMOVE }

    /** How T is set. */
    public enum Horizon { FIXED, PAPER }

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 1, doc = "T, gradient steps (T_max under horizon: paper)") int iterations,
            @Hyperparam(min = 0, doc = "lambda, L2 penalty (lambda/2)||w||^2 on the mean loss") double lambda,
            @Hyperparam(doc = "loss: logistic (|l'| <= 1) or hinge max(0, 1 - m/c) (|l'| <= 1/c)") Loss loss,
            @Hyperparam(min = 0, minOpen = true, doc = "c, the hinge scale") double hingeScale,
            @Hyperparam(min = 0, minOpen = true, doc = "C, per-example gradient clip when no norm bound is declared")
            double clip,
            @Hyperparam(doc = "neighbouring relation: replace-one (Delta = 2C) or add-remove (Delta = C)")
            Relation relation,
            @Hyperparam(doc = "mu from (epsilon, delta): tight (exact GDP) or paper (WZW24 Cor. E.2)")
            Accounting accounting,
            @Hyperparam(doc = "T rule: fixed (T = iterations) or paper (T = min(ceil(n^2 mu^2), iterations))")
            Horizon horizon,
            @Hyperparam(min = 0, minOpen = true, doc = "factor on the data-independent step-size rule") double stepScale,
            @Hyperparam(doc = "released iterate: last (w_T) or average (of w_0..w_{T-1})") Estimator estimator,
            @Hyperparam(min = 0, omittedAtDefault = true, doc = "N, a public row count that relation: add-remove "
                    + "needs: its step size, penalty shrink and paper horizon use N, never the private n (0: none)")
            int publicRows) {

        public static final Options DEFAULTS = new Options(200, 1e-3, Loss.LOGISTIC, 1.0, 1.0, Relation.REPLACE_ONE,
                Accounting.TIGHT, Horizon.FIXED, 1.0, Estimator.LAST, 0);

        public Options {
            if (relation == Relation.ADD_REMOVE && publicRows < 1) {
                throw new IllegalArgumentException("dp-gd: relation: add-remove needs publicRows, a public row count"
                        + " for the step size, the penalty shrink and the paper horizon (the private n differs between"
                        + " add/remove neighbours); or use relation: replace-one");
            }
        }

        /** The row count the step, the shrink and the horizon use: the public N under add/remove, else n. */
        int scheduleRows(int n) {
            return relation == Relation.ADD_REMOVE ? publicRows : n;
        }
    }

    /**
     * {@code noisy-gd-full}: this learner under the id of Bassily, Mohri and Suresh (2022)'s full-dimension NoisyGD
     * baseline (spec-002 section 3, BST14-style), with that baseline's defaults: the rho-hinge (c = rho = 0.1), the
     * averaged iterate, no regulariser. The same class, not a copy.
     */
    public static final LearnerSpec<?> NOISY_GD_FULL = LearnerSpec
            .of(NoisyGradientDescent.class).alias("noisy-gd-full", "noisy full-batch GD in full d on the rho-hinge"
                    + " (= dp-gd with the BMS22 baseline's defaults), mu-GDP", "BMS22 baseline (WZW24 Alg. 5)",
                    new Options(200, 0.0, Loss.HINGE, 0.1, 1.0, Relation.REPLACE_ONE, Accounting.TIGHT, Horizon.FIXED,
                            1.0, Estimator.AVERAGE, 0));

    private final boolean clipGradients;

    public NoisyGradientDescent(Options opt) {
        this(opt, true);
    }

    /** With {@code clipGradients = false} the sensitivity no longer holds: for negative controls only. */
    NoisyGradientDescent(Options opt, boolean clipGradients) {
        super(opt);
        this.clipGradients = clipGradients;
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        boolean isPrivate = DpChecks.checkGaussianBudget(budget, id() + " (a Gaussian mechanism)");
        // under add/remove the private n never enters the schedule: the declared public N does
        int n = opt.scheduleRows(train.rows());
        int d = train.cols();
        MarginLoss loss = opt.loss() == Loss.LOGISTIC ? new MarginLoss.Logistic() : new MarginLoss.Hinge(opt.hingeScale());
        double bound = train.hasNormBound() ? loss.lipschitz() * train.normBound() : opt.clip();
        // the row norm that gives this gradient bound, for the logistic step rule's smoothness
        double rowBound = bound / loss.lipschitz();
        double sensitivity = opt.relation() == Relation.REPLACE_ONE ? 2 * bound : bound;
        boolean secure = SecurePricing.isSecure(noise);
        // secure noise: mu = sqrt(2 rho) with rho the zCDP budget, the discrete Gaussian's proved price
        double mu = !isPrivate ? Double.POSITIVE_INFINITY
                : secure ? SecurePricing.muFor(budget.epsilon(), budget.delta())
                : opt.accounting() == Accounting.TIGHT ? Gdp.muFor(budget.epsilon(), budget.delta())
                : Gdp.muForPaper(budget.epsilon(), budget.delta());
        int iterations = opt.horizon() == Horizon.FIXED ? opt.iterations()
                : NgdSchedule.paperIterations(n, mu, opt.iterations());
        double sigma = isPrivate ? NgdSchedule.sigma(sensitivity, iterations, mu) : 0.0;
        double step = opt.stepScale() * stepRule(loss, n, d, iterations, rowBound, sensitivity, sigma);

        var gradient = ClippedMarginGradient.of(train, loss, clipGradients ? bound : Double.POSITIVE_INFINITY);
        var iterates = NoisyGradientLoop.runPenalised(gradient, opt.lambda(), n, sigma, sensitivity, step, iterations,
                noise.child("gradient-noise"));
        double[] w = opt.estimator() == Estimator.LAST ? iterates.last() : iterates.average();

        Map<String, Double> diagnostics = new TreeMap<>(Map.of("iterations", (double) iterations,
                "step_size", step, "sensitivity", sensitivity, "sigma", sigma));
        if (!isPrivate) {
            return new Fit(LinearModel.of(w), Guarantee.nonPrivate(), diagnostics);
        }
        diagnostics.put("mu", mu);
        return new Fit(LinearModel.of(w), guarantee(sigma / sensitivity, iterations, budget, secure), diagnostics);
    }

    private double stepRule(MarginLoss loss, int n, int d, int iterations, double rowBound, double sensitivity,
                            double sigma) {
        if (loss instanceof MarginLoss.Logistic logistic) {
            // 1/L on the mean gradient, L = sup l'' R^2 + lambda; the summed gradient is n times larger
            return 1.0 / (n * (logistic.smoothness() * rowBound * rowBound + opt.lambda()));
        }
        // ||w_ref - w_0|| = 1 as in the paper's use (w_0 = 0, w_ref a unit separator; spec-000 pitfall 12)
        return opt.estimator() == Estimator.AVERAGE
                ? NgdSchedule.stepForAverage(1.0, iterations, n, sensitivity, d, sigma)
                : NgdSchedule.stepForLast(1.0, iterations, n, sensitivity, d, sigma, 1.0 / ((double) n * n));
    }

    private Guarantee guarantee(double noiseMultiplier, int iterations, Budget budget, boolean secure) {
        var event = new PrivacyEvent.Repeated(new PrivacyEvent.Gaussian(noiseMultiplier), iterations);
        Accountant accountant = secure ? SecurePricing.accountantFor(event)
                : opt.accounting() == Accounting.TIGHT ? Accountants.GDP : Accountants.GDP_PAPER;
        Neighbouring relation = opt.relation() == Relation.REPLACE_ONE ? Neighbouring.REPLACE_ONE
                : Neighbouring.ADD_REMOVE;
        Guarantee g = accountant.guarantee(event, budget.delta(), relation);
        if (relation == Neighbouring.ADD_REMOVE) {
            g = g.withCaveat("add-remove: the step size, the penalty shrink and the paper horizon use the declared "
                    + "public row count N = " + opt.publicRows() + ", not the private n");
        }
        return DpChecks.requireWithin(g, budget);
    }
}

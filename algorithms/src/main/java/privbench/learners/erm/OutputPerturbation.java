package privbench.learners.erm;

import privbench.learners.AuditFamily;
import java.util.Map;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.Learner;
import privbench.learners.LinearModel;
import privbench.learners.OptionsLearner;
import privbench.learners.SolverDiagnostics;
import privbench.learners.TrainingData;
import privbench.linalg.Vectors;
import privbench.optim.Lbfgs;
import privbench.optim.LogisticObjective;
import privbench.privacy.Budget;
import privbench.privacy.DpChecks;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.Accountants;
import privbench.privacy.noise.GammaNormNoise;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SecureOutputNoise;
import privbench.privacy.noise.SecurePricing;

/**
 * Output perturbation for L2-regularised logistic regression: the minimiser plus Gamma-norm noise, epsilon-DP.
 *
 * <p>Chaudhuri, Monteleoni and Sarwate (2011), Algorithm 1 ("ERM with output perturbation") and its
 * Theorem 6, as restated in spec-004 section 2.3 (last part: "w = argmin J + b, with density
 * nu(b) proportional to exp(-(n lambda epsilon / 2) ||b||) ... the sensitivity is 2/(n lambda)") and section 2.4
 * (the sampler). The CMS paper itself is not in the repository; these are the formulas used.
 * J(w) = (1/n) sum_i ln(1 + exp(-y_i w.x_i)) + (lambda/2) ||w||^2 with |l'| <= 1 and rows in the unit
 * ball (the proof's assumptions); the separator is homogeneous, as in CMS11 (append a constant feature in
 * preprocessing for an intercept). Rows are put in the unit ball per example ({@link UnitBallRows}:
 * divided by the declared norm bound, or clipped to {@code clip} and divided by it when none is declared).
 *
 * <p>Privacy (replace-one): the exact minimiser moves by at most 2/(n lambda) when one row is replaced.
 * The solver stops at ||grad J|| <= tolerance, and lambda-strong convexity puts it within tolerance/lambda
 * of the minimiser, so the noise is calibrated to Delta = 2/(n lambda) + 2 tolerance/lambda (spec-004
 * section 2.6): b has density proportional to exp(-epsilon ||b|| / Delta), i.e. ||b|| ~ Gamma(d, Delta/epsilon).
 * A solve that does not converge throws and nothing is released. With {@code --noise secure} the mechanism is
 * a different one, coordinate-wise discrete Laplace with L1 sensitivity sqrt(d) Delta ({@link SecureOutputNoise},
 * also pure epsilon-DP; the cell's caveat names it), since the Gamma-norm density cannot be sampled exactly. The event is PureDp(epsilon), priced
 * by the {@code pure} accountant. epsilon = +Infinity releases the minimiser and claims nothing.
 */
@Learner(id = "output-perturbation", summary = "logistic regression minimiser plus Gamma-norm noise, epsilon-DP",
        // public: Delta and the noise scale follow from n, lambda, the tolerance and epsilon
        publicDiagnostics = {"sensitivity", "noise_scale"}, diagnosticGroups = SolverDiagnostics.class,
        secureNoise = true,
        paper = "CMS11 Alg. 1",
        reference = "Chaudhuri, Monteleoni and Sarwate (2011), JMLR 12, Algorithm 1 (output perturbation)",
        audit = AuditFamily.OUTPUT_PERTURBATION)
public final class OutputPerturbation extends OptionsLearner<OutputPerturbation.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 0, minOpen = true, doc = "lambda, L2 penalty (lambda/2)||w||^2 on the mean loss")
            double lambda,
            @Hyperparam(min = 0, minOpen = true, doc = "R, rows are clipped to norm R and divided by R when no norm "
                    + "bound is declared") double clip,
            @Hyperparam(min = 0, minOpen = true, max = 1e-3, doc = "g_tol, L-BFGS stops at ||grad J|| <= tolerance")
            double tolerance,
            @Hyperparam(min = 1, doc = "cap on L-BFGS iterations; a solve that hits it throws") int maxIterations) {

        public static final Options DEFAULTS = new Options(1e-2, 1.0, 1e-9, 10_000);
    }

    private final boolean clipRows;

    public OutputPerturbation(Options opt) {
        this(opt, true);
    }

    /** With {@code clipRows = false} rows are not clipped and the sensitivity fails: negative controls only. */
    OutputPerturbation(Options opt, boolean clipRows) {
        super(opt);
        this.clipRows = clipRows;
    }

    /** Delta = 2/(n lambda) + 2 tolerance/lambda, the L2 sensitivity of the released solver output. */
    public static double sensitivity(int n, double lambda, double tolerance) {
        return 2.0 / (n * lambda) + 2.0 * tolerance / lambda;
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        int n = train.rows();
        int d = train.cols();
        var objective = LogisticObjective.scaled(train, UnitBallRows.factors(train, opt.clip(), clipRows),
                opt.lambda(), null);
        Lbfgs.Result r = new Lbfgs(Lbfgs.USUAL_HISTORY, opt.tolerance(), opt.maxIterations())
                .minimizeConverged(objective, new double[d], id());
        double[] w = r.solution();
        Map<String, Double> diagnostics = SolverDiagnostics.of(r.iterations(), r.gradientNorm());
        double radius = UnitBallRows.radius(train, opt.clip());
        if (budget.isNonPrivate()) {
            return new Fit(model(w, radius), Guarantee.nonPrivate(), diagnostics);
        }
        double delta = sensitivity(n, opt.lambda(), opt.tolerance());
        boolean secure = SecurePricing.isSecure(noise);
        double scale;
        if (secure) {
            scale = SecureOutputNoise.laplaceScale(d, delta, budget.epsilon());
            SecureOutputNoise.addLaplace(w, delta, budget.epsilon(), noise.child("output-noise"));
        } else {
            scale = delta / budget.epsilon();
            Vectors.axpy(1.0, GammaNormNoise.sample(d, scale, noise.child("output-noise")), w);
        }
        diagnostics.put("sensitivity", delta);
        diagnostics.put("noise_scale", scale);
        Guarantee g = Accountants.PURE.guarantee(new PrivacyEvent.PureDp(budget.epsilon()), budget.delta(),
                Neighbouring.REPLACE_ONE);
        if (secure) {
            g = g.withCaveat(SecureOutputNoise.CAVEAT);
        }
        return new Fit(model(w, radius), DpChecks.requireWithin(g, budget), diagnostics);
    }

    /** Weights on the unit-ball rows become weights on raw rows by dividing by R. */
    private static LinearModel model(double[] w, double radius) {
        Vectors.scale(1.0 / radius, w);
        return LinearModel.of(w);
    }
}

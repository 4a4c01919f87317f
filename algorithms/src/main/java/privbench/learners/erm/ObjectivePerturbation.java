package privbench.learners.erm;

import privbench.learners.AuditFamily;
import java.util.Map;
import java.util.TreeMap;
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
import privbench.optim.MarginLoss;
import privbench.privacy.Budget;
import privbench.privacy.DpChecks;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.Split;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.Accountants;
import privbench.privacy.noise.GammaNormNoise;
import privbench.privacy.noise.NoiseSource;

/**
 * Objective perturbation for L2-regularised logistic regression: the minimiser of a randomly tilted objective,
 * epsilon-DP.
 *
 * <p>Chaudhuri, Monteleoni and Sarwate (2011), Algorithm 2 ("ERM with objective perturbation") and its
 * Theorem 9, as restated in spec-004 section 2.3 (last part; the CMS paper is not in the repository):
 * for J(w) = (1/n) sum_i l(y_i w.x_i) + (lambda/2) ||w||^2 with |l'| <= 1, 0 <= l'' <= c and ||x|| <= 1,
 * <pre>
 *   epsilon' = epsilon - ln(1 + 2c/(n lambda) + c^2/(n^2 lambda^2))      (= epsilon - 2 ln(1 + c/(n lambda)))
 *   if epsilon' > 0: Delta = 0
 *   else:            Delta = c / (n (e^(epsilon/4) - 1)) - lambda,  epsilon' = epsilon / 2
 *   b with density proportional to exp(-(epsilon'/2) ||b||)            (||b|| ~ Gamma(d, 2/epsilon'))
 *   release argmin_w J(w) + (1/n) b.w + (Delta/2) ||w||^2
 * </pre>
 * with the natural-log logistic loss, so c = 1/4. The separator is homogeneous, as in CMS11 (append a
 * constant feature in preprocessing for an intercept). Rows are put in the unit ball per example
 * ({@link UnitBallRows}). Neighbouring relation: replace-one. The event is PureDp(epsilon), priced by
 * the {@code pure} accountant.
 *
 * <p>The proof needs the exact minimiser (the map from b to the output must be a bijection). The solver
 * stops at ||grad|| <= tolerance (default 1e-9, spec-004 section 2.6 CHOICE), a solve that does not
 * converge throws, and the guarantee says "up to solver tolerance" in its caveat (spec-004 2.6: the
 * inexact output is not covered by the proof). epsilon = +Infinity solves the unperturbed objective and
 * claims nothing.
 */
@Learner(id = "objective-perturbation", summary = "minimiser of a noise-tilted logistic objective, epsilon-DP",
        // public: epsilon', the extra ridge and the noise scale follow from n, lambda and epsilon
        publicDiagnostics = {"epsilon_prime", "extra_ridge", "noise_scale"},
        diagnosticGroups = SolverDiagnostics.class,
        paper = "CMS11 Alg. 2",
        reference = "Chaudhuri, Monteleoni and Sarwate (2011), JMLR 12, Algorithm 2 (objective perturbation)",
        audit = AuditFamily.OBJECTIVE_PERTURBATION)
public final class ObjectivePerturbation extends OptionsLearner<ObjectivePerturbation.Options> {

    /** c = sup l'' of the natural-log logistic loss. */
    private static final double C = new MarginLoss.Logistic().smoothness();

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 0, minOpen = true, doc = "lambda, L2 penalty (lambda/2)||w||^2 on the mean loss")
            double lambda,
            @Hyperparam(min = 0, minOpen = true, doc = "R, rows are clipped to norm R and divided by R when no norm "
                    + "bound is declared") double clip,
            @Hyperparam(min = 0, minOpen = true, max = 1e-3, doc = "g_tol, L-BFGS stops at ||grad|| <= tolerance")
            double tolerance,
            @Hyperparam(min = 1, doc = "cap on L-BFGS iterations; a solve that hits it throws") int maxIterations) {

        public static final Options DEFAULTS = new Options(1e-2, 1.0, 1e-9, 10_000);
    }

    /**
     * Algorithm 2, lines 1-3.
     *
     * @param epsilonPrime the part of epsilon spent on the noise term
     * @param extraRidge   Delta, the added L2 coefficient (0 in the first branch)
     * @param noiseScale   2 / epsilon', the scale of the Gamma-norm noise b
     */
    public record Calibration(double epsilonPrime, double extraRidge, double noiseScale) {
    }

    private final boolean clipRows;

    public ObjectivePerturbation(Options opt) {
        this(opt, true);
    }

    /** With {@code clipRows = false} rows are not clipped and the proof fails: negative controls only. */
    ObjectivePerturbation(Options opt, boolean clipRows) {
        super(opt);
        this.clipRows = clipRows;
    }

    /** epsilon', Delta and the noise scale for n rows, L2 coefficient lambda and loss curvature bound c = 1/4. */
    public static Calibration calibrate(double epsilon, int n, double lambda) {
        DpChecks.requirePositive("epsilon", epsilon);
        double jacobian = 2 * Math.log1p(C / (n * lambda));
        // epsilon' + the Jacobian term must not round above epsilon (the proof adds them)
        double epsilonPrime = jacobian < epsilon ? Split.remainder(epsilon, jacobian) : 0;
        double extra = 0;
        if (!(epsilonPrime > 0)) {
            // positive here: epsilon <= 2 ln(1 + c/(n lambda)) implies e^(epsilon/4) - 1 < c/(n lambda)
            extra = C / (n * Math.expm1(epsilon / 4)) - lambda;
            epsilonPrime = epsilon / 2;
        }
        return new Calibration(epsilonPrime, extra, 2 / epsilonPrime);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        int n = train.rows();
        int d = train.cols();
        double[] rowScale = UnitBallRows.factors(train, opt.clip(), clipRows);
        double radius = UnitBallRows.radius(train, opt.clip());
        Map<String, Double> diagnostics = new TreeMap<>();
        double extraRidge = 0;
        double[] linear = null;
        if (!budget.isNonPrivate()) {
            Calibration cal = calibrate(budget.epsilon(), n, opt.lambda());
            extraRidge = cal.extraRidge();
            linear = GammaNormNoise.sample(d, cal.noiseScale(), noise.child("objective-noise"));
            Vectors.scale(1.0 / n, linear);
            diagnostics.put("epsilon_prime", cal.epsilonPrime());
            diagnostics.put("extra_ridge", extraRidge);
            diagnostics.put("noise_scale", cal.noiseScale());
        }
        Lbfgs.Result r = new Lbfgs(Lbfgs.USUAL_HISTORY, opt.tolerance(), opt.maxIterations()).minimizeConverged(
                LogisticObjective.scaled(train, rowScale, opt.lambda() + extraRidge, linear), new double[d], id());
        diagnostics.putAll(SolverDiagnostics.of(r.iterations(), r.gradientNorm()));
        double[] w = r.solution();
        Vectors.scale(1.0 / radius, w);
        if (budget.isNonPrivate()) {
            return new Fit(LinearModel.of(w), Guarantee.nonPrivate(), diagnostics);
        }
        Guarantee g = Accountants.PURE.guarantee(new PrivacyEvent.PureDp(budget.epsilon()), budget.delta(),
                        Neighbouring.REPLACE_ONE)
                .withCaveat("objective perturbation: exact minimiser assumed, solved to ||grad|| <= " + opt.tolerance());
        return new Fit(LinearModel.of(w), DpChecks.requireWithin(g, budget), diagnostics);
    }
}

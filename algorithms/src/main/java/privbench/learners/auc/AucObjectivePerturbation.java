package privbench.learners.auc;

import privbench.learners.AuditFamily;
import java.util.Map;
import java.util.TreeMap;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.HyperparamGroup;
import privbench.learners.Learner;
import privbench.learners.LinearModel;
import privbench.learners.OptionsLearner;
import privbench.learners.SolverDiagnostics;
import privbench.learners.TrainingData;
import privbench.linalg.Vectors;
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
 * Objective perturbation for pairwise AUC-ERM: the minimiser of the pairwise risk tilted by a random linear
 * term, epsilon-DP (Gamma-norm noise) or (epsilon, delta)-DP (Gaussian noise).
 *
 * <p>Wang, Yang, Lei, Ying and Zhang (2021), Algorithm 2 (Obj-Pert-AUC) and Theorem 2. For a loss that is
 * C^2, L-Lipschitz and beta-smooth (the logistic forms; least squares is refused, spec-004 P9), with n = n+ + n-,
 * P = n+ n-, D_X = 2R (the declared norm bound R, or {@code clip}):
 * <pre>
 *   G = 2 n L D_X / P       (bound on ||b_S(w) - b_S'(w)||, eq. (13))
 *   c = beta D_X^2 / P,  T = n ln(1 + c / lambda)   (log of the Jacobian-ratio bound, eq. (12))
 *   branch A, T &lt; epsilon:  Delta = 0,                            epsilon' = epsilon - T
 *   branch B, otherwise:   Delta = c / (e^(epsilon/(2n)) - 1) - lambda,  epsilon' = epsilon / 2
 *   pure:   b ~ density proportional to exp(-||b|| / gamma), gamma = G / epsilon'
 *   approx: b ~ N(0, sigma^2 I), sigma = (2 sqrt(2 ln(1/delta)) + sqrt(2 epsilon')) n L D_X / (P epsilon')
 *   release w_priv = argmin R_S(w) + ((lambda + Delta)/2) ||w||^2 + b.w
 * </pre>
 * so that n ln(1 + c/(lambda + Delta)) + G/gamma &lt;= epsilon. ERRATA (spec-004 2.2, each of which taken
 * literally breaks privacy or convexity): line 7's gamma = 4nLD_X/(n+ n- lambda) is 4nLD_X/(n+ n- epsilon);
 * line 9's density exp(-||b||^2/gamma) is exp(-||b||/gamma); the factors "epsilon^(1/(2n)) - 1" (lines 7, 14)
 * are e^(epsilon/(2n)) - 1; line 18's extra term is (Delta/2)||w||^2, by the first-order condition (5).
 * Unlike the pointwise case, b is not divided by n. The count n of pairs a replaced example is in (in G and
 * in the exponent of the Jacobian bound) is conservative: under label-preserving replacement it is
 * max(n+, n-). {@code accounting: paper} (default) keeps n and the printed branch rule for fidelity;
 * {@code accounting: tight} uses max(n+, n-) throughout and takes the first branch only when T < epsilon/2,
 * where it leaves more of epsilon to the noise than the second ({@link PairAccounting}).
 *
 * <p>Neighbouring relation: replacement of one example by one with the same label, n+ and n- public. The
 * event is PureDp(epsilon) or ApproxDp(epsilon, delta), priced by {@code pure}. The proof needs the exact
 * minimiser (the map from b to w_priv must be a bijection): the exact solver stops at ||grad|| <= g_tol and
 * the guarantee says "up to solver tolerance" (spec-004 2.6 default); a solve that does not converge releases
 * nothing. {@code solver: paper-sgd} releases the paper's SGD iterate: "privacy not certified", recorded under the
 * accountant {@code uncertified}.
 * epsilon = +Infinity solves the unperturbed objective and claims nothing.
 */
@Learner(id = "auc-objective-perturbation",
        // public: class counts (fixed by replace-one-same-label), D_X and the calibration (functions
        // of them, lambda and the budget); private: ||b|| (ties w to the data's gradient)
        publicDiagnostics = {"n_pos", "n_neg", "diameter", "jacobian_log", "branch_b", "extra_ridge", "epsilon_prime",
                "noise_scale"},
        privateDiagnostics = "noise_norm", diagnosticGroups = SolverDiagnostics.class,
        summary = "minimiser of a noise-tilted pairwise logistic AUC risk, eps-DP or (eps, delta)-DP",
        paper = "WYLYZ21 Alg. 2",
        reference = "Wang, Yang, Lei, Ying and Zhang (2021), Differentially private ERM for AUC maximization, "
                + "Neurocomputing, Algorithm 2 (Obj-Pert-AUC), Theorem 2",
        audit = AuditFamily.AUC_OBJECTIVE_PERTURBATION)
public final class AucObjectivePerturbation extends OptionsLearner<AucObjectivePerturbation.Options> {

    private static final String ID = "auc-objective-perturbation";

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(doc = "l, pairwise loss: logistic (base 2, the paper's) or logistic-natural; least squares "
                    + "is refused (not Lipschitz)") PairwiseLoss loss,
            @Hyperparam(doc = "guarantee: pure (eps-DP, Gamma-norm noise) or approx ((eps, delta)-DP, Gaussian noise)")
            DpRegime guarantee,
            @Hyperparam(doc = "pairs per replaced example: paper (m = n, as printed) or tight (m = max(n+, n-), "
                    + "exact for label-preserving replacement)") PairAccounting accounting,
            @Hyperparam(min = 0, minOpen = true, doc = "lambda, L2 penalty (lambda/2)||w||^2") double lambda,
            @Hyperparam(min = 0, minOpen = true, doc = "R, row-norm clip when no norm bound is declared; D_X = 2R")
            double clip,
            @HyperparamGroup AucSolverOptions solving) {

        public static final Options DEFAULTS = new Options(PairwiseLoss.LOGISTIC, DpRegime.PURE, PairAccounting.PAPER,
                1e-3, 1.0, AucSolverOptions.EXACT);

        public Options {
            if (loss == PairwiseLoss.LEAST_SQUARES) {
                throw new IllegalArgumentException("loss must be logistic or logistic-natural for " + ID
                        + " (the paper gives no objective perturbation for least squares: it is not Lipschitz), "
                        + "got least-squares");
            }
        }
    }

    /**
     * Algorithm 2's constants.
     *
     * @param jacobianLog  T = n ln(1 + c / lambda)
     * @param branchB      true for the second branch (Delta >= 0, epsilon' = epsilon / 2): T >= epsilon as printed,
     *                     T >= epsilon / 2 with tight accounting
     * @param extraRidge   Delta
     * @param epsilonPrime epsilon', the part of epsilon the noise term pays for
     * @param shift        G = 2 n L D_X / (n+ n-), the bound on the move of b when one example is replaced
     * @param noiseScale   gamma (pure) or sigma (approx)
     */
    public record Calibration(double jacobianLog, boolean branchB, double extraRidge, double epsilonPrime,
                              double shift, double noiseScale) {

        /** The privacy-loss bound of eq. (14), m ln(1 + c/(lambda + Delta)) + G/gamma, for the pure regime. */
        public double pureLossBound(PairwiseLoss loss, int nPos, int nNeg, double diameter, double lambda,
                                    PairAccounting accounting) {
            double c = loss.smoothness() * diameter * diameter / ((double) nPos * nNeg);
            return accounting.multiplicity(nPos, nNeg) * Math.log1p(c / (lambda + extraRidge)) + shift / noiseScale;
        }
    }

    public AucObjectivePerturbation(Options opt) {
        super(opt);
    }

    /** Lines 3-15 of Algorithm 2 (with the errata above), with the printed constants (m = n). */
    public static Calibration calibrate(PairwiseLoss loss, DpRegime regime, int nPos, int nNeg, double diameter,
                                        double lambda, double epsilon, double delta) {
        return calibrate(loss, regime, PairAccounting.PAPER, nPos, nNeg, diameter, lambda, epsilon, delta);
    }

    /**
     * Lines 3-15 of Algorithm 2 (with the errata above) with m pairs per replaced example
     * ({@link PairAccounting}) in place of n: G = 2 m L D_X / P, T = m ln(1 + c/lambda) and
     * Delta = c / (e^(epsilon/(2m)) - 1) - lambda.
     *
     * @param delta used by the approx regime only
     */
    public static Calibration calibrate(PairwiseLoss loss, DpRegime regime, PairAccounting accounting, int nPos,
                                        int nNeg, double diameter, double lambda, double epsilon, double delta) {
        DpChecks.requirePositive("epsilon", epsilon);
        DpChecks.requirePositive("lambda", lambda);
        DpChecks.requirePositive("D_X", diameter);
        if (!loss.isLogistic()) {
            throw new IllegalArgumentException("objective perturbation needs a Lipschitz loss, got " + loss);
        }
        int m = accounting.multiplicity(nPos, nNeg);
        double pairs = (double) nPos * nNeg;
        double shift = 2 * m * loss.lipschitz() * diameter / pairs;
        double c = loss.smoothness() * diameter * diameter / pairs;
        double t = m * Math.log1p(c / lambda);
        boolean branchB = accounting.secondBranch(t, epsilon);
        // branch B: m ln(1 + c/(lambda + Delta)) = epsilon/2; Delta >= 0 because T >= epsilon/2 in either rule
        double extra = branchB ? Math.max(0, c / Math.expm1(epsilon / (2.0 * m)) - lambda) : 0;
        double epsilonPrime = branchB ? epsilon / 2 : Split.remainder(epsilon, t);   // t + epsilon' <= epsilon
        double scale;
        if (regime == DpRegime.PURE) {
            scale = shift / epsilonPrime;
        } else {
            DpChecks.requirePositiveDelta(delta, ID + " with guarantee: approx (Gaussian noise)");
            scale = (2 * Math.sqrt(2 * Math.log(1 / delta)) + Math.sqrt(2 * epsilonPrime)) * (shift / 2) / epsilonPrime;
        }
        return new Calibration(t, branchB, extra, epsilonPrime, shift, scale);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        ClassRows rows = ClassRows.of(train, opt.clip(), ID);
        Map<String, Double> diagnostics = new TreeMap<>(Map.of("n_pos", (double) rows.positiveCount(),
                "n_neg", (double) rows.negativeCount(), "diameter", rows.diameter()));
        double extra = 0;
        double[] b = null;
        Calibration cal = null;
        if (!budget.isNonPrivate()) {
            cal = calibrate(opt.loss(), opt.guarantee(), opt.accounting(), rows.positiveCount(), rows.negativeCount(),
                    rows.diameter(), opt.lambda(), budget.epsilon(), budget.delta());
            extra = cal.extraRidge();
            NoiseSource objectiveNoise = noise.child("objective-noise");
            if (opt.guarantee() == DpRegime.PURE) {
                b = GammaNormNoise.sample(rows.cols(), cal.noiseScale(), objectiveNoise);
            } else {
                b = new double[rows.cols()];
                objectiveNoise.addGaussian(b, cal.noiseScale());
            }
            diagnostics.put("jacobian_log", cal.jacobianLog());
            diagnostics.put("branch_b", cal.branchB() ? 1.0 : 0.0);
            diagnostics.put("extra_ridge", extra);
            diagnostics.put("epsilon_prime", cal.epsilonPrime());
            diagnostics.put("noise_scale", cal.noiseScale());
            diagnostics.put("noise_norm", Vectors.norm(b));
        }
        var settings = opt.solving().settings();
        AucErm.Solution s = AucErm.minimise(rows, opt.loss(), opt.lambda(), extra, b, settings, noise, ID);
        diagnostics.putAll(SolverDiagnostics.of(s.iterations(), s.gradientNorm()));
        boolean sgd = AucErm.usesSgd(opt.solving().solver(), opt.loss());
        String caveat = sgd ? "paper-sgd solver: not the perturbed minimiser; privacy not certified (Wang et al. "
                + "2021, Sec. 6.1)" : "";
        if (budget.isNonPrivate()) {
            return new Fit(LinearModel.of(s.w()), Guarantee.nonPrivate().withCaveat(caveat), diagnostics);
        }
        PrivacyEvent event = opt.guarantee() == DpRegime.PURE ? new PrivacyEvent.PureDp(budget.epsilon())
                : new PrivacyEvent.ApproxDp(budget.epsilon(), budget.delta());
        Guarantee g = Accountants.PURE.guarantee(event, budget.delta(), Neighbouring.REPLACE_ONE_SAME_LABEL);
        g = sgd ? PaperSgd.uncertified(g, caveat) : g.withCaveat("objective perturbation: exact minimiser assumed, "
                + "solved to ||grad|| <= " + opt.solving().tolerance());
        return new Fit(LinearModel.of(s.w()), DpChecks.requireWithin(g, budget), diagnostics);
    }
}

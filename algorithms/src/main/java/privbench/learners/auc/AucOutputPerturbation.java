package privbench.learners.auc;

import privbench.learners.AuditFamily;
import java.util.Map;
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
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.Accountants;
import privbench.privacy.accounting.Gdp;
import privbench.privacy.noise.GammaNormNoise;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SecurePricing;
import privbench.privacy.noise.SecureOutputNoise;

/**
 * Output perturbation for pairwise AUC-ERM: the exact minimiser plus Gamma-norm noise (epsilon-DP) or
 * Gaussian noise ((epsilon, delta)-DP).
 *
 * <p>Wang, Yang, Lei, Ying and Zhang (2021), Algorithm 1 (Output-Pert-AUC) and Theorem 1. Lemma 1 bounds the
 * L2 sensitivity of the minimiser of eq. (2):
 * Delta = 2 D_X B(sqrt(2/lambda) D_X) / lambda * (1/n+ + 1/n-), with D_X = 2R the diameter of the ball of
 * the declared norm bound R (or {@code clip}; {@link ClassRows}) and B(R) = sup_{|s| <= R} |l'(s)|. A point
 * takes part in up to max(n+, n-) pairs, which is why this is larger than the pointwise 2 L R / (n lambda) by
 * a factor of order n / min(n+, n-) (spec-004 pitfall P5). The solver stops at ||grad|| <= g_tol, which by
 * lambda-strong convexity puts it within g_tol/lambda of the minimiser, so the noise is calibrated to
 * Delta + 2 g_tol / lambda (spec-004 section 2.6); a solve that does not converge releases nothing.
 * <ul>
 *   <li>{@code guarantee: pure}: b with density proportional to exp(-||b|| / gamma), gamma = Delta / epsilon
 *       (ERRATUM, spec-004 2.1: line 4 of Algorithm 1 is cut off; the proof fixes this density). Event
 *       PureDp(epsilon), priced by {@code pure}.</li>
 *   <li>{@code guarantee: approx, gaussian: classic} (the paper's Lemma 2, Dwork and Roth's Gaussian
 *       mechanism): sigma = sqrt(2 ln(1.25/delta)) Delta / epsilon, which the paper writes as
 *       2 sqrt(2 log(1.25/delta)) D_X B / (epsilon lambda) (1/n+ + 1/n-). Its proof needs epsilon < 1, so larger
 *       epsilon is refused (spec-004 P7). Event ApproxDp(epsilon, delta), priced by {@code pure}.</li>
 *   <li>{@code guarantee: approx, gaussian: analytic} (spec-004 2.1 CHOICE): the analytic Gaussian mechanism
 *       of Balle and Wang (2018), i.e. sigma = Delta / mu with mu the exact GDP budget of (epsilon, delta), valid
 *       for every epsilon and tighter; event Gaussian(sigma / Delta), priced by {@code gdp}.</li>
 * </ul>
 * With {@code --noise secure}: {@code pure} runs coordinate-wise discrete Laplace with L1 sensitivity
 * sqrt(d) Delta ({@link SecureOutputNoise}, pure epsilon-DP, a different mechanism named in the caveat);
 * {@code approx} (either gaussian option) runs the discrete Gaussian with sigma = Delta / sqrt(2 rho), rho the
 * largest zCDP budget within (epsilon, delta), priced by {@code zcdp} (CKS20 Thm 4).
 * {@code accounting: tight} counts the pairs of the replaced example exactly, 1/min(n+, n-) in place of
 * 1/n+ + 1/n- ({@link PairAccounting}). Neighbouring relation (default, the paper's): replacement of one example by
 * one with the same label, n+ and n- public (the proof keeps the normalisation 1/(n+ n-) fixed; spec-004 P4). With
 * {@code relation: replace-one} a label may change: the pairs are divided by the public n^2/4 and the sensitivity
 * is {@link #replaceOneSensitivity}; n+ and n- are then private and not published ({@link AucRelation}).
 * epsilon = +Infinity releases the minimiser and claims nothing. With {@code solver: paper-sgd} the released
 * centre is the paper's SGD iterate, not the minimiser: the guarantee carries the caveat "privacy not certified"
 * and the accountant {@code uncertified}.
 */
@Learner(id = "auc-output-perturbation",
        // public: class counts (fixed by replace-one-same-label, the paper's relation; not written under
        // replace-one), D_X, Delta, scale;
        // private: ||b|| with the released w = w* + b puts the exact minimiser on a sphere
        publicDiagnostics = {"n_pos", "n_neg", "diameter", "sensitivity", "noise_scale"},
        privateDiagnostics = "noise_norm", diagnosticGroups = SolverDiagnostics.class,
        secureNoise = true,
        summary = "pairwise AUC-ERM minimiser plus Gamma-norm (eps-DP) or Gaussian ((eps, delta)-DP) noise",
        paper = "WYLYZ21 Alg. 1",
        reference = "Wang, Yang, Lei, Ying and Zhang (2021), Differentially private ERM for AUC maximization, "
                + "Neurocomputing, Algorithm 1 (Output-Pert-AUC), Lemma 1, Theorem 1",
        audit = AuditFamily.AUC_OUTPUT_PERTURBATION)
public final class AucOutputPerturbation extends OptionsLearner<AucOutputPerturbation.Options> {

    private static final String ID = "auc-output-perturbation";

    /** How sigma is set for {@code guarantee: approx}. */
    public enum GaussianCalibration {
        /** sqrt(2 ln(1.25/delta)) Delta / epsilon, the paper's Lemma 2 (epsilon < 1 only). */
        CLASSIC,
        /** Delta / mu(epsilon, delta), the analytic Gaussian mechanism (Balle and Wang 2018). */
        ANALYTIC
    }

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(doc = "l, pairwise loss: least-squares, logistic (base 2, the paper's) or logistic-natural")
            PairwiseLoss loss,
            @Hyperparam(doc = "guarantee: pure (eps-DP, Gamma-norm noise) or approx ((eps, delta)-DP, Gaussian noise)")
            DpRegime guarantee,
            @Hyperparam(doc = "sigma for approx: classic (paper's Lemma 2, eps < 1) or analytic (Balle-Wang)")
            GaussianCalibration gaussian,
            @Hyperparam(doc = "pairs per replaced example: paper (1/n+ + 1/n-, as printed) or tight (1/min(n+, n-), "
                    + "exact for label-preserving replacement)") PairAccounting accounting,
            @Hyperparam(min = 0, minOpen = true, doc = "lambda, L2 penalty (lambda/2)||w||^2") double lambda,
            @Hyperparam(min = 0, minOpen = true, doc = "R, row-norm clip when no norm bound is declared; D_X = 2R")
            double clip,
            @HyperparamGroup AucSolverOptions solving,
            @Hyperparam(omittedAtDefault = true, doc = "neighbouring relation: replace-one-same-label (the paper's; "
                    + "n+ and n- public) or replace-one (labels may change; pairs divided by the public n^2/4)")
            AucRelation relation) {

        public static final Options DEFAULTS = new Options(PairwiseLoss.LOGISTIC, DpRegime.PURE,
                GaussianCalibration.CLASSIC, PairAccounting.PAPER, 1e-3, 1.0, AucSolverOptions.EXACT,
                AucRelation.REPLACE_ONE_SAME_LABEL);

        /** Options under the paper's relation, replace-one-same-label. */
        public Options(PairwiseLoss loss, DpRegime guarantee, GaussianCalibration gaussian, PairAccounting accounting,
                       double lambda, double clip, AucSolverOptions solving) {
            this(loss, guarantee, gaussian, accounting, lambda, clip, solving, AucRelation.REPLACE_ONE_SAME_LABEL);
        }

        public Options {
            if (relation == AucRelation.REPLACE_ONE && accounting == PairAccounting.TIGHT) {
                throw new IllegalArgumentException(ID + ": accounting: tight counts pairs under the paper's relation; "
                        + "relation: replace-one has its own count (n - 1 pairs), so leave accounting at paper");
            }
            if (relation == AucRelation.REPLACE_ONE && solving.solver() == SolverMode.PAPER_SGD) {
                throw new IllegalArgumentException(ID + ": relation: replace-one needs the exact minimiser; "
                        + "solver: paper-sgd has no proved sensitivity");
            }
        }
    }

    public AucOutputPerturbation(Options opt) {
        super(opt);
    }

    /**
     * Lemma 1: Delta = 2 D_X B(sqrt(2/lambda) D_X) / lambda * (1/n+ + 1/n-), the L2 sensitivity of the exact
     * minimiser under label-preserving replacement.
     */
    public static double sensitivity(PairwiseLoss loss, int nPos, int nNeg, double diameter, double lambda) {
        return sensitivity(loss, nPos, nNeg, diameter, lambda, PairAccounting.PAPER);
    }

    /**
     * Lemma 1 with m pairs per replaced example ({@link PairAccounting}):
     * Delta = 2 D_X B(sqrt(2/lambda) D_X) m / (lambda n+ n-); m = n gives the printed 1/n+ + 1/n-.
     */
    public static double sensitivity(PairwiseLoss loss, int nPos, int nNeg, double diameter, double lambda,
                                     PairAccounting accounting) {
        DpChecks.requirePositive("D_X", diameter);
        DpChecks.requirePositive("lambda", lambda);
        double b = loss.derivativeBound(Math.sqrt(2 / lambda) * diameter);
        return 2 * diameter * b / lambda * accounting.multiplicity(nPos, nNeg) / ((double) nPos * nNeg);
    }

    /**
     * The L2 sensitivity of the minimiser of (1/P) sum_{pairs} l(w.(x_i - x_j)) + (lambda/2)||w||^2 with P = n^2/4
     * public, under replace-one (features and label may change). A replaced example leaves the pairs it was in (n-
     * of them if it was positive) and joins those of its new label (n+ - 1 if it became negative); a same-label
     * replacement leaves and rejoins the same n- pairs. Either way at most 2 (n - 1) pair gradients change, each of
     * norm at most D_X B(sqrt(2/lambda) D_X) (n+ n- <= P keeps ||w*|| <= sqrt(2/lambda) as in Lemma 1), so by
     * lambda-strong convexity Delta = 2 (n - 1) D_X B / (lambda P), a function of the public n only.
     */
    public static double replaceOneSensitivity(PairwiseLoss loss, int n, double diameter, double lambda) {
        DpChecks.requirePositive("D_X", diameter);
        DpChecks.requirePositive("lambda", lambda);
        double b = loss.derivativeBound(Math.sqrt(2 / lambda) * diameter);
        return 2 * diameter * b / lambda * (n - 1) / AucRelation.publicPairs(n);
    }

    /** sigma = sqrt(2 ln(1.25/delta)) Delta / epsilon of the paper's Lemma 2, for epsilon < 1 only. */
    public static double classicSigma(double sensitivity, double epsilon, double delta) {
        if (!(epsilon > 0 && epsilon < 1)) {
            throw new IllegalArgumentException("epsilon must be in (0, 1) for the classic Gaussian mechanism "
                    + "(the paper's Lemma 2); use gaussian: analytic for larger epsilon, got " + epsilon);
        }
        DpChecks.requirePositiveDelta(delta, ID + " (a Gaussian mechanism)");
        return Math.sqrt(2 * Math.log(1.25 / delta)) * sensitivity / epsilon;
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        ClassRows rows = ClassRows.of(train, opt.clip(), ID);
        boolean approx = opt.guarantee() == DpRegime.APPROX;
        boolean secure = SecurePricing.isSecure(noise);
        if (!budget.isNonPrivate() && approx) {
            DpChecks.requirePositiveDelta(budget.delta(), ID + " with guarantee: approx (a Gaussian mechanism)");
            if (opt.gaussian() == GaussianCalibration.CLASSIC && !secure) {
                // refuse epsilon >= 1 before the solve, not after it
                classicSigma(1, budget.epsilon(), budget.delta());
            }
        }
        var settings = opt.solving().settings();
        boolean replaceOne = opt.relation() == AucRelation.REPLACE_ONE;
        // replace-one: (1/P) sum + (lambda/2)||w||^2 has the minimiser of the mean with ridge lambda P / (n+ n-); its
        // gradient there is n+ n- / P <= 1 times the solver's, so the tolerance bound g_tol / lambda still holds
        double ridge = replaceOne ? opt.lambda() * AucRelation.publicPairs(train.rows())
                / ((double) rows.positiveCount() * rows.negativeCount()) : opt.lambda();
        AucErm.Solution s = AucErm.minimiseShared(train, data.memo(), rows, opt.loss(), ridge, opt.clip(),
                settings, noise, ID);
        double[] w = s.w();
        Map<String, Double> diagnostics = SolverDiagnostics.of(s.iterations(), s.gradientNorm());
        diagnostics.put("diameter", rows.diameter());
        if (!replaceOne) {
            // public only under the paper's relation, which fixes them
            diagnostics.putAll(Map.of("n_pos", (double) rows.positiveCount(), "n_neg", (double) rows.negativeCount()));
        }
        Neighbouring relation = opt.relation().neighbouring();
        boolean sgd = AucErm.usesSgd(opt.solving().solver(), opt.loss());
        if (budget.isNonPrivate()) {
            Guarantee none = Guarantee.nonPrivate();
            return new Fit(LinearModel.of(w), sgd ? none.withCaveat(sgdCaveat()) : none, diagnostics);
        }
        // the SGD output has no proved sensitivity; its noise uses Lemma 1 alone, as the paper's runs did
        double delta = (replaceOne ? replaceOneSensitivity(opt.loss(), train.rows(), rows.diameter(), opt.lambda())
                : sensitivity(opt.loss(), rows.positiveCount(), rows.negativeCount(), rows.diameter(), opt.lambda(),
                opt.accounting())) + (sgd ? 0 : 2 * opt.solving().tolerance() / opt.lambda());
        double[] b;
        Guarantee g;
        double scale;
        NoiseSource out = noise.child("output-noise");
        if (!approx && secure) {
            // secure: coordinate-wise discrete Laplace, L1 sensitivity <= sqrt(d) Delta_2 (grid rounding charged
            // by SecureNoise), scale sqrt(d) Delta / epsilon: pure epsilon-DP by the Laplace mechanism
            scale = SecureOutputNoise.laplaceScale(w.length, delta, budget.epsilon());
            b = SecureOutputNoise.addLaplace(w, delta, budget.epsilon(), out);
            g = Accountants.PURE.guarantee(new PrivacyEvent.PureDp(budget.epsilon()), budget.delta(),
                    relation).withCaveat(SecureOutputNoise.CAVEAT);
        } else if (!approx) {
            scale = delta / budget.epsilon();
            b = GammaNormNoise.sample(w.length, scale, out);
            g = Accountants.PURE.guarantee(new PrivacyEvent.PureDp(budget.epsilon()), budget.delta(),
                    relation);
        } else {
            b = new double[w.length];
            if (secure) {
                // secure: sigma from the zCDP budget, the discrete Gaussian's proved price (CKS20 Thm 4)
                scale = delta * SecurePricing.gaussianMultiplier(budget.epsilon(), budget.delta());
                g = Accountants.ZCDP.guarantee(new PrivacyEvent.Gaussian(scale / delta), budget.delta(),
                        relation);
            } else if (opt.gaussian() == GaussianCalibration.CLASSIC) {
                scale = classicSigma(delta, budget.epsilon(), budget.delta());
                g = Accountants.PURE.guarantee(new PrivacyEvent.ApproxDp(budget.epsilon(), budget.delta()),
                        budget.delta(), relation);
            } else {
                scale = delta / Gdp.muFor(budget.epsilon(), budget.delta());
                g = Accountants.GDP.guarantee(new PrivacyEvent.Gaussian(scale / delta), budget.delta(),
                        relation);
            }
            if (out.exactBits().isPresent()) {
                // secure: w itself goes to the grid with discrete Gaussian noise, and that is the release
                double[] before = w.clone();
                out.addGaussian(w, scale, delta);
                for (int j = 0; j < w.length; j++) {
                    b[j] = w[j] - before[j];
                }
            } else {
                out.addGaussian(b, scale);
                Vectors.axpy(1.0, b, w);
            }
        }
        if (!approx && !secure) {
            Vectors.axpy(1.0, b, w);
        }
        diagnostics.put("sensitivity", delta);
        diagnostics.put("noise_scale", scale);
        diagnostics.put("noise_norm", Vectors.norm(b));
        if (sgd) {
            g = PaperSgd.uncertified(g, sgdCaveat());
        }
        return new Fit(LinearModel.of(w), DpChecks.requireWithin(g, budget), diagnostics);
    }

    private static String sgdCaveat() {
        return "paper-sgd solver: the noise is added to an SGD iterate, not the exact minimiser; privacy not "
                + "certified (Wang et al. 2021, Sec. 6.1)";
    }
}

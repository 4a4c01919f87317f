package privbench.learners.margin;

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
import privbench.learners.Task;
import privbench.learners.TrainingData;
import privbench.learners.selection.ReportNoisyMin;
import privbench.learners.selection.Selection;
import privbench.privacy.Budget;
import privbench.privacy.DpChecks;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.accounting.Accounting;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SecurePricing;

/**
 * The differentially private adaptive-margin learner M*: a linear classifier that adapts to the unknown
 * margin of the data and to outliers without being told either.
 *
 * <p>Wang, Zhu and Wang (2024), Algorithm 3 ("DP Adaptive Margin", M*; spec-000 section 3.4): over the
 * data-independent grid Gamma = {1/n, 2/n, 4/n, ..., 1} it runs A_JLGD (Algorithm 1: Rademacher JL
 * projection Phi_gamma to k_gamma dimensions, rows clipped to radius 2v, A_NGD of Algorithm 5 on the hinge
 * l_{gamma/3}) and selects the candidate by report-noisy-min (Algorithm 2, A_Iter) on the empirical 0-1 risk
 * ({@code score: erm}, Thm 6.5) or the VC-penalised summed risk ({@code score: pop}, Eq. 3, Thm 6.7). It
 * releases Phi_out^T w_out with gamma_out.
 *
 * <p>Privacy (replace-one, the paper's relation): mu is read off (epsilon, delta) by the paper's
 * mu = epsilon / (2 sqrt(2 ln(1/delta))) ({@code accounting: paper}, priced by {@code gdp-paper}, which needs
 * epsilon < 8 ln(1/delta)) or the exact GDP inverse ({@code accounting: tight}, priced by {@code gdp}). Each of
 * the |Theta| calls gets mu / sqrt(2 |Theta|) (Delta = 12/gamma after a projection, Lemma A.10(b)) and each score
 * Gaussian noise of sd sqrt(2 |Theta|) Delta_U / mu (Delta_U = 1/n for erm, 1 for pop): 2 |Theta| Gaussian
 * mechanisms composing to exactly mu-GDP (Lemma E.3). Every Phi is drawn from the seed, never from the data.
 *
 * <p>ERRATUM (spec-000 3.4): Algorithm 3 line 2 prints mu with numerator 2^ceil(log2 n); it is epsilon (Lemma E.3,
 * App. H). ERRATUM: Gamma uses floor(log2 n) (Algorithm 6), so its top is 1. CHOICE (spec-000 2.1):
 * k_gamma = ceil(C_JL ln(|Gamma|(n+1)(n+2)/beta)/gamma^2), beta = 1/n^2, C_JL = 4; Phi = I when k_gamma >= d;
 * optional k_max with one shared Phi. CHOICE (3.1): T = min(ceil(n^2 mu^2), T_max), T_max = 2000. CHOICE:
 * last iterate with the Lemma C.2 step. With Phi = I the rows are not re-clipped to 2v, so Delta = 6/gamma
 * ({@link ProjectedRows}). {@code grid: margin-steps-jl} runs Algorithm 2 over the three-parameter grid of
 * spec-000 E4. Rows are put in the unit ball by the declared norm bound, or clipped to {@code clip}.
 */
@Learner(id = "wzw-adaptive-margin", summary = "adaptive-margin DP learner M*: JL noisy GD per margin, report-noisy-min",
        // public: mu is budget arithmetic; report-noisy-min runs every candidate, so the run count is a setting
        publicDiagnostics = {"mu", "noisy_scores"}, diagnosticGroups = MarginDiagnostics.class,
        secureNoise = true,
        paper = "WZW24 Alg. 3 (with Alg. 1, 2, 5)", task = Task.BINARY,
        reference = "Wang, Zhu and Wang (2024), Algorithm 3 (M*), built on Algorithms 1 (A_JLGD), 2 (A_Iter), 5 (A_NGD)",
        audit = AuditFamily.FULL_BATCH_GRADIENT)
public final class AdaptiveMargin extends OptionsLearner<AdaptiveMargin.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(doc = "selection score U: erm (empirical 0-1 risk, Thm 6.5) or pop (penalised, Eq. 3)")
            Score score,
            @Hyperparam(doc = "mu from (epsilon, delta): paper (Cor. E.2) or tight (exact GDP)") Accounting accounting,
            @HyperparamGroup MarginSearch search) {

        public static final Options DEFAULTS = new Options(Score.ERM, Accounting.PAPER, MarginSearch.PRACTICAL);
    }

    public AdaptiveMargin(Options opt) {
        super(opt);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        DpChecks.checkGaussianBudget(budget, id() + " (Gaussian mechanisms)");
        boolean secure = SecurePricing.isSecure(noise);
        double mu = opt.accounting().mu(budget, secure);
        double[] gammas = MarginGrid.gammas(train.rows());
        var family = opt.search().candidates(train, gammas, opt.score(), noise, false);
        Selection<JlgdRun> s = ReportNoisyMin.select(family, mu, noise.child("selection"));

        Map<String, Double> diagnostics = MarginDiagnostics.of(s, family, gammas.length);
        LinearModel model = LinearModel.of(s.output().weights());
        if (budget.isNonPrivate()) {
            return new Fit(model, Guarantee.nonPrivate(), diagnostics);
        }
        diagnostics.put("mu", mu);
        Guarantee g = opt.accounting().accountant(secure).guarantee(s.event(), budget.delta(), Neighbouring.REPLACE_ONE);
        return new Fit(model, DpChecks.requireWithin(g, budget), new TreeMap<>(diagnostics));
    }
}

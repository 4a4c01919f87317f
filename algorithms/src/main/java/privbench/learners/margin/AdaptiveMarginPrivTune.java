package privbench.learners.margin;

import privbench.learners.AuditFamily;
import java.util.Locale;
import java.util.Map;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.HyperparamGroup;
import privbench.learners.Learner;
import privbench.learners.LinearModel;
import privbench.learners.OptionsLearner;
import privbench.learners.Task;
import privbench.learners.TrainingData;
import privbench.learners.selection.RandomStoppingTuning;
import privbench.learners.selection.Selection;
import privbench.privacy.Budget;
import privbench.privacy.DpChecks;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.accounting.Accounting;
import privbench.privacy.accounting.RandomStoppingAccountant;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.TruncatedNegativeBinomial;

/**
 * The adaptive-margin learner with advanced private tuning, M': M* with random stopping in place of
 * report-noisy-min.
 *
 * <p>Wang, Zhu and Wang (2024), Algorithm 6 (M', App. K.1; spec-000 section 3.6), which runs Algorithm 4
 * (A_PrivTune, Papernot and Steinke 2022) over the candidates of M*: a run count K ~ TNB(1, r) is drawn first;
 * K times a candidate theta is drawn uniformly with replacement, A_JLGD runs with mu / sqrt(2) and its score gets
 * noise of sd sqrt(2) Delta_U / mu; only the best run is released.
 *
 * <p>Privacy (replace-one): each run with its score is mu-GDP, and random stopping over mu-GDP runs is
 * (epsilon' + delta, delta)-DP with mu = epsilon' / (6 sqrt(2 ln(1/(r delta)))) (Thm K.3, {@code accounting: paper},
 * priced by Cor. K.2 as {@code tnb-gdp-paper}) or mu solving Lemma K.1 ({@code accounting: tight}, {@code tnb-gdp}).
 * The learner spends within its budget by targeting epsilon' = epsilon - delta, so the recorded guarantee is
 * (epsilon, delta). ERRATUM: Thm 7.1 in the main text prints mu = epsilon / (6 sqrt(2) ln(|Theta|(n^2-1)/delta)),
 * with the square root closed too early; Algorithm 6, Lemma K.6 and the proof of Thm K.3 have
 * epsilon / (6 sqrt(2 ln(|Theta|(n^2-1)/delta))) (0.022381 at n = 1000, epsilon = 1, delta = 1e-5), which is followed here.
 *
 * <p>CHOICE (spec-000 3.6): {@code stopRate: faithful} uses the paper's r = 1/(|Theta|(n^2 - 1)) (E[K] about
 * 10^7 runs at n = 1000), {@code practical} r = 1/(10 |Theta|) with mu recomputed for that r. K is never capped:
 * a fit whose E[K] = 1/r exceeds {@code maxExpectedRuns} is refused before anything is drawn (a data-independent
 * compute guard). Projections, schedule and score as in {@link AdaptiveMargin}.
 * Secure noise is refused: random stopping over GDP runs (Lemma K.1 / Thm K.3) is priced by the continuous
 * Gaussian's trade-off curve, which is not proved for the discrete Gaussian.
 */
@Learner(id = "wzw-adaptive-margin-privtune",
        // public: mu, the stop rate and E[K] are budget arithmetic and settings; private: the run count K
        // (noisy_scores): random stopping's guarantee is for the best run alone, with K hidden; released, K would
        // leave K runs to compose
        publicDiagnostics = {"mu", "stop_rate", "expected_runs"}, privateDiagnostics = {"noisy_scores"},
        diagnosticGroups = MarginDiagnostics.class,
        summary = "adaptive-margin DP learner M': JL noisy GD per margin, random-stopping selection",
        paper = "WZW24 Alg. 6 (with Alg. 4, 1, 5)", task = Task.BINARY,
        reference = "Wang, Zhu and Wang (2024), Algorithm 6 (M'), built on Algorithm 4 (A_PrivTune; Papernot and "
                + "Steinke 2022), Algorithm 1 (A_JLGD) and Algorithm 5 (A_NGD)",
        audit = AuditFamily.FULL_BATCH_GRADIENT)
public final class AdaptiveMarginPrivTune extends OptionsLearner<AdaptiveMarginPrivTune.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(doc = "stopping rate r: faithful (1/(|Theta|(n^2-1))) or practical (1/(10|Theta|))")
            StopRate stopRate,
            @Hyperparam(min = 1, doc = "refuse a fit whose expected run count 1/r exceeds this") double maxExpectedRuns,
            @Hyperparam(doc = "selection score U: erm (empirical 0-1 risk) or pop (penalised, Eq. 3)") Score score,
            @Hyperparam(doc = "mu from (epsilon, delta): paper (Thm K.3) or tight (Lemma K.1)") Accounting accounting,
            @HyperparamGroup MarginSearch search) {

        public static final Options DEFAULTS = new Options(StopRate.PRACTICAL, 100_000, Score.ERM, Accounting.PAPER,
                MarginSearch.PRACTICAL);
    }

    public AdaptiveMarginPrivTune(Options opt) {
        super(opt);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        int n = train.rows();
        double[] gammas = MarginGrid.gammas(n);
        var family = opt.search().candidates(train, gammas, opt.score(), noise, true);
        double r = opt.stopRate().rate(family.size(), n);
        if (1 / r > opt.maxExpectedRuns()) {
            throw new IllegalArgumentException("stopRate " + opt.stopRate().name().toLowerCase(Locale.ROOT)
                    + " gives E[K] = 1/r = " + String.format(Locale.ROOT, "%.0f", 1 / r)
                    + " runs, more than maxExpectedRuns = " + String.format(Locale.ROOT, "%.0f", opt.maxExpectedRuns())
                    + "; use stopRate: practical or raise maxExpectedRuns");
        }
        double mu = Double.POSITIVE_INFINITY;
        if (DpChecks.checkGaussianBudget(budget, id() + " (Gaussian mechanisms)")) {
            mu = RandomStoppingAccountant.muFor(budget.epsilon(), r, budget.delta(), opt.accounting());
        }
        Selection<JlgdRun> s = RandomStoppingTuning.select(family, mu, TruncatedNegativeBinomial.geometric(r),
                noise.child("selection"));

        Map<String, Double> diagnostics = MarginDiagnostics.of(s, family, gammas.length);
        diagnostics.put("stop_rate", r);
        diagnostics.put("expected_runs", 1 / r);
        LinearModel model = LinearModel.of(s.output().weights());
        if (budget.isNonPrivate()) {
            return new Fit(model, Guarantee.nonPrivate(), diagnostics);
        }
        diagnostics.put("mu", mu);
        Guarantee g = opt.accounting().randomStoppingAccountant().guarantee(s.event(), budget.delta(),
                Neighbouring.REPLACE_ONE);
        return new Fit(model, DpChecks.requireWithin(g, budget), diagnostics);
    }
}

package privbench.learners.semiprivate;

import privbench.learners.AuditFamily;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.HyperparamGroup;
import privbench.learners.Learner;
import privbench.learners.OptionsLearner;
import privbench.learners.SweepMemo;
import privbench.learners.Task;
import privbench.learners.TrainingData;
import privbench.learners.semiprivate.sgd.SgdPrivacy;
import privbench.learners.semiprivate.sgd.SgdTraining;
import privbench.privacy.Budget;
import privbench.privacy.DpChecks;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.Split;
import privbench.privacy.accounting.Accountants;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.AnalyticGaussian;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SecurePricing;

/**
 * DP-PCA on the PRIVATE rows with a share f of the budget, then DP-SGD on the privately projected rows
 * with the rest: the "DP-PCA" baseline, for when no public data exist.
 *
 * <p>Pinto, Hu, Yang and Sanyal (2024), Table II ("DP-PCA [29]", diffprivlib's PCA); spec-003 section 2.5. Ledger
 * (spec-003 section 5 item 9): both parts are priced under the relation of the DP-SGD run (add/remove with Poisson
 * sampling at q < 1, replace-one with shuffled batches or B >= n). DP-PCA runs with f epsilon: {@code ies} (iterative
 * eigenvector sampling, Bingham exponents summing to f epsilon, as the paper and diffprivlib) costs f epsilon/2 under
 * replace-one and f epsilon/4 under add/remove (pure; derivation in {@link DpPca}; ERRATUM: spec-003 and diffprivlib
 * charge f epsilon, twice or four times what the draws cost); {@code analyze-gauss} spends (f epsilon, f delta) with
 * the analytic Gaussian at the statistic's sensitivity for that relation (1 under add/remove, sqrt(2) under
 * replace-one). DP-SGD spends ((1 - f) epsilon, (1 - f) delta) or ((1 - f) epsilon, delta); basic composition adds them
 * (accountant {@code pure+<sgd accountant>}). The rows feeding the second moment are scaled to norm at most 1 by a
 * constant rule (never a data-derived bound, spec-003 pitfall 2); the projection z = Theta x is not centred
 * (diffprivlib's centered=true). The public rows are unused. epsilon = +Infinity uses the exact eigenvectors and no
 * noise.
 */
@Learner(id = "dppca-dpsgd", summary = "DP-PCA of the private rows (share f of epsilon), then DP-SGD (DP-PCA baseline)",
        // public: the PCA step's epsilon share, sensitivity and sigma are budget arithmetic
        publicDiagnostics = {"pca_epsilon", "sgd_epsilon", "pca_sensitivity", "pca_sigma", "pca_exponent_epsilon"},
        diagnosticGroups = SgdTraining.class,
        secureNoise = true,
        paper = "PHYS24 Table II; Amin et al. 2019", task = Task.MULTICLASS,
        reference = "Amin et al. (2019) iterative eigenvector sampling, as the DP-PCA baseline of Pinto, Hu, Yang "
                + "and Sanyal (2024)",
        audit = AuditFamily.DP_SGD)
public final class DpPcaDpSgd extends OptionsLearner<DpPcaDpSgd.Options> {

    /** Which DP-PCA mechanism. */
    public enum Mode {
        /** Iterative eigenvector sampling (Amin et al. 2019), pure epsilon-DP: the paper's mechanism. */
        IES,
        /** Analyze Gauss (Dwork et al. 2014), (epsilon, delta)-DP: faster for large d; not the paper's. */
        ANALYZE_GAUSS
    }

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 1, doc = "k, DP-PCA dimension") int k,
            @Hyperparam(min = 0, max = 1, minOpen = true, maxOpen = true, doc = "f, share of epsilon for DP-PCA")
            double fraction,
            @Hyperparam(doc = "DP-PCA mechanism: ies (paper) or analyze-gauss") Mode mode,
            @HyperparamGroup DpSgdOptions dpsgd) {

        public static final Options DEFAULTS = new Options(10, 0.25, Mode.IES, DpSgdOptions.PAPER);
    }

    public DpPcaDpSgd(Options opt) {
        super(opt);
    }

    @Override
    public Optional<String> secureNoiseRefusal() {
        return opt.mode() == Mode.IES
                ? Optional.of("mode: ies draws from a continuous Bingham sampler; use mode: analyze-gauss")
                : Optional.empty();
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        int d = train.cols();
        int k = opt.k();
        if (k > d) {
            throw new IllegalArgumentException("DP-PCA dimension k must be at most d = " + d + ", got " + k);
        }
        double[] moment = DpPca.secondMoment(train);
        if (budget.isNonPrivate()) {
            return fitted(train, DpPca.exact(moment, d, k), Double.POSITIVE_INFINITY, 0, noise, null, "", Map.of(),
                    budget, data.memo());
        }
        DpChecks.requirePositiveDelta(budget.delta(), "dppca-dpsgd (DP-SGD is a Gaussian mechanism)");
        double f = opt.fraction();
        double pcaEpsilon = f * budget.epsilon();
        NoiseSource pcaNoise = noise.child("dp-pca");
        // the relation the combined guarantee names is the DP-SGD run's; the PCA step is priced under the same one
        Neighbouring relation = SgdPrivacy.relation(opt.dpsgd().settings(), train.rows());
        Map<String, Double> pcaDiagnostics = new TreeMap<>();
        if (opt.mode() == Mode.IES) {
            if (noise.exactBits().isPresent()) {
                throw new IllegalArgumentException("dppca-dpsgd with mode: ies does not support --noise secure "
                        + "(its Bingham sampler is continuous); use mode: analyze-gauss or --noise seeded");
            }
            double[] theta = DpPca.iterative(moment, d, k, pcaEpsilon, pcaNoise);
            pcaDiagnostics.put("pca_exponent_epsilon", pcaEpsilon);
            return fitted(train, theta, Split.remainder(budget.epsilon(), pcaEpsilon), budget.delta(), noise,
                    new PrivacyEvent.PureDp(DpPca.iesCost(pcaEpsilon, relation)), "pure", pcaDiagnostics, budget,
                    data.memo());
        }
        double pcaDelta = f * budget.delta();
        double sensitivity = DpPca.analyzeGaussSensitivity(relation);
        pcaDiagnostics.put("pca_sensitivity", sensitivity);
        double sgdEpsilon = Split.remainder(budget.epsilon(), pcaEpsilon);
        double sgdDelta = Split.remainder(budget.delta(), pcaDelta);
        if (SecurePricing.isSecure(noise)) {
            // secure: the discrete Gaussian's proved price is zCDP (CKS20 Thm 4), not the analytic Gaussian's
            // profile; sigma from the largest rho within (pcaEpsilon, pcaDelta), and its zcdp epsilon charged
            double multiplier = SecurePricing.gaussianMultiplier(pcaEpsilon, pcaDelta);
            double spent = Accountants.ZCDP.epsilon(new PrivacyEvent.Gaussian(multiplier), pcaDelta);
            double s = multiplier * sensitivity;
            pcaDiagnostics.put("pca_sigma", s);
            double[] theta = DpPca.analyzeGauss(moment, d, k, s, sensitivity, pcaNoise);
            return fitted(train, theta, sgdEpsilon, sgdDelta, noise, new PrivacyEvent.ApproxDp(spent, pcaDelta),
                    "zcdp", pcaDiagnostics, budget, data.memo());
        }
        double s = AnalyticGaussian.sigma(pcaEpsilon, pcaDelta, sensitivity);
        pcaDiagnostics.put("pca_sigma", s);
        double[] theta = DpPca.analyzeGauss(moment, d, k, s, sensitivity, pcaNoise);
        return fitted(train, theta, sgdEpsilon, sgdDelta, noise, new PrivacyEvent.ApproxDp(pcaEpsilon, pcaDelta),
                "pure", pcaDiagnostics, budget, data.memo());
    }

    private Fit fitted(Dataset train, double[] theta, double sgdEpsilon, double sgdDelta, NoiseSource noise,
                       PrivacyEvent pcaEvent, String pcaAccountant, Map<String, Double> pcaDiagnostics,
                       Budget budget, SweepMemo memo) {
        int d = train.cols();
        Projection projection = new Projection(theta, new double[d], opt.k(), d);
        SgdTraining.Outcome o = SgdTraining.run(projection.apply(train, 1.0), opt.dpsgd().settings(), sgdEpsilon,
                sgdDelta, noise, memo);
        Map<String, Double> diagnostics = new TreeMap<>(o.diagnostics());
        diagnostics.putAll(pcaDiagnostics);
        Guarantee g = o.guarantee();
        if (pcaEvent != null) {
            double[] pca = pcaEvent instanceof PrivacyEvent.PureDp p ? new double[] {p.epsilon(), 0}
                    : new double[] {((PrivacyEvent.ApproxDp) pcaEvent).epsilon(), ((PrivacyEvent.ApproxDp) pcaEvent).delta()};
            diagnostics.put("pca_epsilon", pca[0]);
            diagnostics.put("sgd_epsilon", g.epsilon());
            g = new Guarantee(pca[0] + g.epsilon(), Math.min(1, pca[1] + g.delta()), pcaAccountant + "+" + g.accountant(),
                    g.relation(), new PrivacyEvent.Composed(List.of(pcaEvent, g.event())), g.caveat());
            if (opt.mode() == Mode.ANALYZE_GAUSS) {
                g = g.withCaveat("dp-pca=analyze-gauss (Dwork et al. 2014), not the paper's mechanism");
            }
            g = DpChecks.requireWithin(g, budget);
        }
        return new Fit(projection.lift(o.weights(), o.biases(), train.classes()), g, diagnostics);
    }
}

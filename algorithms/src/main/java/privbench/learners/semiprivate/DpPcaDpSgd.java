package privbench.learners.semiprivate;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import privbench.data.Dataset;
import privbench.learners.DataChecks;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.HyperparamGroup;
import privbench.learners.Hyperparams;
import privbench.learners.Learner;
import privbench.learners.PrivateLearner;
import privbench.learners.Task;
import privbench.learners.TrainingData;
import privbench.learners.semiprivate.sgd.SgdSettings;
import privbench.learners.semiprivate.sgd.SgdTraining;
import privbench.privacy.Budget;
import privbench.privacy.DpChecks;
import privbench.privacy.Guarantee;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.AnalyticGaussian;
import privbench.privacy.noise.NoiseSource;

/**
 * DP-PCA on the PRIVATE rows with a share f of the budget, then DP-SGD on the privately projected rows
 * with the rest: the "DP-PCA" baseline, for when no public data exist.
 *
 * <p>Pinto, Hu, Yang and Sanyal (2024), Table II ("DP-PCA [29]", diffprivlib's PCA); spec-003 section 2.5.
 * Ledger (spec-003 section 5 item 9): DP-PCA spends f epsilon (pure, {@code ies}: iterative eigenvector
 * sampling with Bingham draws) or (f epsilon, f delta) ({@code analyze-gauss}, analytic Gaussian of
 * sensitivity 1), DP-SGD spends ((1 - f) epsilon, (1 - f) delta) or ((1 - f) epsilon, delta); basic
 * composition adds them (accountant {@code pure+<sgd accountant>}). The rows feeding the second moment are
 * scaled to norm at most 1 by a constant rule (never a data-derived bound, spec-003 pitfall 2); the
 * projection z = Theta x is not centred (diffprivlib's centered=true). The public rows are unused.
 * epsilon = +Infinity uses the exact eigenvectors and no noise.
 */
@Learner(id = "dppca-dpsgd", summary = "DP-PCA of the private rows (share f of epsilon), then DP-SGD (DP-PCA baseline)",
        paper = "PHYS24 Table II; Amin et al. 2019", task = Task.MULTICLASS,
        reference = "Amin et al. (2019) iterative eigenvector sampling, as the DP-PCA baseline of Pinto, Hu, Yang "
                + "and Sanyal (2024)")
public final class DpPcaDpSgd implements PrivateLearner {

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

        SgdSettings sgd() {
            return dpsgd.settings();
        }
    }

    private final Options opt;

    public DpPcaDpSgd(Options opt) {
        this.opt = Hyperparams.checked(opt);
    }

    @Override
    public Fit fit(TrainingData data, Budget budget, NoiseSource noise) {
        Dataset train = DataChecks.labelled(data);
        int d = train.cols();
        int k = opt.k();
        if (k > d) {
            throw new IllegalArgumentException("DP-PCA dimension k must be at most d = " + d + ", got " + k);
        }
        double[] moment = DpPca.secondMoment(train);
        if (budget.isNonPrivate()) {
            return fitted(train, DpPca.exact(moment, d, k), Double.POSITIVE_INFINITY, 0, noise, null, budget);
        }
        DpChecks.requirePositiveDelta(budget.delta(), "dppca-dpsgd (DP-SGD is a Gaussian mechanism)");
        double f = opt.fraction();
        double pcaEpsilon = f * budget.epsilon();
        NoiseSource pcaNoise = noise.child("dp-pca");
        if (opt.mode() == Mode.IES) {
            double[] theta = DpPca.iterative(moment, d, k, pcaEpsilon, pcaNoise);
            return fitted(train, theta, (1 - f) * budget.epsilon(), budget.delta(), noise,
                    new PrivacyEvent.PureDp(pcaEpsilon), budget);
        }
        double pcaDelta = f * budget.delta();
        double s = AnalyticGaussian.sigma(pcaEpsilon, pcaDelta, 1.0);
        double[] theta = DpPca.analyzeGauss(moment, d, k, s, pcaNoise);
        return fitted(train, theta, (1 - f) * budget.epsilon(), (1 - f) * budget.delta(), noise,
                new PrivacyEvent.ApproxDp(pcaEpsilon, pcaDelta), budget);
    }

    private Fit fitted(Dataset train, double[] theta, double sgdEpsilon, double sgdDelta, NoiseSource noise,
                       PrivacyEvent pcaEvent, Budget budget) {
        int d = train.cols();
        Projection projection = new Projection(theta, new double[d], opt.k(), d);
        SgdTraining.Outcome o = SgdTraining.run(projection.apply(train, 1.0), opt.sgd(), sgdEpsilon, sgdDelta,
                noise);
        Map<String, Double> diagnostics = new TreeMap<>(o.diagnostics());
        Guarantee g = o.guarantee();
        if (pcaEvent != null) {
            double[] pca = pcaEvent instanceof PrivacyEvent.PureDp p ? new double[] {p.epsilon(), 0}
                    : new double[] {((PrivacyEvent.ApproxDp) pcaEvent).epsilon(), ((PrivacyEvent.ApproxDp) pcaEvent).delta()};
            diagnostics.put("pca_epsilon", pca[0]);
            diagnostics.put("sgd_epsilon", g.epsilon());
            g = new Guarantee(pca[0] + g.epsilon(), Math.min(1, pca[1] + g.delta()), "pure+" + g.accountant(),
                    g.relation(), new PrivacyEvent.Composed(List.of(pcaEvent, g.event())), g.caveat());
            if (opt.mode() == Mode.ANALYZE_GAUSS) {
                g = g.withCaveat("dp-pca=analyze-gauss (Dwork et al. 2014), not the paper's mechanism");
            }
            g = DpChecks.requireWithin(g, budget);
        }
        return new Fit(projection.lift(o.weights(), o.biases(), train.classes()), g, diagnostics);
    }
}

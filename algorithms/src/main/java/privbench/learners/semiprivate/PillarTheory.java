package privbench.learners.semiprivate;

import privbench.learners.AuditFamily;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.Learner;
import privbench.learners.LinearModel;
import privbench.learners.OptionsLearner;
import privbench.learners.Task;
import privbench.learners.TrainingData;
import privbench.learners.semiprivate.sgd.NoisySgdTheory;
import privbench.learners.semiprivate.sgd.TheoryLoss;
import privbench.linalg.Vectors;
import privbench.privacy.Budget;
import privbench.privacy.DpChecks;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.Accountants;
import privbench.privacy.noise.ExponentialMechanism;
import privbench.privacy.noise.NoiseSource;

/**
 * PILLAR, theoretical version: uncentred public PCA to k dimensions, R = ceil(ln(1/beta)) runs of
 * Bassily-Smith-Thakurta noisy SGD on the projected private rows, and the exponential mechanism choosing
 * the run with the least private loss. Binary tasks.
 *
 * <p>Pinto, Hu, Yang and Sanyal (2024), Algorithm 1 with Algorithm 2 (A_Noisy-SGD); spec-003 section 2.2.
 * Losses (Table I): scaled hinge with zeta = 0.9 gamma_0 (1 - xi_0), or cross-entropy / ln 2. Private rows
 * are scaled to norm at most 1 (a constant rule; sign(w.x) is unchanged by it), so projected rows and
 * iterates lie in unit balls as the sensitivity needs. ERRATUM (spec-003 section 2.2): Algorithm 2 as
 * written runs R copies at epsilon/R and the exponential mechanism at epsilon, 2 epsilon in total; here the
 * budget is split (spec-003 CHOICE {@code budget=split}): each run (epsilon/(2R), delta/R), the selection
 * epsilon/2, which basic composition ({@code pure} accountant) adds up to (epsilon, delta). Replace-one
 * neighbours, as BST14 and the exponential mechanism's Delta_U = loss_max - loss_min. T = min(n^2 - 1,
 * maxSteps) per run.
 * Secure noise is refused: BST14's sigma comes from an (epsilon, delta) analysis of the continuous Gaussian
 * with sampling with replacement, which is not proved for the discrete Gaussian.
 */
@Learner(id = "pillar-theory", summary = "public PCA, then BST14 noisy SGD runs and an exponential-mechanism pick",
        // public: T, the run count, sigma and epsilon shares (n, budget, options) and the chosen run (the
        // exponential mechanism's output)
        publicDiagnostics = {"steps", "runs", "sigma", "run_epsilon", "selection_epsilon", "chosen_run"},
        diagnosticGroups = Spectrum.class,
        paper = "PHYS24 Alg. 1 + Alg. 2", task = Task.BINARY, needsPublic = true,
        reference = "Pinto, Hu, Yang and Sanyal (2024), Algorithms 1 and 2; Bassily, Smith and Thakurta (2014)",
        audit = AuditFamily.DP_SGD)
public final class PillarTheory extends OptionsLearner<PillarTheory.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 1, doc = "k, PCA dimension (at most min(d, n_U))") int k,
            @Hyperparam(doc = "loss: hinge (scaled) or cross-entropy") TheoryLoss loss,
            @Hyperparam(min = 0, max = 1, minOpen = true, doc = "gamma_0, margin of the hinge scale") double gamma0,
            @Hyperparam(min = 0, max = 1, maxOpen = true, doc = "xi_0, low-rank separability slack") double xi0,
            @Hyperparam(min = 0, max = 0.25, minOpen = true, maxOpen = true, doc = "beta, failure probability")
            double beta,
            @Hyperparam(min = 0, minOpen = true, doc = "D, diameter in the step size (2: the unit ball)") double diameter,
            @Hyperparam(min = 1, doc = "cap on the n^2 - 1 steps of each run") long maxSteps) {

        public static final Options DEFAULTS = new Options(10, TheoryLoss.HINGE, 0.1, 0.0, 0.05, 2.0, 1_000_000L);
    }

    public PillarTheory(Options opt) {
        super(opt);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        PublicPca pca = PublicPca.fit(PublicRows.required(data, id()), opt.k(), false, data.memo());
        int n = train.rows();
        int k = opt.k();
        double[] z = pca.project(scaledToUnitBall(train)).x();
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            y[i] = train.sign(i);
        }
        double zeta = 0.9 * opt.gamma0() * (1 - opt.xi0());
        long steps = NoisySgdTheory.steps(n, opt.maxSteps());
        Map<String, Double> diagnostics = new TreeMap<>(Spectrum.diagnostics(pca));
        diagnostics.put("steps", (double) steps);
        if (budget.isNonPrivate()) {
            double[] v = NoisySgdTheory.run(z, y, n, k, opt.loss(), zeta, 0, opt.diameter(), steps, noise.child("run-0"));
            return new Fit(model(pca, v), Guarantee.nonPrivate(), diagnostics);
        }
        DpChecks.requirePositiveDelta(budget.delta(), id() + " (BST14 noisy SGD)");
        int runs = (int) Math.ceil(Math.log(1 / opt.beta()));
        double runEpsilon = budget.epsilon() / (2 * runs);
        double runDelta = budget.delta() / runs;
        double sigma = NoisySgdTheory.sigma(n, opt.loss().lipschitz(zeta), runEpsilon, runDelta);
        double[][] candidates = new double[runs][];
        double[] utilities = new double[runs];
        for (int r = 0; r < runs; r++) {
            candidates[r] = NoisySgdTheory.run(z, y, n, k, opt.loss(), zeta, sigma, opt.diameter(), steps,
                    noise.child("run-" + r));
            utilities[r] = -NoisySgdTheory.totalLoss(candidates[r], z, y, n, k, opt.loss(), zeta);
        }
        double selectEpsilon = budget.epsilon() / 2;
        int chosen = ExponentialMechanism.select(utilities, selectEpsilon, opt.loss().range(zeta),
                noise.child("selection"));
        var event = new PrivacyEvent.Composed(List.of(
                new PrivacyEvent.Repeated(new PrivacyEvent.ApproxDp(runEpsilon, runDelta), runs),
                new PrivacyEvent.PureDp(selectEpsilon)));
        Guarantee g = DpChecks.requireWithin(Accountants.PURE.guarantee(event, budget.delta(), Neighbouring.REPLACE_ONE)
                .withCaveat("BST14 Theorem 2.1 noise bound (a proved formula, not an accountant)")
                .withCaveat(PublicRows.CAVEAT), budget);
        diagnostics.put("runs", (double) runs);
        diagnostics.put("sigma", sigma);
        diagnostics.put("run_epsilon", runEpsilon);
        diagnostics.put("selection_epsilon", selectEpsilon);
        diagnostics.put("chosen_run", (double) chosen);
        return new Fit(model(pca, candidates[chosen]), g, diagnostics);
    }

    private static LinearModel model(PublicPca pca, double[] v) {
        double[] w = new double[pca.d()];
        double[] a = pca.components();
        for (int j = 0; j < v.length; j++) {
            Vectors.axpy(v[j], a, j * pca.d(), w, 0, pca.d());
        }
        return LinearModel.of(w);
    }

    /** Rows scaled by min(1, 1/||x||): a per-example constant rule. */
    private static Dataset scaledToUnitBall(Dataset rows) {
        int d = rows.cols();
        double[] x = rows.x().clone();
        for (int i = 0, n = rows.rows(); i < n; i++) {
            double norm = Vectors.norm(x, i * d, d);
            if (norm > 1) {
                Vectors.scale(1 / norm, x, i * d, d);
            }
        }
        return rows.withFeatures(x, d, Math.min(1.0, rows.normBound()));
    }
}

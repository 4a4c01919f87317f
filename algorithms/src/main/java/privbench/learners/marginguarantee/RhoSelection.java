package privbench.learners.marginguarantee;

import privbench.learners.AuditFamily;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import privbench.canonical.Canonical;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.Learner;
import privbench.learners.Model;
import privbench.learners.OptionsLearner;
import privbench.learners.PrivateLearner;
import privbench.learners.Task;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.DpChecks;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.accounting.Accountants;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.noise.ExponentialMechanism;
import privbench.privacy.noise.NoiseSource;

/**
 * Private model selection of the confidence margin rho over the grid rho_j = Lambda r 2^-j, j = 0..J, as a wrapper
 * over the BMS22 learners, its selection charged to the budget.
 * <p>Bassily, Mohri and Suresh (2022), Appendix F (model selection; spec-002 A7; no algorithm number in the paper), RECON
 * of spec-002 A7. Mode {@code em} (for priv-mrg; pure DP): one exponential mechanism over all pairs (j, c) of
 * independent data-independent nets, log-prior -ln((J+1)|C_j|) and score -(R^_{S_Phi_j}(c) + pen(rho_j)),
 * pen(rho) = c_pen (Lambda r/rho)^2 ln(m/beta)/(min(1, epsilon) m), Delta = 1/m: epsilon-DP. Mode {@code holdout}
 * (for eff-priv-mrg and priv-ker-mrg): a seed-only split S_1 (70%) / S_2 (30%); J+1 runs of the base learner on S_1
 * at (epsilon/(J+1), delta/(J+1)) each (basic composition), then the exponential mechanism (epsilon) on S_2 over j
 * with the 0-1 error, Delta = 1/|S_2|; S_1 and S_2 are disjoint, so parallel composition gives (epsilon, delta).
 * Beside the spec's basic composition, {@code composition: zcdp} (tight, for the Gaussian bases) gives each run
 * rho_z/(J+1) and prices the J+1 runs together with the {@code zcdp} accountant.
 */
@Learner(id = "rho-select", summary = "private selection of rho (RECON of App. F): em (one EM over nets, pure DP)"
        + " or holdout (J+1 runs + EM on a held-out split)", paper = "BMS22 App. F (spec A7, RECON)",
        // public: the grid is a setting; the selected index and rho are the private selection's released output
        publicDiagnostics = {"grid", "selected_j", "selected_rho"},
        task = Task.BINARY,
        reference = "Bassily, Mohri and Suresh (2022), Appendix F (model selection over rho), reconstructed by spec-002 A7",
        audit = AuditFamily.OUTPUT_PERTURBATION)
public final class RhoSelection extends OptionsLearner<RhoSelection.Options> {

    /** The learner rho is selected for. */
    public enum Base { PRIV_MRG, EFF_PRIV_MRG, PRIV_KER_MRG }

    /** How rho is selected. */
    public enum Mode { EM, HOLDOUT }

    /** How the J+1 holdout runs on S_1 compose: the spec's basic composition, or zCDP (tight, Gaussian bases). */
    public enum Composition { BASIC, ZCDP }

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(doc = "base learner: priv-mrg (mode em), eff-priv-mrg or priv-ker-mrg (mode holdout)") Base base,
            @Hyperparam(doc = "selection: em (MS-EM, pure DP) or holdout (MS-Holdout)") Mode mode,
            @Hyperparam(min = 0, doc = "J, grid rho_j = Lambda r 2^-j, j = 0..J; 0 for ceil(log2(m)/2)") int grid,
            @Hyperparam(min = 0, doc = "c_pen, weight of the complexity penalty (mode em)") double penalty,
            @Hyperparam(min = 0, max = 1, minOpen = true, maxOpen = true, doc = "fraction held out as S_2")
            double holdout,
            @Hyperparam(doc = "holdout runs on S_1: basic (spec, (eps/(J+1), delta/(J+1)) each) or zcdp (rho_z/(J+1)"
                    + " each, priced together by the zcdp accountant)") Composition composition,
            @Hyperparam(min = 1, doc = "k_max of priv-mrg") int maxProjection,
            @Hyperparam(min = 1, doc = "N_c of each priv-mrg net") int netSize,
            @Hyperparam(min = 0, minOpen = true, doc = "sigma_k of priv-ker-mrg (public)") double bandwidth,
            @Hyperparam(min = 1, doc = "D of priv-ker-mrg") int features,
            @Hyperparam(min = 0, max = 1, minOpen = true, maxOpen = true, doc = "beta") double beta) {

        public static final Options DEFAULTS = new Options(Base.PRIV_MRG, Mode.EM, 0, 1.0, 0.3, Composition.BASIC, 8,
                1 << 14, 0.5, 2048, 0.05);
    }

    public RhoSelection(Options opt) {
        super(opt);
    }

    /** J: the given value, or ceil(log2(m)/2) (below Lambda r / sqrt(m) the bounds are vacuous). */
    static int gridSize(int given, int m) {
        return given > 0 ? given : (int) Math.ceil(0.5 * Math.log(m) / Math.log(2));
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        int j = gridSize(opt.grid(), train.rows());
        if (opt.mode() == Mode.EM) {
            if (opt.base() != Base.PRIV_MRG) {
                throw new IllegalArgumentException("rho-select: mode em needs base priv-mrg (a net learner), got "
                        + Canonical.kebab(opt.base().name()) + "; use mode holdout");
            }
            return selectByEm(train, j, budget, noise);
        }
        return selectByHoldout(train, j, budget, noise);
    }

    /** The MS-EM candidates: every (j, c), its plan, and its utility with the prior and the penalty folded in. */
    record EmCandidates(List<PrivMarginLearner.Plan> plans, double[] utilities, List<int[]> index, double radius) {
    }

    EmCandidates emCandidates(Dataset train, int grid, Budget budget, NoiseSource noise) {
        int m = train.rows();
        MarginRows rows = MarginRows.of(train, 1.0);
        List<PrivMarginLearner.Plan> plans = new ArrayList<>();
        List<Double> utilities = new ArrayList<>();
        List<int[]> index = new ArrayList<>();
        double epsForPen = budget.isNonPrivate() ? 1.0 : Math.min(1, budget.epsilon());
        for (int j = 0; j <= grid; j++) {
            double rho = Math.pow(2, -j);
            var o = new PrivMarginLearner.Options(rho, 1.0, 1.0, 0, opt.maxProjection(), Net.Kind.RANDOM,
                    opt.netSize(), Net.DEFAULT_CAP, opt.beta(), 1.0);
            var plan = PrivMarginLearner.plan(o, m, rows.d(), noise, "bms22/rho-select/rho-" + j);
            plans.add(plan);
            int[] errors = PrivMarginLearner.counts(plan, rows);
            double pen = opt.penalty() * Math.log(m / opt.beta()) / (rho * rho * epsForPen * m);
            double logPrior = -Math.log((grid + 1.0) * plan.net().size());
            for (int c = 0; c < errors.length; c++) {
                double u = -(double) errors[c] / m - pen;
                // the data-independent prior folded into the utility: exact, and the sensitivity stays 1/m
                utilities.add(budget.isNonPrivate() ? u : u + 2.0 / (m * budget.epsilon()) * logPrior);
                index.add(new int[] {j, c});
            }
        }
        return new EmCandidates(plans, utilities.stream().mapToDouble(Double::doubleValue).toArray(), index,
                rows.radius());
    }

    private Fit selectByEm(Dataset train, int grid, Budget budget, NoiseSource noise) {
        int m = train.rows();
        EmCandidates cand = emCandidates(train, grid, budget, noise);
        double[] u = cand.utilities();
        List<int[]> index = cand.index();
        int chosen = budget.isNonPrivate() ? argmax(u)
                : ExponentialMechanism.select(u, budget.epsilon(), 1.0 / m, noise.child("exponential-mechanism"));
        int j = index.get(chosen)[0];
        Model model = PrivMarginLearner.model(cand.plans().get(j), index.get(chosen)[1], cand.radius());
        Map<String, Double> diagnostics = Map.of("selected_rho", Math.pow(2, -j), "selected_j", (double) j,
                "grid", (double) grid);
        if (budget.isNonPrivate()) {
            return new Fit(model, Guarantee.nonPrivate(), diagnostics);
        }
        return new Fit(model, PrivMarginLearner.guarantee(budget, "RECON: MS-EM model selection (spec-002 A7);"
                + " practical variant: random nets of " + opt.netSize() + " directions"), diagnostics);
    }

    private Fit selectByHoldout(Dataset train, int grid, Budget budget, NoiseSource noise) {
        int m = train.rows();
        int held = (int) Math.round(opt.holdout() * m);
        if (held < 1 || held >= m) {
            throw new IllegalArgumentException("rho-select: the holdout must leave rows on both sides, got " + held
                    + " of " + m);
        }
        int[] perm = permutation(m, noise);
        Dataset first = train.rows(Arrays.copyOfRange(perm, 0, m - held));
        Dataset second = train.rows(Arrays.copyOfRange(perm, m - held, m));
        boolean zcdp = opt.composition() == Composition.ZCDP;
        if (zcdp && opt.base() == Base.PRIV_MRG) {
            throw new IllegalArgumentException("rho-select: composition zcdp needs a Gaussian base (eff-priv-mrg or"
                    + " priv-ker-mrg), got priv-mrg");
        }
        Budget share = budget.isNonPrivate() ? budget : zcdp ? zcdpShare(budget, grid + 1)
                : new Budget(budget.epsilon() / (grid + 1), budget.delta() / (grid + 1));
        List<PrivacyEvent> events = new ArrayList<>();
        List<Model> models = new ArrayList<>();
        double epsSum = 0;
        double deltaSum = 0;
        double[] u = new double[grid + 1];
        for (int j = 0; j <= grid; j++) {
            double rho = Math.pow(2, -j);
            PrivateLearner base = switch (opt.base()) {
                case EFF_PRIV_MRG -> new EffPrivMarginLearner(EffPrivMarginLearner.Options.DEFAULTS.withRho(rho));
                case PRIV_KER_MRG -> new PrivKernelMarginLearner(new PrivKernelMarginLearner.Options(
                        FeatureMap.Kernel.GAUSSIAN, opt.bandwidth(), 2, 1.0, opt.features(), 1 << 15, rho, 1.0,
                        PrivateHingeErm.Solver.NOISY_GD, PrivateHingeErm.Accounting.ZCDP, Sketch.Kind.AUTO, 0, 2000,
                        opt.beta(), 1.0));
                case PRIV_MRG -> new PrivMarginLearner(PrivMarginLearner.Options.DEFAULTS.withRho(rho));
            };
            Fit f = base.fit(TrainingData.privateOnly(first), share, noise.child("rho-" + j));
            models.add(f.model());
            if (!budget.isNonPrivate()) {
                events.add(f.spent().event());
                epsSum += f.spent().epsilon();
                deltaSum += f.spent().delta();
            }
            int[] predicted = f.model().predict(second);
            int errors = 0;
            for (int i = 0; i < predicted.length; i++) {
                errors += predicted[i] == second.label(i) ? 0 : 1;
            }
            u[j] = -(double) errors / held;
        }
        int j = budget.isNonPrivate() ? argmax(u)
                : ExponentialMechanism.select(u, budget.epsilon(), 1.0 / held, noise.child("exponential-mechanism"));
        Map<String, Double> diagnostics = new TreeMap<>(Map.of("selected_rho", Math.pow(2, -j), "selected_j",
                (double) j, "grid", (double) grid));
        if (budget.isNonPrivate()) {
            return new Fit(models.get(j), Guarantee.nonPrivate(), diagnostics);
        }
        // parallel composition over the disjoint S_1 (the J+1 runs, basic or zCDP composition) and S_2 (one EM)
        double epsFirst = zcdp ? Accountants.ZCDP.epsilon(new PrivacyEvent.Composed(events), budget.delta()) : epsSum;
        double deltaFirst = zcdp ? budget.delta() : Math.min(1, deltaSum);
        var event = new PrivacyEvent.ApproxDp(Math.max(epsFirst, budget.epsilon()), deltaFirst);
        Guarantee g = Accountants.PURE.guarantee(event, budget.delta(), Neighbouring.REPLACE_ONE).withCaveat(
                "RECON: MS-Holdout model selection (spec-002 A7), parallel composition of a seed-only split");
        return new Fit(models.get(j), DpChecks.requireWithin(g, budget), diagnostics);
    }

    /**
     * The per-run budget whose spec zCDP (P8) share is rho_z(epsilon, delta)/runs: the runs' zCDP adds up to the
     * whole rho_z, so together they are (epsilon, delta)-DP at the zcdp accountant's (tighter) conversion.
     */
    static Budget zcdpShare(Budget budget, int runs) {
        double each = PrivateHingeErm.zcdpRho(budget.epsilon(), budget.delta()) / runs;
        double eps = each + 2 * Math.sqrt(each * Math.log(1 / budget.delta()));
        return new Budget(eps, budget.delta());
    }

    private static int argmax(double[] u) {
        int best = 0;
        for (int i = 1; i < u.length; i++) {
            best = u[i] > u[best] ? i : best;
        }
        return best;
    }

    /** A uniform permutation of 0..m-1 from a structural stream: it depends on the seed and m only. */
    private static int[] permutation(int m, NoiseSource noise) {
        var rng = noise.structural("bms22/rho-select/split");
        int[] p = new int[m];
        for (int i = 0; i < m; i++) {
            p[i] = i;
        }
        for (int i = m - 1; i > 0; i--) {
            int s = rng.nextInt(i + 1);
            int t = p[i];
            p[i] = p[s];
            p[s] = t;
        }
        return p;
    }
}

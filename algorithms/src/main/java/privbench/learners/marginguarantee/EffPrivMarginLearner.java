package privbench.learners.marginguarantee;

import privbench.learners.AuditFamily;
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
import privbench.linalg.Vectors;
import privbench.privacy.Budget;
import privbench.privacy.DpChecks;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.noise.NoiseSource;

/**
 * A_EffPrivMrg, the efficient (epsilon, delta)-DP linear margin learner: JL (dense Rademacher or fast SRHT), the
 * clip Pi_{B^k(2r)} its sensitivity needs, and private convex optimisation of the rho-hinge loss over B^k(2 Lambda).
 * <p>Bassily, Mohri and Suresh (2022), Algorithm 2 (Lemma 3.1, Thm 3.2) with Algorithm 4 as solver; spec-002 A2.
 * Replace-one neighbours. k = max(1, ceil(epsilon m ln(m/beta) / (ln(1/delta)^{3/2} ln(1/beta)))) (seed glitch
 * log^{d/2} read as log^{3/2}); Phi = I when k >= d, and then rows stay in B(r) so r~ = r (the clip to 2r is a
 * no-op there). Solver: {@code noisy-gd} (A4-default, full batch, Repeated Gaussian priced by {@code zcdp} as the
 * spec's P8, or by the tight {@code gdp} beside it) or {@code faithful} (A4-faithful, RECON: phased SGD on a
 * with-replacement sample, group privacy, private boosting; basic composition, {@code pure} accountant).
 * Preconditions of Alg. 2 are enforced: 0 < delta < 1/m and epsilon <= ln(1/delta), rho in (0, Lambda r].
 */
@Learner(id = "eff-priv-mrg", summary = "(eps,delta)-DP JL (dense, or SRHT: RECON of Lemma A.4) + clip + private"
        + " rho-hinge ERM (noisy GD; faithful Alg. 4: RECON)", paper = "BMS22 Alg. 2 (+ Alg. 4)", task = Task.BINARY,
        // public: k and the sketch kind follow from n, d and the options
        publicDiagnostics = {"jl_srht", "k"}, diagnosticGroups = PrivateHingeErm.class,
        reference = "Bassily, Mohri and Suresh (2022), Algorithm 2 (A_EffPrivMrg) with Algorithm 4; Theorem 3.2",
        audit = AuditFamily.FULL_BATCH_GRADIENT)
public final class EffPrivMarginLearner extends OptionsLearner<EffPrivMarginLearner.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 0, minOpen = true, doc = "rho, the confidence margin of the hinge") double rho,
            @Hyperparam(min = 0, minOpen = true, doc = "Lambda, the comparator norm (Alg. 4 runs on B^k(2 Lambda))")
            double lambda,
            @Hyperparam(doc = "Alg. 4 solver: noisy-gd (practical, full batch) or faithful (RECON phased SGD)")
            PrivateHingeErm.Solver solver,
            @Hyperparam(doc = "noisy-gd accounting: zcdp (spec P8) or gdp (tight)") PrivateHingeErm.Accounting accounting,
            @Hyperparam(doc = "embedding: auto (dense up to k d = 5e7, else SRHT), dense or srht") Sketch.Kind jl,
            @Hyperparam(min = 0, doc = "k, the projected dimension; 0 for the Alg. 2 formula") int projection,
            @Hyperparam(min = 1, doc = "T_max, cap on the noisy-GD steps") int maxIterations,
            @Hyperparam(min = 0, max = 1, minOpen = true, maxOpen = true, doc = "beta, failure probability") double beta,
            @Hyperparam(min = 0, minOpen = true, doc = "r, row radius when the data declare no norm bound") double clip) {

        public static final Options DEFAULTS = new Options(0.1, 1.0, PrivateHingeErm.Solver.NOISY_GD,
                PrivateHingeErm.Accounting.ZCDP, Sketch.Kind.AUTO, 0, 2000, 0.05, 1.0);

        /** The same options at another margin (model selection over rho). */
        public Options withRho(double newRho) {
            return new Options(newRho, lambda, solver, accounting, jl, projection, maxIterations, beta, clip);
        }
    }

    public EffPrivMarginLearner(Options opt) {
        super(opt);
    }

    /** The Alg. 2 dimension k (at least 1). */
    static int dimension(double epsilon, int m, double delta, double beta) {
        double l = Math.log(1 / delta);
        double k = Math.ceil(epsilon * m * Math.log(m / beta) / (Math.pow(l, 1.5) * Math.log(1 / beta)));
        return (int) Math.max(1, Math.min(k, Integer.MAX_VALUE / 4.0));
    }

    /** Alg. 2's preconditions 0 < delta < 1/m and 0 < epsilon <= ln(1/delta), and rho in (0, rhoMax]. */
    static void requirePreconditions(String id, Budget budget, int m, double rho, double rhoMax) {
        if (!(rho > 0 && rho <= rhoMax)) {
            throw new IllegalArgumentException(id + ": rho must be in (0, " + rhoMax + "], got " + rho);
        }
        if (budget.isNonPrivate()) {
            return;
        }
        if (!(budget.delta() > 0 && budget.delta() < 1.0 / m)) {
            throw new IllegalArgumentException(id + ": delta must be in (0, 1/m) = (0, " + 1.0 / m + ") (Alg. 2), got "
                    + budget.delta());
        }
        if (!(budget.epsilon() <= Math.log(1 / budget.delta()))) {
            throw new IllegalArgumentException(id + ": epsilon must be <= ln(1/delta) = " + Math.log(1 / budget.delta())
                    + " (Alg. 2), got " + budget.epsilon());
        }
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        MarginRows rows = MarginRows.of(train, opt.clip());
        int m = rows.n();
        requirePreconditions(id(), budget, m, opt.rho(), opt.lambda());
        int k = opt.projection() > 0 ? opt.projection()
                : budget.isNonPrivate() ? rows.d() : dimension(budget.epsilon(), m, budget.delta(), opt.beta());
        Sketch phi = Sketch.draw(opt.jl(), Math.min(k, rows.d()), rows.d(), noise, "bms22/phi");
        double rowRadius = phi instanceof Sketch.Identity ? 1.0 : 2.0;
        double[] z = rows.embed(phi, rowRadius);
        var problem = new PrivateHingeErm.Problem(z, m, phi.rows(), rows.signs(), rowRadius, 2 * opt.lambda(), opt.rho());
        var sol = PrivateHingeErm.solve(problem, opt.solver(), opt.accounting(), opt.maxIterations(), opt.beta(),
                budget, noise);
        double[] w = phi.transposeTimes(sol.w());
        Vectors.scale(1 / rows.radius(), w);
        Map<String, Double> diagnostics = new TreeMap<>(sol.diagnostics());
        diagnostics.put("k", (double) phi.rows());
        diagnostics.put("jl_srht", phi.kind().equals("srht") ? 1.0 : 0.0);
        return new Fit(LinearModel.of(w), spent(sol, budget, ""), diagnostics);
    }

    /** The guarantee of an Alg. 4 solution: nonPrivate at epsilon = +Infinity, else priced and checked. */
    static Guarantee spent(PrivateHingeErm.Solution sol, Budget budget, String caveat) {
        if (budget.isNonPrivate()) {
            return Guarantee.nonPrivate();
        }
        Guarantee g = sol.accountant().guarantee(sol.event(), budget.delta(), Neighbouring.REPLACE_ONE)
                .withCaveat(sol.caveat()).withCaveat(caveat);
        return DpChecks.requireWithin(g, budget);
    }
}
